import { eq } from 'drizzle-orm';
import * as calls from '../../../shared/api/mail-tools-calls';
import type { DingNoticeState } from '../../../shared/api/mail-tools-calls';
import type { AppDeps } from '../../deps';
import { mailAccounts, staff } from '../../db/schema/index';
import { handle, type RegisteredCall } from '../../http/call-router';
import { mailboxOf, requireMailbox, type MailAccountRow } from '../accounts/mailbox-of';
import { bindMailbox, staffMailPage, unbindMailbox } from './account-admin';
import { mailStateOf } from './account-view';
import { bookAll, bookPage, deleteBookEntry, groupBook, saveBookEntry } from './address-book';
import { deleteDomain, deleteSender, domainRows, saveDomain, saveSender, senderRows } from './domain-admin';
import { deleteFollowRule, followRulePage, saveFollowRule } from './follow-rules';
import { mailLogPage } from './mail-log';
import { deleteSenderRule, saveSenderRule, senderRulePage, senderRuleView, type SenderListKind } from './sender-lists';
import { staffEmailPage } from './staff-email-page';
import * as templates from './templates';

async function dingNoticeOf(deps: AppDeps, account: MailAccountRow): Promise<DingNoticeState> {
  const [person] = await deps.db
    .select({ dingUserId: staff.dingUserId })
    .from(staff)
    .where(eq(staff.id, account.staffId ?? 0));
  return { enabled: account.dingNotice, configured: deps.dingtalk !== null, linked: Boolean(person?.dingUserId) };
}

function senderListHandlers(
  kind: SenderListKind,
  list: {
    query: typeof calls.whitelistQuery;
    update: typeof calls.whitelistUpdate;
    del: typeof calls.whitelistDel;
    view: typeof calls.whitelistView;
  },
): RegisteredCall[] {
  return [
    handle(list.query, async ({ deps, staff: me, input }) =>
      senderRulePage(deps.db, (await requireMailbox(deps.db, me.staffId)).id, kind, input.body),
    ),
    handle(list.update, async ({ deps, staff: me, input }) =>
      saveSenderRule(deps.db, (await requireMailbox(deps.db, me.staffId)).id, kind, input.body),
    ),
    handle(list.del, async ({ deps, staff: me, input }) =>
      deleteSenderRule(deps.db, (await requireMailbox(deps.db, me.staffId)).id, kind, input.body.id),
    ),
    handle(list.view, async ({ deps, staff: me, input }) =>
      senderRuleView(deps.db, (await requireMailbox(deps.db, me.staffId)).id, kind, input.params.id),
    ),
  ];
}

