import { and, eq, inArray } from 'drizzle-orm';
import * as calls from '../../../shared/api/mail-compose-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { mailDeliveries, mailMessages, mailRaw, mailUploads } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import { handle, type RegisteredCall } from '../../http/call-router';
import { FileAnswer } from '../../http/file-answer';
import { requireMailbox } from '../accounts/mailbox-of';
import { attemptDelivery, rollUp } from '../outgoing/deliveries';
import { deliveryAnswer, sendMail } from '../outgoing/send-mail';
import { batchTransmit } from './batch-transmit';
import { composedFrom, ownMessage } from './compose-mail';
import { deleteDrafts, queryDrafts, saveDraft, scheduledTime, setDraftTime, viewDraft } from './drafts';
import { signaturesFor, templatesFor } from './picks';
import { senderFor, sendersOf } from './senders';
import { bookContactSuggestions, checkAddresses, customerContactSuggestions } from './suggestions';
import { storeMailUpload } from './uploads';

const RETRYABLE = ['failed', 'no_relay'];

/** Handlers of the mailbox's sending, drafts and timed drafts, batch transmit, attachments, recipient suggestions and .eml download. */
export const mailComposeHandlers: RegisteredCall[] = [
  handle(calls.emailSend, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    const body = input.body;
    if (body.draftId !== undefined) await viewDraft(deps.db, account.id, body.draftId);
    const mail = await composedFrom(deps.db, account, staff.staffId, body);
    const result = await sendMail(deps, account, mail);
    if (body.draftId !== undefined) await deleteDrafts(deps.db, account.id, [body.draftId]);
    if (body.uploadTokens.length > 0) {
      await deps.db.delete(mailUploads).where(and(eq(mailUploads.staffId, staff.staffId), inArray(mailUploads.token, body.uploadTokens)));
    }
    return result;
  }),

  handle(calls.sendRetry, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    const message = await ownMessage(deps.db, account.id, input.body.id);
    if (message.direction !== 'out') throw fail.notFound();
    const due = await deps.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.messageId, message.id), inArray(mailDeliveries.state, RETRYABLE)));
    if (due.length === 0) throw new AppError(APP_CODES.VALIDATION, 'mail.notRetryable', {}, 400);
    for (const delivery of due) await attemptDelivery(deps, delivery);
    const rolled = await rollUp(deps.db, message.id);
    return {
      id: message.id,
      messageId: message.messageId ?? '',
      deliveryState: rolled.state,
      deliveries: rolled.deliveries.map(deliveryAnswer),
    };
  }),

  handle(calls.senderList, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return sendersOf(deps.db, account, staff.staffId, input.body.nameFlag === 1);
  }),

  handle(calls.senderQuery, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    const keyword = input.body.keyword?.toLowerCase() ?? '';
    const all = (await sendersOf(deps.db, account, staff.staffId)).filter((row) => row.label.toLowerCase().includes(keyword));
    const start = (input.body.page - 1) * input.body.pageSize;
    return { rows: all.slice(start, start + input.body.pageSize), count: all.length };
  }),

  handle(calls.signatureIncludeShare, async ({ deps, staff }) => {
    await requireMailbox(deps.db, staff.staffId);
    return signaturesFor(deps.db, staff.staffId);
  }),

  handle(calls.tempIncludeShare, async ({ deps, staff }) => {
    await requireMailbox(deps.db, staff.staffId);
    return templatesFor(deps.db, staff.staffId);
  }),

  handle(calls.customerContact, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    return customerContactSuggestions(deps, staff.staffId, input.body.keyword, input.body.limit);
  }),

  handle(calls.bookContact, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    return bookContactSuggestions(deps, staff.staffId, input.body.keyword, input.body.limit);
  }),

  handle(calls.checkCcEmail, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    return checkAddresses(deps, input.body.emails);
  }),

  handle(calls.draftSave, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return saveDraft(deps, account, staff.staffId, input.body, null);
  }),

  handle(calls.draftTimingSave, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    const at = scheduledTime(deps, input.body.scheduledAt);
    return saveDraft(deps, account, staff.staffId, input.body, at);
  }),

  handle(calls.draftUpdateTimingTime, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    const at = input.body.scheduledAt === null ? null : scheduledTime(deps, input.body.scheduledAt);
    return setDraftTime(deps, account.id, input.body.id, at);
  }),

  handle(calls.draftQuery, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return queryDrafts(deps.db, account.id, input.body);
  }),

  handle(calls.draftDel, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return { deleted: await deleteDrafts(deps.db, account.id, input.body.ids) };
  }),

  handle(calls.draftViewCall, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    return viewDraft(deps.db, account.id, input.params.id);
  }),

  handle(calls.batchTransmit, async ({ deps, staff, input, lang }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    const body = input.body;
    const from = await senderFor(deps.db, account, staff.staffId, body.fromAddress);
    const party = (r: { name?: string | undefined; email: string }) => ({ name: r.name ?? '', email: r.email });
    const sent = await batchTransmit(
      deps,
      account,
      {
        ids: body.ids,
        mode: body.mode,
        from,
        to: body.to.map(party),
        cc: body.cc.map(party),
        bcc: body.bcc.map(party),
        subject: body.subject,
        html: body.html,
      },
      lang,
    );
    return { sent };
  }),

  handle(calls.uploadFileAndGetPresignedUrl, async ({ c, deps, staff }) => {
    await requireMailbox(deps.db, staff.staffId);
    return storeMailUpload(c, deps, staff.staffId);
  }),

  handle(calls.uploadedFileView, async ({ deps, staff, input }) => {
    await requireMailbox(deps.db, staff.staffId);
    const [row] = await deps.db
      .select()
      .from(mailUploads)
      .where(and(eq(mailUploads.token, input.params.token), eq(mailUploads.staffId, staff.staffId)))
      .limit(1);
    if (!row) throw fail.notFound();
    return new FileAnswer(new Uint8Array(row.content), row.filename, row.contentType, row.content.length);
  }),

  handle(calls.emlDownload, async ({ deps, staff, input }) => {
    const account = await requireMailbox(deps.db, staff.staffId);
    const [row] = await deps.db
      .select({ raw: mailRaw.raw })
      .from(mailRaw)
      .innerJoin(mailMessages, eq(mailMessages.id, mailRaw.messageId))
      .where(and(eq(mailRaw.messageId, input.params.a), eq(mailMessages.accountId, account.id)))
      .limit(1);
    if (!row) throw fail.notFound();
    const base = input.params.b.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/\.eml$/i, '') || 'mail';
    return new FileAnswer(new Uint8Array(row.raw), `${base}.eml`, 'message/rfc822', row.raw.length);
  }),
];
