import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DICTIONARY_PAGE_PATHS } from '../../shared/api/dictionary-domains';

// One component serves the four domains; each path binds its domain (pages stay mounted in their tabs, so not read from the address).
const page = () => import('./dictionary-page');

/** Pages of the dictionaries (typed enumerations forms and filters read), by path. */
export const DICTIONARY_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  [DICTIONARY_PAGE_PATHS.crm]: lazy(() => page().then((module) => ({ default: module.CrmDictionaryPage }))),
  [DICTIONARY_PAGE_PATHS.csc]: lazy(() => page().then((module) => ({ default: module.CscDictionaryPage }))),
  [DICTIONARY_PAGE_PATHS.purchase]: lazy(() => page().then((module) => ({ default: module.PurchaseDictionaryPage }))),
  [DICTIONARY_PAGE_PATHS.fieldEnum]: lazy(() => page().then((module) => ({ default: module.FieldEnumPage }))),
};
