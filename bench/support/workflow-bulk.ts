/**
 * Bulk approval history for the workflow benchmark, written with SQL (generate_series), not through
 * the engine: 300 more staff, `instances` requests over the seeded processes (one in ten still
 * running) and three tasks each (lead, finance, general manager). A running request's last task
 * is pending, spread over everyone, so each person has a few dozen to-dos among about a thousand
 * done tasks, as in a year of real use.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';

export async function bulkWorkflowHistory(db: Db, instances: number): Promise<{ instances: number; tasks: number }> {
  await db.execute(sql`
    insert into staff (username, name, name_en, job_number, password_hash, seeded)
    select 'bench' || g, '员工' || g, 'Staff ' || g, 'BN' || lpad(g::text, 5, '0'), 'bench', true
    from generate_series(1, 300) g
    on conflict do nothing`);
  await db.execute(sql`
    with people as (select array_agg(id order by id) as ids, count(*)::int as n from staff),
         processes as (
           select array_agg(id order by id) as ids, array_agg(published_version_id order by id) as versions,
                  array_agg(name order by id) as names, count(*)::int as n
           from workflow_processes where published_version_id is not null)
    insert into workflow_instances (process_id, version_id, title, applicant_staff_id, status, created_at, finished_at, form_data)
    select pr.ids[1 + g % pr.n], pr.versions[1 + g % pr.n], pr.names[1 + g % pr.n] || '（批量' || g || '）',
           pe.ids[1 + (g * 31) % pe.n],
           case g % 10 when 0 then 'running' when 1 then 'rejected' when 2 then 'withdrawn' else 'approved' end,
           now() - g * interval '5 minutes',
           case when g % 10 = 0 then null else now() - g * interval '5 minutes' + interval '6 hours' end,
           jsonb_build_object('reason', '批量生成的申请')
    from generate_series(1, ${instances}) g, people pe, processes pr`);
  await db.execute(sql`
    with people as (select array_agg(id order by id) as ids, count(*)::int as n from staff)
    insert into workflow_tasks (instance_id, node_name, node_id, assignee_staff_id, status, action, created_at, acted_at, seq)
    select i.id, node.name, node.id, pe.ids[1 + (i.id * 7 + node.k * 13) % pe.n],
           case when i.status = 'running' and node.k = 3 then 'pending' else 'done' end,
           case when i.status = 'running' and node.k = 3 then null when i.status = 'rejected' and node.k = 3 then 'reject' else 'agree' end,
           i.created_at + (node.k - 1) * interval '2 hours',
           case when i.status = 'running' and node.k = 3 then null else i.created_at + node.k * interval '2 hours' end,
           0
    from workflow_instances i
    cross join (values (1, 'lead', '部门负责人审批'), (2, 'finance', '财务审批'), (3, 'gm', '总经理审批')) as node(k, id, name)
    cross join people pe
    where i.title like '%（批量%'`);
  await db.execute(sql`analyze`);
  const [counts] = (
    (await db.execute(
      sql`select (select count(*) from workflow_instances)::int as instances, (select count(*) from workflow_tasks)::int as tasks`,
    )) as unknown as { rows: { instances: number; tasks: number }[] }
  ).rows;
  return counts ?? { instances: 0, tasks: 0 };
}
