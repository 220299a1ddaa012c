/** Characters that mean something in HTML text or attribute values. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** An http(s) URL in running text; trailing punctuation of the sentence is not part of it. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'\u3000-\u303F\uFF00-\uFFEF]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += escapeHtml(line.slice(last, start));
    html += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** A plain-text mail body as HTML: escaped, http(s) URLs as links, line breaks kept as `<br>`. */
export function plainToHtml(text: string): string {
  return text.replace(/\r\n?/g, '\n').split('\n').map(linkify).join('<br>\n');
}
