import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import type { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendMessage, connectImap, startDovecot, type DovecotServer } from './dovecot.js';

const SALES = { address: 'sales@switchboard.test', password: 'sales-secret' };
/** Set by the server on the first session to see a message: not something a test controls. */
const RECENT = '\\Recent';
const SUPPORT = { address: 'support@switchboard.test', password: 'support-secret' };

function rfc822(subject: string, to = SALES.address): string {
  return [
    'From: Zhang Wei <zhang.wei@customer.test>',
    `To: ${to}`,
    `Subject: ${subject}`,
    'Date: Mon, 23 Nov 2026 09:30:00 +0800',
    `Message-ID: <${subject.replace(/\W+/g, '-')}@customer.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Body of ${subject}.`,
    '',
  ].join('\r\n');
}

async function subjectsAndUids(client: ImapFlow, folder: string) {
  const lock = await client.getMailboxLock(folder);
  try {
    const rows: { uid: number; subject: string | undefined; flags: string[] }[] = [];
    for await (const message of client.fetch('1:*', { uid: true, envelope: true, flags: true })) {
      rows.push({
        uid: message.uid,
        subject: message.envelope?.subject,
        flags: [...(message.flags ?? [])].filter((flag) => flag !== RECENT),
      });
    }
    const mailbox = client.mailbox;
    return { rows, uidValidity: mailbox ? mailbox.uidValidity : undefined, exists: mailbox ? mailbox.exists : -1 };
  } finally {
    lock.release();
  }
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the Dovecot test server', () => {
  let server: DovecotServer;

  beforeAll(async () => {
    server = await startDovecot({ users: [SALES] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('listens on loopback in its port range from a temp dir of its own', async () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThanOrEqual(10143);
    expect(server.port).toBeLessThanOrEqual(10199);
    expect(server.dir).toMatch(/^\/tmp\/dovecot-/);
    expect(await portAccepts(server.port)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    await expect(connectImap(server, { ...SALES, password: 'wrong' })).rejects.toThrow();
  });

  it('stores appended messages in INBOX, Sent and Junk and fetches them back', async () => {
    const first = await appendMessage(server, SALES.address, 'INBOX', rfc822('Quote for 20 desks'));
    const second = await appendMessage(server, SALES.address, 'INBOX', rfc822('Delivery date'), ['\\Flagged']);
    expect(second.uid).toBe(first.uid + 1);
    expect(second.uidValidity).toBe(first.uidValidity);

    const client = await connectImap(server, SALES.address);
    try {
      expect((await client.mailboxCreate('Sent')).created).toBe(true);
      expect((await client.mailboxCreate('Junk')).created).toBe(true);
      const sent = await client.append('Sent', rfc822('Re: Quote for 20 desks', 'zhang.wei@customer.test'), ['\\Seen']);
      const junk = await client.append('Junk', rfc822('You won a prize'));
      expect(sent && sent.uid).toBe(1);
      expect(junk && junk.uid).toBe(1);

      const inbox = await subjectsAndUids(client, 'INBOX');
      expect(inbox.uidValidity).toBe(first.uidValidity);
      expect(inbox.rows).toEqual([
        { uid: first.uid, subject: 'Quote for 20 desks', flags: [] },
        { uid: second.uid, subject: 'Delivery date', flags: ['\\Flagged'] },
      ]);
      const sentBack = await subjectsAndUids(client, 'Sent');
      expect(sentBack.rows).toEqual([{ uid: 1, subject: 'Re: Quote for 20 desks', flags: ['\\Seen'] }]);
      expect(sentBack.uidValidity).toBe(sent && sent.uidValidity);
      const junkBack = await subjectsAndUids(client, 'Junk');
      expect(junkBack.rows).toEqual([{ uid: 1, subject: 'You won a prize', flags: [] }]);

      // Mark the first read, expunge the second: the flag and the removal survive a reselect.
      const lock = await client.getMailboxLock('INBOX');
      try {
        expect(await client.messageFlagsAdd(String(first.uid), ['\\Seen'], { uid: true })).toBe(true);
        expect(await client.messageDelete(String(second.uid), { uid: true })).toBe(true);
      } finally {
        lock.release();
      }
      await client.mailboxClose();
      const after = await subjectsAndUids(client, 'INBOX');
      expect(after.exists).toBe(1);
      expect(after.rows).toEqual([{ uid: first.uid, subject: 'Quote for 20 desks', flags: ['\\Seen'] }]);
    } finally {
      await client.logout();
    }
  });

  it('lets a user added after start log in, with a mailbox of their own', async () => {
    await expect(connectImap(server, SUPPORT)).rejects.toThrow();
    await server.addUser(SUPPORT);
    const appended = await appendMessage(server, SUPPORT.address, 'INBOX', rfc822('Ticket 7', SUPPORT.address));
    expect(appended.uid).toBe(1);
    const client = await connectImap(server, SUPPORT.address);
    try {
      const inbox = await subjectsAndUids(client, 'INBOX');
      expect(inbox.rows).toEqual([{ uid: 1, subject: 'Ticket 7', flags: [] }]);
    } finally {
      await client.logout();
    }
    expect(server.users.map((u) => u.address)).toEqual([SALES.address, SUPPORT.address]);
  });
});

describe('starting and stopping Dovecot test servers', () => {
  it('frees the port and removes the temp dir', async () => {
    const server = await startDovecot({ users: [SALES] });
    expect(await portAccepts(server.port)).toBe(true);
    await server.stop();
    expect(await portAccepts(server.port)).toBe(false);
    expect(existsSync(server.dir)).toBe(false);
  });

  it('gives servers started side by side ports of their own', async () => {
    const [one, two] = await Promise.all([startDovecot({ users: [SALES] }), startDovecot({ users: [SALES] })]);
    try {
      expect(one.port).not.toBe(two.port);
      expect((await appendMessage(one, SALES.address, 'INBOX', rfc822('To one'))).uid).toBe(1);
      expect((await appendMessage(two, SALES.address, 'INBOX', rfc822('To two'))).uid).toBe(1);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('says how to install Dovecot when it is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(startDovecot({ users: [SALES] })).rejects.toThrow('apt-get install -y dovecot-imapd');
    } finally {
      process.env.PATH = path;
    }
  });

  it('rejects a login value that would break the users file', async () => {
    await expect(startDovecot({ users: [{ address: 'a:b@switchboard.test', password: 'x' }] })).rejects.toThrow(
      /Unusable IMAP login value/,
    );
  });
});
