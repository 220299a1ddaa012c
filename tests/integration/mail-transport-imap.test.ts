import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailReceiveSync } from '../../src/shared/api/mail-transport-calls';
import { SPEC_CODES } from '../../src/shared/error-codes';
import { mailAccounts, mailImapState, mailMessages } from '../../src/server/db/schema/index';
import { appendMessage, connectImap, startDovecot, type DovecotServer } from '../support/dovecot';
import { mailTestApp, rawMessage, type MailDriver } from '../helpers/mail';

/**
 * IMAP sync against a real Dovecot on loopback: 张伟 (sales2) keeps his mail on another server.
 * New mail in INBOX, Sent and Junk; flags changed there; messages deleted there; a sync that finds
 * nothing; a new UIDVALIDITY; a wrong password; and nobody syncs anyone's mailbox but their own.
 */
const IMAP_USER = { address: 'zhangwei@imap.test', password: 'imap-secret-1' };

let m: MailDriver;
let dovecot: DovecotServer;
const pushed: { event: string; data: unknown }[] = [];

const db = () => m.t.services.deps.db;

interface SyncAnswer {
  newEmailNum: number;
  junkNum: number;
  sentNum: number;
  flagsChanged: number;
  removed: number;
}

async function rowsOfSales2() {
  const account = await m.account('sales2');
  return db()
    .select({
      id: mailMessages.id,
      folder: mailMessages.folder,
      direction: mailMessages.direction,
      messageId: mailMessages.messageId,
      seen: mailMessages.seen,
      starred: mailMessages.starred,
      imapUid: mailMessages.imapUid,
      imapFolder: mailMessages.imapFolder,
    })
    .from(mailMessages)
    .where(eq(mailMessages.accountId, account.id))
    .orderBy(mailMessages.messageId);
}

const byId = (rows: Awaited<ReturnType<typeof rowsOfSales2>>, id: string) => rows.find((r) => r.messageId === id);

function mail(id: string, from: string, to: string, subject: string, text: string) {
  return rawMessage({ from, to, subject, text, messageId: `<${id}>`, date: new Date('2026-11-01T08:00:00Z') });
}

beforeAll(async () => {
  m = await mailTestApp();
  dovecot = await startDovecot({ users: [IMAP_USER] });
  const sales2 = await m.account('sales2');
  await db()
    .update(mailAccounts)
    .set({
      kind: 'imap',
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapSecure: false,
      imapUser: IMAP_USER.address,
      imapPassword: IMAP_USER.password,
    })
    .where(eq(mailAccounts.id, sales2.id));
  // 张伟's open portal tab: the push stream's messages land here.
  m.t.services.deps.pushHub.add({
    staffId: sales2.staffId ?? 0,
    clientId: 'tab-1',
    lang: 'zh',
    send: (event, data) => pushed.push({ event, data }),
    close: () => undefined,
  });
  await appendMessage(
    dovecot,
    IMAP_USER,
    'INBOX',
    await mail('in-1@customer.example', '王经理 <wang@customer.example>', IMAP_USER.address, '询价', '请报短信价格'),
  );
  await appendMessage(
    dovecot,
    IMAP_USER,
    'INBOX',
    await mail('in-2@customer.example', 'li@customer.example', IMAP_USER.address, '合同', '合同已盖章'),
    ['\\Seen'],
  );
  await appendMessage(
    dovecot,
    IMAP_USER,
    'INBOX',
    await mail('in-3@customer.example', 'zhao@customer.example', IMAP_USER.address, '发票', '请开发票'),
  );
  await appendMessage(
    dovecot,
    IMAP_USER,
    'Sent',
    await mail('out-1@imap.test', IMAP_USER.address, 'wang@customer.example', 'Re: 询价', '价格见附件'),
    ['\\Seen'],
  );
  await appendMessage(
    dovecot,
    IMAP_USER,
    'Junk',
    await mail('junk-1@spam.example', 'win@spam.example', IMAP_USER.address, '中奖', '恭喜中奖'),
  );
  await appendMessage(
    dovecot,
    IMAP_USER,
    'Archive',
    await mail('archived-1@customer.example', 'old@customer.example', IMAP_USER.address, '旧邮件', '不同步'),
  );
}, 120_000);
afterAll(async () => {
  await dovecot?.stop();
  await m?.t.close();
});

