import { describe, expect, it } from 'vitest';
import { securityHeaderList } from './security-headers';

describe('securityHeaderList', () => {
  it('names every security header of an answer, the section applications among the frame sources', () => {
    expect(
      Object.fromEntries(securityHeaderList({ SECTION_APPS: { crm: 'https://crm.example.com/app/', tj: 'http://tj.test/' } })),
    ).toEqual({
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Referrer-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-DNS-Prefetch-Control': 'off',
      'X-Download-Options': 'noopen',
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Permitted-Cross-Domain-Policies': 'none',
      'X-XSS-Protection': '0',
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http:; " +
        "connect-src 'self'; frame-src 'self' http://tj.test https://crm.example.com; frame-ancestors 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'",
    });
  });
});
