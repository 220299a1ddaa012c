import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage, TokenStore, documentCookieJar, type CookieTarget } from './token-store';

const tokens = { token: 'tok/1', tokenHead: 'Bearer ', expiresIn: 7200, refreshToken: 'r1' };

/** A document that records every cookie string written to it. */
function recordingTarget(href: string): CookieTarget & { written: string[] } {
  const written: string[] = [];
  const url = new URL(href);
  return {
    written,
    location: { hostname: url.hostname, protocol: url.protocol },
    document: {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    },
  };
}

describe('the token cookie', () => {
  it('is host-only, Secure and SameSite=Lax on an HTTPS portal, and expires the old parent-domain copy', () => {
    const target = recordingTarget('https://portal.switchboard.example/home');
    const store = new TokenStore(new MemoryStorage(), documentCookieJar(target), 'sb_token');
    store.write(tokens, 0);
    expect(target.written).toEqual([
      'sb_token=; path=/; max-age=0; domain=.switchboard.example; secure; samesite=lax',
      'sb_token=tok%2F1; path=/; max-age=7200; secure; samesite=lax',
    ]);
    target.written.length = 0;
    store.clear();
    expect(target.written).toEqual([
      'sb_token=; path=/; max-age=0; domain=.switchboard.example; secure; samesite=lax',
      'sb_token=; path=/; max-age=0; secure; samesite=lax',
    ]);
  });

  it('is not Secure over plain HTTP (a local portal), and a host without a parent domain has no old copy', () => {
    for (const href of ['http://localhost:8080/home', 'http://10.0.0.5:8080/home']) {
      const target = recordingTarget(href);
      documentCookieJar(target).set('sb_token', 'abc', 60);
      expect(target.written).toEqual(['sb_token=abc; path=/; max-age=60; samesite=lax']);
    }
  });
});

describe('the token cookie in a browser document (happy-dom)', () => {
  afterEach(() => {
    document.cookie = 'sb_token=; path=/; max-age=0';
  });

  it('is readable by the portal itself after sign-in and gone after sign-out', () => {
    // happy-dom's own handle on the page address (not in the DOM typings).
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://portal.switchboard.example/home');
    const store = new TokenStore(new MemoryStorage(), documentCookieJar(), 'sb_token');
    store.write(tokens, 0);
    expect(document.cookie).toContain('sb_token=tok%2F1');
    store.clear();
    expect(document.cookie).not.toContain('tok%2F1');
  });
});
