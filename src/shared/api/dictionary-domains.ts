import { PERMISSION_KEYS, type PermissionKey } from '../permissions';

/** The dictionary domains, their settings pages and page keys: plain data the route table reads, no schemas. */
export const DICTIONARY_DOMAINS = ['crm', 'csc', 'purchase', 'fieldEnum'] as const;
export type DictionaryDomain = (typeof DICTIONARY_DOMAINS)[number];

/** The settings page key that manages each domain's dictionaries. */
export const DICTIONARY_DOMAIN_KEYS: Readonly<Record<DictionaryDomain, PermissionKey>> = {
  crm: PERMISSION_KEYS.crmDictionary,
  csc: PERMISSION_KEYS.cscDictionary,
  purchase: PERMISSION_KEYS.purchaseDictionary,
  fieldEnum: PERMISSION_KEYS.fieldEnums,
};

/** The settings page of each domain (one page component serves all four). */
export const DICTIONARY_PAGE_PATHS: Readonly<Record<DictionaryDomain, string>> = {
  crm: '/setModule/crm/dictionary',
  csc: '/setModule/csc/dictionary',
  purchase: '/setModule/purchase/dictionary',
  fieldEnum: '/setModule/operate-set/field-enum',
};