describe('IMAP sync (email/receive/sync)', () => {
  it('brings INBOX, Sent and Junk into inbox, sent and spam, with the flags, and announces the new mail', async () => {
    const answer = await m.ok<SyncAnswer>('sales2', emailReceiveSync, {});
    expect(answer).toMatchObject({ newEmailNum: 3, junkNum: 1, sentNum: 1, flagsChanged: 0, removed: 0 });
    const rows = await rowsOfSales2();
    expect(rows.map((r) => [r.messageId, r.folder, r.direction, r.seen, r.imapFolder])).toEqual([
      ['<in-1@customer.example>', 'inbox', 'in', false, 'INBOX'],
      ['<in-2@customer.example>', 'inbox', 'in', true, 'INBOX'],
      ['<in-3@customer.example>', 'inbox', 'in', false, 'INBOX'],
      ['<junk-1@spam.example>', 'junk', 'in', false, 'Junk'],
      ['<out-1@imap.test>', 'sent', 'out', true, 'Sent'],
    ]);
    const notices = pushed
      .filter((p) => p.event === 'message')
      .map((p) => p.data as { msgFillAfterVar: { key: string; showFieldName: string }[] });
    expect(notices.map((n) => n.msgFillAfterVar.map((v) => v.showFieldName))).toEqual([
      ['3', '新邮件'],
      ['1', '垃圾邮件'],
    ]);
    const account = await m.account('sales2');
    expect(account.lastSyncAt).not.toBeNull();
    expect(account.lastSyncError).toBeNull();
  });

  it('applies flags changed and deletions made on the server, and keeps a change made here', async () => {
    const before = await rowsOfSales2();
    const client = await connectImap(dovecot, IMAP_USER);
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        await client.messageFlagsAdd(String(byId(before, '<in-1@customer.example>')?.imapUid), ['\\Seen', '\\Flagged'], { uid: true });
        // Deleted there: flagged \Deleted and expunged.
        await client.messageDelete(String(byId(before, '<in-3@customer.example>')?.imapUid), { uid: true });
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
    // Read here (the server still has it unseen): the next sync must not undo that.
    await db()
      .update(mailMessages)
      .set({ seen: true })
      .where(eq(mailMessages.id, byId(before, '<junk-1@spam.example>')?.id ?? 0));

    const answer = await m.ok<SyncAnswer>('sales2', emailReceiveSync, {});
    expect(answer).toMatchObject({ newEmailNum: 0, junkNum: 0, sentNum: 0, flagsChanged: 1, removed: 1 });
    const rows = await rowsOfSales2();
    expect(byId(rows, '<in-1@customer.example>')).toMatchObject({
      seen: true,
      starred: true,
      id: byId(before, '<in-1@customer.example>')?.id,
    });
    expect(byId(rows, '<in-3@customer.example>')).toBeUndefined();
    expect(byId(rows, '<junk-1@spam.example>')?.seen).toBe(true);
    expect(rows).toHaveLength(4);
  });

  it('adds nothing on a sync with nothing new, and pushes 收信完成 with zero', async () => {
    pushed.length = 0;
    const before = await rowsOfSales2();
    const answer = await m.ok<SyncAnswer>('sales2', emailReceiveSync, {});
    expect(answer).toMatchObject({ newEmailNum: 0, junkNum: 0, sentNum: 0, flagsChanged: 0, removed: 0 });
    expect(await rowsOfSales2()).toEqual(before);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.data).toMatchObject({
      msgType: 2,
      msgContentTemplate: '收信完成，您没有收到新的邮件！',
      msgFillAfterVar: [
        { key: '{newEmailNum}', showFieldName: '0' },
        { key: '{emailboxType}', showFieldName: '新邮件' },
      ],
    });
  });

  it('re-maps stored messages by Message-ID when a folder gets a new UIDVALIDITY', async () => {
    const before = await rowsOfSales2();
    const junkBefore = byId(before, '<junk-1@spam.example>');
    const account = await m.account('sales2');
    const [stateBefore] = await db()
      .select()
      .from(mailImapState)
      .where(and(eq(mailImapState.accountId, account.id), eq(mailImapState.remoteFolder, 'Junk')));
    // The folder is recreated on the server: same message, new UIDVALIDITY.
    const client = await connectImap(dovecot, IMAP_USER);
    try {
      await client.mailboxDelete('Junk');
    } finally {
      await client.logout();
    }
    await appendMessage(
      dovecot,
      IMAP_USER,
      'Junk',
      await mail('junk-1@spam.example', 'win@spam.example', IMAP_USER.address, '中奖', '恭喜中奖'),
    );
    await appendMessage(
      dovecot,
      IMAP_USER,
      'Junk',
      await mail('junk-2@spam.example', 'win@spam.example', IMAP_USER.address, '再中奖', '恭喜'),
    );

    const answer = await m.ok<SyncAnswer>('sales2', emailReceiveSync, {});
    expect(answer).toMatchObject({ newEmailNum: 0, junkNum: 1, removed: 0 });
    const rows = await rowsOfSales2();
    // The same row (what the reader did with it stays), now under the folder's new UIDs.
    expect(byId(rows, '<junk-1@spam.example>')).toMatchObject({ id: junkBefore?.id, seen: true, folder: 'junk' });
    expect(byId(rows, '<junk-2@spam.example>')?.folder).toBe('junk');
    const [stateAfter] = await db()
      .select()
      .from(mailImapState)
      .where(and(eq(mailImapState.accountId, account.id), eq(mailImapState.remoteFolder, 'Junk')));
    expect(stateAfter?.uidValidity).not.toBe(stateBefore?.uidValidity);
    expect(rows).toHaveLength(5);
  });

  it('syncs only the caller’s own mailbox: a local mailbox is already up to date, and sales2’s mail is untouched', async () => {
    const before = await rowsOfSales2();
    const answer = await m.call('sales', emailReceiveSync, {});
    expect(answer.body.code).toBe(SPEC_CODES.SHOW_AS_SUCCESS);
    expect(answer.body.msg).toBe('已是最新：您的邮箱由本系统直接收信，无需同步');
    expect(await rowsOfSales2()).toEqual(before);
    const none = await m.call('newhire', emailReceiveSync, {});
    expect(none.body.code).not.toBe(0);
  });

  it('answers a readable error and records it on the mailbox when the server refuses the login, without the password', async () => {
    const sales2 = await m.account('sales2');
    await db().update(mailAccounts).set({ imapPassword: 'wrong-password-xyz' }).where(eq(mailAccounts.id, sales2.id));
    try {
      const answer = await m.call('sales2', emailReceiveSync, {});
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.msg).toMatch(/^收信失败：无法从邮件服务器同步（.+），请稍后重试$/);
      expect(answer.body.msg).not.toContain('wrong-password-xyz');
      const after = await m.account('sales2');
      expect(after.lastSyncError).toBeTruthy();
      expect(after.lastSyncError).not.toContain('wrong-password-xyz');
    } finally {
      await db().update(mailAccounts).set({ imapPassword: IMAP_USER.password }).where(eq(mailAccounts.id, sales2.id));
    }
  });
});
