import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
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

/** Security headers on every answer (hono/secure-headers): the CSP above, nosniff, same-origin referrers, no foreign framing. */
export function securityHeaders(env: Pick<Env, 'SECTION_APPS'>): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(env),
    referrerPolicy: 'same-origin',
  });
}

/**
 * The headers securityHeaders sets, read once from a throwaway answer, for the answers the call
 * router builds whole (finished-answer.ts): they carry exactly what the middleware would have added.
 */
export async function securityHeaderList(env: Pick<Env, 'SECTION_APPS'>): Promise<readonly (readonly [string, string])[]> {
  const probe = new Hono();
  probe.use('*', securityHeaders(env));
  probe.get('/', (c) => c.body(null, 204));
  const answer = await probe.request('/');
  return [...answer.headers];
}
