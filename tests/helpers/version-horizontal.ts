import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import { MSG_TYPES } from '../../src/shared/api/message-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import * as calls from '../../src/shared/api/version-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import {
  departments,
  mcMessages,
  portalBuilds,
  versionChatNotices,
  versionChatSends,
  versionNoteReads,
  versionNotes,
} from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to release notes and their chat-app notices. Writing notes and the notice rules
 * is the note settings' (SYS_PUBLICNOTICE_NOTICECONFIG, held by `admin`). `sales` reads published
 * notes (message centre list and timeline) and `newhire` holds only the home page: both are refused
 * every settings call alike, for a real note, document or rule and for nobody's, and nothing changes.
 * A note's detail is open to everyone signed in, but a draft does not exist for a reader: its id
 * answers exactly as an id of nobody. The holder naming nobody's note, document, rule or department
 * gets a plain not-found or validation envelope, never data, never a 500, and nothing is written.
 */
type User = 'admin' | 'sales' | 'newhire';
const READERS = ['sales', 'newhire'] as const;
const NOBODY = 2_000_000_001;
/** A document id of nobody (documents have short text ids). */
const NOBODY_DOC = String(NOBODY);

interface Records {
  /** The newest published note with a document, and that document. */
  published: number;
  publishedDoc: string;
  /** A draft written for these checks, with one document. */
  draft: number;
  draftDoc: string;
  /** The seeded chat-app notice rule. */
  rule: number;
  dept: number;
}
type Request = (r: Records | null) => Record<string, unknown>;

interface VersionCase {
  fields: string[];
  check: () => Promise<void>;
}

const noteBody = (extra: Record<string, unknown> = {}) => ({
  version: '0.9.9-hz.1',
  versionType: 'fix',
  popupState: 0,
  title: '横向检查草稿',
  titleEn: 'Horizontal check draft',
  content: '- 只给写说明的人看',
  contentEn: '- For the note writers only',
  ...extra,
});

