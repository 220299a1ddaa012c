import * as calls from '../../shared/api/workflow-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { clearDraft, draftOf, saveDraft } from './apply-drafts';
import { previewPath } from './approval-preview';
import { formAuditFields, formOptions, publishedNodes, roleOptions } from './designer-options';
import { EFFECTS } from './engine/effects/effect-registry';
import { startInstance } from './engine/instance-start';
import { addSigners, agreeTask, ccPeople, commentOn, rejectTask, transmitTask, urge, withdraw, type Actor } from './engine/task-actions';
import { createRole, deleteForm, deleteRole, listForms, listRoles, saveForm, setRoleState, updateRole } from './form-role-service';
import {
  createProcess,
  listProcesses,
  processVersions,
  publishProcess,
  publishedForm,
  setProcessState,
  startableProcesses,
  updateProcess,
} from './process-service';
import { instanceDetail, myPage, rejectNodesOf } from './workflow-queries';
import { processSummary } from './workflow-summary';
import { XLSX_TYPE } from '../download';
import { importTemplate } from './field-import';
import { applyImport, viewImport } from './field-import-upload';
import { deleteField, listFields, saveField } from './form-fields-service';
import { FileAnswer } from '../http/file-answer';
import { agreeOptionsOf, rejectOptionsOf } from './task-action-options';

const actor = (ctx: { deps: Actor['deps']; staff: { staffId: number }; lang: Actor['lang'] }): Actor => ({
  deps: ctx.deps,
  staffId: ctx.staff.staffId,
  lang: ctx.lang,
});

