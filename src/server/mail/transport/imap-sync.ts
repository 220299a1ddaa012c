import { and, eq, inArray } from 'drizzle-orm';
import { ImapFlow, type FetchMessageObject, type ListResponse } from 'imapflow';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import type { AppDeps } from '../../deps';
import { mailAccounts, mailImapState, mailMessages } from '../../db/schema/index';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { parseIncoming, type IncomingMail } from '../intake/incoming-mail';
import { announceNewMail, type NewMailCounts } from '../intake/new-mail-notice';
import { storeIncoming } from '../intake/store-incoming';
import { syncedFolderOf, type SyncedFolder } from './imap-folders';

/** What one sync brought: new messages by folder here (sent copies included, not announced). */
export interface SyncSummary {
  counts: NewMailCounts;
  flagsChanged: number;
  removed: number;
}

/** New messages are fetched and stored this many at a time (one transaction each). */
const FETCH_BATCH = 50;
const SEEN = 1;
const FLAGGED = 2;

/** Largest of many numbers without spreading them into arguments (a big folder would overflow the stack). */
function maxOf(values: Iterable<number>, start: number): number {
  let max = start;
  for (const value of values) if (value > max) max = value;
  return max;
}

function flagBits(flags: Set<string> | undefined): number {
  return (flags?.has('\\Seen') ? SEEN : 0) | (flags?.has('\\Flagged') ? FLAGGED : 0);
}

