import { and, count, desc, eq, ilike, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ComposeFields, DraftRow, DraftView } from '../../../shared/api/mail-compose-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { mailAccounts, mailAttachments, mailMessages } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import type { MailAccountRow } from '../accounts/mailbox-of';
import { sanitizeMailHtml } from '../content/sanitize-mail-html';
import { searchTextOf, snippetOf } from '../intake/search-text';
import { htmlToText } from '../outgoing/html-text';
import { sendMail, type ComposedMail } from '../outgoing/send-mail';
import { composedFrom } from './compose-mail';

type MessageRow = typeof mailMessages.$inferSelect;

const isDraft = (accountId: number) =>
  and(eq(mailMessages.accountId, accountId), eq(mailMessages.direction, 'draft'), eq(mailMessages.folder, MAIL_FOLDERS.drafts));

function rowOf(row: MessageRow): DraftRow {
  return {
    id: row.id,
    fromAddress: row.fromAddress,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    snippet: row.snippet,
    hasAttachments: row.hasAttachments,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    updatedAt: row.receivedAt.toISOString(),
  };
}

async function ownDraft(db: Db, accountId: number, id: number): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), isDraft(accountId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

export async function viewDraft(db: Db, accountId: number, id: number): Promise<DraftView> {
  const row = await ownDraft(db, accountId, id);
  const attachments = await db
    .select({
      id: mailAttachments.id,
      filename: mailAttachments.filename,
      size: mailAttachments.size,
      contentType: mailAttachments.contentType,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, id))
    .orderBy(mailAttachments.id);
  let replyToId: number | null = null;
  if (row.inReplyTo) {
    const [original] = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(eq(mailMessages.accountId, accountId), eq(mailMessages.messageId, row.inReplyTo), sql`${mailMessages.direction} <> 'draft'`),
      )
      .limit(1);
    replyToId = original?.id ?? null;
  }
  return { ...rowOf(row), html: row.html, attachments, replyToId, forwardId: null };
}

/** Timed drafts go out later: the time must still be ahead. */
export function scheduledTime(deps: AppDeps, iso: string): Date {
  const at = new Date(iso);
  if (!(at.getTime() > deps.clock.now().getTime())) {
    throw new AppError(APP_CODES.VALIDATION, 'mail.scheduleInPast', {}, 400, { field: 'scheduledAt' });
  }
  return at;
}

/**
 * Creates the draft, or rewrites the caller's draft `draftId`: recipients, body, the sender and
 * the attachments listed (uploads are copied in; the draft's own that are no longer listed go).
 */
export async function saveDraft(
  deps: AppDeps,
  account: MailAccountRow,
  staffId: number,
  fields: ComposeFields,
  scheduledAt: Date | null,
): Promise<DraftView> {
  if (fields.draftId !== undefined) await ownDraft(deps.db, account.id, fields.draftId);
  const mail = await composedFrom(deps.db, account, staffId, fields);
  const text = htmlToText(mail.html);
  const now = deps.clock.now();
  const values = {
    accountId: account.id,
    folder: MAIL_FOLDERS.drafts,
    direction: 'draft',
    inReplyTo: mail.inReplyTo ?? null,
    references: mail.references ?? null,
    subject: mail.subject,
    fromName: mail.from.name,
    fromAddress: mail.from.email,
    to: mail.to,
    cc: mail.cc,
    bcc: mail.bcc,
    receivedAt: now,
    html: sanitizeMailHtml(mail.html).html,
    text,
    snippet: snippetOf(text),
    hasAttachments: mail.attachments.some((a) => !a.inline),
    seen: true,
    source: 'compose',
    scheduledAt,
    searchText: searchTextOf({ subject: mail.subject, from: mail.from, to: mail.to, cc: mail.cc, text }),
  };
  const id = await deps.db.transaction(async (tx) => {
    let draftId = fields.draftId;
    if (draftId === undefined) {
      const [row] = await tx.insert(mailMessages).values(values).returning({ id: mailMessages.id });
      if (!row) throw new Error('draft not stored');
      draftId = row.id;
    } else {
      await tx.update(mailMessages).set(values).where(eq(mailMessages.id, draftId));
      await tx.delete(mailAttachments).where(eq(mailAttachments.messageId, draftId));
    }
    const ownerId = draftId;
    if (mail.attachments.length > 0) {
      await tx.insert(mailAttachments).values(
        mail.attachments.map((a) => ({
          messageId: ownerId,
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          contentId: a.contentId ?? null,
          inline: a.inline ?? false,
          content: a.content,
        })),
      );
    }
    return ownerId;
  });
  return viewDraft(deps.db, account.id, id);
}

