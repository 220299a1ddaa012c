import { eq } from 'drizzle-orm';
import { indexGraph, isTaskNode, type FlowGraph, type FieldRight } from '../../shared/api/workflow-graph';
import type { FormField } from '../../shared/api/workflow-form';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { workflowForms, workflowProcessVersions, workflowProcesses, workflowRoles } from '../db/schema/index';
import { fail } from '../http/app-error';
import { workflowFail } from './workflow-errors';

/** What the process designer offers: forms, enabled roles, the nodes of a published version. */
export async function formOptions(db: Db) {
  return db
    .select({ id: workflowForms.id, code: workflowForms.code, name: workflowForms.name, nameEn: workflowForms.nameEn })
    .from(workflowForms)
    .orderBy(workflowForms.id);
}

export async function roleOptions(db: Db) {
  return db
    .select({ id: workflowRoles.id, code: workflowRoles.code, name: workflowRoles.name, nameEn: workflowRoles.nameEn })
    .from(workflowRoles)
    .where(eq(workflowRoles.state, 'enabled'))
    .orderBy(workflowRoles.id);
}

export async function publishedNodes(db: Db, processId: number) {
  if (!fitsInt4(processId)) throw fail.notFound();
  const [row] = await db
    .select({ graph: workflowProcessVersions.graph })
    .from(workflowProcesses)
    .leftJoin(workflowProcessVersions, eq(workflowProcessVersions.id, workflowProcesses.publishedVersionId))
    .where(eq(workflowProcesses.id, processId));
  if (!row) throw fail.notFound();
  if (!row.graph) throw workflowFail.notPublished();
  return [...indexGraph(row.graph as FlowGraph).values()].map(({ node }) => ({ nodeId: node.id, name: node.name, type: node.type }));
}

/** Per task node of every draft bound to the form: each field's right (read unless the node says otherwise). */
export async function formAuditFields(db: Db, formId: number) {
  if (!fitsInt4(formId)) throw fail.notFound();
  const [form] = await db.select({ fields: workflowForms.fields }).from(workflowForms).where(eq(workflowForms.id, formId));
  if (!form) throw fail.notFound();
  const fields = form.fields as FormField[];
  const processes = await db
    .select({ id: workflowProcesses.id, graph: workflowProcesses.draftGraph })
    .from(workflowProcesses)
    .where(eq(workflowProcesses.formId, formId))
    .orderBy(workflowProcesses.id);
  return {
    formFields: fields,
    processes: processes.map((process) => ({
      processId: process.id,
      nodes: [...indexGraph((process.graph as FlowGraph | null) ?? { nodes: [] }).values()].flatMap(({ node }) =>
        isTaskNode(node)
          ? [
              {
                nodeId: node.id,
                name: node.name,
                rights: Object.fromEntries(fields.map((field) => [field.key, (node.fieldRights[field.key] ?? 'read') as FieldRight])),
              },
            ]
          : [],
      ),
    })),
  };
}
