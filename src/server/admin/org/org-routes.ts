import * as calls from '../../../shared/api/admin-org-calls';
import { XLSX_TYPE } from '../../download';
import { handle, type RegisteredCall } from '../../http/call-router';
import { FileAnswer } from '../../http/file-answer';
import { resourceNodes } from '../role-admin';
import { createDept, deleteDept, deptNodes, leadOptions, moveDept, renameDept, setDeptLead } from './departments';
import { permissionHoldersOf } from './permission-holders';
import { runStaffImport, staffImportTemplate, viewStaffImport } from './staff-import';

/** The calls of departments, the permission look-up and staff import. */
export const adminOrgHandlers: RegisteredCall[] = [
  handle(calls.deptTree, async ({ deps }) => deptNodes(deps.db)),
  handle(calls.deptCreate, async ({ deps, input }) => createDept(deps, input.body)),
  handle(calls.deptRename, async ({ deps, input }) => renameDept(deps, input.body)),
  handle(calls.deptLead, async ({ deps, input }) => setDeptLead(deps, input.body)),
  handle(calls.deptDelete, async ({ deps, input }) => deleteDept(deps, input.body.id)),
  handle(calls.deptMove, async ({ deps, input }) => moveDept(deps, input.body)),
  handle(calls.deptStaffOptions, async ({ deps, input }) => leadOptions(deps.db, input.body.keyword)),
  handle(calls.permissionResources, async ({ deps }) => resourceNodes(deps.db)),
  handle(calls.permissionHolders, async ({ deps, input }) => permissionHoldersOf(deps.db, input.params.id)),
  handle(calls.staffImportTemplate, async ({ lang }) => {
    const bytes = await staffImportTemplate(lang);
    return new FileAnswer(bytes, lang === 'zh' ? '员工导入模板.xlsx' : 'staff-import-template.xlsx', XLSX_TYPE, bytes.length);
  }),
  handle(calls.staffImportView, async ({ deps, c, lang }) => viewStaffImport(deps, c, lang)),
  handle(calls.staffImport, async ({ deps, c, lang }) => runStaffImport(deps, c, lang)),
];
