import { describe, expect, it } from 'vitest';
import { SECTIONS, SHELL_ROUTES } from '../../shared/routes/index';
import { allowedRouters, canAccess } from './access';
import { activeMenuPath, buildRouteIndex, normalizePath, resolveRoute, sectionOfPath } from './route-index';

const routers = (...paths: string[]) => allowedRouters(paths.map((router) => ({ router })));

// Real rows of the table, so the test breaks if the table changes shape under the rule.
const detail = SECTIONS.flatMap((s) => s.details).find((d) => d.path === '/crm/operate/alias-record/details');
const inbox = '/message/email/inbox';
const sendRecords = '/businessInquiry/sendRcdQuery';

describe('canAccess (shell.md §5)', () => {
  it('allows a menu page in the resource list and refuses one that is not', () => {
    expect(canAccess(sendRecords, routers(sendRecords))).toBe(true);
    expect(canAccess(sendRecords, routers(inbox))).toBe(false);
  });

  it('allows a detail page whose parent menu page is in the list', () => {
    expect(detail?.parent).toBe('/crm/operate/alias-record');
    expect(canAccess(detail!.path, routers(detail!.parent))).toBe(true);
    expect(canAccess(detail!.path, routers(inbox))).toBe(false);
  });

  it('allows every always-allowed shell route with an empty list', () => {
    for (const route of SHELL_ROUTES.filter((r) => r.alwaysAllowed)) {
      expect(canAccess(route.path, routers()), route.path).toBe(true);
    }
  });

  it('allows unknown routes: under a section (its catch-all) and outside every section', () => {
    expect(canAccess('/crm/some/page/the/table/does/not/know', routers())).toBe(true);
    expect(canAccess('/nothing-like-this', routers())).toBe(true);
  });

  it('judges a redirect by its target', () => {
    expect(canAccess('/message/email', routers(inbox))).toBe(true);
    expect(canAccess('/message/email', routers())).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(canAccess(`${sendRecords}/`, routers(sendRecords))).toBe(true);
    expect(canAccess(`${sendRecords}/`, routers())).toBe(false);
  });
});

describe('resolveRoute', () => {
  it('classifies every kind of path', () => {
    expect(resolveRoute('/home').kind).toBe('shell');
    expect(resolveRoute(inbox).kind).toBe('page');
    expect(resolveRoute('/message/email')).toEqual({ kind: 'redirect', path: '/message/email', to: inbox });
    expect(resolveRoute(detail!.path).kind).toBe('detail');
    expect(resolveRoute('/crm/unknown-page')).toMatchObject({ kind: 'section-unknown', section: { area: 'CRM' } });
    expect(resolveRoute('/totally/unknown').kind).toBe('unknown');
  });

  it('matches a section prefix as a whole segment', () => {
    expect(sectionOfPath('/crm')?.area).toBe('CRM');
    expect(sectionOfPath('/crmx/page')).toBeNull();
  });

  it('highlights the parent menu page for a detail page', () => {
    expect(activeMenuPath(detail!.path)).toBe(detail!.parent);
    expect(activeMenuPath(inbox)).toBe(inbox);
  });

  it('normalises paths', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a/b//')).toBe('/a/b');
  });

  it('works on a custom table (the index is data, not globals)', () => {
    const index = buildRouteIndex([], SHELL_ROUTES);
    expect(resolveRoute(inbox, index).kind).toBe('unknown');
    expect(canAccess(inbox, routers(), index)).toBe(true);
  });
});
