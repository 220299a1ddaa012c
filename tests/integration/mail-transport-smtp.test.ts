import { and, eq, inArray, sql } from 'drizzle-orm';
import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../src/server/deps';
import { mailAttachments, mailMessages, mailRaw, mcMessages } from '../../src/server/db/schema/index';
import { startSmtpListener, type SmtpListener } from '../../src/server/mail/transport/smtp-listener';
import { mailTestApp, type MailDriver } from '../helpers/mail';

/**
 * The portal's own SMTP listener on loopback, with nodemailer as the sending client: local
 * recipients only, stored once per mailbox, announced, the size limit, and 250 only after commit.
 */
const PORTS = { main: 2601, small: 2602, failing: 2603 };
const SMALL_LIMIT = 20_000;

let m: MailDriver;
let listener: SmtpListener;
let small: SmtpListener;
let failing: SmtpListener;

const db = () => m.t.services.deps.db;

/** A database whose transactions fail: the store step breaks after the recipients were accepted. */
function brokenDeps(deps: AppDeps): AppDeps {
  const broken = new Proxy(deps.db, {
    get(target, key, receiver) {
      if (key === 'transaction') return () => Promise.reject(new Error('database is down'));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { ...deps, db: broken };
}

function transport(port: number) {
  return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, tls: { rejectUnauthorized: false } });
}

/** A hand-written SMTP dialogue (no SIZE parameter on MAIL FROM): answers the server's lines. */
function rawDialogue(port: number, data: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const replies: string[] = [];
    const script = [
      'EHLO client.test',
      'MAIL FROM:<big@outside.example>',
      'RCPT TO:<sales@switchboard.example>',
      'DATA',
      `${data}\r\n.`,
      'QUIT',
    ];
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        // Multi-line replies ("250-…") end with a line "250 …".
        if (/^\d{3} /.test(line)) {
          replies.push(line);
          const next = script.shift();
          if (next !== undefined) socket.write(`${next}\r\n`);
        }
      }
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(replies));
  });
}

beforeAll(async () => {
  m = await mailTestApp();
  const deps = m.t.services.deps;
  listener = await startSmtpListener(deps, { host: '127.0.0.1', port: PORTS.main, maxSize: 1024 * 1024, hostname: 'mx.switchboard.test' });
  small = await startSmtpListener(deps, { host: '127.0.0.1', port: PORTS.small, maxSize: SMALL_LIMIT });
  failing = await startSmtpListener(brokenDeps(deps), { host: '127.0.0.1', port: PORTS.failing, maxSize: 1024 * 1024 });
}, 120_000);
afterAll(async () => {
  await Promise.all([listener?.close(), small?.close(), failing?.close()]);
  await m?.t.close();
});

