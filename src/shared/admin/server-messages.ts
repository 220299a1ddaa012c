/** Server messages of administration (users, roles, grants, departments, menus, dictionaries) (`msg` of its envelopes). */
export const ADMIN_SERVER_MESSAGES = {
  'admin.codeFormat': {
    zh: '编码须以小写字母开头，只含小写字母、数字、- 和 _',
    en: 'A code starts with a lower-case letter and holds only a–z, 0–9, - and _',
  },
  'admin.usernameFormat': {
    zh: '用户名须以字母开头，只含字母、数字、. - _',
    en: 'A username starts with a letter and holds only letters, digits, . - and _',
  },
  'admin.mobileFormat': {
    zh: '手机号只能包含数字、空格、- 和开头的 +',
    en: 'A mobile number holds only digits, spaces, - and a leading +',
  },
  'admin.roleRequired': { zh: '至少选择一个角色', en: 'Choose at least one role' },
  'admin.deptRequired': { zh: '至少选择一个部门', en: 'Choose at least one department' },
  'admin.unknownRole': { zh: '所选角色不存在', en: 'A chosen role does not exist' },
  'admin.unknownDept': { zh: '所选部门不存在', en: 'A chosen department does not exist' },
  'admin.unknownResource': { zh: '所选菜单或按钮不存在', en: 'A chosen menu or button does not exist' },
  'admin.usernameTaken': { zh: '该用户名已被使用', en: 'This username is already taken' },
  'admin.jobNumberTaken': { zh: '该工号已被使用', en: 'This job number is already taken' },
  'admin.notYourself': { zh: '不能禁用自己的账号', en: 'You cannot disable your own account' },
  'admin.resetOwnPassword': {
    zh: '不能在这里重置自己的密码，请在个人设置中用 修改密码',
    en: 'You cannot reset your own password here; use Change password in your settings',
  },
  'admin.roleCodeTaken': { zh: '该角色编码已被使用', en: 'This role code is already taken' },
  'admin.roleHeld': {
    zh: '仍有 {count} 人持有该角色，请先指定他们改用的角色',
    en: '{count} people still hold this role: choose the role they get instead',
  },
  'admin.unknownField': { zh: '该页面没有字段 {name}', en: 'This page has no field {name}' },
  'admin.reassignSame': { zh: '不能转交给被删除的角色本身', en: 'Holders cannot be moved to the role being deleted' },
} as const satisfies Record<string, { zh: string; en: string }>;
