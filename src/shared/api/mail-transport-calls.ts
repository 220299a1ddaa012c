import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';

/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): IMAP sync on demand, and the outbox of mail waiting for a relay. */

/**
 * 收信: syncs the caller's own mailbox from its IMAP server now and pushes the new-mail notice
 * (also "no new mail"). A mailbox kept here (kind local) has nothing to fetch: it answers 10170039,
 * which the client shows as a success message (已是最新).
 */
export const emailReceiveSync = defineCall({
  id: 'mail.receiveSync',
  method: 'POST',
  effect: 'recorded-after',
  path: '/v2/emailbox/email/receive/sync',
  permission: PERMISSION_KEYS.mailInbox,
  tag: 'mail',
  summary: 'Sync the own mailbox from its IMAP server now',
  body: z.object({}).optional(),
  response: z.object({
    /** New messages filed in the inbox (and the marketing folder). */
    newEmailNum: z.number().int(),
    /** New messages filed as junk. */
    junkNum: z.number().int(),
    /** Sent copies found in the server's Sent folder. */
    sentNum: z.number().int(),
    flagsChanged: z.number().int(),
    removed: z.number().int(),
    /** ISO time of this sync. */
    lastSyncAt: z.string(),
  }),
  timeoutMs: 300_000,
});