/** Handlers of the mailbox's accounts, domains and sender addresses, templates, signatures, address book, white and black lists, chat-app notices, the mail log and selects. */
export const mailToolsHandlers: RegisteredCall[] = [
  // Accounts
  handle(calls.accountStaffQuery, async ({ deps, input }) => staffMailPage(deps.db, input.body)),
  handle(calls.accountStaffState, async ({ deps, staff: me }) => mailStateOf(await mailboxOf(deps.db, me.staffId))),
  handle(calls.updateEmailSseStatus, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    const [updated] = await deps.db
      .update(mailAccounts)
      .set({ pushEnabled: input.body.enabled })
      .where(eq(mailAccounts.id, account.id))
      .returning();
    return mailStateOf(updated ?? null);
  }),
  handle(calls.accountBind, async ({ deps, input }) => bindMailbox(deps.db, input.body)),
  handle(calls.accountUnbind, async ({ deps, input }) => unbindMailbox(deps.db, input.body.staffId)),
  // Domains and sender addresses
  handle(calls.domainList, async ({ deps }) => domainRows(deps.db)),
  handle(calls.domainSave, async ({ deps, input }) => saveDomain(deps.db, input.body)),
  handle(calls.domainDel, async ({ deps, input }) => deleteDomain(deps.db, input.body.id)),
  handle(calls.senderAddressList, async ({ deps }) => senderRows(deps.db)),
  handle(calls.senderAddressSave, async ({ deps, input }) => saveSender(deps.db, input.body)),
  handle(calls.senderAddressDel, async ({ deps, input }) => deleteSender(deps.db, input.body.id)),
  // Follow-up rules
  handle(calls.followRuleList, async ({ deps, input }) => followRulePage(deps.db, input.body)),
  handle(calls.followRuleSave, async ({ deps, input }) => saveFollowRule(deps.db, input.body)),
  handle(calls.followRuleDel, async ({ deps, input }) => deleteFollowRule(deps.db, input.body.id)),
  // Templates, signatures and their sharing
  handle(calls.tempQuery, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.templatePage(deps.db, me.staffId, input.body);
  }),
  handle(calls.tempSave, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.saveTemplate(deps.db, me.staffId, input.body);
  }),
  handle(calls.tempDel, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.deleteTemplate(deps.db, me.staffId, input.body.id);
  }),
  handle(calls.tempView, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.templateView(deps.db, me.staffId, input.params.id);
  }),
  handle(calls.signatureQuery, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.signaturePage(deps.db, me.staffId, input.body);
  }),
  handle(calls.signatureUpdate, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.saveSignature(deps.db, me.staffId, input.body);
  }),
  handle(calls.signatureDel, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.deleteSignature(deps.db, me.staffId, input.body.id);
  }),
  handle(calls.signatureView, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return templates.signatureView(deps.db, me.staffId, input.params.id);
  }),
  handle(calls.sharedList, async ({ deps }) => templates.sharedItems(deps.db)),
  handle(calls.sharedRevoke, async ({ deps, input }) => templates.unshareItem(deps.db, input.body.kind, input.body.id)),
  // Address book
  handle(calls.bookQueryPage, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return bookPage(deps.db, me.staffId, input.body);
  }),
  handle(calls.bookSave, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return saveBookEntry(deps.db, me.staffId, input.body);
  }),
  handle(calls.bookDel, async ({ deps, staff: me, input }) => {
    await requireMailbox(deps.db, me.staffId);
    return deleteBookEntry(deps.db, me.staffId, input.body.id);
  }),
  handle(calls.getEmailBook, async ({ deps, staff: me }) => {
    await requireMailbox(deps.db, me.staffId);
    return groupBook(await bookAll(deps.db, me.staffId));
  }),
  handle(calls.queryBookAll, async ({ deps, staff: me }) => {
    await requireMailbox(deps.db, me.staffId);
    return bookAll(deps.db, me.staffId);
  }),
  // White and black lists
  ...senderListHandlers('white', {
    query: calls.whitelistQuery,
    update: calls.whitelistUpdate,
    del: calls.whitelistDel,
    view: calls.whitelistView,
  }),
  ...senderListHandlers('black', {
    query: calls.blacklistQuery,
    update: calls.blacklistUpdate,
    del: calls.blacklistDel,
    view: calls.blacklistView,
  }),
  // Chat-app notice
  handle(calls.dingNoticeQuery, async ({ deps, staff: me }) => dingNoticeOf(deps, await requireMailbox(deps.db, me.staffId))),
  handle(calls.dingNoticeUpdate, async ({ deps, staff: me, input }) => {
    const account = await requireMailbox(deps.db, me.staffId);
    const [updated] = await deps.db
      .update(mailAccounts)
      .set({ dingNotice: input.body.enabled })
      .where(eq(mailAccounts.id, account.id))
      .returning();
    return dingNoticeOf(deps, updated ?? account);
  }),
  // Customer mail log
  handle(calls.emailLogQuery, async ({ deps, staff: me, input }) =>
    mailLogPage(deps.db, (await requireMailbox(deps.db, me.staffId)).id, input.body),
  ),
  // Selects
  handle(calls.selectMailType, async () => calls.MAIL_TYPE_OPTIONS.map((option) => ({ ...option }))),
  handle(calls.staffEmailPage, async ({ deps, input }) => staffEmailPage(deps.db, input.body)),
];
