/** Server messages of feedback and rating (`msg` of its envelopes). */
export const FEEDBACK_SERVER_MESSAGES = {
  'feedback.pathFormat': { zh: '页面路径须以 / 开头', en: 'A page path starts with /' },
  'feedback.codeFormat': { zh: '编码只能包含字母、数字、下划线和短横线', en: 'A code may hold only letters, digits, _ and -' },
  'feedback.triggerSetting': {
    zh: '请填写该触发方式的设置（登录次数、发布后天数或页面）',
    en: 'Fill in the setting of this trigger (sign-in count, days after a release, or page)',
  },
  'feedback.nothingToChange': { zh: '请选择处理人或状态', en: 'Choose a handler or a status' },
  'feedback.duplicateQuestion': { zh: '同一个问题不能出现两次', en: 'A question cannot be listed twice' },
  'feedback.unknownQuestion': { zh: '该问题不存在或已删除', en: 'That question does not exist or was removed' },
  'feedback.unknownCategory': { zh: '该反馈分类不存在或已停用', en: 'That feedback category does not exist or is disabled' },
  'feedback.unknownPopup': { zh: '该弹窗规则不存在', en: 'That popup rule does not exist' },
  'feedback.scoreLevelCode': { zh: '评分等级的编码须为 1 到 5 的分值', en: 'A score level’s code is its score, 1 to 5' },
  'feedback.scoreLevelEnabled': {
    zh: '评分等级不能停用，每个分值都需要说明',
    en: 'Score levels cannot be disabled: every score needs a meaning',
  },
  'feedback.duplicateCode': { zh: '该类型下已有相同编码的条目', en: 'An entry of this type already has that code' },
  'feedback.dictTypeFixed': { zh: '条目的类型不能更改', en: 'An entry’s type cannot be changed' },
  'feedback.notHandler': { zh: '处理人须拥有反馈列表页面权限', en: 'The handler must hold the feedback list page' },
} as const satisfies Record<string, { zh: string; en: string }>;
