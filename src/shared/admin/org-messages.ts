/** Server messages of departments, the permission look-up and staff import (`msg` of its envelopes). */
export const ADMIN_ORG_SERVER_MESSAGES = {
  'adminOrg.deptHasPeople': {
    zh: '该部门仍有 {count} 人，请先把他们调到其他部门再删除',
    en: 'This department still has {count} people; move them to another department before deleting it',
  },
  'adminOrg.deptHasChildren': {
    zh: '该部门下还有 {count} 个子部门，请先移走或删除子部门',
    en: 'This department still has {count} sub-departments; move or delete them first',
  },
  'adminOrg.moveCycle': {
    zh: '不能把部门移到它自己或它的下级部门之下',
    en: 'A department cannot be moved under itself or one of its sub-departments',
  },
  'adminOrg.unknownParent': { zh: '上级部门不存在', en: 'The parent department does not exist' },
  'adminOrg.unknownLead': { zh: '所选负责人不存在或已停用', en: 'The chosen lead does not exist or is disabled' },
  'adminOrg.fileMissing': { zh: '请上传填写好的 xlsx 模板', en: 'Upload the filled .xlsx template' },
  'adminOrg.fileUnreadable': {
    zh: '无法读取该文件，请使用下载的 xlsx 模板',
    en: 'The file cannot be read; use the downloaded .xlsx template',
  },
  'adminOrg.tooManyRows': { zh: '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once' },
  'adminOrg.importRequired': { zh: '必填', en: 'Required' },
  'adminOrg.importInvalid': { zh: '格式不正确：{detail}', en: 'Not valid: {detail}' },
  'adminOrg.importUnknownRole': { zh: '没有编码为「{code}」的角色', en: 'No role has the code “{code}”' },
  'adminOrg.importUnknownDept': { zh: '没有名为「{name}」的部门', en: 'No department is named “{name}”' },
  'adminOrg.importDuplicateInFile': { zh: '与第 {other} 行重复', en: 'Same as row {other}' },
  'adminOrg.importTaken': { zh: '已被现有账号使用', en: 'Already used by an existing account' },
} as const satisfies Record<string, { zh: string; en: string }>;
