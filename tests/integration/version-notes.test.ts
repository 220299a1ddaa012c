import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/version-calls';
import type { TimelineEntry, VersionNote } from '../../src/shared/api/version-calls';
import { MSG_TYPES } from '../../src/shared/api/message-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { mcMessages, staff } from '../../src/server/db/schema/index';
import { createTestApp } from '../helpers/test-app';
import { VersionDriver } from '../helpers/version-driver';

/** Release notes: writing, publishing, the popup, the timeline, documents and permissions. */
let v: VersionDriver;
beforeAll(async () => {
  v = new VersionDriver(await createTestApp());
}, 120_000);
afterAll(async () => v.t.close());

const note = (overrides: Record<string, unknown> = {}) => ({
  version: '2.0.0',
  versionType: 'feature',
  popupState: 1,
  title: '2.0 版本：版本说明上线',
  titleEn: '2.0: release notes arrive',
  content: '- 版本时间轴\n- **强制弹窗**',
  contentEn: '- Release timeline\n- **Force popup**',
  docs: [{ name: '操作手册', url: '/message/help' }],
  ...overrides,
});

async function staffIdOf(username: string): Promise<number> {
  const [row] = await v.t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  return row!.id;
}

describe('permissions', () => {
  it('a sales user cannot write, publish or delete release notes (403 envelope)', async () => {
    for (const [def, request] of [
      [calls.versionSave, { body: note({ publish: true }) }],
      [calls.versionUpdateDoc, { body: { versionId: 1, name: 'x', url: '/x' } }],
      [calls.versionDeleteDoc, { body: { versionId: 1, docId: 'abc' } }],
      [calls.versionDelete, { body: { id: 1 } }],
      [calls.dingNoticePage, { body: {} }],
      [calls.dingNoticeDetail, { params: { id: 1 } }],
      [calls.dingNoticeSave, { body: { name: 'x', audience: 'all' } }],
      [calls.dingNoticeEnable, { body: { id: 1, enabled: false } }],
      [calls.dsrPage, { body: {} }],
    ] as const) {
      const answer = await v.call('sales', def, request);
      expect(answer.status, def.id).toBe(403);
      expect(answer.body.code, def.id).toBe(APP_CODES.FORBIDDEN);
    }
  });

  it('a person without the message section reads no timeline or list', async () => {
    expect((await v.call('newhire', calls.versionTimelinePage, { body: {} })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await v.call('newhire', calls.versionPage, { body: {} })).body.code).toBe(APP_CODES.FORBIDDEN);
    // The popup and the choices stay open to everyone signed in.
    expect((await v.call('newhire', calls.versionSelectOptions)).body.code).toBe(0);
  });
});

