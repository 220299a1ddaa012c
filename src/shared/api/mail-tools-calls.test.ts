import { describe, expect, it } from 'vitest';
import { accountBindBody, isMailDomain, isSenderPattern, senderPattern } from './mail-tools-calls';

describe('sender patterns', () => {
  it('accepts a full address or an @domain, lower-cased', () => {
    expect(senderPattern.parse(' Li@Example.COM ')).toBe('li@example.com');
    expect(senderPattern.parse('@Sub.Example.com')).toBe('@sub.example.com');
  });

  it('refuses a bare domain, a lone @, a TLD-less host and leading hyphens', () => {
    for (const text of ['example.com', '@', '@example', 'a@b', '@-x.example', 'li@', 'li@@x.example']) {
      expect(isSenderPattern(text), text).toBe(false);
    }
  });

  it('knows mail domains', () => {
    expect(isMailDomain('switchboard.example')).toBe(true);
    expect(isMailDomain('no_underscore.example')).toBe(false);
    expect(isMailDomain('x.1')).toBe(false);
  });
});

describe('account binding body', () => {
  it('needs the IMAP settings for an IMAP mailbox, not for a local one', () => {
    const base = { staffId: 1, address: 'a@switchboard.example', displayName: 'A' };
    expect(accountBindBody.safeParse({ ...base, kind: 'local' }).success).toBe(true);
    const imap = accountBindBody.safeParse({ ...base, kind: 'imap' });
    expect(imap.success).toBe(false);
    expect(imap.error?.issues[0]).toMatchObject({ path: ['imap'], message: 'mail.imapRequired' });
    const full = accountBindBody.safeParse({ ...base, kind: 'imap', imap: { host: 'imap.x.example', port: 993, secure: true, user: 'a' } });
    expect(full.success).toBe(true);
  });
});
