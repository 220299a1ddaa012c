import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/mail-compose-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { HEADERS } from '../../src/shared/envelope';
import { mailAccounts, mailAttachments, mailDeliveries, mailMessages, mcMessages } from '../../src/server/db/schema/index';
import { startOutgoingWorker } from '../../src/server/mail';
import { bindDemoMailboxes } from '../../src/server/mail/mail-demo-accounts';
import { callApi, fromAddress } from '../helpers/api';
import { MailDriver, mailTestApp, type MailUser } from '../helpers/mail';
import { createTestApp } from '../helpers/test-app';

/** Sending between colleagues, to other domains with and without a relay, drafts, timed drafts, uploads and .eml. */

async function send(m: MailDriver, user: MailUser, def: CallDef, body: Record<string, unknown>, lang = 'zh-CN') {
  const token = await m.token(user);
  const key = ((await callApi(m.t.app, idempotenceKey, {}, { token })).body.data as { key: string }).key;
  return callApi(m.t.app, def, { body }, { token, headers: { [HEADERS.idempotence]: key, [HEADERS.language]: lang } });
}

async function sendOk(m: MailDriver, user: MailUser, body: Record<string, unknown>): Promise<calls.SendResult> {
  const answer = await send(m, user, calls.emailSend, body);
  if (answer.body.code !== 0) throw new Error(`send: ${answer.body.code} ${answer.body.msg}`);
  return answer.body.data as calls.SendResult;
}

async function upload(m: MailDriver, user: MailUser, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'text/plain' }));
  const response = await m.t.app.request(
    calls.uploadFileAndGetPresignedUrl.path,
    { method: 'POST', headers: { Authorization: `Bearer ${await m.token(user)}` }, body: form },
    fromAddress(),
  );
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: calls.UploadedMailFile } };
}

const rowsOf = async (m: MailDriver, user: 'sales' | 'sales2', folder: string) => {
  const account = await m.account(user);
  return m.t.services.deps.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.accountId, account.id), eq(mailMessages.folder, folder)));
};

