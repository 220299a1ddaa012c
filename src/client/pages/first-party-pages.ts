import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Pages Switchboard implements itself, by path. A route of the table whose path is here renders
 * this component (after the access rule); every other route renders its section page or the
 * section application. Features add their pages with one line each; components are lazy so a
 * page's code loads when it is first opened.
 */
export type PageComponent = LazyExoticComponent<ComponentType>;

/** A lazily loaded page: `definePage(() => import('../business/month-performance-page'))`. */
export const definePage = (load: () => Promise<{ default: ComponentType }>): PageComponent => lazy(load);

export const FIRST_PARTY_PAGES: Readonly<Record<string, PageComponent>> = {
  // '/businessInquiry/resultsQuery/month': definePage(() => import('../business/month-performance-page')),
};

export function firstPartyPage(path: string): PageComponent | undefined {
  return Object.prototype.hasOwnProperty.call(FIRST_PARTY_PAGES, path) ? FIRST_PARTY_PAGES[path] : undefined;
}