export async function setDraftTime(deps: AppDeps, accountId: number, id: number, scheduledAt: Date | null): Promise<DraftView> {
  await ownDraft(deps.db, accountId, id);
  await deps.db.update(mailMessages).set({ scheduledAt }).where(eq(mailMessages.id, id));
  return viewDraft(deps.db, accountId, id);
}

export async function queryDrafts(
  db: Db,
  accountId: number,
  input: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<{ rows: DraftRow[]; count: number }> {
  const where = and(isDraft(accountId), input.keyword ? ilike(mailMessages.searchText, `%${input.keyword.toLowerCase()}%`) : undefined);
  const [total] = await db.select({ n: count() }).from(mailMessages).where(where);
  const rows = await db
    .select()
    .from(mailMessages)
    .where(where)
    .orderBy(desc(mailMessages.receivedAt), desc(mailMessages.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows: rows.map(rowOf), count: total?.n ?? 0 };
}

export async function deleteDrafts(db: Db, accountId: number, ids: readonly number[]): Promise<number> {
  const gone = await db
    .delete(mailMessages)
    .where(and(inArray(mailMessages.id, [...ids]), isDraft(accountId)))
    .returning({ id: mailMessages.id });
  return gone.length;
}

/** A draft as the mail it will become (timed drafts, sent by the worker). */
async function composedOfDraft(db: Db, draft: MessageRow): Promise<ComposedMail> {
  const attachments = await db.select().from(mailAttachments).where(eq(mailAttachments.messageId, draft.id)).orderBy(mailAttachments.id);
  return {
    from: { name: draft.fromName, email: draft.fromAddress },
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    html: draft.html,
    attachments: attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      contentId: a.contentId,
      inline: a.inline,
    })),
    inReplyTo: draft.inReplyTo,
    references: draft.references,
  };
}

/**
 * Sends the timed drafts that are due. Each is claimed by clearing its time in one UPDATE … WHERE
 * scheduled_at IS NOT NULL RETURNING, so of two workers (or two processes) only one sends it; a
 * crash after the claim leaves it as a plain draft, never sent twice.
 */
export async function sendDueDrafts(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.direction, 'draft'), isNotNull(mailMessages.scheduledAt), lte(mailMessages.scheduledAt, now)))
    .orderBy(mailMessages.scheduledAt)
    .limit(20);
  let sent = 0;
  for (const { id } of due) {
    const [draft] = await deps.db
      .update(mailMessages)
      .set({ scheduledAt: null })
      .where(and(eq(mailMessages.id, id), isNotNull(mailMessages.scheduledAt), lte(mailMessages.scheduledAt, now)))
      .returning();
    if (!draft) continue;
    const [account] = await deps.db
      .select()
      .from(mailAccounts)
      .where(and(eq(mailAccounts.id, draft.accountId), eq(mailAccounts.state, 'active')))
      .limit(1);
    if (!account) continue;
    try {
      await sendMail(deps, account, await composedOfDraft(deps.db, draft));
      await deps.db.delete(mailMessages).where(eq(mailMessages.id, draft.id));
      sent += 1;
    } catch (error) {
      deps.log.warn({ err: error, draft: draft.id }, 'a timed draft could not be sent; it stays in the drafts folder');
    }
  }
  return sent;
}
