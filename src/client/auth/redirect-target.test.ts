import { describe, expect, it } from 'vitest';
import { refreshTarget } from '../pages';
import { loginPath, sanitizeRedirect } from './redirect-target';

describe('sanitizeRedirect', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(sanitizeRedirect('/crm/x?a=1#top')).toBe('/crm/x?a=1#top');
    expect(sanitizeRedirect('/')).toBe('/');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example/x'],
    ['absolute', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['relative', 'crm/x'],
    ['backslash', '/\\evil.example'],
    ['tab smuggling', '/\t/evil.example'],
    ['newline', '/x\n'],
    ['the login page itself', '/login?redirect=/x'],
    ['the SSO landing', '/authorize'],
  ])('refuses %s', (_name, target) => {
    expect(sanitizeRedirect(target)).toBe('/home');
    expect(sanitizeRedirect(target, '/fallback')).toBe('/fallback');
  });
});

describe('loginPath', () => {
  it('carries a known referer, drops an unsafe or empty one', () => {
    expect(loginPath('/crm/x?a=1')).toBe('/login?redirect=%2Fcrm%2Fx%3Fa%3D1');
    expect(loginPath(null)).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/login')).toBe('/login');
  });
});

describe('refreshTarget (/refresh?redirectPath=…)', () => {
  it('replaces the location with redirectPath carrying the other query parameters', () => {
    expect(refreshTarget(new URLSearchParams('redirectPath=/crm/x&a=1&b=2'))).toBe('/crm/x?a=1&b=2');
    expect(refreshTarget(new URLSearchParams('redirectPath=%2Fcrm%2Fx%3Fk%3D1&a=1'))).toBe('/crm/x?k=1&a=1');
    expect(refreshTarget(new URLSearchParams('redirectPath=/crm/x'))).toBe('/crm/x');
  });

  it('goes home without a safe redirectPath', () => {
    expect(refreshTarget(new URLSearchParams('a=1'))).toBe('/home');
    expect(refreshTarget(new URLSearchParams('redirectPath=//evil.example'))).toBe('/home');
  });
});

describe('refreshTarget keeps a hash after the merged query', () => {
  it('puts parameters before the hash', () => {
    expect(refreshTarget(new URLSearchParams('redirectPath=%2Fcrm%2Fx%23top&a=1'))).toBe('/crm/x?a=1#top');
  });
});
