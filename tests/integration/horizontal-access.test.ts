import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatFeedback,
  chatStream,
  conversationDetail,
  createConversation,
  deleteConversation,
  kbDocument,
  kbDocuments,
  listConversations,
  stopChat,
  topConversation,
  type Conversation,
} from '../../src/shared/api/assistant-calls';
import { performanceExport, performanceQuery, type PerformanceResult } from '../../src/shared/api/business-calls';
import { customerDetail, customerQuery, customerTransfer, type CustomerRow } from '../../src/shared/api/crm-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import {
  downloadDelete,
  downloadFile,
  downloadPage,
  downloadRetry,
  uploadedFileDownload,
  type ExportJobRow,
} from '../../src/shared/api/download-calls';
import {
  MSG_TYPES,
  changeMessageStatus,
  changeMessageStatusById,
  homeMessageList,
  pushConnection,
  type MessageRow,
} from '../../src/shared/api/message-calls';
import { paletteRecordUse, paletteResetItem, paletteSetFavourite, paletteState } from '../../src/shared/api/palette-calls';
import { sendRecordExport, sendRecordQuery, type SendRecordRow } from '../../src/shared/api/send-record-calls';
import { baseDataGet, baseDataSave, quickAccessList, quickAccessSave, type QuickAccessEntry } from '../../src/shared/api/shell-calls';
import { feedbackCommit, pageEvaluationCheck } from '../../src/shared/api/feedback-calls';
import { versionPopupCheck, versionPopupRead } from '../../src/shared/api/version-check-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import {
  departments,
  feedbackDict,
  feedbackPopupConfigs,
  feedbackQuestions,
  mcMessages,
  staff,
  staffFeedback,
} from '../../src/server/db/schema/index';
import { createMessage } from '../../src/server/messages/message-service';
import { callApi, signIn, type RawAnswer } from '../helpers/api';
import { postStream, readEvents } from '../helpers/assistant';
import { dataOf } from '../helpers/business';
import { idFieldsOfSignedInCalls, signedInPostsWithoutJsonBody, type OpenApiDocument } from '../helpers/id-taking-calls';
import { SEGMENT_CHUNKS, createOwnerRecords, sendSegment, unknownRecords, type OwnerRecords } from '../helpers/owner-records';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workflowCases } from '../helpers/workflow-horizontal';
import { feedbackCases } from '../helpers/feedback-horizontal';
import { mailCases } from '../helpers/mail-horizontal';
import { hrmCases } from '../helpers/hrm-horizontal';
import { versionCases } from '../helpers/version-horizontal';
import { adminCases } from '../helpers/admin-horizontal';
import { adminOrgCases } from '../helpers/admin-org-horizontal';
import { settingsCases } from '../helpers/settings-horizontal';
import { devicesCases } from '../helpers/devices-horizontal';

/**
 * Horizontal access: `sales` (销售一部) owns records; `sales2` (same role, 销售二部) and the
 * department leads try every call that takes an id with `sales`'s ids. Personal records answer
 * exactly as an id that does not exist and stay as they were; customers follow the data scope
 * (lead1 leads 销售一部, lead2 销售二部, salesdir the sales centre above both).
 */
let t: TestApp;
let dataDir: string;
let mine: OwnerRecords;
const unknown = unknownRecords();
const USERS = ['sales', 'sales2', 'lead1', 'lead2', 'salesdir', 'rep01'] as const;
type User = (typeof USERS)[number];
const tokens = new Map<string, string>();
const staffIds = new Map<string, number>();
const deptIds = new Map<string, number>();
const token = (user: User) => tokens.get(user) ?? '';
const staffId = (user: User) => staffIds.get(user) ?? 0;
const deptId = (code: string) => deptIds.get(code) ?? 0;
let sales2Customer = '';
const NO_ONE = 999_999;
const month = { from: '2026-10-01', to: '2026-10-31' };
const lastWeek = { from: '2026-10-27', to: '2026-11-02' };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sb-horizontal-'));
  t = await createTestApp({ DATA_DIR: dataDir, AI_STREAM_PACE_MS: '20' }, { seedScale: 0.03 });
  for (const user of USERS) tokens.set(user, (await signIn(t, user)).token);
  const db = t.services.deps.db;
  for (const row of await db
    .select({ id: staff.id, username: staff.username })
    .from(staff)
    .where(inArray(staff.username, [...USERS])))
    staffIds.set(row.username, row.id);
  for (const row of await db
    .select({ id: departments.id, code: departments.code })
    .from(departments)
    .where(inArray(departments.code, ['SALES1', 'SALES2'])))
    deptIds.set(row.code, row.id);
  // A customer sales owns now, with October figures and last week's send records attributed to sales.
  const owned = await dataOf<{ rows: CustomerRow[] }>(t, customerQuery, { body: { pageSize: 200 } }, token('sales'));
  const figures = await dataOf<PerformanceResult>(
    t,
    performanceQuery,
    { body: { ...month, groupBy: 'customer', pageSize: 500 } },
    token('sales'),
  );
  const sent = await dataOf<{ rows: SendRecordRow[] }>(t, sendRecordQuery, { body: { ...lastWeek, pageSize: 200 } }, token('sales'));
  const customer = owned.rows
    .map((row) => row.code)
    .find((code) => figures.rows.some((row) => row.key === code) && sent.rows.some((row) => row.customerCode === code));
  if (!customer) throw new Error('the seed gave sales no customer with figures and send records');
  sales2Customer = (await dataOf<{ rows: CustomerRow[] }>(t, customerQuery, { body: {} }, token('sales2'))).rows[0]?.code ?? '';
  mine = await createOwnerRecords(t, token('sales'), staffId('sales'), customer);
}, 180_000);

