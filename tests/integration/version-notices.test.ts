import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as calls from '../../src/shared/api/version-calls';
import type { ChatNotice } from '../../src/shared/api/version-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { departments, staff } from '../../src/server/db/schema/index';
import type { PushConnection } from '../../src/server/messages/push-hub';
import { watchPortalBuild } from '../../src/server/versions';
import { serveFakeDingTalk } from '../helpers/fake-dingtalk';
import { createTestApp } from '../helpers/test-app';
import { VersionDriver } from '../helpers/version-driver';

const release = (version: string, popupState: 0 | 1) => ({
  version,
  versionType: 'improvement',
  popupState,
  title: `${version} 版本`,
  titleEn: `Release ${version}`,
  content: '- 更快的首页',
  contentEn: '- A faster home page',
  publish: true,
});
type Detail = ChatNotice & { sends: NonNullable<ChatNotice['lastSend']>[] };

describe('chat-app notices without a configured chat app', () => {
  let v: VersionDriver;
  beforeAll(async () => {
    v = new VersionDriver(await createTestApp());
  }, 120_000);
  afterAll(async () => v.t.close());

  it('keeps rules, validates them and records that nothing could be sent', async () => {
    const [sales] = await v.t.services.deps.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.code, 'SALES1'));
    const everyone = await v.ok<ChatNotice>('admin', calls.dingNoticeSave, { body: { name: '全员通知', audience: 'all' } });
    expect(everyone).toMatchObject({
      audience: 'all',
      deptIds: [],
      enabled: true,
      popupOnly: false,
      updatedByName: '周启明',
      lastSend: null,
    });
    const team = await v.ok<ChatNotice>('admin', calls.dingNoticeSave, {
      body: { name: '销售一部', audience: 'depts', deptIds: [sales!.id], popupOnly: true },
    });
    expect(team).toMatchObject({ deptNames: [sales!.name], popupOnly: true });

    expect((await v.call('admin', calls.dingNoticeSave, { body: { name: 'x', audience: 'depts', deptIds: [] } })).body.code).toBe(
      APP_CODES.VALIDATION,
    );
    const unknown = await v.call('admin', calls.dingNoticeSave, { body: { name: 'x', audience: 'depts', deptIds: [999_999] } });
    expect(unknown.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: '部门不存在' });
    expect((await v.call('admin', calls.dingNoticeEnable, { body: { id: 999_999, enabled: true } })).body.code).toBe(APP_CODES.NOT_FOUND);

    const off = await v.ok<ChatNotice>('admin', calls.dingNoticeEnable, { body: { id: team.id, enabled: false } });
    expect(off.enabled).toBe(false);

    await v.ok('admin', calls.versionSave, { body: release('3.0.0', 0) });
    const page = await v.ok<{ rows: ChatNotice[]; count: number; chatAppConfigured: boolean }>('admin', calls.dingNoticePage, { body: {} });
    expect(page.chatAppConfigured).toBe(false);
    const active = await v.t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.status, 'active'));
    // Never a faked success: the chat app is not configured, so nobody was sent anything.
    expect(page.rows.find((row) => row.id === everyone.id)?.lastSend).toMatchObject({
      version: '3.0.0',
      state: 'not_configured',
      recipients: active.length,
      sent: 0,
      skipped: active.length,
    });
    expect(page.rows.find((row) => row.id === team.id)?.lastSend).toBeNull(); // switched off
  });
});

