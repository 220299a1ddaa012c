import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createConversation, type Conversation } from '../../src/shared/api/assistant-calls';
import { EXPORT_RETENTION_DAYS, EXPORTERS, type UploadedFile } from '../../src/shared/api/download-calls';
import { homeMessageList, type MessageRow } from '../../src/shared/api/message-calls';
import { exportJobs } from '../../src/server/db/schema/index';
import { postStream, readEvents } from './assistant';
import { dataOf } from './business';
import type { TestApp } from './test-app';

/** The ids of one person's own records that other people must not reach. */
export interface OwnerRecords {
  conversation: string;
  conversationToDelete: string;
  chat: string;
  exportDone: string;
  exportFailed: string;
  exportToDelete: string;
  upload: string;
  uploadSession: string;
  unreadMessages: [number, number];
  customer: string;
}

/** Ids of the same shape that belong to nobody (an intruder's answer must not differ from theirs). */
export function unknownRecords(): OwnerRecords {
  return {
    conversation: randomUUID(),
    conversationToDelete: randomUUID(),
    chat: randomUUID(),
    exportDone: randomUUID(),
    exportFailed: randomUUID(),
    exportToDelete: randomUUID(),
    upload: randomUUID(),
    uploadSession: randomUUID(),
    unreadMessages: [2_000_000_001, 2_000_000_002],
    customer: 'C999999',
  };
}

/** First chunk of the owner's segmented upload; the second arrives once the intruders tried theirs. */
export const SEGMENT_CHUNKS = ['first half|', 'second half'] as const;

export async function sendSegment(t: TestApp, token: string, uploadId: string, index: number, bytes: string) {
  const form = new FormData();
  form.set('uploadId', uploadId);
  form.set('chunkIndex', String(index));
  form.set('chunkTotal', String(SEGMENT_CHUNKS.length));
  form.set('fileName', 'segments.txt');
  form.set('totalSize', String(SEGMENT_CHUNKS.join('').length));
  form.set('chunk', new File([bytes], 'chunk'));
  const response = await t.app.request('/v2/download/downloadCenter/api/segmentUpload', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as {
    code: number;
    msg: string;
    data: { received: number; file: UploadedFile | null } | { field: string } | null;
  };
}

/**
 * An export job as the worker leaves it. Written directly: a real job needs an export of more
 * than 10,000 rows, and only the job's lookup by id is under test here.
 */
async function insertJob(t: TestApp, staffId: number, status: 'done' | 'failed'): Promise<string> {
  const id = randomUUID();
  const now = t.clock.now();
  const filePath = status === 'done' ? `exports/${staffId}/${id}.xlsx` : null;
  const content = `export ${id}`;
  if (filePath) {
    const full = path.join(t.services.deps.env.DATA_DIR, filePath);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
  await t.services.deps.db.insert(exportJobs).values({
    id,
    staffId,
    exporter: EXPORTERS.messages,
    params: {},
    language: 'zh',
    title: '消息查询',
    status,
    progress: status === 'done' ? 100 : 40,
    totalRows: 3,
    writtenRows: status === 'done' ? 3 : 1,
    fileName: status === 'done' ? '消息查询.xlsx' : null,
    filePath,
    fileSize: filePath ? content.length : null,
    error: status === 'failed' ? 'the source went away' : null,
    retryable: true,
    attempts: 1,
    createdAt: now,
    startedAt: now,
    finishedAt: now,
    expiresAt: status === 'done' ? new Date(now.getTime() + EXPORT_RETENTION_DAYS * 86_400_000) : null,
  });
  return id;
}

/** Creates, as the token holder, one record of every kind an id can name. */
export async function createOwnerRecords(t: TestApp, token: string, staffId: number, customer: string): Promise<OwnerRecords> {
  const conversation = await dataOf<Conversation>(t, createConversation, { body: { initialQuestion: '你好' } }, token);
  const events = await readEvents(await postStream(t, token, { content: '你好', conversationUuid: conversation.uuid }));
  const toDelete = await dataOf<Conversation>(t, createConversation, { body: { initialQuestion: '财务管理模块有哪些功能？' } }, token);

  const form = new FormData();
  form.set('file', new File(['号码,国家\n8613800000000,CN\n'], '号码清单.csv', { type: 'text/csv' }));
  const uploaded = await t.app.request('/v2/download/downloadCenter/api/upload', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const upload = ((await uploaded.json()) as { data: UploadedFile }).data;
  const uploadSession = randomUUID();
  const first = await sendSegment(t, token, uploadSession, 0, SEGMENT_CHUNKS[0]);
  if (first.code !== 0) throw new Error(`first chunk refused: ${first.msg}`);

  const unread = await dataOf<{ rows: MessageRow[] }>(t, homeMessageList, { body: { status: 0 } }, token);
  const [one, two] = unread.rows.map((row) => row.msgId);
  if (one === undefined || two === undefined) throw new Error('the owner has fewer than two unread messages');

  return {
    conversation: conversation.uuid,
    conversationToDelete: toDelete.uuid,
    chat: String(events[0]?.data.chatUuid),
    exportDone: await insertJob(t, staffId, 'done'),
    exportFailed: await insertJob(t, staffId, 'failed'),
    exportToDelete: await insertJob(t, staffId, 'failed'),
    upload: upload.fileId,
    uploadSession,
    unreadMessages: [one, two],
    customer,
  };
}
