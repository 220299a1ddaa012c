import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { FeatureSeed } from '../db/seed/feature-seeds';
import { DEMO_STAFF } from '../db/seed/demo-org';
import { Prng } from '../db/seed/prng';
import { seedDefinitions } from './workflow-definitions-seed';
import { staff, workflowCopies, workflowInstances, workflowProcesses, workflowTasks } from '../db/schema/index';

/** The process definitions of the apply forms of /general/process (sections.md §2). */
const PROCESSES = [
  { code: 'recharge', name: '充值申请', nameEn: 'Recharge request', formPath: '/general/process/recharge-apply/recharge/apply' },
  { code: 'payment', name: '付款申请', nameEn: 'Payment request', formPath: '/general/process/recharge-apply/payment/apply' },
  {
    code: 'prepay-credit',
    name: '预付费信用申请',
    nameEn: 'Prepaid credit request',
    formPath: '/general/process/credit-apply/prepay/apply',
  },
  { code: 'special-price', name: '特价申请', nameEn: 'Special price request', formPath: '/general/process/special-apply/special/apply' },
  { code: 'contract-seal', name: '合同用印申请', nameEn: 'Contract seal request', formPath: '/general/process/contract-seal/apply' },
  {
    code: 'cross-dept-share',
    name: '跨部门共享申请',
    nameEn: 'Cross-department share request',
    formPath: '/general/process/cross-dept-share/apply',
  },
] as const;

const NODES = ['部门负责人审批', '财务审批', '总经办审批'];
const STATUSES = ['running', 'running', 'running', 'approved', 'rejected', 'withdrawn'] as const;

/**
 * Approval processes between the demo staff: each instance has an applicant, one finished task per
 * earlier node and, while running, one pending task; some are copied to a third person. The
 * process summary of every user counts from these rows.
 */
async function seedWorkflow(db: Db, ctx: { scale: number; clock: { now(): Date } }): Promise<void> {
  await db
    .insert(workflowProcesses)
    .values([...PROCESSES])
    .onConflictDoNothing();
  await seedDefinitions(db, ctx.clock.now());
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(workflowInstances);
  if ((existing?.n ?? 0) > 0) return;
  // In id order: the definitions step rewrote these rows, which moves them in the table.
  const processes = await db.select().from(workflowProcesses).orderBy(workflowProcesses.id);
  // Between the demo accounts, so that every one of them meets processes on their home page.
  const people = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      inArray(
        staff.username,
        DEMO_STAFF.map((person) => person.username),
      ),
    )
    .orderBy(staff.id);
  if (people.length < 2 || processes.length === 0) return;
  const prng = new Prng(7301);
  const now = ctx.clock.now().getTime();
  const total = Math.max(12, Math.round(60 * ctx.scale));
  for (let index = 0; index < total; index += 1) {
    const process = prng.pick(processes);
    const applicant = prng.pick(people).id;
    const approvers = people.filter((p) => p.id !== applicant);
    const status = prng.pick(STATUSES);
    const createdAt = new Date(now - prng.int(1, 45) * 86_400_000 - prng.int(0, 86_399) * 1000);
    const finished = status === 'running' ? null : new Date(createdAt.getTime() + prng.int(1, 72) * 3_600_000);
    const [instance] = await db
      .insert(workflowInstances)
      .values({
        processId: process.id,
        title: `${process.name} #${1000 + index}`,
        applicantStaffId: applicant,
        status,
        createdAt,
        finishedAt: finished,
      })
      .returning({ id: workflowInstances.id });
    if (!instance) continue;
    const steps = prng.int(1, NODES.length);
    for (let step = 0; step < steps; step += 1) {
      const last = step === steps - 1;
      const pending = last && status === 'running';
      const actedAt = pending ? null : new Date(createdAt.getTime() + (step + 1) * 3_600_000);
      await db.insert(workflowTasks).values({
        instanceId: instance.id,
        nodeName: NODES[step] ?? NODES[0]!,
        assigneeStaffId: prng.pick(approvers).id,
        status: pending ? 'pending' : 'done',
        action: pending ? null : last && status === 'rejected' ? 'reject' : 'agree',
        createdAt: new Date(createdAt.getTime() + step * 3_600_000),
        actedAt,
      });
    }
    if (prng.next() < 0.4) {
      await db
        .insert(workflowCopies)
        .values({ instanceId: instance.id, staffId: prng.pick(approvers).id, createdAt, readAt: prng.next() < 0.5 ? null : createdAt })
        .onConflictDoNothing();
    }
  }
}

export const workflowSeed: FeatureSeed = { name: 'workflow', seed: seedWorkflow };
