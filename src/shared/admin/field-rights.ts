import { BUSINESS_PAGES } from '../business/page-links';

/**
 * Pages whose fields a role may be kept from (field-level rights). Each field names a part of the
 * page's answer that the server leaves out for a person who may not see it; the page hides the part
 * instead of showing it empty. `opensWith` is the menu page whose grant opens the page (a details
 * page has no grant of its own): only roles granting it have a say on the fields. Labels are client
 * strings `fieldRights.fields.<field>`.
 */
export const FIELD_RIGHT_PAGES = {
  [BUSINESS_PAGES.clientDetails]: { opensWith: BUSINESS_PAGES.myClients, fields: ['balance', 'credit', 'traffic', 'ownerHistory'] },
} as const satisfies Record<string, { opensWith: string; fields: readonly string[] }>;

export type FieldRightPage = keyof typeof FIELD_RIGHT_PAGES;

export const FIELD_RIGHT_PAGE_PATHS = Object.keys(FIELD_RIGHT_PAGES) as FieldRightPage[];

export const isFieldRightPage = (page: string): page is FieldRightPage => Object.hasOwn(FIELD_RIGHT_PAGES, page);

/** The fields of a page that may be hidden (none for a page without field rights). */
export const fieldsOfPage = (page: string): readonly string[] => (isFieldRightPage(page) ? FIELD_RIGHT_PAGES[page].fields : []);

/** The menu page whose grant opens the page. */
export const grantOfPage = (page: string): string => (isFieldRightPage(page) ? FIELD_RIGHT_PAGES[page].opensWith : page);
