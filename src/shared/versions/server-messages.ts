/** Server messages of version notes and notices (`msg` of its envelopes). */
export const VERSION_SERVER_MESSAGES = {
  'versions.versionFormat': { zh: '版本号格式应为 1.4.0', en: 'A version number looks like 1.4.0' },
  'versions.docUrl': { zh: '文档地址应以 https:// 或 / 开头', en: 'A document address starts with https:// or /' },
  'versions.buildId': { zh: '构建编号格式有误', en: 'Invalid build id' },
  'versions.deptsRequired': { zh: '请至少选择一个部门', en: 'Choose at least one department' },
  'versions.pagePath': { zh: '页面路径应以 / 开头', en: 'A page path starts with /' },
  'versions.versionTaken': { zh: '版本号 {value} 已存在', en: 'Version {value} already exists' },
  'versions.unknownDept': { zh: '部门不存在', en: 'Unknown department' },
  'versions.docNotFound': { zh: '文档不存在', en: 'No such document' },
  'versions.tooManyDocs': { zh: '每个版本最多 {max} 个文档', en: 'At most {max} documents per release' },
} as const satisfies Record<string, { zh: string; en: string }>;
