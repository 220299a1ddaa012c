import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';

/** The origins of the section applications the shell embeds in frames (SECTION_APPS). */
export function sectionAppOrigins(apps: Readonly<Record<string, string>> | undefined): string[] {
  const origins = Object.values(apps ?? {}).flatMap((base) => {
    try {
      return [new URL(base).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)].sort();
}

/**
 * The Content-Security-Policy of every answer: the built client, the API reference (/docs) and the
 * development identity provider's page are all served by this one policy.
 * - scripts only from the portal's own files: no inline script, no eval, no foreign origin;
 * - styles may be inline: React style attributes, and the <style> elements that the toast and
 *   dialog libraries insert at run time and that /docs and /dev-idp/authorize carry;
 * - images may be remote: a mail body's frame narrows this with its own policy (data: only) until
 *   the reader chooses 显示图片 — the portal's own pages render no foreign markup;
 * - frames: the portal itself and the section applications; framed only by the portal itself.
 */
export function contentSecurityPolicy(env: Pick<Env, 'SECTION_APPS'>) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...sectionAppOrigins(env.SECTION_APPS)],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** `defaultSrc: ["'self'"]` → `default-src 'self'`, directives joined with "; ". */
function policyText(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' '))
    .join('; ');
}

/**
 * The security headers of every answer: the CSP above, nosniff, same-origin referrers, no foreign
 * framing, and the rest of what hono/secure-headers sends by default (which this list replaced, so
 * that an answer built whole can carry them too: finished-answer.ts).
 */
export function securityHeaderList(env: Pick<Env, 'SECTION_APPS'>): readonly (readonly [string, string])[] {
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', policyText(contentSecurityPolicy(env))],
  ];
}

/** Security headers on every answer, in place of any the handler set, and no X-Powered-By. */
export function securityHeaders(env: Pick<Env, 'SECTION_APPS'>): MiddlewareHandler {
  const list = securityHeaderList(env);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
    headers.delete('X-Powered-By');
  };
}