export function versionCases(app: () => TestApp): Record<string, VersionCase> {
  const tokens = new Map<User, string>();
  const db = () => app().services.deps.db;
  const tokenOf = async (user: User): Promise<string> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return tokens.get(user) ?? '';
  };
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> => {
    const token = await tokenOf(user);
    const key = call.repeatCheck ? ((await callApi(app().app, idempotenceKey, {}, { token })).body.data as { key: string }).key : '';
    return callApi(app().app, call, request, { token, headers: key ? { 'X-Idempotence-Key': key } : {} });
  };
  const data = async <T>(user: User, call: CallDef, request: Record<string, unknown>): Promise<T> => {
    const answer = await as(user, call, request);
    expect(answer.body.code, `${user} → ${call.id}: ${answer.body.msg}`).toBe(0);
    return answer.body.data as T;
  };

  let own: Promise<Records> | null = null;
  const records = () =>
    (own ??= (async () => {
      const [published] = await db()
        .select({ id: versionNotes.id, docs: versionNotes.docs })
        .from(versionNotes)
        .where(and(eq(versionNotes.state, 'published'), sql`jsonb_array_length(${versionNotes.docs}) > 0`))
        .orderBy(desc(versionNotes.releasedAt), desc(versionNotes.id))
        .limit(1);
      const [rule] = await db().select({ id: versionChatNotices.id }).from(versionChatNotices).orderBy(versionChatNotices.id).limit(1);
      const [dept] = await db().select({ id: departments.id }).from(departments).where(eq(departments.code, 'SALES1'));
      if (!published?.docs[0] || !rule || !dept)
        throw new Error('the seed is missing a published note with a document, a notice rule or 销售一部');
      // Not published: no one is told, and the popup of the published notes stays as it was.
      const draft = await data<calls.VersionNote>('admin', calls.versionSave, {
        body: noteBody({ docs: [{ name: '草稿文档', url: '/message/help' }] }),
      });
      expect(draft.state).toBe('draft');
      return {
        published: published.id,
        publishedDoc: published.docs[0].id,
        draft: draft.id,
        draftDoc: draft.docs[0]?.id ?? '',
        rule: rule.id,
        dept: dept.id,
      };
    })());

  /** A digest of every row a note or notice call could write (the announcements and the recorded builds included). */
  const snapshot = async () => {
    const digest = async (table: unknown) =>
      (
        (await db().execute(sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`)) as {
          rows: { sum: string }[];
        }
      ).rows[0]?.sum;
    const tables = { versionNotes, versionNoteReads, versionChatNotices, versionChatSends, portalBuilds };
    const sums: Record<string, string | undefined> = {};
    for (const [name, table] of Object.entries(tables)) sums[name] = await digest(table);
    const [announced] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mcMessages)
      .where(eq(mcMessages.msgType, MSG_TYPES.version));
    return { ...sums, announced: announced?.n };
  };

  /** Each real id and an id of nobody get the very same answer with the expected code, and nothing changes. */
  const alike = async (code: number, user: User, call: CallDef, request: Request, picks: ((r: Records) => Records)[] = [(r) => r]) => {
    const r = await records();
    const before = await snapshot();
    const unknown = await as(user, call, request(null));
    for (const pick of picks) {
      const real = await as(user, call, request(pick(r)));
      expect(real.body.code, `${user} → ${call.id}: ${real.body.msg}`).toBe(code);
      expect([real.status, real.body], `${user} → ${call.id} answers as for an unknown id`).toEqual([unknown.status, unknown.body]);
    }
    expect(await snapshot(), `${user} → ${call.id} changed nothing`).toEqual(before);
  };
  /** Without the note settings: refused alike, for the published note and the draft. */
  const refusedAlike = async (call: CallDef, request: Request) => {
    const asDraft = (r: Records): Records => ({ ...r, published: r.draft, publishedDoc: r.draftDoc });
    for (const user of READERS) await alike(APP_CODES.FORBIDDEN, user, call, request, [(r) => r, asDraft]);
  };

  /** The holder naming nobody's id gets a readable envelope (never a 500, never data), and nothing changes. */
  const nobodyFor = async (user: User, call: CallDef, request: Record<string, unknown>, expected: { code: number; field?: string }) => {
    const before = await snapshot();
    const answer = await as(user, call, request);
    expect(answer.body.code, `${user} → ${call.id}: ${answer.body.msg}`).toBe(expected.code);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.msg).not.toBe('');
    expect(answer.body.data).toEqual(expected.field ? { field: expected.field } : null);
    expect(await snapshot(), `${user} → ${call.id} changed nothing`).toEqual(before);
  };
  const notFound = { code: APP_CODES.NOT_FOUND };

  /** The note named, or nobody's. */
  const noteId = (r: Records | null) => (r ? r.published : NOBODY);
  const docId = (r: Records | null) => (r ? r.publishedDoc : NOBODY_DOC);
  const ruleId = (r: Records | null) => (r ? r.rule : NOBODY);
  const docInput = { name: '越权文档', url: '/message/help' };

  /**
   * Documents belong to their note: the holder naming the published note's document on the draft is
   * answered as for nobody's document, and neither note changes.
   */
  const docOfAnotherNote = async (call: CallDef, extra: Record<string, unknown>) => {
    const r = await records();
    const before = await snapshot();
    const theirs = await as('admin', call, { body: { versionId: r.draft, docId: r.publishedDoc, ...extra } });
    const nobodys = await as('admin', call, { body: { versionId: r.draft, docId: NOBODY_DOC, ...extra } });
    expect(theirs.body.code, `${call.id}: ${theirs.body.msg}`).toBe(APP_CODES.NOT_FOUND);
    expect([theirs.status, theirs.body], `${call.id}: another note's document answers as nobody's`).toEqual([nobodys.status, nobodys.body]);
    expect(await snapshot(), `${call.id} changed nothing`).toEqual(before);
  };

  return {
    'version.detail': {
      fields: ['id'],
      check: async () => {
        const r = await records();
        // A draft does not exist for a reader, with or without the message centre: as nobody's id.
        for (const user of READERS) {
          await alike(APP_CODES.NOT_FOUND, user, calls.versionDetailCall, (x) => ({ params: { id: x ? x.draft : NOBODY } }));
        }
        const unlisted = async (keyword: string) =>
          data<{ rows: calls.VersionNote[]; count: number }>('sales', calls.versionPage, { body: { keyword } });
        expect(await unlisted(noteBody().titleEn), 'the list hides the draft from a reader').toEqual(await unlisted(NOBODY_DOC));
        await nobodyFor('admin', calls.versionDetailCall, { params: { id: NOBODY } }, notFound);
        // The ids were live: the reader reads the published note, the writer the draft.
        expect((await data<calls.VersionNote>('sales', calls.versionDetailCall, { params: { id: r.published } })).state).toBe('published');
        expect((await data<calls.VersionNote>('admin', calls.versionDetailCall, { params: { id: r.draft } })).state).toBe('draft');
      },
    },
    'version.save': {
      fields: ['id'],
      check: async () => {
        const request: Request = (r) => ({ body: noteBody({ id: noteId(r), version: '0.9.9-hz.2', publish: true }) });
        await refusedAlike(calls.versionSave, request);
        await nobodyFor('admin', calls.versionSave, request(null), notFound);
      },
    },
    'version.updateDoc': {
      fields: ['docId', 'versionId'],
      check: async () => {
        await refusedAlike(calls.versionUpdateDoc, (r) => ({ body: { versionId: noteId(r), docId: docId(r), ...docInput } }));
        // Adding a document to nobody's note, and renaming one there.
        await nobodyFor('admin', calls.versionUpdateDoc, { body: { versionId: NOBODY, ...docInput } }, notFound);
        await nobodyFor('admin', calls.versionUpdateDoc, { body: { versionId: NOBODY, docId: NOBODY_DOC, ...docInput } }, notFound);
        await docOfAnotherNote(calls.versionUpdateDoc, docInput);
      },
    },
    'version.deleteDoc': {
      fields: ['docId', 'versionId'],
      check: async () => {
        await refusedAlike(calls.versionDeleteDoc, (r) => ({ body: { versionId: noteId(r), docId: docId(r) } }));
        await nobodyFor('admin', calls.versionDeleteDoc, { body: { versionId: NOBODY, docId: NOBODY_DOC } }, notFound);
        await docOfAnotherNote(calls.versionDeleteDoc, {});
      },
    },
    'version.delete': {
      fields: ['id'],
      check: async () => {
        await refusedAlike(calls.versionDelete, (r) => ({ body: { id: noteId(r) } }));
        await nobodyFor('admin', calls.versionDelete, { body: { id: NOBODY } }, notFound);
        const r = await records();
        expect((await data<calls.VersionNote>('admin', calls.versionDetailCall, { params: { id: r.draft } })).id).toBe(r.draft);
      },
    },
    'version.innerCheck': {
      fields: ['buildId'],
      check: async () => {
        // The build id is the caller's own, never a record: any one gets an answer about the served
        // build alone, and none is stored. The first check records the served build, if any.
        const served = await data<{ buildId: string | null }>('newhire', calls.innerVersionCheck, {});
        const before = await snapshot();
        const forBuild = async (buildId: string) =>
          data<{ buildId: string | null; upgraded: boolean }>('newhire', calls.innerVersionCheck, { query: { buildId } });
        const nobodys = await forBuild(NOBODY_DOC);
        expect(nobodys).toMatchObject({ buildId: served.buildId, upgraded: served.buildId !== null });
        if (served.buildId) expect(await forBuild(served.buildId)).toMatchObject({ buildId: served.buildId, upgraded: false });
        const malformed = await as('newhire', calls.innerVersionCheck, { query: { buildId: '../index.html' } });
        expect([malformed.status, malformed.body.code], malformed.body.msg).toEqual([400, APP_CODES.VALIDATION]);
        expect(malformed.body.msg).not.toBe('');
        expect(await snapshot(), 'no build id of a caller is stored').toEqual(before);
      },
    },
    'version.dingNoticeDetail': {
      fields: ['id'],
      check: async () => {
        const request: Request = (r) => ({ params: { id: ruleId(r) } });
        for (const user of READERS) await alike(APP_CODES.FORBIDDEN, user, calls.dingNoticeDetail, request);
        await nobodyFor('admin', calls.dingNoticeDetail, request(null), notFound);
        const r = await records();
        expect((await data<calls.ChatNotice>('admin', calls.dingNoticeDetail, request(r))).id).toBe(r.rule);
      },
    },
    'version.dingNoticeEnable': {
      fields: ['id'],
      check: async () => {
        const request: Request = (r) => ({ body: { id: ruleId(r), enabled: false } });
        for (const user of READERS) await alike(APP_CODES.FORBIDDEN, user, calls.dingNoticeEnable, request);
        await nobodyFor('admin', calls.dingNoticeEnable, request(null), notFound);
      },
    },
    'version.dingNoticeSave': {
      fields: ['deptIds', 'id'],
      check: async () => {
        const rule = (id: number | undefined, deptIds: number[]) => ({ body: { id, name: '越权通知', audience: 'depts', deptIds } });
        const request: Request = (r) => rule(ruleId(r), [r ? r.dept : NOBODY]);
        for (const user of READERS) await alike(APP_CODES.FORBIDDEN, user, calls.dingNoticeSave, request);
        const { dept, rule: seeded } = await records();
        await nobodyFor('admin', calls.dingNoticeSave, rule(NOBODY, [dept]), notFound);
        // Nobody's department, even beside a real one: no rule is written, the seeded one is not changed.
        const unknownDept = { code: APP_CODES.VALIDATION, field: 'deptIds' };
        await nobodyFor('admin', calls.dingNoticeSave, rule(undefined, [dept, NOBODY]), unknownDept);
        await nobodyFor('admin', calls.dingNoticeSave, rule(seeded, [NOBODY]), unknownDept);
      },
    },
  };
}