describe('SMTP listener', () => {
  it('accepts local mailboxes only, stores the message once per mailbox with its attachment, and announces it', async () => {
    const info = await transport(listener.port).sendMail({
      from: '客户 王 <wang@customer.example>',
      to: ['sales@switchboard.example', 'SALES2@switchboard.example', 'nobody@switchboard.example', 'someone@elsewhere.example'],
      subject: '报价单已发送',
      messageId: '<smtp-1@customer.example>',
      text: '您好，附件是本月的短信报价。',
      headers: {
        'Authentication-Results': 'mx.customer.example; spf=pass smtp.mailfrom=customer.example; dkim=fail header.d=customer.example',
      },
      attachments: [{ filename: '报价单.csv', content: '产品,单价\n短信,0.012\n' }],
    });
    expect(info.accepted).toEqual(['sales@switchboard.example', 'SALES2@switchboard.example']);
    expect(info.rejected).toEqual(['nobody@switchboard.example', 'someone@elsewhere.example']);
    const rejected = (info as unknown as { rejectedErrors: { responseCode: number; response: string }[] }).rejectedErrors;
    expect(rejected.map((e) => e.responseCode)).toEqual([550, 550]);
    expect(rejected[0]?.response).toMatch(/550 5\.1\.1 <nobody@switchboard\.example>: no such mailbox here/);
    expect(info.response).toMatch(/^250 /);

    const sales = await m.account('sales');
    const sales2 = await m.account('sales2');
    const rows = await db().select().from(mailMessages).where(eq(mailMessages.messageId, '<smtp-1@customer.example>'));
    expect(rows.map((r) => r.accountId).sort()).toEqual([sales.id, sales2.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        folder: 'inbox',
        direction: 'in',
        source: 'smtp',
        subject: '报价单已发送',
        spf: 'pass',
        dkim: 'fail',
        hasAttachments: true,
      });
      const attachments = await db().select().from(mailAttachments).where(eq(mailAttachments.messageId, row.id));
      expect(attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([['报价单.csv', '产品,单价\n短信,0.012\n']]);
      const [raw] = await db().select().from(mailRaw).where(eq(mailRaw.messageId, row.id));
      // The listener records the hop, as every mail exchanger does.
      expect(raw?.raw.toString('utf8')).toMatch(/^Received: from .*\r\n\tby mx\.switchboard\.test \(Switchboard\) with ESMTP id /);
    }
    // Announced just after the 250, not before it.
    await vi.waitFor(async () => {
      const notices = await db()
        .select()
        .from(mcMessages)
        .where(inArray(mcMessages.staffId, [sales.staffId ?? 0, sales2.staffId ?? 0]));
      expect(notices.map((n) => [n.staffId, n.msgType, n.link]).sort()).toEqual(
        [
          [sales.staffId, 2, '/message/email/inbox'],
          [sales2.staffId, 2, '/message/email/inbox'],
        ].sort(),
      );
    });
  });

  it('announces a burst to one mailbox as the first message at once and the rest gathered in one notice with their count', async () => {
    const finance = await m.account('finance');
    const noticesOfFinance = () =>
      db()
        .select()
        .from(mcMessages)
        .where(and(eq(mcMessages.staffId, finance.staffId ?? 0), eq(mcMessages.msgType, 2)))
        .orderBy(mcMessages.id);
    const before = (await noticesOfFinance()).length;
    const sender = nodemailer.createTransport({
      host: '127.0.0.1',
      port: PORTS.main,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 3,
    });
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        sender.sendMail({
          from: 'newsletter@vendor.example',
          to: 'finance@switchboard.example',
          subject: `对账单 ${i}`,
          messageId: `<burst-${i}@vendor.example>`,
          text: '本月对账单见附件。',
        }),
      ),
    );
    sender.close();
    const counted = (rows: Awaited<ReturnType<typeof noticesOfFinance>>) =>
      rows.map((row) =>
        Number((row.fillVars as { key: string; showFieldName: string }[]).find((v) => v.key === '{newEmailNum}')?.showFieldName),
      );
    await vi.waitFor(async () => expect(counted((await noticesOfFinance()).slice(before)).reduce((a, b) => a + b, 0)).toBe(6), {
      timeout: 5000,
    });
    const counts = counted((await noticesOfFinance()).slice(before));
    expect(counts[0]).toBe(1);
    expect(counts.length).toBeLessThan(6);
  });

  it('stores a message sent again (the sender retrying) only once', async () => {
    const message = {
      from: 'x@outside.example',
      to: 'finance@switchboard.example',
      subject: 'again',
      messageId: '<again@outside.example>',
      text: 'x',
    };
    await transport(listener.port).sendMail(message);
    const second = await transport(listener.port).sendMail(message);
    expect(second.response).toMatch(/^250 /);
    const finance = await m.account('finance');
    const rows = await db()
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.accountId, finance.id), eq(mailMessages.messageId, '<again@outside.example>')));
    expect(rows).toHaveLength(1);
  });

  it('refuses a message over the size limit with 552 and stores nothing', async () => {
    const big = 'x'.repeat(SMALL_LIMIT * 2);
    // nodemailer announces the size (MAIL FROM … SIZE=), so the refusal comes before the data.
    const error = await transport(small.port)
      .sendMail({
        from: 'big@outside.example',
        to: 'sales@switchboard.example',
        subject: 'big',
        messageId: '<big-1@outside.example>',
        text: big,
      })
      .then(() => null)
      .catch((e: { responseCode?: number }) => e);
    expect(error?.responseCode).toBe(552);
    // A client that does not announce it is stopped while the data streams in.
    const message = [
      'From: big@outside.example',
      'To: sales@switchboard.example',
      'Subject: big',
      'Message-ID: <big-2@outside.example>',
      '',
      big,
    ].join('\r\n');
    const replies = await rawDialogue(small.port, message);
    expect(replies.at(-2)).toMatch(/^552 5\.3\.4 Message too big/);
    const rows = await db()
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(inArray(mailMessages.messageId, ['<big-1@outside.example>', '<big-2@outside.example>']));
    expect(rows).toHaveLength(0);
    // The EHLO answer announces the limit.
    expect(replies[1]).toMatch(/^250 /);
  });

  it('answers 451 (try again later) when the message cannot be stored, never 250; the retry is stored', async () => {
    const message = {
      from: 'y@outside.example',
      to: 'ops@switchboard.example',
      subject: 'db down',
      messageId: '<down@outside.example>',
      text: 'y',
    };
    const error = await transport(failing.port)
      .sendMail(message)
      .then(() => null)
      .catch((e: { responseCode?: number; response?: string }) => e);
    expect(error?.responseCode).toBe(451);
    expect(error?.response).toMatch(/^451 4\.3\.0 The message could not be stored/);
    const ops = await m.account('ops');
    const before = await db().select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.accountId, ops.id));
    expect(before).toHaveLength(0);
    const info = await transport(listener.port).sendMail(message);
    expect(info.response).toMatch(/^250 /);
    const after = await db().select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.accountId, ops.id));
    expect(after).toHaveLength(1);
  });

  it('does not accept mail for a disabled local domain', async () => {
    await db().execute(
      // The domain stops being received here: its addresses are no longer ours.
      sql`update mail_domains set enabled = false where domain = 'switchboard.example'`,
    );
    try {
      const error = await transport(listener.port)
        .sendMail({ from: 'z@outside.example', to: 'sales@switchboard.example', subject: 'off', text: 'z' })
        .then(() => null)
        .catch((e: { responseCode?: number }) => e);
      expect(error?.responseCode).toBe(550);
    } finally {
      await db().execute(sql`update mail_domains set enabled = true where domain = 'switchboard.example'`);
    }
  });
});
