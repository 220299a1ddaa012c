import type { BrowserContext } from '@playwright/test';

/** One Content-Security-Policy violation a page reported. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects every `securitypolicyviolation` event of every document the context loads (each
 * navigation included) plus the console's CSP errors, which also cover what no event reports.
 * Call before the first navigation.
 */
export async function watchCspViolations(context: BrowserContext): Promise<() => CspViolation[]> {
  const seen: CspViolation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation?: (violation: unknown) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report?.({ page: location.href, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      seen.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: '', sample: message.text() });
    }
  });
  return () => [...seen];
}
