import type { CallDef } from '../../shared/api/define-call';

/**
 * POST calls that only read (lists, look-ups, previews). Every other POST changes something and is
 * audited — a new call is audited unless it is listed here, so forgetting to list a read costs an
 * audit row, never a missing one.
 */
export const READ_ONLY_POSTS: ReadonlySet<string> = new Set([
  'audit.page',
  'sys.staffPage',
  'staff.fieldRights',
  'crm.customerQuery',
  'crm.customerStatistics',
  'download.page',
  'mc.centerList',
  'mc.homeList',
  'feedback.dictPage',
  'feedback.managePage',
  'feedback.myPage',
  'feedback.popupTriggers',
  'version.dingNoticePage',
  'version.dsrPage',
  'version.page',
  'version.timelinePage',
  'workflow.fieldImportView',
  'workflow.fieldQueryPage',
  'workflow.formQueryPage',
  'workflow.myApplyPage',
  'workflow.myCcMePage',
  'workflow.myHandlePage',
  'workflow.myToDoPage',
  'workflow.operatePreview',
  'workflow.processQueryPage',
  'workflow.rolePage',
  'hrm.attendanceReport',
  'hrm.holidayList',
  'hrm.overtimeList',
  'hrm.schedulingPage',
  'bq.performanceQuery',
  'rpt.profitQuery',
  'bq.sendRecordQuery',
  'mail.accountStaffQuery',
  'mail.blacklistQuery',
  'mail.bookQueryPage',
  'mail.emailLogQuery',
  'mail.followRuleList',
  'mail.signatureQuery',
  'mail.staffEmailPage',
  'mail.tempQuery',
  'mail.whitelistQuery',
  'mail.billFlagOptions',
  'mail.checkOwner',
  'mail.dealingsCustomers',
  'mail.dealingsQuery',
  'mail.dealingsSuppliers',
  'mail.junkQuery',
  'mail.detail',
  'mail.receiveQuery',
  'mail.sendQuery',
  'mail.starQuery',
  'mail.unreadCounts',
  'mail.bookContact',
  'mail.checkCcEmail',
  'mail.customerContact',
  'mail.draftQuery',
  'mail.senderList',
  'mail.senderQuery',
  'mailMarketing.campaignQuery',
  'mailMarketing.receivedQuery',
  'mailMarketing.recipientQuery',
  'mailMarketing.segmentPreview',
]);

/**
 * How the router audits a call:
 * - `transaction`: a mutating call; the handler gets a transactional db and the row is written in
 *   that transaction, so the change and its row commit (or roll back) together.
 * - `after`: recorded on its own after the answer: sign-in and sign-out (a failed sign-in must keep
 *   its attempt count, which a rolled-back transaction would undo; so must a wrong current
 *   password, see PASSWORD_CHECKING_CALLS), exports and streams (a
 *   transaction held while a file is built or an answer streams would stall the embedded database).
 * - `refusals`: reads; only a permission refusal is recorded.
 */
/**
 * Calls that check the current password: a wrong one counts towards the lock and must stay counted
 * when the call fails, which a rolled-back transaction would undo. Recorded after the answer.
 */
export const PASSWORD_CHECKING_CALLS: ReadonlySet<string> = new Set(['staff.changePassword']);

/**
 * Calls recorded after their answer rather than in a transaction:
 * - stopping a chat waits for the stream to store what it sent, which a transaction held by the
 *   stop call would block on the embedded database;
 * - a mail sync talks to the mail server and records its failure on the mailbox, which a rolled-back
 *   transaction would undo (and a transaction held across the network would stall other calls);
 * - retrying an export queues it and wakes the export worker at once, which on a PostgreSQL server
 *   reads the queue on its own connection and would not yet see an uncommitted retry.
 */
export const SIGNALLING_CALLS: ReadonlySet<string> = new Set(['ai.chatStop', 'mail.receiveSync', 'download.retry']);

export type AuditMode = 'transaction' | 'after' | 'refusals';

export function auditModeOf(call: CallDef): AuditMode {
  if (call.method !== 'POST' || READ_ONLY_POSTS.has(call.id)) return 'refusals';
  if (
    call.id.startsWith('auth.') ||
    PASSWORD_CHECKING_CALLS.has(call.id) ||
    SIGNALLING_CALLS.has(call.id) ||
    call.answer === 'file' ||
    call.answer === 'stream'
  )
    return 'after';
  return 'transaction';
}
