import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallData } from '../../../shared/api/define-call';
import {
  type APPLICATION_DETAIL_CALLS,
  APPLICATION_FAMILIES,
  type ApplicationFamily,
  type applicationQuery,
  type applicationRelated,
} from '../../../shared/api/workflow-detail-calls';
import { customerTermsOf } from '../../crm/index';
import type { Db } from '../../db/database';
import { fitsInt4 } from '../../db/int4';
import {
  customerChanges,
  customers,
  departments,
  staff,
  staffDepartments,
  suppliers,
  workflowEffects,
  workflowInstances,
  workflowProcesses,
} from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { administrators } from '../engine/assignees';
import { isParticipant } from '../engine/task-actions';

type Detail<F extends ApplicationFamily> = CallData<(typeof APPLICATION_DETAIL_CALLS)[F]>;
type FormData = Record<string, unknown>;

/** Fields a family derives from the form rather than reads as is. */
const DERIVED: Partial<Record<ApplicationFamily, (data: FormData) => FormData>> = {
  // A recharge someone else pays for names the payer: that makes it tripartite.
  recharge: (data) => ({ rechargeType: data.rechargeType === 'tripartite' || typeof data.payer === 'string' ? 'tripartite' : 'toAccount' }),
};

/** The family's typed fields: each from the form when it has that shape, else null (an older form). */
function typedForm(family: ApplicationFamily, data: FormData): Record<string, unknown> {
  const shape = APPLICATION_FAMILIES[family].form.shape as Record<string, z.ZodType>;
  const values = { ...data, ...DERIVED[family]?.(data) };
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => {
      const parsed = schema.safeParse(values[key] ?? null);
      return [key, parsed.success ? parsed.data : null];
    }),
  );
}

/** The customer or supplier the form names, what the approval applied, and the rows it wrote. */
async function relatedRecords(db: Db, instanceId: number, data: FormData): Promise<z.infer<typeof applicationRelated>> {
  const [customer] =
    typeof data.customer === 'string'
      ? await db
          .select({ row: customers, ownerName: staff.name })
          .from(customers)
          .innerJoin(staff, eq(staff.id, customers.ownerStaffId))
          .where(eq(customers.code, data.customer))
      : [];
  const [supplier] =
    typeof data.supplier === 'string'
      ? await db
          .select({ code: suppliers.code, name: suppliers.name, nameEn: suppliers.nameEn })
          .from(suppliers)
          .where(eq(suppliers.code, data.supplier))
      : [];
  const [effect] = await db.select().from(workflowEffects).where(eq(workflowEffects.instanceId, instanceId));
  const terms = customer ? await customerTermsOf(db, customer.row, instanceId) : null;
  const changes = customer
    ? await db
        .select()
        .from(customerChanges)
        .where(and(eq(customerChanges.customerId, customer.row.id), eq(customerChanges.instanceId, instanceId)))
        .orderBy(customerChanges.id)
    : [];
  return {
    customer: customer
      ? {
          code: customer.row.code,
          name: customer.row.name,
          ownerName: customer.ownerName,
          accountStatus: customer.row.accountStatus,
          source: customer.row.source,
          openSea: customer.row.openSea,
        }
      : null,
    supplier: supplier ?? null,
    balances: terms?.balances ?? [],
    credit: terms?.credit ?? null,
    effect: effect ? { serviceName: effect.serviceName, appliedAt: effect.appliedAt.toISOString() } : null,
    ledger: terms?.ledger ?? [],
    creditChanges: terms?.creditHistory ?? [],
    customerChanges: changes.map((row) => ({
      field: row.field,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    shares: terms?.shares ?? [],
  };
}

/**
 * An application of one family by id or processInstanceId, for the people who may see its request
 * (applicant, assignees past and present, cc'd — as the process centre — and administrators).
 * Anything else, a request of another family included, is NOT_FOUND: nothing leaks.
 */
export async function applicationDetail<F extends ApplicationFamily>(
  db: Db,
  staffId: number,
  family: F,
  query: z.infer<typeof applicationQuery>,
): Promise<Detail<F>> {
  const { id, processInstanceId } = query;
  if (id === undefined && processInstanceId === undefined) throw fail.validationKey('workflow.applicationRef', 'id');
  if (id !== undefined && processInstanceId !== undefined && id !== processInstanceId) {
    throw fail.validationKey('workflow.applicationRef', 'processInstanceId');
  }
  const instanceId = id ?? processInstanceId ?? 0;
  if (!fitsInt4(instanceId)) throw fail.notFound();
  const [row] = await db
    .select({ instance: workflowInstances, process: workflowProcesses })
    .from(workflowInstances)
    .innerJoin(workflowProcesses, eq(workflowProcesses.id, workflowInstances.processId))
    .where(eq(workflowInstances.id, instanceId));
  const codes: readonly string[] = APPLICATION_FAMILIES[family].processCodes;
  if (!row || !codes.includes(row.process.code)) throw fail.notFound();
  const { instance, process } = row;
  if (!(await isParticipant(db, instance, staffId)) && !(await administrators(db)).includes(staffId)) throw fail.notFound();
  const [applicant] = await db
    .select({ name: staff.name, deptName: departments.name })
    .from(staff)
    .leftJoin(staffDepartments, and(eq(staffDepartments.staffId, staff.id), eq(staffDepartments.primary, true)))
    .leftJoin(departments, eq(departments.id, staffDepartments.deptId))
    .where(eq(staff.id, instance.applicantStaffId));
  const data = instance.formData as FormData;
  return {
    application: {
      id: instance.id,
      processInstanceId: instance.id,
      processCode: process.code,
      processName: process.name,
      processNameEn: process.nameEn,
      title: instance.title,
      status: instance.status,
      applicant: { staffId: instance.applicantStaffId, name: applicant?.name ?? '', deptName: applicant?.deptName ?? null },
      createdAt: instance.createdAt.toISOString(),
      finishedAt: instance.finishedAt?.toISOString() ?? null,
    },
    form: typedForm(family, data),
    related: await relatedRecords(db, instance.id, data),
  } as Detail<F>;
}