afterAll(async () => {
  t.services.deps.pushHub.closeAll();
  await t.services.deps.exportWorker.stop();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Calls as a user, with a fresh repeat-check key where the call needs one (so that is never why it is refused). */
async function callAs(user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> {
  const headers: Record<string, string> = call.repeatCheck
    ? { 'X-Idempotence-Key': (await dataOf<{ key: string }>(t, idempotenceKey, {}, token(user))).key }
    : {};
  return callApi(t.app, call, request, { token: token(user), headers });
}

interface Intruder {
  user: User;
  code: number;
  request?: (records: OwnerRecords) => Record<string, unknown>;
  /** False where the intruder may see the record (a lead) and is refused for another reason. */
  sameAsUnknown?: boolean;
}

/** Same role in another department, and the lead of sales's own department: neither reaches sales's personal records. */
const PERSONAL: Intruder[] = [
  { user: 'sales2', code: APP_CODES.NOT_FOUND },
  { user: 'lead1', code: APP_CODES.NOT_FOUND },
];

/**
 * Each intruder is refused with the expected code, in the very words an unknown id gets; sales's
 * own view of the record is the same afterwards; then sales's same request shows the id was live.
 */
async function expectRefused(spec: {
  call: CallDef;
  request: (records: OwnerRecords) => Record<string, unknown>;
  snapshot: () => Promise<unknown>;
  intruders?: Intruder[];
  owner?: (answer: RawAnswer) => void;
}): Promise<void> {
  const before = await spec.snapshot();
  for (const intruder of spec.intruders ?? PERSONAL) {
    const request = intruder.request ?? spec.request;
    const theirs = await callAs(intruder.user, spec.call, request(mine));
    expect(theirs.body.code, `${intruder.user} → ${spec.call.id}: ${theirs.body.msg}`).toBe(intruder.code);
    if (intruder.sameAsUnknown !== false) {
      const nobodys = await callAs(intruder.user, spec.call, request(unknown));
      expect(theirs.body, `${intruder.user} → ${spec.call.id} answers as for an unknown id`).toEqual(nobodys.body);
    }
  }
  expect(await spec.snapshot()).toEqual(before);
  if (spec.owner) spec.owner(await callAs('sales', spec.call, spec.request(mine)));
}

/** A scoped filter naming someone else's id answers exactly what an id of nobody answers. */
async function sameAsUnknown<T>(user: User, call: CallDef, theirs: Record<string, unknown>, nobodys: Record<string, unknown>): Promise<T> {
  const withTheirs = await dataOf<T>(t, call, theirs, token(user));
  expect(withTheirs, `${user} → ${call.id} ${JSON.stringify(theirs)}`).toEqual(await dataOf<T>(t, call, nobodys, token(user)));
  return withTheirs;
}

/** The values of the first sheet of an export answered at once (header row first). */
async function exportRows(user: User, call: CallDef, body: Record<string, unknown>): Promise<unknown[][]> {
  const response = await t.app.request(call.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token(user)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('content-type'), `${user} → ${call.id}`).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const ok = (answer: RawAnswer) => expect(answer.body.code, answer.body.msg).toBe(0);
const conversationsOfSales = async () => ({
  list: await dataOf<Conversation[]>(t, listConversations, {}, token('sales')),
  detail: await dataOf(t, conversationDetail, { query: { uuid: mine.conversation } }, token('sales')),
});
const jobOfSales = (fileId: string) => async () =>
  (await dataOf<{ rows: ExportJobRow[] }>(t, downloadPage, { body: { pageSize: 100 } }, token('sales'))).rows.find(
    (row) => row.fileId === fileId,
  );
const unreadOfSales = async () =>
  (await dataOf<{ rows: MessageRow[] }>(t, homeMessageList, { body: { status: 0, pageSize: 100 } }, token('sales'))).rows.map(
    (row) => row.msgId,
  );
const customerOfSales = async () => dataOf(t, customerDetail, { query: { code: mine.customer } }, token('sales'));
const uploadOfSales = async () =>
  (
    await t.app.request(`${uploadedFileDownload.path}?fileId=${mine.upload}`, { headers: { Authorization: `Bearer ${token('sales')}` } })
  ).text();
const paletteOf = async (user: User) =>
  dataOf<{ usage: { key: string; count: number }[]; favourites: { key: string }[] }>(t, paletteState, {}, token(user));
const quickAccessOf = async (user: User) => dataOf<QuickAccessEntry[]>(t, quickAccessList, {}, token(user));
const evaluationOf = async (user: User, resourceId: number) => dataOf(t, pageEvaluationCheck, { query: { resourceId } }, token(user));
const rate = async (user: User, resourceId: number, score: number) =>
  ok(await callAs(user, feedbackCommit, { body: { score, resourceId, content: '' } }));
const salesPage = async (index: number) => (await quickAccessOf('sales'))[index]?.resourceId ?? 0;

/** Every stored rating and message: what a refused rating must leave as it was. */
const ratingsAndMessages = async () => {
  const db = t.services.deps.db;
  const [ratings] = await db.select({ n: sql<number>`count(*)::int`, last: sql<number>`max(${staffFeedback.id})` }).from(staffFeedback);
  const [messages] = await db.select({ n: sql<number>`count(*)::int` }).from(mcMessages);
  return { ratings, messages: messages?.n };
};

/**
 * Categories, rating questions and popup rules are settings every rating names, no one's own: a
 * rating naming one of nobody (or, as its category, a score level, another kind of setting) is a
 * readable validation error on that field, never a 500, and nothing is stored or announced. The
 * same rating with the live ids is stored with them.
 */
async function ratingSettingsOfNobody(): Promise<void> {
  const db = t.services.deps.db;
  const [category] = await db
    .select({ id: feedbackDict.id })
    .from(feedbackDict)
    .where(and(eq(feedbackDict.dictType, 'category'), eq(feedbackDict.enabled, true)))
    .orderBy(feedbackDict.id)
    .limit(1);
  const [scoreLevel] = await db.select({ id: feedbackDict.id }).from(feedbackDict).where(eq(feedbackDict.dictType, 'scoreLevel')).limit(1);
  const [question] = await db.select({ id: feedbackQuestions.id }).from(feedbackQuestions).orderBy(feedbackQuestions.id).limit(1);
  const [rule] = await db.select({ id: feedbackPopupConfigs.id }).from(feedbackPopupConfigs).orderBy(feedbackPopupConfigs.id).limit(1);
  if (!category || !scoreLevel || !question || !rule)
    throw new Error('the feedback seed is missing a category, score level, question or popup rule');
  const live = { categoryId: category.id, questionId: question.id, popupConfigId: rule.id };
  const rating = (ids: Record<string, number>) => ({ body: { score: 3, content: '这个问题问得好', ...live, ...ids } });
  const refusals: [keyof typeof live, number][] = [
    ['categoryId', NO_ONE],
    ['categoryId', scoreLevel.id],
    ['questionId', NO_ONE],
    ['popupConfigId', NO_ONE],
  ];
  for (const [field, id] of refusals) {
    const before = await ratingsAndMessages();
    const answer = await callAs('sales2', feedbackCommit, rating({ [field]: id }));
    expect([answer.status, answer.body.code, answer.body.data], `${field} ${id}: ${answer.body.msg}`).toEqual([
      400,
      APP_CODES.VALIDATION,
      { field },
    ]);
    expect(answer.body.msg).not.toBe('');
    if (id !== NO_ONE)
      expect(answer.body, `${field} ${id} answers as for nobody's`).toEqual(
        (await callAs('sales2', feedbackCommit, rating({ [field]: NO_ONE }))).body,
      );
    expect(await ratingsAndMessages(), `a rating naming ${field} ${id} stores nothing`).toEqual(before);
  }
  const accepted = await callAs('sales2', feedbackCommit, rating({}));
  ok(accepted);
  const { id } = accepted.body.data as { id: number };
  const [stored] = await db
    .select({ categoryId: staffFeedback.categoryId, questionId: staffFeedback.questionId, popupConfigId: staffFeedback.popupConfigId })
    .from(staffFeedback)
    .where(eq(staffFeedback.id, id));
  expect(stored).toEqual(live);
}

/** Push stream of a browser tab: the reader and a way to wait for the next chunk of text. */
async function openPush(user: User, clientId: string) {
  const response = await t.app.request(`${pushConnection.path}?clientId=${clientId}`, {
    headers: { Authorization: `Bearer ${token(user)}` },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const next = async () => new TextDecoder().decode((await reader.read()).value);
  // The stream opens with its reconnect delay and the connection event, in however many chunks.
  let opening = '';
  while (!opening.includes('event: connection')) opening += await next();
  return { reader, next };
}

/** Stops sales's answer while it is being generated: only sales may. */
async function stopWhileRunning(): Promise<void> {
  const question = '财务管理模块有哪些功能？';
  const conversation = await dataOf<Conversation>(t, createConversation, { body: { initialQuestion: question } }, token('sales'));
  let chatUuid = '';
  const tried: unknown[] = [];
  const status = async () =>
    (await dataOf<{ chats: { status: string }[] }>(t, conversationDetail, { query: { uuid: conversation.uuid } }, token('sales'))).chats[0]
      ?.status;
  const events = await readEvents(
    await postStream(t, token('sales'), { content: question, conversationUuid: conversation.uuid }),
    async (event) => {
      if (event.event !== 'init') return;
      chatUuid = String(event.data.chatUuid);
      expect(await status()).toBe('streaming');
      for (const { user } of PERSONAL) {
        const theirs = await callAs(user, stopChat, { body: { chatUuid } });
        expect(theirs.body.code, `${user} stops sales's answer`).toBe(APP_CODES.NOT_FOUND);
        expect(theirs.body).toEqual((await callAs(user, stopChat, { body: { chatUuid: unknown.chat } })).body);
        tried.push(user);
      }
      expect(await status()).toBe('streaming');
    },
  );
  expect(tried).toEqual(['sales2', 'lead1']);
  // The answer ran to its end: the closing events came and the chat is done, not stopped.
  expect(events.map((event) => event.event).slice(-2)).toEqual(['kbdocs', 'guessQuestions']);
  const detail = await dataOf<{ chats: { uuid: string; status: string; stopped: boolean }[] }>(
    t,
    conversationDetail,
    { query: { uuid: conversation.uuid } },
    token('sales'),
  );
  expect(detail.chats[0]).toMatchObject({ uuid: chatUuid, status: 'done', stopped: false });
  expect((await callAs('sales', stopChat, { body: { chatUuid } })).body).toMatchObject({ code: 0, data: { chatUuid, stopped: false } });
}

interface Case {
  /** The id-like fields the OpenAPI document declares for the call (pinned: a new one needs a look). */
  fields: string[];
  /** Where the call's id travels when the document cannot show it. */
  outside?: 'multipart' | 'named setting';
  check: () => Promise<void>;
}

/** Every signed-in call that takes an id, and how another person is kept out. */
const CASES: Record<string, Case> = {
  ...workflowCases(() => t),
  ...mailCases(() => t),
  ...feedbackCases(() => t),
  ...hrmCases(() => t),
  ...versionCases(() => t),
  ...adminCases(() => t),
  ...adminOrgCases(() => t),
  ...settingsCases(() => t),
  ...devicesCases(() => t),
  'ai.conversationDetail': {
    fields: ['lastChatId', 'uuid'],
    check: () =>
      expectRefused({
        call: conversationDetail,
        request: (r) => ({ query: { uuid: r.conversation, lastChatId: 1_000_000 } }),
        snapshot: conversationsOfSales,
        owner: ok,
      }),
  },
  'ai.conversationTop': {
    fields: ['uuid'],
    check: () =>
      expectRefused({
        call: topConversation,
        request: (r) => ({ body: { uuid: r.conversation, isTop: true } }),
        snapshot: conversationsOfSales,
        owner: ok,
      }),
  },
  'ai.conversationDelete': {
    fields: ['uuid'],
    check: () =>
      expectRefused({
        call: deleteConversation,
        request: (r) => ({ body: { uuid: r.conversationToDelete } }),
        snapshot: conversationsOfSales,
        owner: ok,
      }),
  },
  'ai.chatStream': {
    fields: ['conversationUuid'],
    check: () =>
      expectRefused({
        call: chatStream,
        request: (r) => ({ body: { content: '你好', conversationUuid: r.conversation } }),
        snapshot: conversationsOfSales,
        owner: (answer) => expect(answer.headers.get('content-type')).toContain('text/event-stream'),
      }),
  },
  'ai.chatFeedback': {
    fields: ['chatUuid'],
    check: () =>
      expectRefused({
        call: chatFeedback,
        request: (r) => ({ body: { chatUuid: r.chat, like: 0, tag: '答非所问', content: '' } }),
        snapshot: conversationsOfSales,
        owner: ok,
      }),
  },
  'ai.chatStop': { fields: ['chatUuid'], check: stopWhileRunning },
  'ai.kbDocument': {
    fields: ['id'],
    // Knowledge-base documents are the same for everyone: no one's record, nothing to refuse.
    check: async () => {
      const id = (await dataOf<{ id: string }[]>(t, kbDocuments, {}, token('sales')))[0]?.id;
      expect(await dataOf(t, kbDocument, { query: { id } }, token('sales2'))).toEqual(
        await dataOf(t, kbDocument, { query: { id } }, token('sales')),
      );
    },
  },

  'download.file': {
    fields: ['fileId'],
    check: () =>
      expectRefused({
        call: downloadFile,
        request: (r) => ({ query: { fileId: r.exportDone } }),
        snapshot: jobOfSales(mine.exportDone),
        owner: (answer) => expect([answer.status, answer.body.msg]).toEqual([200, `export ${mine.exportDone}`]),
      }),
  },
  'download.retry': {
    fields: ['fileId'],
    check: async () => {
      const unreadBefore = (await unreadOfSales()).length;
      await expectRefused({
        call: downloadRetry,
        request: (r) => ({ body: { fileId: r.exportFailed } }),
        snapshot: jobOfSales(mine.exportFailed),
        owner: (answer) => expect(answer.body).toMatchObject({ code: 0, data: { fileId: mine.exportFailed, status: 'queued' } }),
      });
      // The owner's retry runs in the background and, done, sends sales a message: let it land
      // here, not in the middle of a later case that compares sales's messages before and after.
      const settled = async () => {
        const status = (await jobOfSales(mine.exportFailed)())?.status;
        return status === 'failed' || (status === 'done' && (await unreadOfSales()).length > unreadBefore);
      };
      await expect.poll(settled, { timeout: 20_000 }).toBe(true);
    },
  },
  'download.delete': {
    fields: ['fileId'],
    check: () =>
      expectRefused({
        call: downloadDelete,
        request: (r) => ({ body: { fileId: r.exportToDelete } }),
        snapshot: jobOfSales(mine.exportToDelete),
        owner: ok,
      }),
  },
  'download.uploadedFile': {
    fields: ['fileId'],
    check: () =>
      expectRefused({
        call: uploadedFileDownload,
        request: (r) => ({ query: { fileId: r.upload } }),
        snapshot: uploadOfSales,
        owner: (answer) => expect([answer.status, answer.body.msg]).toEqual([200, '号码,国家\n8613800000000,CN\n']),
      }),
  },
  'download.segmentUpload': {
    fields: ['uploadId'],
    outside: 'multipart',
    check: async () => {
      for (const { user } of PERSONAL) {
        expect(await sendSegment(t, token(user), mine.uploadSession, 1, 'not yours')).toMatchObject({
          code: APP_CODES.VALIDATION,
          data: { field: 'uploadId' },
        });
      }
      const last = await sendSegment(t, token('sales'), mine.uploadSession, 1, SEGMENT_CHUNKS[1]);
      const file = (last.data as { file: { url: string } | null }).file;
      const bytes = await (await t.app.request(file?.url ?? '', { headers: { Authorization: `Bearer ${token('sales')}` } })).text();
      expect(bytes).toBe('first half|second half');
    },
  },

  'mc.changeStatusById': {
    fields: ['msgId'],
    check: () =>
      expectRefused({
        call: changeMessageStatusById,
        request: (r) => ({ body: { msgId: r.unreadMessages[0] } }),
        snapshot: unreadOfSales,
        owner: (answer) => expect(answer.body).toMatchObject({ code: 0, data: { changed: 1 } }),
      }),
  },
  'mc.changeStatus': {
    fields: ['msgIds'],
    check: async () => {
      const own = (await dataOf<{ rows: MessageRow[] }>(t, homeMessageList, { body: { status: 0 } }, token('sales2'))).rows[0]?.msgId;
      await expectRefused({
        call: changeMessageStatus,
        request: (r) => ({ body: { msgIds: [r.unreadMessages[1]] } }),
        snapshot: unreadOfSales,
        intruders: [
          ...PERSONAL,
          { user: 'sales2', code: APP_CODES.NOT_FOUND, request: (r) => ({ body: { msgIds: [own, r.unreadMessages[1]] } }) },
        ],
        owner: (answer) => expect(answer.body).toMatchObject({ code: 0, data: { changed: 1 } }),
      });
      // The refused mixed request marked none of sales2's own messages either.
      expect((await dataOf<{ rows: MessageRow[] }>(t, homeMessageList, { body: { status: 0 } }, token('sales2'))).rows[0]?.msgId).toBe(own);
    },
  },
  'mc.sse': {
    fields: ['clientId'],
    check: async () => {
      const hub = t.services.deps.pushHub;
      const salesTab = await openPush('sales', 'tab-shared-0001');
      const intruderTab = await openPush('sales2', 'tab-shared-0001');
      // The same tab id under another person is another connection: sales's stays open.
      expect([hub.connectionsOf(staffId('sales')), hub.connectionsOf(staffId('sales2'))]).toEqual([1, 1]);
      await createMessage(t.services.deps, {
        staffId: staffId('sales'),
        msgType: MSG_TYPES.system,
        title: { zh: '私信', en: 'Private' },
        content: { zh: '只给李娜', en: 'For Li Na only' },
      });
      expect(await salesTab.next()).toContain('只给李娜');
      expect(await Promise.race([intruderTab.next(), new Promise((resolve) => setTimeout(() => resolve('nothing'), 100))])).toBe('nothing');
      await Promise.all([salesTab.reader.cancel(), intruderTab.reader.cancel()]);
    },
  },

  'shell.quickAccessSave': {
    fields: ['resourceIds'],
    check: async () => {
      const before = await quickAccessOf('sales');
      const last = before.at(-1)?.resourceId ?? 0;
      expect(before.length).toBeGreaterThan(1);
      expect(
        (await dataOf<QuickAccessEntry[]>(t, quickAccessSave, { body: { resourceIds: [last] } }, token('sales2'))).map(
          (entry) => entry.resourceId,
        ),
      ).toEqual([last]);
      await dataOf(t, quickAccessSave, { body: { resourceIds: [] } }, token('lead1'));
      expect(await quickAccessOf('sales')).toEqual(before);
    },
  },
  'shell.pageEvaluationCheck': {
    fields: ['resourceId'],
    check: async () => {
      const page = await salesPage(0);
      await rate('sales', page, 4);
      expect(await evaluationOf('sales', page)).toMatchObject({ evaluated: true, score: 4 });
      for (const { user } of PERSONAL) expect(await evaluationOf(user, page)).toEqual({ evaluated: false, score: null, evaluatedAt: null });
    },
  },
  'shell.feedbackCommit': {
    fields: ['categoryId', 'popupConfigId', 'questionId', 'resourceId'],
    check: async () => {
      const page = await salesPage(1);
      await rate('sales', page, 5);
      const before = await evaluationOf('sales', page);
      t.clock.advance(60_000);
      await rate('sales2', page, 1);
      expect(await evaluationOf('sales', page)).toEqual(before);
      expect(await evaluationOf('sales2', page)).toMatchObject({ evaluated: true, score: 1 });
      await ratingSettingsOfNobody();
    },
  },
  'shell.versionRead': {
    fields: ['versionId'],
    check: async () => {
      const before = await dataOf<{ popupState: number; versionDetail: { versionId: number } }>(t, versionPopupCheck, {}, token('sales'));
      expect(before.popupState).toBe(1);
      ok(await callAs('sales2', versionPopupRead, { body: { versionId: before.versionDetail.versionId } }));
      expect(await dataOf(t, versionPopupCheck, {}, token('sales'))).toEqual(before);
      expect(await dataOf(t, versionPopupCheck, {}, token('sales2'))).toMatchObject({ popupState: 0 });
    },
  },
  'shell.baseDataGet': {
    fields: ['type'],
    outside: 'named setting',
    check: async () => {
      await dataOf(t, baseDataSave, { body: { type: 'crm_guide', content: { step: 3 } } }, token('sales'));
      expect(await dataOf(t, baseDataGet, { query: { type: 'crm_guide' } }, token('sales2'))).toEqual([]);
    },
  },
  'shell.baseDataSave': {
    fields: ['type'],
    outside: 'named setting',
    check: async () => {
      await dataOf(t, baseDataSave, { body: { type: 'bq_guide', content: { step: 2 } } }, token('sales'));
      await dataOf(t, baseDataSave, { body: { type: 'bq_guide', content: { step: 0 } } }, token('sales2'));
      expect(await dataOf(t, baseDataGet, { query: { type: 'bq_guide' } }, token('sales'))).toEqual([
        { type: 'bq_guide', remark: '', content: { step: 2 } },
      ]);
    },
  },
  'palette.recordUse': {
    fields: ['key'],
    check: async () => {
      const key = 'page:/crm/client-partner/my-client';
      const onlySales = 'page:/businessInquiry/sendRcdQuery';
      for (const used of [key, key, onlySales]) await dataOf(t, paletteRecordUse, { body: { key: used } }, token('sales'));
      expect(await dataOf(t, paletteRecordUse, { body: { key } }, token('sales2'))).toMatchObject({ key, count: 1 });
      const counts = async (user: User) => (await paletteOf(user)).usage.map((entry) => [entry.key, entry.count]).sort();
      expect(await counts('sales')).toEqual(
        [
          [onlySales, 1],
          [key, 2],
        ].sort(),
      );
      expect(await counts('sales2')).toEqual([[key, 1]]);
    },
  },
  'palette.resetItem': {
    fields: ['key'],
    check: async () => {
      const key = 'cmd:shell.openDownloads';
      await dataOf(t, paletteRecordUse, { body: { key } }, token('sales'));
      expect(await dataOf(t, paletteResetItem, { body: { key } }, token('lead1'))).toEqual({ key, removed: false });
      expect((await paletteOf('sales')).usage.find((entry) => entry.key === key)?.count).toBe(1);
    },
  },
  'palette.setFavourite': {
    fields: ['key'],
    check: async () => {
      await dataOf(t, paletteSetFavourite, { body: { key: 'page:/home', favourite: true } }, token('sales'));
      await dataOf(t, paletteSetFavourite, { body: { key: 'page:/home', favourite: false } }, token('sales2'));
      await dataOf(t, paletteSetFavourite, { body: { key: 'cmd:shell.openDownloads', favourite: true } }, token('sales2'));
      expect((await paletteOf('sales')).favourites.map((entry) => entry.key)).toEqual(['page:/home']);
    },
  },

  'crm.customerDetail': {
    fields: ['code'],
    check: async () => {
      const outsiders: Intruder[] = [
        { user: 'sales2', code: APP_CODES.NOT_FOUND },
        { user: 'lead2', code: APP_CODES.NOT_FOUND },
      ];
      await expectRefused({
        call: customerDetail,
        request: (r) => ({ query: { code: r.customer } }),
        snapshot: customerOfSales,
        intruders: outsiders,
        owner: ok,
      });
      for (const lead of ['lead1', 'salesdir'] as const) {
        expect(
          (await dataOf<{ profile: CustomerRow }>(t, customerDetail, { query: { code: mine.customer } }, token(lead))).profile.code,
        ).toBe(mine.customer);
      }
      expect((await callAs('lead1', customerDetail, { query: { code: sales2Customer } })).body.code).toBe(APP_CODES.NOT_FOUND);
    },
  },
  'crm.customerQuery': {
    fields: ['ownerStaffId'],
    check: async () => {
      const none = { rows: [], count: 0 };
      expect(
        await sameAsUnknown('sales2', customerQuery, { body: { ownerStaffId: staffId('sales') } }, { body: { ownerStaffId: NO_ONE } }),
      ).toEqual(none);
      expect(
        await sameAsUnknown('sales2', customerQuery, { body: { keyword: mine.customer } }, { body: { keyword: unknown.customer } }),
      ).toEqual(none);
      expect(
        await sameAsUnknown('lead2', customerQuery, { body: { ownerStaffId: staffId('sales') } }, { body: { ownerStaffId: NO_ONE } }),
      ).toEqual(none);
      expect(
        await sameAsUnknown('lead1', customerQuery, { body: { ownerStaffId: staffId('sales2') } }, { body: { ownerStaffId: NO_ONE } }),
      ).toEqual(none);
      const led = await dataOf<{ rows: CustomerRow[] }>(t, customerQuery, { body: { pageSize: 200 } }, token('lead1'));
      expect([...new Set(led.rows.map((row) => row.deptId))]).toEqual([deptId('SALES1')]);
      expect(led.rows.map((row) => row.code)).toContain(mine.customer);
      const centre = (await dataOf<{ rows: CustomerRow[] }>(t, customerQuery, { body: { pageSize: 200 } }, token('salesdir'))).rows.map(
        (row) => row.code,
      );
      expect(centre).toEqual(expect.arrayContaining([mine.customer, sales2Customer]));
    },
  },
  'bq.performanceQuery': {
    fields: ['customerCode', 'deptId', 'staffId'],
    check: async () => {
      const body = { ...month, groupBy: 'customer' };
      const empty = { rows: [], count: 0, totals: { volume: 0, revenue: '0.000000', margin: null } };
      const tries: [User, Record<string, unknown>, Record<string, unknown>][] = [
        ['sales2', { staffId: staffId('sales') }, { staffId: NO_ONE }],
        ['sales2', { customerCode: mine.customer }, { customerCode: unknown.customer }],
        ['lead2', { deptId: deptId('SALES1') }, { deptId: NO_ONE }],
        ['lead2', { customerCode: mine.customer }, { customerCode: unknown.customer }],
        ['lead1', { deptId: deptId('SALES2') }, { deptId: NO_ONE }],
        ['lead1', { staffId: staffId('sales2') }, { staffId: NO_ONE }],
      ];
      for (const [user, theirs, nobodys] of tries) {
        expect(
          await sameAsUnknown(user, performanceQuery, { body: { ...body, ...theirs } }, { body: { ...body, ...nobodys } }),
        ).toMatchObject(empty);
      }
      const within = await dataOf<PerformanceResult>(
        t,
        performanceQuery,
        { body: { ...body, customerCode: mine.customer } },
        token('lead1'),
      );
      expect(within.rows.map((row) => row.key)).toEqual([mine.customer]);
      expect(within.totals.revenue).not.toBe('0.000000');
      expect(
        (await dataOf<PerformanceResult>(t, performanceQuery, { body: { ...body, deptId: deptId('SALES2') } }, token('salesdir'))).count,
      ).toBeGreaterThan(0);
    },
  },
  'bq.performanceExport': {
    fields: ['customerCode', 'deptId', 'staffId'],
    check: async () => {
      const body = { ...month, groupBy: 'customer' };
      const theirs = await exportRows('sales2', performanceExport, { ...body, staffId: staffId('sales') });
      expect(theirs).toEqual(await exportRows('sales2', performanceExport, { ...body, staffId: NO_ONE }));
      expect(theirs).toHaveLength(2);
      expect(await exportRows('lead1', performanceExport, { ...body, deptId: deptId('SALES2') })).toEqual(theirs);
      expect((await exportRows('lead1', performanceExport, { ...body, customerCode: mine.customer }))[1]?.[0]).toBe(mine.customer);
    },
  },
  'bq.sendRecordQuery': {
    fields: ['customerCode'],
    check: async () => {
      for (const user of ['sales2', 'lead2'] as const) {
        const answer = await sameAsUnknown(
          user,
          sendRecordQuery,
          { body: { ...lastWeek, customerCode: mine.customer } },
          { body: { ...lastWeek, customerCode: unknown.customer } },
        );
        expect(answer).toEqual({ rows: [], nextCursor: null });
      }
      const within = await dataOf<{ rows: SendRecordRow[] }>(
        t,
        sendRecordQuery,
        { body: { ...lastWeek, customerCode: mine.customer } },
        token('lead1'),
      );
      expect(within.rows.length).toBeGreaterThan(0);
      expect(new Set(within.rows.map((row) => row.customerCode))).toEqual(new Set([mine.customer]));
    },
  },
  'bq.sendRecordExport': {
    fields: ['customerCode'],
    check: async () => {
      const theirs = await exportRows('sales2', sendRecordExport, { ...lastWeek, customerCode: mine.customer });
      expect(theirs).toEqual(await exportRows('sales2', sendRecordExport, { ...lastWeek, customerCode: unknown.customer }));
      expect(theirs).toHaveLength(1);
      expect((await exportRows('lead1', sendRecordExport, { ...lastWeek, customerCode: mine.customer })).length).toBeGreaterThan(1);
    },
  },
  // Last: the lead's own transfer at the end changes sales's customer.
  'crm.customerTransfer': {
    fields: ['code', 'toStaffId'],
    check: async () => {
      await expectRefused({
        call: customerTransfer,
        request: (r) => ({ body: { code: r.customer, toStaffId: staffId('rep01') } }),
        snapshot: customerOfSales,
        intruders: [
          { user: 'sales2', code: APP_CODES.FORBIDDEN },
          { user: 'lead2', code: APP_CODES.NOT_FOUND },
          {
            user: 'lead1',
            code: APP_CODES.FORBIDDEN,
            request: (r) => ({ body: { code: r.customer, toStaffId: staffId('sales2') } }),
            sameAsUnknown: false,
          },
        ],
      });
      expect((await callAs('lead1', customerTransfer, { body: { code: sales2Customer, toStaffId: staffId('rep01') } })).body.code).toBe(
        APP_CODES.NOT_FOUND,
      );
      // Within the department the lead may move the customer, and back.
      const moved = await callAs('lead1', customerTransfer, { body: { code: mine.customer, toStaffId: staffId('rep01') } });
      expect(moved.body).toMatchObject({ code: 0, data: { fromStaffId: staffId('sales'), toStaffId: staffId('rep01') } });
      ok(await callAs('lead1', customerTransfer, { body: { code: mine.customer, toStaffId: staffId('sales') } }));
    },
  },
};

describe('horizontal access', () => {
  it('has a case for every signed-in call that takes an id, as the OpenAPI document declares them', async () => {
    const doc = (await (await t.app.request('/v2/openapi.json')).json()) as OpenApiDocument;
    const declared = idFieldsOfSignedInCalls(doc);
    const covered = Object.entries(CASES).filter(([, entry]) => !entry.outside);
    expect(Object.fromEntries(covered.map(([id, entry]) => [id, entry.fields]))).toEqual(Object.fromEntries(declared));
    // Multipart calls carry their fields outside the document: a new one must be looked at here.
    // The field template's uploads send only `file` and `rev` (the form's id is in the path, covered
    // above); role and form deletion send no body at all. The mail attachment upload sends only
    // `file` (it answers a token, no id goes in); the unread counters and the bill kinds take no input.
    // The IMEI parse and upload send only the `file` of IMEIs to check or add to the pool: no id goes in.
    // The staff import check and import send only the `file` of new people: no id goes in.
    expect(signedInPostsWithoutJsonBody(doc)).toEqual([
      'adminOrg.staffImport',
      'adminOrg.staffImportView',
      'crm.customerStatistics',
      'devices.imeiParse',
      'devices.imeiUpload',
      'download.segmentUpload',
      'download.upload',
      'mail.billFlagOptions',
      'mail.unreadCounts',
      'mail.uploadFile',
      'workflow.fieldImport',
      'workflow.fieldImportView',
      'workflow.formDelete',
      'workflow.roleDelete',
    ]);
    const multipart = Object.entries(CASES)
      .filter(([, entry]) => entry.outside === 'multipart')
      .map(([id]) => id);
    expect(multipart).toEqual(['download.segmentUpload']);
  });

  it.each(Object.entries(CASES))('%s', async (_id, entry) => entry.check());

  it('lists of other people never show sales’s records', async () => {
    for (const { user } of PERSONAL) {
      const conversations = await dataOf<Conversation[]>(t, listConversations, {}, token(user));
      expect(conversations.map((row) => row.uuid)).not.toContain(mine.conversation);
      const jobs = (await dataOf<{ rows: ExportJobRow[] }>(t, downloadPage, { body: { pageSize: 100 } }, token(user))).rows.map(
        (row) => row.fileId,
      );
      expect(jobs).not.toContain(mine.exportDone);
      const messages = (await dataOf<{ rows: MessageRow[] }>(t, homeMessageList, { body: { pageSize: 100 } }, token(user))).rows.map(
        (row) => row.msgId,
      );
      expect(messages).not.toContain(mine.unreadMessages[0]);
    }
    // lead1 only tried to reset sales's item: its own palette stays empty.
    expect(await paletteOf('lead1')).toMatchObject({ usage: [], favourites: [] });
  });
});
