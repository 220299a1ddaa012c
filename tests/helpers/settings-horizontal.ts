import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as menu from '../../src/shared/api/admin-menu-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import * as dictionary from '../../src/shared/api/dictionary-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { dictionaryItems, dictionaryTypes, menuOverrides, resources } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to the menu administration and the dictionaries: `sales` and `newhire` hold
 * neither page, and are refused alike for a real node or item and for nobody's, with nothing
 * changed; the administrator naming nobody's gets a not-found or validation envelope, never a 500.
 */
type User = 'admin' | 'sales' | 'newhire';
const NOBODY = 2_000_000_001;
interface Records {
  resourceId: number;
  siblingIds: number[];
  typeId: number;
  itemId: number;
  itemIds: number[];
}
type Request = (r: Records | null) => Record<string, unknown>;

export function settingsCases(app: () => TestApp): Record<string, { fields: string[]; check: () => Promise<void> }> {
  const tokens = new Map<User, string>();
  const db = () => app().services.deps.db;
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return callApi(app().app, call, request, { token: tokens.get(user) ?? '' });
  };
  const load = async (): Promise<Records> => {
    const [page] = await db().select().from(resources).where(eq(resources.router, '/home')).limit(1);
    const top = await db().select({ id: resources.id, parentId: resources.parentId }).from(resources).where(eq(resources.live, true));
    const [type] = await db().select({ id: dictionaryTypes.id }).from(dictionaryTypes).orderBy(asc(dictionaryTypes.id)).limit(1);
    const items = await db()
      .select({ id: dictionaryItems.id })
      .from(dictionaryItems)
      .where(eq(dictionaryItems.typeId, type!.id))
      .orderBy(asc(dictionaryItems.sort));
    return {
      resourceId: page!.id,
      siblingIds: top.filter((row) => row.parentId === null).map((row) => row.id),
      typeId: type!.id,
      itemId: items[0]!.id,
      itemIds: items.map((item) => item.id),
    };
  };
  const snapshot = async () => ({
    overrides: await db().select().from(menuOverrides),
    items: await db().select().from(dictionaryItems).orderBy(asc(dictionaryItems.id)),
  });
  const refused = (call: CallDef, request: Request) => async (): Promise<void> => {
    const r = await load();
    const before = await snapshot();
    for (const user of ['sales', 'newhire'] as const) {
      const real = await as(user, call, request(r));
      expect(real.status, `${user} ${call.id}`).toBe(403);
      expect(real.body.code, `${user} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
      expect((await as(user, call, request(null))).body, `${user} ${call.id} nobody`).toEqual(real.body);
    }
    expect(await snapshot()).toEqual(before);
    const holder = await as('admin', call, request(null));
    expect(holder.status, `admin ${call.id} nobody`).toBeLessThan(500);
    expect([APP_CODES.NOT_FOUND, APP_CODES.VALIDATION], `admin ${call.id} nobody: ${holder.body.msg}`).toContain(holder.body.code);
  };
  const item = (r: Records | null) => r?.itemId ?? NOBODY;
  const type = (r: Records | null) => r?.typeId ?? NOBODY;
  return {
    'adminMenu.save': {
      fields: ['id'],
      check: refused(menu.menuSave, (r) => ({
        body: { id: r?.resourceId ?? NOBODY, name: '横向', nameEn: 'Hz', icon: null, webShowFlag: true, layoutName: 'home' },
      })),
    },
    'adminMenu.reorder': {
      fields: ['ids', 'parentId'],
      check: refused(menu.menuReorder, (r) => ({ body: { parentId: null, ids: r?.siblingIds ?? [NOBODY] } })),
    },
    'adminMenu.restore': { fields: ['id'], check: refused(menu.menuRestore, (r) => ({ body: { id: r?.resourceId ?? NOBODY } })) },
    'dictionary.items': { fields: ['typeId'], check: refused(dictionary.dictionaryItems, (r) => ({ body: { typeId: type(r) } })) },
    'dictionary.itemSave': {
      fields: ['code', 'id', 'typeId'],
      check: refused(dictionary.dictionaryItemSave, (r) => ({
        body: { id: item(r), typeId: type(r), code: 'hz', label: '横向', labelEn: 'Hz', enabled: true },
      })),
    },
    'dictionary.itemDelete': { fields: ['id'], check: refused(dictionary.dictionaryItemDelete, (r) => ({ body: { id: item(r) } })) },
    'dictionary.itemEnabled': {
      fields: ['id'],
      check: refused(dictionary.dictionaryItemEnabled, (r) => ({ body: { id: item(r), enabled: false } })),
    },
    'dictionary.itemReorder': {
      fields: ['itemIds', 'typeId'],
      check: refused(dictionary.dictionaryItemReorder, (r) => ({ body: { typeId: type(r), itemIds: r?.itemIds ?? [NOBODY] } })),
    },
  };
}
