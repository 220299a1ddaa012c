import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandRegistry } from '../../commands/index';
import { commandEntries, pageEntries } from '../../src/client/palette/palette-entries';
import { createPaletteIndex, type PaletteIndex } from '../../src/client/palette/palette-index';
import { TIER } from '../../src/client/palette/search/match-item';
import { getUserInfo, type UserInfo } from '../../src/shared/api/staff-calls';
import { SECTIONS } from '../../src/shared/routes/index';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The palette's index built from each demo user's real menu (as getUserInfo serves it), searched
 * without a browser: every result is checked, not only the rows a virtualised list shows.
 */
let t: TestApp;
const users = new Map<string, UserInfo>();

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'sales', 'finance', 'newhire']) {
    const { token } = await signIn(t, username);
    users.set(username, (await callApi(t.app, getUserInfo, {}, { token })).body.data as UserInfo);
  }
});
afterAll(async () => t.close());

function indexOf(username: string): PaletteIndex {
  const user = users.get(username);
  if (!user) throw new Error(`no user ${username}`);
  return createPaletteIndex([...pageEntries(user.userAuth), ...commandEntries(commandRegistry.list(), new Set(user.permissions))]);
}
const keysFor = (index: PaletteIndex, query: string) => [...index.searcher.search(query).items].map((i) => index.entries[i]?.key ?? '');

describe('palette search over the real menus', () => {
  it('puts 短信发送记录 first for dxfsjl and among the first three for duanxin, 短信fs and its English title (sales)', () => {
    const index = indexOf('sales');
    expect(keysFor(index, 'dxfsjl')[0]).toBe('page:/businessInquiry/sendRcdQuery');
    for (const query of ['duanxin', '短信fs', 'SMS send records', 'sms send', '发送记录']) {
      expect(keysFor(index, query).slice(0, 3), query).toContain('page:/businessInquiry/sendRcdQuery');
    }
  });

  it('never offers finance a CRM page, whatever CRM title, pinyin or English word it types', () => {
    const index = indexOf('finance');
    expect(index.entries.some((entry) => entry.key.startsWith('page:/financial/'))).toBe(true);
    const crm = SECTIONS.find((section) => section.area === 'CRM');
    const queries = ['客户', 'kehu', 'kh', 'customer', 'crm', '商机', 'shangji', 'my client'];
    for (const page of crm?.groups.flatMap((group) => group.pages) ?? []) queries.push(page.title.zh, page.title.en.toLowerCase());
    for (const query of queries)
      expect(
        keysFor(index, query).filter((key) => key.startsWith('page:/crm')),
        query,
      ).toEqual([]);
  });

  it('gives newhire only home and actions', () => {
    const index = indexOf('newhire');
    const pages = index.entries.filter((entry) => entry.kind !== 'command').map((entry) => entry.key);
    expect(pages).toEqual(['page:/home']);
    expect(index.entries.some((entry) => entry.kind === 'command')).toBe(true);
    expect(index.entries.some((entry) => entry.commandId === 'assistant.open')).toBe(false);
  });

  it('lists every page of the administrator’s menu once, and finds each by its Chinese and English title', () => {
    const index = indexOf('admin');
    const paths = SECTIONS.flatMap((section) => section.groups.flatMap((group) => group.pages.map((page) => `page:${page.path}`)));
    const pageKeys = index.entries.filter((entry) => entry.kind === 'page').map((entry) => entry.key);
    expect(new Set(pageKeys).size).toBe(pageKeys.length);
    expect(pageKeys).toEqual(expect.arrayContaining(paths));
    for (const entry of index.entries.filter((e) => e.kind === 'page')) {
      for (const title of [entry.title.zh, entry.title.en]) {
        const result = index.searcher.search(title);
        const at = [...result.items].findIndex((i) => index.entries[i]?.key === entry.key);
        expect(at, `${entry.key} by “${title}”`).toBeGreaterThanOrEqual(0);
        expect(result.tiers[at], `${entry.key} by “${title}”`).toBe(TIER.EXACT);
      }
    }
  });
});
