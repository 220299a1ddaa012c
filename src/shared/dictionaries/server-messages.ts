/** Server messages of the dictionaries (typed enumerations forms and filters read) (`msg` of its envelopes). */
export const DICTIONARY_SERVER_MESSAGES = {
  'dictionaries.codeFormat': { zh: '编码只能包含字母、数字、下划线和短横线', en: 'A code may hold only letters, digits, _ and -' },
  'dictionaries.codeTaken': { zh: '该字典中已有编码 {code}', en: 'This dictionary already has the code {code}' },
  'dictionaries.itemInUse': {
    zh: '已有 {count} 条记录使用该字典项，不能删除，请改为停用',
    en: '{count} records use this item, so it cannot be deleted; disable it instead',
  },
  'dictionaries.codeInUse': {
    zh: '已有 {count} 条记录使用该编码，不能修改编码',
    en: '{count} records use this code, so it cannot be changed',
  },
  'dictionaries.reorderMismatch': {
    zh: '排序须恰好列出该字典的全部字典项',
    en: 'The order must list every item of the dictionary exactly once',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
