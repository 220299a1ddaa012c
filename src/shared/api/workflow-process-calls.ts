import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { calendarDate } from './calendar-date';
import { SIGNED_IN, defineCall } from './define-call';
import { lineText } from './text-fields';
import { formFields, moneyValue } from './workflow-form';
import { flowGraph } from './workflow-graph';

/** Process definitions, forms and roles (sections.md §7 "process", "form", "role", "select"). */

const id = z.number().int().positive();
const idParams = z.object({ id: z.coerce.number().int().positive() });
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
const keyword = lineText.max(60).optional();
const state = z.enum(['enabled', 'disabled']);

export const processInput = z.object({
  code: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'workflow.nodeIdFormat'),
  name: lineText.min(1).max(60),
  nameEn: lineText.min(1).max(80),
  groupName: lineText.max(40).default(''),
  formId: id.nullable().default(null),
  serviceName: lineText.max(60).nullable().default(null),
  graph: flowGraph,
});
export type ProcessInput = z.infer<typeof processInput>;

export const processRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  groupName: z.string(),
  state: z.string(),
  formId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  rev: z.number().int(),
  publishedVersion: z.number().int().nullable(),
  draftGraph: flowGraph.nullable(),
});
export type ProcessRow = z.infer<typeof processRow>;

export const processQueryPage = defineCall({
  id: 'workflow.processQueryPage',
  method: 'POST',
  effect: 'reads',
  path: '/v2/workflow/process/queryPage',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Process definitions, paged',
  body: z.object({ ...paging, keyword }),
  response: z.object({ rows: z.array(processRow), count: z.number().int() }),
});

export const processSave = defineCall({
  id: 'workflow.processSave',
  method: 'POST',
  path: '/v2/workflow/process/save',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Create a process with its draft node tree',
  body: processInput,
  response: processRow,
  repeatCheck: true,
});

export const processUpdate = defineCall({
  id: 'workflow.processUpdate',
  method: 'POST',
  path: '/v2/workflow/process/update/:id',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Save a process’s draft; rev is the revision the editor started from',
  params: idParams,
  body: processInput.extend({ rev: z.number().int().min(0) }),
  response: processRow,
});

export const versionRow = z.object({
  versionId: z.number().int(),
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  graph: flowGraph,
  formFields,
});

export const processPublish = defineCall({
  id: 'workflow.processPublish',
  method: 'POST',
  path: '/v2/workflow/process/publish/:id',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Publish the draft as a new immutable version; new requests follow it, running ones keep theirs',
  params: idParams,
  body: z.object({ rev: z.number().int().min(0) }),
  response: versionRow,
  repeatCheck: true,
});

export const processStateUpdate = defineCall({
  id: 'workflow.processStateUpdate',
  method: 'POST',
  path: '/v2/workflow/process/stateUpdate',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Enable or disable a process (disabled: no new requests; running ones continue)',
  body: z.object({ id, state }),
  response: processRow,
});

export const processHistoryVersion = defineCall({
  id: 'workflow.processHistoryVersion',
  method: 'GET',
  path: '/v2/workflow/process/historyVersion/:id',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Every published version of a process, newest first',
  params: idParams,
  response: z.array(versionRow),
});

export const processFormField = defineCall({
  id: 'workflow.processFormField',
  method: 'GET',
  path: '/v2/workflow/process/formField/:id',
  permission: PERMISSION_KEYS.workflow,
  tag: 'workflow',
  summary: 'The apply form of a process’s published version (fields the server validates a start with)',
  params: idParams,
  response: z.object({ processId: z.number().int(), version: z.number().int(), formFields }),
});

export const startableProcess = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  groupName: z.string(),
  formPath: z.string().nullable(),
  version: z.number().int(),
});

export const selectProcess = defineCall({
  id: 'workflow.selectProcess',
  method: 'GET',
  path: '/v2/workflow/select/process',
  permission: PERMISSION_KEYS.workflow,
  tag: 'workflow',
  summary: 'Processes the caller may start: enabled and published',
  response: z.array(startableProcess),
});

export const selectServiceName = defineCall({
  id: 'workflow.selectServiceName',
  method: 'GET',
  path: '/v2/workflow/select/serviceName',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Business services a process may apply on final approval, with the form fields each needs',
  response: z.array(z.object({ name: z.string(), title: z.string(), requires: z.array(z.object({ key: z.string(), type: z.string() })) })),
});

export const formInput = z.object({
  code: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'workflow.nodeIdFormat'),
  name: lineText.min(1).max(60),
  nameEn: lineText.min(1).max(80),
  fields: formFields,
});
export const formRow = formInput.extend({ id: z.number().int(), rev: z.number().int() });

export const formSave = defineCall({
  id: 'workflow.formSave',
  method: 'POST',
  path: '/v2/workflow/form/save',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'Create a form, or replace its fields (id and rev of the version edited)',
  body: formInput.extend({ id: id.optional(), rev: z.number().int().min(0).optional() }),
  response: formRow,
});

