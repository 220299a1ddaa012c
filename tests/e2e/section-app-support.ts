/**
 * The section application the e2e server embeds (SECTION_APPS, set by global-setup.ts). Its host
 * does not exist on the network: shell-section-app.spec.ts serves it with Playwright's routing, so
 * no other spec can reach it, and it owns a section no other spec opens (early warning).
 */
export const SECTION_APP = {
  iframeName: 'tj',
  base: 'http://section-app.test/',
  origin: 'http://section-app.test',
} as const;

/** Another site, to prove the shell ignores bridge messages that do not come from the app's frame. */
export const FOREIGN_ORIGIN = 'http://foreign-site.test';