describe('without a relay', () => {
  let m: MailDriver;
  beforeAll(async () => {
    m = await mailTestApp();
  }, 120_000);
  afterAll(async () => m.t.close());

  it('delivers to a colleague locally: the inbox, the sender’s sent folder and the push notice', async () => {
    const result = await sendOk(m, 'sales', {
      to: [{ name: '李四', email: 'sales2@switchboard.example' }],
      bcc: [{ email: 'finance@switchboard.example' }],
      subject: '短信报价 本地投递',
      html: '<p>你好<script>alert(1)</script></p>',
    });
    expect(result.deliveryState).toBe('sent');
    expect(result.deliveries.map((d) => [d.recipient, d.route, d.state])).toEqual([
      ['sales2@switchboard.example', 'local', 'delivered'],
      ['finance@switchboard.example', 'local', 'delivered'],
    ]);
    const inbox = (await rowsOf(m, 'sales2', 'inbox')).filter((row) => row.subject === '短信报价 本地投递');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.fromAddress).toBe('sales@switchboard.example');
    expect(inbox[0]?.bcc).toEqual([]);
    const sent = (await rowsOf(m, 'sales', 'sent')).filter((row) => row.subject === '短信报价 本地投递');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.direction).toBe('out');
    expect(sent[0]?.html).toBe('<p>你好</p>');
    expect(sent[0]?.bcc).toEqual([{ name: '', email: 'finance@switchboard.example' }]);
    expect(sent[0]?.messageId).toMatch(/^<[0-9a-f]{32}@switchboard\.example>$/);
    const sales2 = await m.account('sales2');
    const notices = await m.t.services.deps.db
      .select()
      .from(mcMessages)
      .where(and(eq(mcMessages.staffId, sales2.staffId ?? 0), eq(mcMessages.msgType, 2)));
    expect(notices.length).toBe(1);
  });

  it('fails an unknown local address like a bounce, visible to the sender', async () => {
    const result = await sendOk(m, 'sales', { to: [{ email: 'nobody@switchboard.example' }], subject: 'x', html: '<p>x</p>' });
    expect(result.deliveryState).toBe('failed');
    expect(result.deliveries[0]).toMatchObject({ state: 'failed', route: 'local', lastError: '550 5.1.1 No such mailbox at this domain' });
  });

  it('keeps mail to another domain as no_relay, and a retry keeps it', async () => {
    const result = await sendOk(m, 'sales', { to: [{ email: 'buyer@customer.example' }], subject: '外部', html: '<p>hi</p>' });
    expect(result.deliveryState).toBe('no_relay');
    expect(result.deliveries[0]).toMatchObject({ route: 'remote', state: 'no_relay', attempts: 0 });
    const retried = await m.ok<calls.SendResult>('sales', calls.sendRetry, { body: { id: result.id } });
    expect(retried.deliveryState).toBe('no_relay');
    expect(retried.deliveries[0]).toMatchObject({ state: 'no_relay', attempts: 1 });
    const [row] = await m.t.services.deps.db.select().from(mailMessages).where(eq(mailMessages.id, result.id));
    expect(row?.deliveryState).toBe('no_relay');
    expect((await m.call('sales2', calls.sendRetry, { body: { id: result.id } })).body.code).toBe(10000404);
  });

  it('answers the recipient rule’s message in the request’s language', async () => {
    const zh = await send(m, 'sales', calls.emailSend, {
      to: [{ email: 'sales2@switchboard.example' }, { email: 'not-an-address' }],
      subject: 'x',
    });
    expect(zh.body.code).not.toBe(0);
    expect(zh.body.msg).toBe('输入邮箱格式有误，请更正');
    const en = await send(m, 'sales', calls.emailSend, { cc: [{ email: 'a@b' }] }, 'en');
    expect(en.body.msg).toBe('Invalid e-mail address format, please correct it');
  });

  it('uploads an attachment with a token, refuses one over 20 MB, and sends it', async () => {
    const ok = await upload(m, 'sales', '报价单.txt', Buffer.from('价格 0.012'));
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.token).toMatch(/^[\w-]{32}$/);
    expect(ok.body.data).toMatchObject({ filename: '报价单.txt', size: 12 });
    const big = await upload(m, 'sales', 'big.bin', Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(big.body.code).toBe(10000400);
    const result = await sendOk(m, 'sales', {
      to: [{ email: 'sales2@switchboard.example' }],
      subject: '带附件',
      html: '<p>附件</p>',
      uploadTokens: [ok.body.data.token],
    });
    const files = await m.t.services.deps.db.select().from(mailAttachments).where(eq(mailAttachments.messageId, result.id));
    expect(files.map((f) => [f.filename, f.content.toString()])).toEqual([['报价单.txt', '价格 0.012']]);
    const stolen = await send(m, 'sales2', calls.emailSend, {
      to: [{ email: 'sales@switchboard.example' }],
      uploadTokens: [ok.body.data.token],
    });
    expect(stolen.body.code).toBe(10000400);
  });

  it('replies with the header block and the original, threaded by In-Reply-To', async () => {
    const [original] = (await rowsOf(m, 'sales2', 'inbox')).filter((row) => row.subject === '短信报价 本地投递');
    const reply = await sendOk(m, 'sales2', {
      to: [{ email: 'sales@switchboard.example' }],
      subject: 'Re: 短信报价 本地投递',
      replyToId: original?.id,
      html:
        '<p>收到</p><hr><div><div><b>发件人：</b>张伟 &lt;sales@switchboard.example&gt;</div><div><b>发送时间：</b>2026-11-02 10:00</div>' +
        '<div><b>收件人：</b>李四 &lt;sales2@switchboard.example&gt;</div><div><b>抄送给：</b>-</div><div><b>主题：</b>短信报价 本地投递</div></div><blockquote><p>你好</p></blockquote>',
    });
    const [stored] = await m.t.services.deps.db.select().from(mailMessages).where(eq(mailMessages.id, reply.id));
    for (const line of ['发件人：', '发送时间：', '收件人：', '抄送给：', '主题：', '<blockquote><p>你好</p></blockquote>'])
      expect(stored?.html).toContain(line);
    expect(stored?.inReplyTo).toBe(original?.messageId);
    const received = (await rowsOf(m, 'sales', 'inbox')).find((row) => row.subject === 'Re: 短信报价 本地投递');
    expect(received?.inReplyTo).toBe(original?.messageId);
    expect(received?.html).toContain('发送时间：');
  });

  it('answers the .eml of one’s own mail and NOT_FOUND for someone else’s', async () => {
    const [sent] = (await rowsOf(m, 'sales', 'sent')).filter((row) => row.subject === '带附件');
    const token = await m.token('sales');
    const own = await m.t.app.request(
      `/v2/emailbox/file/eml/download/${sent?.id}/带附件`,
      { headers: { Authorization: `Bearer ${token}` } },
      fromAddress(),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Type')).toBe('message/rfc822');
    expect(own.headers.get('Content-Disposition')).toContain(encodeURIComponent('带附件.eml'));
    const parsed = await simpleParser(Buffer.from(await own.arrayBuffer()));
    expect(parsed.subject).toBe('带附件');
    expect(parsed.attachments[0]?.filename).toBe('报价单.txt');
    const other = await m.call('sales2', calls.emlDownload, { params: { a: sent?.id, b: 'x' } });
    expect(other.body.code).toBe(10000404);
  });

  it('saves, lists, edits and deletes drafts of the caller only', async () => {
    const draft = await m.ok<calls.DraftView>('sales', calls.draftSave, {
      body: { to: [{ email: 'sales2@switchboard.example' }], subject: '草稿一', html: '<p>未完</p>' },
    });
    const edited = await m.ok<calls.DraftView>('sales', calls.draftSave, {
      body: { draftId: draft.id, subject: '草稿一 改', html: '<p>改</p>' },
    });
    expect(edited.id).toBe(draft.id);
    const list = await m.ok<{ rows: calls.DraftRow[]; count: number }>('sales', calls.draftQuery, { body: {} });
    expect(list.rows.map((r) => r.subject)).toContain('草稿一 改');
    expect((await m.call('sales2', calls.draftViewCall, { params: { id: draft.id } })).body.code).toBe(10000404);
    expect((await m.ok<{ deleted: number }>('sales2', calls.draftDel, { body: { ids: [draft.id] } })).deleted).toBe(0);
    const past = await m.call('sales', calls.draftUpdateTimingTime, { body: { id: draft.id, scheduledAt: '2020-01-01T00:00:00+08:00' } });
    expect(past.body.msg).toBe('定时发送时间须晚于当前时间');
    expect((await m.ok<{ deleted: number }>('sales', calls.draftDel, { body: { ids: [draft.id] } })).deleted).toBe(1);
  });

  it('offers senders, colleagues and address-book contacts, and sorts checked addresses', async () => {
    const senders = await m.ok<calls.SenderRow[]>('sales', calls.senderList, { body: {} });
    expect(senders[0]).toMatchObject({ address: 'sales@switchboard.example', kind: 'own' });
    const book = await m.ok<calls.ContactRow[]>('sales', calls.bookContact, { body: { keyword: 'sales2' } });
    expect(book.map((r) => [r.email, r.source])).toEqual([['sales2@switchboard.example', 'colleague']]);
    const checked = await m.ok('sales', calls.checkCcEmail, {
      body: { emails: ['x@y', 'a@customer.example', 'ghost@switchboard.example', 'sales2@switchboard.example'] },
    });
    expect(checked).toEqual({ invalid: ['x@y'], external: ['a@customer.example'], unknownLocal: ['ghost@switchboard.example'] });
  });

  it('answers 10170036 to someone with the permission but no mailbox, and newhire is refused first', async () => {
    const finance = await m.account('finance');
    await m.t.services.deps.db.update(mailAccounts).set({ state: 'disabled' }).where(eq(mailAccounts.id, finance.id));
    for (const def of [calls.senderList, calls.draftQuery, calls.draftSave, calls.bookContact]) {
      expect((await m.call('finance', def, { body: {} })).body.code).toBe(10170036);
      expect((await m.call('newhire', def, { body: {} })).body.code).toBe(10000403);
    }
    expect((await send(m, 'finance', calls.emailSend, { to: [{ email: 'sales@switchboard.example' }] })).body.code).toBe(10170036);
  });
});

