import { describe, expect, it } from 'vitest';
import { buildMailSrcdoc, estimatedFrameHeight, MAIL_FRAME_SANDBOX, mailFrameCsp } from './mail-srcdoc';

describe('mail frame', () => {
  it('allows popups only: no scripts, no same-origin, no forms', () => {
    expect(MAIL_FRAME_SANDBOX).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(MAIL_FRAME_SANDBOX).not.toMatch(/allow-scripts|allow-same-origin|allow-forms/);
  });

  it('holds remote images back in the CSP until they are shown', () => {
    expect(mailFrameCsp(false)).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'");
    expect(mailFrameCsp(true)).toBe(
      "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'",
    );
  });

  it('wraps the body with the CSP meta first, no referrer, links in a new tab', () => {
    const doc = buildMailSrcdoc('<p>你好</p>', { remoteImages: false, lang: 'zh-CN' });
    expect(doc.startsWith('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"')).toBe(
      true,
    );
    expect(doc).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'"`);
    expect(doc).toContain('<meta name="referrer" content="no-referrer"><base target="_blank">');
    expect(doc.endsWith('<body><p>你好</p></body></html>')).toBe(true);
  });

  it('escapes the language attribute', () => {
    expect(buildMailSrcdoc('', { remoteImages: false, lang: 'x"><script>' })).toContain('lang="x&quot;>&lt;script>"');
  });

  it('estimates a bounded frame height', () => {
    expect(estimatedFrameHeight('')).toBe(240);
    expect(estimatedFrameHeight('<p>a</p>'.repeat(20))).toBe(48 + 20 * 24 + 1 * 24);
    expect(estimatedFrameHeight('<p>x</p>'.repeat(500))).toBe(1600);
  });
});
