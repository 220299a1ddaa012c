import { describe, expect, it } from 'vitest';
import { securityHeaderList } from './security-headers';

describe('securityHeaderList', () => {
  it('names every security header of an answer, the section applications among the frame sources', async () => {
    expect(
      Object.fromEntries(await securityHeaderList({ SECTION_APPS: { crm: 'https://crm.example.com/app/', tj: 'http://tj.test/' } })),
    ).toEqual({
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'content-security-policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http:; " +
        "connect-src 'self'; frame-src 'self' http://tj.test https://crm.example.com; frame-ancestors 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'",
    });
  });
});