export const formQueryPage = defineCall({
  id: 'workflow.formQueryPage',
  method: 'POST',
  effect: 'reads',
  path: '/v2/workflow/form/queryPage',
  permission: PERMISSION_KEYS.processForms,
  tag: 'workflow',
  summary: 'Forms, paged',
  body: z.object({ ...paging, keyword }),
  response: z.object({ rows: z.array(formRow), count: z.number().int() }),
});

export const roleInput = z.object({
  code: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'workflow.nodeIdFormat'),
  name: lineText.min(1).max(60),
  nameEn: lineText.min(1).max(80),
  staffIds: z.array(id).max(200),
});
export const roleRow = roleInput.extend({ id: z.number().int(), state: z.string() });

export const roleSave = defineCall({
  id: 'workflow.roleSave',
  method: 'POST',
  path: '/v2/workflow/role/save',
  permission: PERMISSION_KEYS.processRoles,
  tag: 'workflow',
  summary: 'Create a workflow role with its members',
  body: roleInput,
  response: roleRow,
});

export const roleStateUpdate = defineCall({
  id: 'workflow.roleStateUpdate',
  method: 'POST',
  path: '/v2/workflow/role/stateUpdate',
  permission: PERMISSION_KEYS.processRoles,
  tag: 'workflow',
  summary: 'Enable or disable a workflow role',
  body: z.object({ id, state }),
  response: roleRow,
});

export const rolePage = defineCall({
  id: 'workflow.rolePage',
  method: 'POST',
  effect: 'reads',
  path: '/v2/workflow/role/page',
  permission: PERMISSION_KEYS.processRoles,
  tag: 'workflow',
  summary: 'Workflow roles, paged',
  body: z.object({ ...paging, keyword }),
  response: z.object({ rows: z.array(roleRow), count: z.number().int() }),
});

export const taskRow = z.object({
  taskId: z.number().int().nullable(),
  rev: z.number().int().nullable(),
  instanceId: z.number().int(),
  title: z.string(),
  processName: z.string(),
  processNameEn: z.string(),
  nodeName: z.string().nullable(),
  applicantName: z.string(),
  /** The form's first money value (e.g. a recharge's amount), so a list can show it without opening the request. */
  keyFigure: moneyValue.nullable(),
  status: z.string(),
  createdAt: z.string(),
});
/** A request's state as the lists filter it. */
export const INSTANCE_STATUSES = ['running', 'returned', 'approved', 'rejected', 'withdrawn', 'cancelled'] as const;
export const myPageBody = z.object({
  ...paging,
  keyword,
  processId: id.optional(),
  /** Part of the applicant's name or job number. */
  applicant: lineText.max(40).optional(),
  /** Asia/Shanghai calendar days, both included: when the task arrived (to-do, handled) or the request started. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  status: z.enum(INSTANCE_STATUSES).optional(),
});
export type MyPageBody = z.infer<typeof myPageBody>;
const myPage = (name: string, path: string, summary: string) =>
  defineCall({
    id: `workflow.${name}`,
    method: 'POST',
    effect: 'reads',
    path,
    permission: SIGNED_IN,
    tag: 'workflow',
    summary,
    body: myPageBody,
    response: z.object({ rows: z.array(taskRow), count: z.number().int() }),
  });

export const myToDoPage = myPage('myToDoPage', '/v2/workflow/my/toDoPage', 'Tasks waiting for the caller, oldest first');
export const myApplyPage = myPage('myApplyPage', '/v2/workflow/my/applyPage', 'Requests the caller started, newest first');
export const myHandlePage = myPage('myHandlePage', '/v2/workflow/my/handlePage', 'Tasks the caller handled, newest first');
export const myCcMePage = myPage('myCcMePage', '/v2/workflow/my/ccMePage', 'Requests copied to the caller, newest first');

const option = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string() });

export const selectForm = defineCall({
  id: 'workflow.selectForm',
  method: 'GET',
  path: '/v2/workflow/select/form',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Forms a process may bind (designer drop-down)',
  response: z.array(option),
});

export const selectRole = defineCall({
  id: 'workflow.selectRole',
  method: 'GET',
  path: '/v2/workflow/select/role',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'Enabled workflow roles an approver node may name (designer drop-down)',
  response: z.array(option),
});

export const selectProcessNode = defineCall({
  id: 'workflow.selectProcessNode',
  method: 'GET',
  path: '/v2/workflow/select/processNode',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'The nodes of a process’s published version, in flow order',
  query: z.object({ processId: z.coerce.number().int().positive() }),
  response: z.array(z.object({ nodeId: z.string(), name: z.string(), type: z.string() })),
});

export const processFormAuditField = defineCall({
  id: 'workflow.processFormAuditField',
  method: 'GET',
  path: '/v2/workflow/process/formAuditField/:formId',
  permission: PERMISSION_KEYS.processConfig,
  tag: 'workflow',
  summary: 'A form’s fields and, for each draft process using it, what each task node sees and may edit',
  params: z.object({ formId: z.coerce.number().int().positive() }),
  response: z.object({
    formFields,
    processes: z.array(
      z.object({
        processId: z.number().int(),
        nodes: z.array(
          z.object({ nodeId: z.string(), name: z.string(), rights: z.record(z.string(), z.enum(['hidden', 'read', 'edit'])) }),
        ),
      }),
    ),
  }),
});
