/**
 * The build id of the portal's front end: `vite build` writes it into index.html as
 * <meta name="switchboard-build" content="…">; the page reads it from its own document and the
 * server from the index.html it serves, so both know which build a tab runs.
 */
export const BUILD_META_NAME = 'switchboard-build';

const META = new RegExp(`<meta\\s+name="${BUILD_META_NAME}"\\s+content="([A-Za-z0-9._-]{1,80})"`, 'i');

export function buildIdFromHtml(html: string): string | null {
  return META.exec(html)?.[1] ?? null;
}
