/** Which remote folders IMAP sync reads, and where their mail goes here. */
export type SyncedFolder = 'inbox' | 'sent' | 'junk';

const SENT_NAMES = new Set(['sent', 'sent items', 'sent messages', 'sent mail', '已发送', '已发送邮件']);
const JUNK_NAMES = new Set(['junk', 'spam', 'junk e-mail', 'junk email', 'bulk mail', '垃圾邮件', '垃圾箱']);

/**
 * INBOX is the inbox (the sender rules still file its mail, so a blacklisted sender lands in
 * spam); the folder marked \Sent (or named Sent, Sent Items, 已发送…) holds sent copies; \Junk
 * (Junk, Spam, 垃圾邮件…) is spam. Drafts, Trash, Archive and the person's own folders are not
 * synced: the mailbox here has no place for them.
 */
export function syncedFolderOf(folder: { path: string; name: string; specialUse?: string | undefined }): SyncedFolder | null {
  if (folder.path.toUpperCase() === 'INBOX' || folder.specialUse === '\\Inbox') return 'inbox';
  if (folder.specialUse === '\\Sent') return 'sent';
  if (folder.specialUse === '\\Junk') return 'junk';
  // A folder the server marks as something else (Trash, Drafts…) is that, whatever its name.
  if (folder.specialUse) return null;
  const name = folder.name.trim().toLowerCase();
  if (SENT_NAMES.has(name)) return 'sent';
  if (JUNK_NAMES.has(name)) return 'junk';
  return null;
}
