import { and, asc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { addDays, shanghaiDate } from '../../shared/business/dates';
import { agreeBody, rejectBody, startBody, transmitBody } from '../../shared/api/workflow-operate-calls';
import { ManualClock, type Clock } from '../clock';
import type { Db } from '../db/database';
import { customers, mcMessages, staff, suppliers, workflowInstances, workflowProcesses, workflowTasks } from '../db/schema/index';
import type { AppDeps } from '../deps';
import type { Logger } from '../log';
import { startInstance } from './engine/instance-start';
import { agreeTask, ccPeople, commentOn, rejectTask, transmitTask, urge, withdraw, type Actor } from './engine/task-actions';
import { SCENARIOS, type FormRefs, type Scenario, type Step, type Who } from './seed-history-scenarios';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Notices older than this are marked read: a newcomer's unread badge shows the recent ones. */
const READ_AFTER_MS = 2 * DAY;

/**
 * What the engine may use while the seed plays history: the database, the history's clock and a
 * push hub nobody listens to. A seed runs before the server's services exist; any other use of
 * the services fails loudly here instead of misbehaving.
 */
function seedDeps(db: Db, clock: Clock, log: Logger): AppDeps {
  // Nobody is connected while the seed runs: publishing the notices' push events reaches no one,
  // and history sends no chat-app work notices.
  const known: Record<string, unknown> = { db, clock, log, pushHub: { publish: () => undefined }, dingtalk: null };
  return new Proxy(known, {
    get(target, key) {
      if (typeof key === 'symbol' || key in target) return target[key as string];
      throw new Error(`the workflow seed's engine has no ${key}`);
    },
  }) as unknown as AppDeps;
}

/** The people of the scenarios by username, or null when the demo organisation lacks one. */
async function peopleOf(db: Db): Promise<Map<Who, number> | null> {
  const names: Who[] = ['sales', 'sales2', 'lead1', 'lead2', 'salesdir', 'finance', 'admin', 'ops'];
  const rows = await db.select({ id: staff.id, username: staff.username }).from(staff).where(inArray(staff.username, names));
  return rows.length === names.length ? new Map(rows.map((row) => [row.username as Who, row.id])) : null;
}

/** Form references from the business data, in id order so that every run picks the same ones. */
async function formRefs(db: Db, applicantId: number, demoSellers: number[], today: string): Promise<FormRefs | null> {
  const own = await db
    .select({ code: customers.code })
    .from(customers)
    .where(eq(customers.ownerStaffId, applicantId))
    .orderBy(asc(customers.id))
    .limit(30);
  const other = await db
    .select({ code: customers.code })
    .from(customers)
    // Customers of the generated reps: the demo accounts' own books stay as the business seed left them.
    .where(notInArray(customers.ownerStaffId, [applicantId, ...demoSellers]))
    .orderBy(asc(customers.id))
    .limit(5);
  const supplierRows = await db.select({ code: suppliers.code }).from(suppliers).orderBy(asc(suppliers.id)).limit(10);
  if (other.length === 0 || supplierRows.length === 0) return null;
  const at = <T extends { code: string }>(rows: T[], n: number) => rows[n % rows.length]?.code ?? '';
  return {
    // Operations owns no customers: its forms name none, and others' customers stand in.
    own: (n) => at(own.length ? own : other, n),
    other: (n) => at(other, n),
    supplier: (n) => at(supplierRows, n),
    day: (days) => addDays(today, days),
  };
}

/** The open task of a person on a request (the step names who acts; the engine checks the rest). */
async function openTask(db: Db, instanceId: number, staffId: number): Promise<{ taskId: number; rev: number }> {
  const [task] = await db
    .select({ taskId: workflowTasks.id, rev: workflowTasks.rev })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.assigneeStaffId, staffId), eq(workflowTasks.status, 'pending')))
    .orderBy(asc(workflowTasks.id))
    .limit(1);
  if (!task) throw new Error(`workflow seed: staff ${staffId} has no open task on request ${instanceId}`);
  return task;
}

interface Play {
  db: Db;
  deps: AppDeps;
  people: Map<Who, number>;
  instanceId: number;
  applicant: Who;
}