describe('through a relay', () => {
  let m: MailDriver;
  let relay: SMTPServer;
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  const port = 2700 + Math.floor(Math.random() * 40);
  beforeAll(async () => {
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('reject')) callback(Object.assign(new Error('550 no such user'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    m = await mailTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  }, 120_000);
  afterAll(async () => {
    await m.t.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  it('hands remote mail to the relay with its headers and attachment, Bcc in no header', async () => {
    const file = await upload(m, 'sales', 'rates.csv', Buffer.from('country,price\nCN,0.012\n'));
    const result = await sendOk(m, 'sales', {
      to: [{ name: 'Buyer', email: 'buyer@customer.example' }],
      bcc: [{ email: 'boss@customer.example' }],
      subject: 'Rates 报价',
      html: '<p>See <b>attached</b></p>',
      uploadTokens: [file.body.data.token],
    });
    expect(result.deliveryState).toBe('sent');
    expect(result.deliveries.map((d) => [d.recipient, d.state])).toEqual([
      ['buyer@customer.example', 'sent'],
      ['boss@customer.example', 'sent'],
    ]);
    expect(received.map((r) => r.to)).toEqual([['buyer@customer.example'], ['boss@customer.example']]);
    const parsed = await simpleParser(received[0]?.raw ?? Buffer.alloc(0));
    expect(received[0]?.from).toBe('sales@switchboard.example');
    expect(parsed.subject).toBe('Rates 报价');
    expect(parsed.messageId).toBe(result.messageId);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.text?.trim()).toBe('See attached');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['rates.csv', 'country,price\nCN,0.012\n']]);
  });

  it('fails a recipient the relay refuses for good, and retries a passing failure with backoff', async () => {
    const result = await sendOk(m, 'sales', { to: [{ email: 'reject@customer.example' }], subject: 'r', html: '<p>r</p>' });
    expect(result.deliveries[0]).toMatchObject({ state: 'failed', nextAttemptAt: null, attempts: 1 });
    const db = m.t.services.deps.db;
    // A transient failure (the relay was down): due again after its backoff.
    const down = await sendOk(m, 'sales', { to: [{ email: 'later@customer.example' }], subject: 'later', html: '<p>l</p>' });
    await db
      .update(mailDeliveries)
      .set({ state: 'failed', lastError: 'connect ECONNREFUSED', nextAttemptAt: new Date(m.t.clock.now().getTime() + 60_000) })
      .where(eq(mailDeliveries.messageId, down.id));
    const worker = startOutgoingWorker(m.t.services.deps, 3_600_000);
    await worker.tick();
    let [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.messageId, down.id));
    expect(row?.state).toBe('failed');
    m.t.clock.advance(61_000);
    await worker.tick();
    await worker.stop();
    [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.messageId, down.id));
    expect(row?.state).toBe('sent');
  });
});

