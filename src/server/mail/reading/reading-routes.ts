import { and, eq, sql } from 'drizzle-orm';
import * as calls from '../../../shared/api/mail-reading-calls';
import { BILL_FLAGS, MAIL_MARKS } from '../../../shared/api/mail-reading-calls';
import { formatMessage } from '../../../shared/messages';
import { customerScope, queryRows, resolveDataScope } from '../../business';
import { mailAccounts, mailAttachments, mailMessages, staff } from '../../db/schema/index';
import { fail } from '../../http/app-error';
import { FileAnswer } from '../../http/file-answer';
import { handle, type RegisteredCall } from '../../http/call-router';
import { requireMailbox } from '../accounts/mailbox-of';
import { pushBillMail } from './finance-bill-push';
import { followOwnerOf } from './follow-owner';
import { dealingsParties } from './mail-dealings-parties';
import { allowImagesOf, readMessage } from './mail-detail';
import { queryMailList } from './mail-list-query';
import { markJunk, markMessages, moveJunk, unreadCounts } from './mail-marks';
import { ownMessage } from './owned-messages';

/** Types a browser could render in the portal's origin are downloaded as plain bytes instead. */
const ACTIVE_TYPES = /^(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml|application\/javascript|text\/javascript)/i;

/** Handlers of the mailbox's folders, lists, counters, the detail, marks, stars, junk, correspondence, follow-up owners, finance bill mail and search. */
export const mailReadingHandlers: RegisteredCall[] = [
  handle(calls.unreadCounts, async ({ deps, staff: me }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return unreadCounts(deps.db, account.id);
  }),
  handle(calls.receiveQuery, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return queryMailList(deps.db, account.id, { kind: 'inbox' }, input.body, lang);
  }),
  handle(calls.starQuery, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return queryMailList(deps.db, account.id, { kind: 'star' }, input.body, lang);
  }),
  handle(calls.sendQuery, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return queryMailList(deps.db, account.id, { kind: 'sent' }, input.body, lang);
  }),
  handle(calls.junkQuery, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return queryMailList(deps.db, account.id, { kind: 'junk' }, input.body, lang);
  }),
  handle(calls.junkMove, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return { count: await moveJunk(deps.db, account.id, input.body.ids, input.body.to) };
  }),
  handle(calls.junkMark, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return { count: await markJunk(deps.db, account.id, input.body.ids, input.body.seen) };
  }),
  handle(calls.mailDetail, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return readMessage(deps.db, account.id, input.body, lang);
  }),
  handle(calls.imageAllow, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return { sender: await allowImagesOf(deps.db, account.id, input.body.id, deps.clock.now()) };
  }),
  handle(calls.attachmentDownload, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    const [file] = await deps.db
      .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, content: mailAttachments.content })
      .from(mailAttachments)
      .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
      .where(and(eq(mailAttachments.id, input.params.id), eq(mailMessages.accountId, account.id)))
      .limit(1);
    if (!file) throw fail.notFound();
    const bytes = new Uint8Array(file.content);
    const type = ACTIVE_TYPES.test(file.contentType) ? 'application/octet-stream' : file.contentType || 'application/octet-stream';
    return new FileAnswer(bytes, file.filename || 'attachment', type, bytes.length);
  }),
  handle(calls.followOptions, async ({ deps, staff: me, lang }) => {
    await requireMailbox(deps.db, me.staffId);
    const rows = await deps.db
      .select({ value: staff.id, name: staff.name, nameEn: staff.nameEn })
      .from(staff)
      .innerJoin(mailAccounts, and(eq(mailAccounts.staffId, staff.id), eq(mailAccounts.state, 'active')))
      .orderBy(staff.id);
    return rows.map((row) => ({ value: row.value, label: lang === 'en' ? row.nameEn : row.name }));
  }),
  handle(calls.markOptions, async ({ deps, staff: me, lang }) => {
    await requireMailbox(deps.db, me.staffId);
    return (Object.keys(MAIL_MARKS) as (keyof typeof MAIL_MARKS)[]).map((key) => ({
      value: MAIL_MARKS[key],
      label: formatMessage(`mail.mark.${key}`, lang),
    }));
  }),
  handle(calls.receiveMark, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    const { ids, ...change } = input.body;
    return { count: await markMessages(deps.db, account.id, ids, change) };
  }),
  handle(calls.checkOwner, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    const message = await ownMessage(deps.db, account.id, input.body.id);
    return followOwnerOf(deps.db, message.direction === 'in' ? message.fromAddress : '', lang);
  }),
  handle(calls.billFlagOptions, async ({ deps, staff: me, lang }) => {
    await requireMailbox(deps.db, me.staffId);
    return BILL_FLAGS.map((value) => ({ value, label: formatMessage(`mail.billFlag.${value}`, lang) }));
  }),
  handle(calls.pushToFinance, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return pushBillMail(deps.db, account.id, me.staffId, input.body, deps.clock.now());
  }),
  handle(calls.dealingsCustomers, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    const scope = await resolveDataScope(deps, me.staffId);
    return dealingsParties(deps.db, account.id, 'customer', scope, input.body, lang);
  }),
  handle(calls.dealingsSuppliers, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    return dealingsParties(deps.db, account.id, 'supplier', { kind: 'all', staffId: me.staffId }, input.body, lang);
  }),
  handle(calls.dealingsQuery, async ({ deps, staff: me, input, lang }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    const { partyKind, partyId, ...filters } = input.body;
    if (partyKind === 'customer') {
      // A customer outside the caller's data scope answers like an unknown one.
      const scope = await resolveDataScope(deps, me.staffId);
      const visible = await queryRows(deps.db, sql`SELECT 1 FROM customers c WHERE c.id = ${partyId} AND ${customerScope(scope, 'c')}`);
      if (visible.length === 0) throw fail.notFound();
    }
    return queryMailList(deps.db, account.id, { kind: 'dealings', party: { kind: partyKind, id: partyId } }, filters, lang);
  }),
];
