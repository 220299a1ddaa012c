import type { MailAccountView, MailState } from '../../../shared/api/mail-tools-calls';
import type { MailAccountRow } from '../accounts/mailbox-of';

/** What administrators see of a mailbox: every setting but the IMAP password, of which only "set" shows. */
export function accountView(row: MailAccountRow): MailAccountView {
  return {
    id: row.id,
    address: row.address,
    displayName: row.displayName,
    kind: row.kind === 'imap' ? 'imap' : 'local',
    state: row.state,
    imapHost: row.imapHost,
    imapPort: row.imapPort,
    imapSecure: row.imapSecure,
    imapUser: row.imapUser,
    passwordSet: Boolean(row.imapPassword),
    pushEnabled: row.pushEnabled,
    dingNotice: row.dingNotice,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastSyncError: row.lastSyncError,
  };
}

/** The caller's own mailbox state; without an active mailbox it says so instead of failing (the client decides). */
export function mailStateOf(row: MailAccountRow | null): MailState {
  if (!row) {
    return {
      bound: false,
      address: null,
      displayName: null,
      kind: null,
      pushEnabled: false,
      dingNotice: false,
      lastSyncAt: null,
      lastSyncError: null,
    };
  }
  return {
    bound: true,
    address: row.address,
    displayName: row.displayName,
    kind: row.kind === 'imap' ? 'imap' : 'local',
    pushEnabled: row.pushEnabled,
    dingNotice: row.dingNotice,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastSyncError: row.lastSyncError,
  };
}
