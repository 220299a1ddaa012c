import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../src/shared/api/download-calls';
import { signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sb-upload-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  token = (await signIn(t, 'sales')).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(pathname: string, form: FormData, user = token) {
  const response = await t.app.request(pathname, { method: 'POST', headers: { Authorization: `Bearer ${user}` }, body: form });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

const fetchFile = (url: string, user = token) => t.app.request(url, { headers: { Authorization: `Bearer ${user}` } });

describe('download-centre uploads (sections.md §7)', () => {
  it('stores an uploaded file under DATA_DIR and gives it back to its owner only', async () => {
    const form = new FormData();
    form.set('file', new File(['号码,国家\n8613800000000,CN\n'], '号码清单.csv', { type: 'text/csv' }));
    form.set('bizType', 'sms-test');
    const answer = await send('/v2/download/downloadCenter/api/upload', form);
    expect(answer.code).toBe(0);
    const file = answer.data as UploadedFile;
    expect(file).toMatchObject({
      fileName: '号码清单.csv',
      contentType: 'text/csv',
      size: Buffer.byteLength('号码,国家\n8613800000000,CN\n'),
    });
    expect(readdirSync(path.join(dataDir, 'uploads')).length).toBe(1);

    const back = await fetchFile(file.url);
    expect(back.status).toBe(200);
    expect(await back.text()).toBe('号码,国家\n8613800000000,CN\n');
    expect(decodeURIComponent(back.headers.get('content-disposition') ?? '')).toContain('号码清单.csv');

    const other = (await signIn(t, 'finance')).token;
    expect(((await (await fetchFile(file.url, other)).json()) as { code: number }).code).toBe(10000404);
  });

  it('refuses a missing, empty or too large file with a validation envelope', async () => {
    expect((await send('/v2/download/downloadCenter/api/upload', new FormData())).msg).toBe('请选择要上传的文件');
    const empty = new FormData();
    empty.set('file', new File([], 'empty.txt'));
    expect((await send('/v2/download/downloadCenter/api/upload', empty)).msg).toBe('文件内容为空');
    const big = new FormData();
    big.set('file', new File([new Uint8Array(21 * 1024 * 1024)], 'big.bin'));
    const refused = await send('/v2/download/downloadCenter/api/upload', big);
    expect(refused).toMatchObject({ code: 10000400, msg: '文件过大（上限 20 MB）' });
  });

  it('assembles a segmented upload from chunks sent in any order', async () => {
    const bytes = new Uint8Array(2_500_000).map((_, i) => i % 251);
    const chunkSize = 1_000_000;
    const chunks = [0, 1, 2].map((i) => bytes.slice(i * chunkSize, (i + 1) * chunkSize));
    const uploadId = randomUUID();
    const sendChunk = (index: number, total = 3, size = bytes.length) => {
      const form = new FormData();
      form.set('uploadId', uploadId);
      form.set('chunkIndex', String(index));
      form.set('chunkTotal', String(total));
      form.set('fileName', 'recording.wav');
      form.set('totalSize', String(size));
      form.set('chunk', new File([chunks[index] ?? new Uint8Array()], 'blob', { type: 'audio/wav' }));
      return send('/v2/download/downloadCenter/api/segmentUpload', form);
    };
    expect((await sendChunk(2)).data).toMatchObject({ received: 1, chunkTotal: 3, file: null });
    expect((await sendChunk(0)).data).toMatchObject({ received: 2, file: null });
    expect((await sendChunk(0)).data).toMatchObject({ received: 2 }); // a repeated chunk replaces the earlier one
    expect((await sendChunk(1, 4)).code).toBe(10000400); // does not match this upload
    const done = (await sendChunk(1)).data as { received: number; file: UploadedFile };
    expect(done.received).toBe(3);
    expect(done.file).toMatchObject({
      fileName: 'recording.wav',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const back = new Uint8Array(await (await fetchFile(done.file.url)).arrayBuffer());
    expect(back.length).toBe(bytes.length);
    expect(Buffer.compare(Buffer.from(back), Buffer.from(bytes))).toBe(0);
  });
});