describe('chat-app notices through the chat app', () => {
  const cards: { userid: string; title: string; url: string }[] = [];
  const chat = new Hono();
  chat.get('/gettoken', (c) => c.json({ errcode: 0, access_token: 'app-token', expires_in: 7200 }));
  chat.post('/topapi/message/corpconversation/asyncsend_v2', async (c) => {
    const body = (await c.req.json()) as { userid_list: string; msg: { action_card: { title: string; single_url: string } } };
    if (body.userid_list === 'ding-broken') return c.json({ errcode: 33012, errmsg: 'invalid user' });
    cards.push({ userid: body.userid_list, title: body.msg.action_card.title, url: body.msg.action_card.single_url });
    return c.json({ errcode: 0, task_id: 1 });
  });
  let v: VersionDriver;
  let server: Awaited<ReturnType<typeof serveFakeDingTalk>>;
  beforeAll(async () => {
    server = await serveFakeDingTalk(chat);
    v = new VersionDriver(await createTestApp(server.env));
    const db = v.t.services.deps.db;
    await db.update(staff).set({ dingUserId: 'ding-sales' }).where(eq(staff.username, 'sales'));
    await db.update(staff).set({ dingUserId: 'ding-broken' }).where(eq(staff.username, 'finance'));
  }, 120_000);
  afterAll(async () => {
    await v.t.close();
    server.close();
  });

  it('sends a force-popup release to the bound accounts and records sent, skipped and failed', async () => {
    const rule = await v.ok<ChatNotice>('admin', calls.dingNoticeSave, { body: { name: '重要版本', audience: 'all', popupOnly: true } });
    await v.ok('admin', calls.versionSave, { body: release('3.1.0', 0) }); // not a popup: the rule skips it
    await v.ok('admin', calls.versionSave, { body: release('3.2.0', 1) });
    await vi.waitFor(async () => {
      const detail = await v.ok<Detail>('admin', calls.dingNoticeDetail, { params: { id: rule.id } });
      expect(detail.lastSend?.state).toBe('done');
    });
    const detail = await v.ok<Detail>('admin', calls.dingNoticeDetail, { params: { id: rule.id } });
    const active = await v.t.services.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.status, 'active'));
    expect(detail.sends).toHaveLength(1);
    expect(detail.lastSend).toMatchObject({ version: '3.2.0', recipients: active.length, sent: 1, failed: 1, skipped: active.length - 2 });
    expect(cards).toEqual([
      {
        userid: 'ding-sales',
        title: 'Switchboard 3.2.0 · 3.2.0 版本',
        url: 'https://portal.switchboard.example/message/publicnotice/timeaxis',
      },
    ]);
  });
});

describe('the inner-version check', () => {
  const dir = path.resolve('.tmp', `version-build-${process.pid}`);
  const writeBuild = (buildId: string, mtime: number) => {
    const file = path.join(dir, 'index.html');
    writeFileSync(file, `<!doctype html><html><head><meta name="switchboard-build" content="${buildId}"></head><body></body></html>`);
    utimesSync(file, mtime, mtime);
  };
  let v: VersionDriver;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    writeBuild('20261124-aaaa', 1_000);
    v = new VersionDriver(await createTestApp({ CLIENT_DIR: dir }));
  }, 120_000);
  afterAll(async () => {
    await v.t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells a tab whether the served build is newer than its own', async () => {
    const same = await v.ok<{ buildId: string; upgraded: boolean; deployedAt: string }>('sales', calls.innerVersionCheck, {
      query: { buildId: '20261124-aaaa' },
    });
    expect(same).toMatchObject({ buildId: '20261124-aaaa', upgraded: false, deployedAt: '2026-11-02T02:00:00.000Z' });
    const older = await v.ok<{ upgraded: boolean }>('sales', calls.innerVersionCheck, { query: { buildId: '20261101-bbbb' } });
    expect(older.upgraded).toBe(true);
    expect((await v.call('sales', calls.innerVersionCheck, { query: { buildId: '<script>' } })).body.code).toBe(APP_CODES.VALIDATION);
  });

  it('announces a newly deployed build to every open push connection', async () => {
    const deps = v.t.services.deps;
    const received: { staffId: number; event: string; data: unknown }[] = [];
    const connect = (staffId: number, clientId: string): PushConnection => ({
      staffId,
      clientId,
      lang: 'zh',
      send: (event, data) => received.push({ staffId, event, data }),
      close: () => undefined,
    });
    deps.pushHub.add(connect(1, 'tab-aaaaaaaa'));
    deps.pushHub.add(connect(2, 'tab-bbbbbbbb'));
    const stop = await watchPortalBuild(deps, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(received).toEqual([]); // the same build: nothing to say
      v.t.clock.advance(3_600_000);
      writeBuild('20261124-cccc', 2_000);
      await vi.waitFor(() => expect(received).toHaveLength(2));
      expect(received).toEqual([
        { staffId: 1, event: 'build', data: { event: 'build', buildId: '20261124-cccc' } },
        { staffId: 2, event: 'build', data: { event: 'build', buildId: '20261124-cccc' } },
      ]);
    } finally {
      stop();
      deps.pushHub.closeAll();
    }
    const now = await v.ok<{ buildId: string; deployedAt: string; upgraded: boolean }>('sales', calls.innerVersionCheck, {
      query: { buildId: '20261124-aaaa' },
    });
    expect(now).toEqual({ buildId: '20261124-cccc', deployedAt: '2026-11-02T03:00:00.000Z', upgraded: true });
  });
});