describe('writing and publishing', () => {
  let draft: VersionNote;

  it('keeps a draft to the note writers', async () => {
    draft = await v.ok<VersionNote>('admin', calls.versionSave, { body: note() });
    expect(draft).toMatchObject({ version: '2.0.0', state: 'draft', popupState: 1, authorName: '周启明' });
    expect(draft.docs).toEqual([{ id: expect.any(String), name: '操作手册', url: '/message/help' }]);

    expect((await v.call('sales', calls.versionDetailCall, { params: { id: draft.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    const salesList = await v.ok<{ rows: VersionNote[] }>('sales', calls.versionPage, { body: { state: 'draft' } });
    expect(salesList.rows.map((row) => row.version)).not.toContain('2.0.0');
    const drafts = await v.ok<{ rows: VersionNote[]; count: number }>('admin', calls.versionPage, { body: { state: 'draft' } });
    expect(drafts).toMatchObject({ count: 1, rows: [{ version: '2.0.0' }] });
    // Not published: no popup yet.
    const popup = await v.ok<{ popupState: number }>('sales', calls.versionPopupCheck);
    expect(popup.popupState).toBe(0);
  });

  it('publishing a force-popup note pops it up once for each person and announces it', async () => {
    v.t.clock.advance(60_000);
    const published = await v.ok<VersionNote>('admin', calls.versionSave, { body: note({ id: draft.id, publish: true }) });
    expect(published).toMatchObject({ state: 'published', popupState: 1 });
    // The document kept its id: the same name and address came back.
    expect(published.docs[0]!.id).toBe(draft.docs[0]!.id);

    const popup = await v.ok<{ popupState: number; versionDetail: { versionId: number; version: string; title: string } }>(
      'sales',
      calls.versionPopupCheck,
    );
    expect(popup).toMatchObject({
      popupState: 1,
      versionDetail: { versionId: draft.id, version: '2.0.0', title: '2.0 版本：版本说明上线' },
    });
    await v.ok('sales', calls.versionPopupRead, { body: { versionId: draft.id } });
    expect((await v.ok<{ popupState: number }>('sales', calls.versionPopupCheck)).popupState).toBe(0);
    // Someone else still gets it.
    expect((await v.ok<{ popupState: number }>('finance', calls.versionPopupCheck)).popupState).toBe(1);

    const salesId = await staffIdOf('sales');
    const messages = await v.t.services.deps.db.select().from(mcMessages).where(eq(mcMessages.staffId, salesId));
    expect(messages.filter((m) => m.msgType === MSG_TYPES.version)).toMatchObject([
      { title: '版本更新', content: 'Switchboard {version} 已发布：2.0 版本：版本说明上线', link: '/message/publicnotice/timeaxis' },
    ]);

    // Editing a published note keeps it published and does not announce it again.
    const edited = await v.ok<VersionNote>('admin', calls.versionSave, {
      body: note({ id: draft.id, title: '2.0 版本：版本说明与公告', publish: false }),
    });
    expect(edited).toMatchObject({ state: 'published', title: '2.0 版本：版本说明与公告', releasedAt: published.releasedAt });
    const again = await v.t.services.deps.db.select().from(mcMessages).where(eq(mcMessages.staffId, salesId));
    expect(again.filter((m) => m.msgType === MSG_TYPES.version)).toHaveLength(1);
  });

  it('shows published notes on the timeline in the reader’s language', async () => {
    await v.ok('admin', calls.versionSave, {
      body: note({ version: '2.1.0-beta.1', popupState: 0, title: '2.1 测试版', titleEn: '2.1 beta' }),
    });
    const zh = await v.ok<{ rows: TimelineEntry[]; count: number; years: number[] }>('sales', calls.versionTimelinePage, { body: {} });
    expect(zh.rows[0]).toMatchObject({ version: '2.0.0', title: '2.0 版本：版本说明与公告', content: '- 版本时间轴\n- **强制弹窗**' });
    expect(zh.rows.map((row) => row.version)).not.toContain('2.1.0-beta.1'); // a draft
    expect(zh.years).toEqual([2026]);
    const en = await v.ok<{ rows: TimelineEntry[] }>('sales', calls.versionTimelinePage, { body: { year: 2026 } }, 'en');
    expect(en.rows[0]).toMatchObject({ title: '2.0: release notes arrive', content: '- Release timeline\n- **Force popup**' });
    const none = await v.ok<{ rows: TimelineEntry[]; count: number }>('sales', calls.versionTimelinePage, { body: { year: 2020 } });
    expect(none).toEqual({ rows: [], count: 0, years: [2026] });
  });

  it('finds notes by keyword and type', async () => {
    const found = await v.ok<{ rows: VersionNote[]; count: number }>('sales', calls.versionPage, { body: { keyword: '公告' } });
    expect(found).toMatchObject({ count: 1, rows: [{ version: '2.0.0' }] });
    const fixes = await v.ok<{ count: number }>('sales', calls.versionPage, { body: { versionType: 'fix' } });
    expect(fixes.count).toBe(0);
    // Wildcards are literal.
    expect((await v.ok<{ count: number }>('sales', calls.versionPage, { body: { keyword: '%' } })).count).toBe(0);
  });

  it('attaches, renames and removes documents', async () => {
    const added = await v.ok<VersionNote>('admin', calls.versionUpdateDoc, {
      body: { versionId: draft.id, name: '发布说明 PDF', url: 'https://docs.switchboard.example/2.0.pdf' },
    });
    expect(added.docs.map((doc) => doc.name)).toEqual(['操作手册', '发布说明 PDF']);
    const docId = added.docs[1]!.id;
    const renamed = await v.ok<VersionNote>('admin', calls.versionUpdateDoc, {
      body: { versionId: draft.id, docId, name: '发布说明', url: 'https://docs.switchboard.example/2.0.pdf' },
    });
    expect(renamed.docs[1]).toEqual({ id: docId, name: '发布说明', url: 'https://docs.switchboard.example/2.0.pdf' });
    const removed = await v.ok<VersionNote>('admin', calls.versionDeleteDoc, { body: { versionId: draft.id, docId } });
    expect(removed.docs.map((doc) => doc.name)).toEqual(['操作手册']);
    const missing = await v.call('admin', calls.versionDeleteDoc, { body: { versionId: draft.id, docId } });
    expect(missing.body).toMatchObject({ code: APP_CODES.NOT_FOUND, msg: '文档不存在' });
    const bad = await v.call('admin', calls.versionUpdateDoc, { body: { versionId: draft.id, name: 'x', url: 'javascript:alert(1)' } });
    expect(bad.body).toMatchObject({ code: APP_CODES.VALIDATION });
    expect(bad.status).toBe(400);
  });

  it('answers bad input with the validation envelope', async () => {
    const cases: Record<string, unknown>[] = [
      note({ version: '2.x' }),
      note({ popupState: 2 }),
      note({ title: '' }),
      note({ versionType: 'hotfix' }),
      note({ id: 2_147_483_648 }),
      note({ docs: [{ name: '手册', url: 'ftp://x' }] }),
    ];
    for (const body of cases) {
      const answer = await v.call('admin', calls.versionSave, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(APP_CODES.VALIDATION);
    }
    const format = await v.call('admin', calls.versionSave, { body: note({ version: 'v2' }) });
    expect(format.body.msg).toContain('版本号格式应为 1.4.0');
    const taken = await v.call('admin', calls.versionSave, { body: note() });
    expect(taken.body).toMatchObject({ code: APP_CODES.CONFLICT, msg: '版本号 2.0.0 已存在' });
    expect((await v.call('admin', calls.versionDetailCall, { params: { id: 99_999 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await v.call('admin', calls.versionDetailCall, { params: { id: 'abc' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await v.call('sales', calls.versionTimelinePage, { body: { pageSize: 1000 } })).body.code).toBe(APP_CODES.VALIDATION);
  });

  it('deletes a note with its reads', async () => {
    const gone = await v.ok<VersionNote>('admin', calls.versionSave, { body: note({ version: '0.0.1', popupState: 0 }) });
    await v.ok('admin', calls.versionDelete, { body: { id: gone.id } });
    expect((await v.call('admin', calls.versionDetailCall, { params: { id: gone.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await v.call('admin', calls.versionDelete, { body: { id: gone.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it('offers the choices of the forms in both languages', async () => {
    const zh = await v.ok<{ versionTypes: { value: string; label: string }[]; popupStates: { value: number; label: string }[] }>(
      'sales',
      calls.versionSelectOptions,
    );
    expect(zh.versionTypes).toEqual([
      { value: 'feature', label: '新功能' },
      { value: 'improvement', label: '体验优化' },
      { value: 'fix', label: '问题修复' },
    ]);
    expect(zh.popupStates).toEqual([
      { value: 0, label: '不弹窗' },
      { value: 1, label: '强制弹窗' },
    ]);
    const en = await v.ok<{ states: { value: string; label: string }[] }>('sales', calls.versionSelectOptions, {}, 'en');
    expect(en.states).toEqual([
      { value: 'draft', label: 'Draft' },
      { value: 'published', label: 'Published' },
    ]);
  });
});

describe('demand submissions (DSR)', () => {
  it('anyone submits a demand; the note writers read them', async () => {
    const sources = await v.ok<{ value: string }[]>('newhire', calls.dsrSourceOptions);
    expect(sources.map((source) => source.value)).toEqual(['customer', 'internal', 'compliance', 'incident']);
    const created = await v.ok<{ id: number }>('newhire', calls.dsrCreate, {
      body: { title: '排班表支持导出', content: '希望排班表可以导出 Excel', source: 'internal', pagePath: '/businessOperations/schedule' },
    });
    const bad = await v.call('newhire', calls.dsrCreate, { body: { title: 'x', content: 'y', source: 'boss' } });
    expect(bad.body.code).toBe(APP_CODES.VALIDATION);
    const badPath = await v.call('newhire', calls.dsrCreate, {
      body: { title: 'x', content: 'y', source: 'internal', pagePath: 'http://x' },
    });
    expect(badPath.body.code).toBe(APP_CODES.VALIDATION);
    const page = await v.ok<{ rows: { id: number; staffName: string; title: string }[]; count: number }>('admin', calls.dsrPage, {
      body: {},
    });
    expect(page).toMatchObject({ count: 1, rows: [{ id: created.id, title: '排班表支持导出', staffName: expect.any(String) }] });
  });
});