describe('timed drafts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compose-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('survive a restart and are sent once, even by two workers at once', async () => {
    const target = { kind: 'pglite' as const, dataDir: path.join(dir, 'db') };
    const first = new MailDriver(await createTestApp({}, { target }));
    await bindDemoMailboxes(first.t.services.deps.db);
    const at = new Date(first.t.clock.now().getTime() + 3_600_000).toISOString();
    const draft = await send(first, 'sales', calls.draftTimingSave, {
      to: [{ email: 'sales2@switchboard.example' }],
      subject: '定时 报价',
      html: '<p>准时</p>',
      scheduledAt: at,
    });
    expect(draft.body.code).toBe(0);
    const listed = await first.ok<{ rows: calls.DraftRow[] }>('sales', calls.draftQuery, { body: {} });
    expect(listed.rows.find((r) => r.subject === '定时 报价')?.scheduledAt).toBe(at);
    await first.t.close();

    const second = new MailDriver(await createTestApp({}, { target }));
    try {
      second.t.clock.advance(2 * 3_600_000);
      const a = startOutgoingWorker(second.t.services.deps, 3_600_000);
      const b = startOutgoingWorker(second.t.services.deps, 3_600_000);
      await Promise.all([a.tick(), b.tick()]);
      await Promise.all([a.stop(), b.stop()]);
      const inbox = (await rowsOf(second, 'sales2', 'inbox')).filter((row) => row.subject === '定时 报价');
      expect(inbox).toHaveLength(1);
      expect((await rowsOf(second, 'sales', 'sent')).filter((row) => row.subject === '定时 报价')).toHaveLength(1);
      expect((await rowsOf(second, 'sales', 'drafts')).filter((row) => row.subject === '定时 报价')).toHaveLength(0);
    } finally {
      await second.t.close();
    }
  }, 180_000);
});