/** The server's answer without anything that could carry the password (imapflow never puts it in). */
export function syncErrorText(error: unknown): string {
  const e = error as { responseText?: string; code?: string; message?: string };
  const text = e.responseText || e.message || e.code || String(error);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

export function imapClientFor(account: MailAccountRow): ImapFlow {
  if (account.kind !== 'imap' || !account.imapHost || !account.imapUser) {
    throw new Error(`mailbox ${account.id} is not an IMAP mailbox with a host and a login`);
  }
  return new ImapFlow({
    host: account.imapHost,
    port: account.imapPort ?? (account.imapSecure ? 993 : 143),
    secure: account.imapSecure,
    auth: { user: account.imapUser, pass: account.imapPassword ?? '' },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
  });
}

/**
 * Syncs one IMAP mailbox into its mailbox here: per remote folder (INBOX, Sent, Junk — see
 * imap-folders.ts) by UIDVALIDITY and UID. New UIDs are fetched and stored (once per Message-ID);
 * flags changed on the server are applied; messages gone from the server are removed here; a new
 * UIDVALIDITY re-maps the stored messages by Message-ID. Records last_sync_at / last_sync_error and
 * announces the new mail; `onDemand` also announces "nothing new".
 */
export async function syncImapAccount(deps: AppDeps, account: MailAccountRow, options: { onDemand: boolean }): Promise<SyncSummary> {
  const summary: SyncSummary = { counts: {}, flagsChanged: 0, removed: 0 };
  try {
    const client = imapClientFor(account);
    // Without a listener a dropped connection would be an unhandled 'error' event.
    client.on('error', (error: unknown) => deps.log.warn({ account: account.id, err: syncErrorText(error) }, 'IMAP connection error'));
    await client.connect();
    try {
      const folders = (await client.list())
        .map((entry) => ({ entry, mapped: syncedFolderOf(entry) }))
        .filter((f): f is { entry: ListResponse; mapped: SyncedFolder } => f.mapped !== null)
        .sort((a, b) => Number(b.mapped === 'inbox') - Number(a.mapped === 'inbox'));
      for (const { entry, mapped } of folders) await syncFolder(deps, client, account, entry.path, mapped, summary);
    } finally {
      await client.logout().catch(() => client.close());
    }
  } catch (error) {
    const text = syncErrorText(error);
    await deps.db.update(mailAccounts).set({ lastSyncError: text }).where(eq(mailAccounts.id, account.id));
    deps.log.warn({ account: account.id, err: text }, 'IMAP sync failed');
    throw error;
  }
  await deps.db.update(mailAccounts).set({ lastSyncAt: deps.clock.now(), lastSyncError: null }).where(eq(mailAccounts.id, account.id));
  await announceNewMail(deps, account, summary.counts, { announceEmpty: options.onDemand });
  return summary;
}

async function syncFolder(
  deps: AppDeps,
  client: ImapFlow,
  account: MailAccountRow,
  path: string,
  mapped: SyncedFolder,
  summary: SyncSummary,
): Promise<void> {
  const db = deps.db;
  const lock = await client.getMailboxLock(path, { readOnly: true });
  try {
    const box = client.mailbox;
    if (!box) return;
    const uidValidity = Number(box.uidValidity);
    const [state] = await db
      .select()
      .from(mailImapState)
      .where(and(eq(mailImapState.accountId, account.id), eq(mailImapState.remoteFolder, path)));
    const sameValidity = state?.uidValidity === uidValidity;

    // Every UID on the server with its flags (and, after a UIDVALIDITY change, its Message-ID).
    const onServer = new Map<number, { bits: number; messageId: string | null }>();
    if (box.exists > 0) {
      for await (const message of client.fetch('1:*', { uid: true, flags: true, envelope: !sameValidity })) {
        onServer.set(message.uid, { bits: flagBits(message.flags), messageId: message.envelope?.messageId?.trim() ?? null });
      }
    }

    const local = await db
      .select({
        id: mailMessages.id,
        uid: mailMessages.imapUid,
        uidValidity: mailMessages.imapUidValidity,
        messageId: mailMessages.messageId,
        imapFlags: mailMessages.imapFlags,
      })
      .from(mailMessages)
      .where(and(eq(mailMessages.accountId, account.id), eq(mailMessages.source, 'imap'), eq(mailMessages.imapFolder, path)));

    // A new UIDVALIDITY: the old UIDs mean nothing; keep what is still there by Message-ID.
    const byMessageId = new Map<string, number>();
    if (!sameValidity) for (const [uid, info] of onServer) if (info.messageId) byMessageId.set(info.messageId, uid);
    const known = new Map<number, (typeof local)[number]>();
    const gone: number[] = [];
    for (const row of local) {
      if (row.uidValidity === uidValidity && row.uid !== null) {
        known.set(row.uid, row);
        continue;
      }
      const uid = row.messageId ? byMessageId.get(row.messageId) : undefined;
      if (uid === undefined || known.has(uid)) {
        gone.push(row.id);
        continue;
      }
      await db.update(mailMessages).set({ imapUid: uid, imapUidValidity: uidValidity }).where(eq(mailMessages.id, row.id));
      known.set(uid, { ...row, uid, uidValidity });
    }

    // Flags changed on the server since the last sync (a change made here stays until then).
    for (const [uid, row] of known) {
      const server = onServer.get(uid);
      if (!server) {
        gone.push(row.id);
        continue;
      }
      if (row.imapFlags === server.bits) continue;
      const before = row.imapFlags ?? -1;
      const changes: { imapFlags: number; seen?: boolean; starred?: boolean } = { imapFlags: server.bits };
      if (before < 0 || (before & SEEN) !== (server.bits & SEEN)) changes.seen = (server.bits & SEEN) !== 0;
      if (before < 0 || (before & FLAGGED) !== (server.bits & FLAGGED)) changes.starred = (server.bits & FLAGGED) !== 0;
      await db.update(mailMessages).set(changes).where(eq(mailMessages.id, row.id));
      summary.flagsChanged += 1;
    }
    if (gone.length > 0) {
      await db.delete(mailMessages).where(and(eq(mailMessages.accountId, account.id), inArray(mailMessages.id, gone)));
      summary.removed += gone.length;
    }

    // New UIDs: above the last one synced, and not known here.
    const lastUid = sameValidity ? (state?.lastUid ?? 0) : 0;
    const fresh = [...onServer.keys()].filter((uid) => uid > lastUid && !known.has(uid)).sort((a, b) => a - b);
    let highest = maxOf(known.keys(), lastUid);
    for (let i = 0; i < fresh.length; i += FETCH_BATCH) {
      const uids = fresh.slice(i, i + FETCH_BATCH);
      // Fetched whole first: no database work while the IMAP fetch is streaming.
      const messages = await client.fetchAll(uids.join(','), { uid: true, flags: true, source: true, internalDate: true }, { uid: true });
      highest = maxOf(uids, highest);
      await storeBatch(deps, account, path, mapped, uidValidity, messages, summary, highest);
    }
    if (fresh.length === 0) {
      highest = maxOf(onServer.keys(), highest);
      await saveState(db, account.id, path, uidValidity, highest, deps.clock.now());
    }
  } finally {
    lock.release();
  }
}

async function storeBatch(
  deps: AppDeps,
  account: MailAccountRow,
  path: string,
  mapped: SyncedFolder,
  uidValidity: number,
  messages: FetchMessageObject[],
  summary: SyncSummary,
  highest: number,
): Promise<void> {
  const parsed: { message: FetchMessageObject; mail: IncomingMail }[] = [];
  for (const message of messages) {
    if (!message.source) continue;
    parsed.push({ message, mail: await parseIncoming(message.source) });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const { message, mail } of parsed) {
      const bits = flagBits(message.flags);
      const internal = message.internalDate instanceof Date ? message.internalDate : null;
      const stored = await storeIncoming(tx, account, mail, {
        source: 'imap',
        receivedAt: internal && !Number.isNaN(internal.getTime()) ? internal : now,
        // INBOX mail is filed by the sender rules (a blacklisted sender still lands in spam).
        folder: mapped === 'inbox' ? undefined : MAIL_FOLDERS[mapped],
        direction: mapped === 'sent' ? 'out' : 'in',
        seen: (bits & SEEN) !== 0,
        starred: (bits & FLAGGED) !== 0,
        imap: { folder: path, uidValidity, uid: message.uid },
      });
      if (!stored.duplicate) {
        await tx.update(mailMessages).set({ imapFlags: bits }).where(eq(mailMessages.id, stored.id));
        summary.counts[stored.folder] = (summary.counts[stored.folder] ?? 0) + 1;
        continue;
      }
      // Known by Message-ID: a message moved between synced folders on the server follows it here.
      await tx
        .update(mailMessages)
        .set({
          imapFolder: path,
          imapUid: message.uid,
          imapUidValidity: uidValidity,
          imapFlags: bits,
          ...(mapped === 'junk' ? { folder: MAIL_FOLDERS.junk } : {}),
        })
        .where(and(eq(mailMessages.id, stored.id), eq(mailMessages.source, 'imap')));
    }
    await saveState(tx, account.id, path, uidValidity, highest, now);
  });
}

async function saveState(
  db: AppDeps['db'],
  accountId: number,
  path: string,
  uidValidity: number,
  lastUid: number,
  now: Date,
): Promise<void> {
  await db
    .insert(mailImapState)
    .values({ accountId, remoteFolder: path, uidValidity, lastUid, syncedAt: now })
    .onConflictDoUpdate({
      target: [mailImapState.accountId, mailImapState.remoteFolder],
      set: { uidValidity, lastUid, syncedAt: now },
    });
}