export const workflowHandlers: RegisteredCall[] = [
  handle(calls.mySummary, async ({ deps, staff }) => processSummary(deps.db, staff.staffId)),
  handle(calls.myToDoPage, async ({ deps, staff, input }) => myPage(deps.db, staff.staffId, 'todo', input.body)),
  handle(calls.myApplyPage, async ({ deps, staff, input }) => myPage(deps.db, staff.staffId, 'apply', input.body)),
  handle(calls.myHandlePage, async ({ deps, staff, input }) => myPage(deps.db, staff.staffId, 'handle', input.body)),
  handle(calls.myCcMePage, async ({ deps, staff, input }) => myPage(deps.db, staff.staffId, 'cc', input.body)),
  handle(calls.operateStart, async (ctx) => {
    const started = await startInstance(actor(ctx), ctx.input.body);
    await clearDraft(ctx.deps.db, ctx.staff.staffId, ctx.input.body.processId);
    return started;
  }),
  handle(calls.operateDraftSave, async ({ deps, staff, input }) => saveDraft(deps, staff.staffId, input.body)),
  handle(calls.operateDraft, async ({ deps, staff, input }) => draftOf(deps.db, staff.staffId, input.query.processId)),
  handle(calls.operatePreview, async ({ deps, staff, input }) => previewPath(deps.db, staff.staffId, input.body)),
  handle(calls.operateAgree, async (ctx) => agreeTask(actor(ctx), ctx.input.body)),
  handle(calls.operateReject, async (ctx) => rejectTask(actor(ctx), ctx.input.body)),
  handle(calls.operateTransmit, async (ctx) => transmitTask(actor(ctx), ctx.input.body)),
  handle(calls.operateAddSign, async (ctx) => addSigners(actor(ctx), ctx.input.body)),
  handle(calls.operateComment, async (ctx) => commentOn(actor(ctx), ctx.input.body)),
  handle(calls.operateWithdraw, async (ctx) => withdraw(actor(ctx), ctx.input.body)),
  handle(calls.operateUrge, async (ctx) => urge(actor(ctx), ctx.input.body)),
  handle(calls.operateCc, async (ctx) => ccPeople(actor(ctx), ctx.input.body)),
  handle(calls.operateInstanceDetail, async ({ deps, staff, input }) =>
    instanceDetail(deps.db, staff.staffId, input.query.instanceId, deps.clock.now()),
  ),
  handle(calls.operateFormData, async ({ deps, staff, input }) => {
    const detail = await instanceDetail(deps.db, staff.staffId, input.query.instanceId, deps.clock.now());
    return { formFields: detail.formFields, formData: detail.formData, editable: detail.editable };
  }),
  handle(calls.operateCurrentTask, async ({ deps, staff, input }) => {
    const detail = await instanceDetail(deps.db, staff.staffId, input.query.instanceId, deps.clock.now());
    return detail.myTask;
  }),
  handle(calls.canRejectProcessNode, async ({ deps, staff, input }) =>
    rejectNodesOf(deps.db, staff.staffId, input.query.taskId, deps.clock.now()),
  ),
  handle(calls.selectAgreeAction, async ({ deps, staff, input }) =>
    agreeOptionsOf(deps.db, staff.staffId, input.query.taskId, deps.clock.now()),
  ),
  handle(calls.selectRejectAction, async ({ deps, staff, input }) =>
    rejectOptionsOf(deps.db, staff.staffId, input.query.taskId, deps.clock.now()),
  ),
  handle(calls.processQueryPage, async ({ deps, input }) => listProcesses(deps.db, input.body)),
  handle(calls.processSave, async ({ deps, input }) => createProcess(deps, input.body)),
  handle(calls.processUpdate, async ({ deps, input }) => updateProcess(deps, input.params.id, input.body)),
  handle(calls.processPublish, async ({ deps, input, staff }) => publishProcess(deps, input.params.id, input.body.rev, staff.staffId)),
  handle(calls.processStateUpdate, async ({ deps, input }) => setProcessState(deps, input.body.id, input.body.state)),
  handle(calls.processHistoryVersion, async ({ deps, input }) => processVersions(deps.db, input.params.id)),
  handle(calls.processFormField, async ({ deps, input }) => publishedForm(deps.db, input.params.id)),
  handle(calls.selectProcess, async ({ deps }) => startableProcesses(deps.db)),
  handle(calls.selectServiceName, async ({ lang }) =>
    EFFECTS.map((effect) => ({ name: effect.name, title: effect.title[lang], requires: [...effect.requires] })),
  ),
  handle(calls.selectForm, async ({ deps }) => formOptions(deps.db)),
  handle(calls.selectRole, async ({ deps }) => roleOptions(deps.db)),
  handle(calls.selectProcessNode, async ({ deps, input }) => publishedNodes(deps.db, input.query.processId)),
  handle(calls.processFormAuditField, async ({ deps, input }) => formAuditFields(deps.db, input.params.formId)),
  handle(calls.formSave, async ({ deps, input }) => saveForm(deps, input.body)),
  handle(calls.formQueryPage, async ({ deps, input }) => listForms(deps.db, input.body)),
  handle(calls.roleSave, async ({ deps, input }) => createRole(deps, input.body)),
  handle(calls.roleStateUpdate, async ({ deps, input }) => setRoleState(deps, input.body.id, input.body.state)),
  handle(calls.rolePage, async ({ deps, input }) => listRoles(deps.db, input.body)),
  handle(calls.roleUpdate, async ({ deps, input }) => updateRole(deps, input.params.id, input.body)),
  handle(calls.roleDelete, async ({ deps, input }) => deleteRole(deps, input.params.id)),
  handle(calls.formDelete, async ({ deps, input }) => deleteForm(deps, input.params.id)),
  handle(calls.fieldQueryPage, async ({ deps, input }) => listFields(deps.db, input.body)),
  handle(calls.fieldSave, async ({ deps, input }) => saveField(deps, input.body)),
  handle(calls.fieldDelete, async ({ deps, input }) => deleteField(deps, input.params.id, input.body)),
  handle(calls.fieldImportTemplate, async ({ lang }) => {
    const bytes = await importTemplate(lang);
    return new FileAnswer(bytes, lang === 'zh' ? '表单字段导入模板.xlsx' : 'form-field-import-template.xlsx', XLSX_TYPE, bytes.length);
  }),
  handle(calls.fieldImportView, async ({ c, lang }) => viewImport(c, lang)),
  handle(calls.fieldImport, async ({ c, deps, input, lang }) => applyImport(c, deps, input.params.id, lang)),
];
