import sanitizeHtml from 'sanitize-html';

const BLOCK_END = /<\/(p|div|li|tr|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi;

/** The plain-text part of a written mail: block ends become line breaks, tags go, entities are read. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(BLOCK_END, (tag) => `${tag}\n`);
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
