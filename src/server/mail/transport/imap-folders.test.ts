import { describe, expect, it } from 'vitest';
import { syncedFolderOf } from './imap-folders';

describe('syncedFolderOf', () => {
  it('maps INBOX, the special-use Sent and Junk folders and their usual names; ignores the rest', () => {
    const cases: [{ path: string; name: string; specialUse?: string }, string | null][] = [
      [{ path: 'INBOX', name: 'INBOX' }, 'inbox'],
      [{ path: 'inbox', name: 'inbox' }, 'inbox'],
      [{ path: 'Gesendet', name: 'Gesendet', specialUse: '\\Sent' }, 'sent'],
      [{ path: 'Sent Items', name: 'Sent Items' }, 'sent'],
      [{ path: '已发送', name: '已发送' }, 'sent'],
      [{ path: 'INBOX.Spam', name: 'Spam' }, 'junk'],
      [{ path: '垃圾邮件', name: '垃圾邮件' }, 'junk'],
      [{ path: 'Bulk', name: 'Bulk', specialUse: '\\Junk' }, 'junk'],
      // A folder the server marks as Trash is not spam, whatever it is called.
      [{ path: 'Junk', name: 'Junk', specialUse: '\\Trash' }, null],
      [{ path: 'Drafts', name: 'Drafts', specialUse: '\\Drafts' }, null],
      [{ path: 'Archive', name: 'Archive' }, null],
      [{ path: '客户/华东', name: '华东' }, null],
    ];
    for (const [folder, expected] of cases) expect([folder.path, syncedFolderOf(folder)]).toEqual([folder.path, expected]);
  });
});