async function playStep(play: Play, step: Step): Promise<void> {
  const { db, deps, people, instanceId } = play;
  const actor = (who: Who): Actor => ({ deps, staffId: people.get(who) ?? 0, lang: 'zh' });
  const applicant = actor(play.applicant);
  switch (step.do) {
    case 'agree':
      await agreeTask(
        actor(step.by),
        agreeBody.parse({ ...(await openTask(db, instanceId, actor(step.by).staffId)), comment: step.comment }),
      );
      return;
    case 'reject': {
      const target = step.to === 'applicant' || step.to === 'end' ? { kind: step.to } : { kind: 'node', nodeId: step.to.node };
      const task = await openTask(db, instanceId, actor(step.by).staffId);
      await rejectTask(actor(step.by), rejectBody.parse({ ...task, comment: step.comment, target }));
      return;
    }
    case 'resubmit': {
      const task = await openTask(db, instanceId, applicant.staffId);
      // A resubmission carries the whole form: the fields as they were, with the changes.
      const [instance] = await db
        .select({ formData: workflowInstances.formData })
        .from(workflowInstances)
        .where(eq(workflowInstances.id, instanceId));
      const formData = { ...(instance?.formData as Record<string, unknown>), ...step.change };
      await agreeTask(applicant, agreeBody.parse({ ...task, comment: step.comment, formData }));
      return;
    }
    case 'transmit': {
      const task = await openTask(db, instanceId, actor(step.by).staffId);
      await transmitTask(actor(step.by), transmitBody.parse({ ...task, toStaffId: people.get(step.to), comment: step.comment }));
      return;
    }
    case 'withdraw':
      await withdraw(applicant, { instanceId, comment: step.comment });
      return;
    case 'urge':
      await urge(applicant, { instanceId });
      return;
    case 'cc':
      await ccPeople(applicant, { instanceId, staffIds: step.to.map((who) => people.get(who) ?? 0), comment: step.comment });
      return;
    case 'comment':
      await commentOn(actor(step.by), { instanceId, comment: step.comment, attachments: [] });
  }
}

/** Plays one scenario from its start day, a few working hours between moves, never past `until`. */
async function playScenario(db: Db, log: Logger, scenario: Scenario, people: Map<Who, number>, now: Date, index: number) {
  const [process] = await db.select().from(workflowProcesses).where(eq(workflowProcesses.code, scenario.process));
  const applicantId = people.get(scenario.applicant);
  if (!process || applicantId === undefined) return;
  const until = now.getTime() - 10 * 60_000;
  // 09:00 Shanghai on the start day, plus a few minutes per scenario so no two start together.
  const startDay = addDays(shanghaiDate(now), -scenario.daysAgo);
  const start = Date.parse(`${startDay}T01:00:00Z`) + index * 7 * 60_000;
  const clock = new ManualClock(Math.min(start, until - (scenario.steps.length + 1) * 60_000));
  const deps = seedDeps(db, clock, log);
  const demoSellers = [people.get('sales') ?? 0, people.get('sales2') ?? 0];
  const refs = await formRefs(db, applicantId, demoSellers, shanghaiDate(now));
  if (!refs) return;
  const body = startBody.parse({ processId: process.id, formData: scenario.form(refs) });
  // The customer is in the state the request presumes: in the open sea, or suspended.
  if (scenario.customer)
    await db
      .update(customers)
      .set(scenario.customer)
      .where(eq(customers.code, String(body.formData.customer)));
  const { instanceId } = await startInstance({ deps, staffId: applicantId, lang: 'zh' }, body);
  for (const [n, step] of scenario.steps.entries()) {
    const next = clock.now().getTime() + (1 + ((index + n) % 4)) * HOUR + ((index * 13 + n * 29) % 50) * 60_000;
    clock.set(Math.max(clock.now().getTime() + 60_000, Math.min(next, until - (scenario.steps.length - n) * 60_000)));
    await playStep({ db, deps, people, instanceId, applicant: scenario.applicant }, step);
  }
}

/**
 * Plays the demo history through the engine (start, agree, reject, resubmit, transmit, withdraw,
 * urge, cc), so requests, tasks, timelines, effects and notices are what real use would leave.
 */
export async function seedHistory(db: Db, log: Logger, now: Date): Promise<void> {
  const people = await peopleOf(db);
  if (!people) return;
  const [before] = await db.select({ id: sql<number>`coalesce(max(${mcMessages.id}), 0)::int` }).from(mcMessages);
  for (const [index, scenario] of SCENARIOS.entries()) await playScenario(db, log, scenario, people, now, index);
  await db
    .update(mcMessages)
    .set({ status: 1, readAt: sql`${mcMessages.createdAt}` })
    .where(and(gt(mcMessages.id, before?.id ?? 0), lt(mcMessages.createdAt, new Date(now.getTime() - READ_AFTER_MS))));
}
