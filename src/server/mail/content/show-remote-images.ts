import { REMOTE_SRC_ATTRIBUTE } from './sanitize-mail-html';

/**
 * The held-back remote images of sanitized mail HTML, loaded: `<img data-remote-src="http…">` becomes
 * `<img src="http…">`. Only img tags written by the sanitizer match (its output escapes `<` in text
 * and attribute values), and only http(s) URLs are moved, so nothing else can turn into a source.
 */
export function withRemoteImages(sanitizedHtml: string): string {
  return sanitizedHtml.replace(/<img\b[^>]*>/g, (tag) =>
    tag.replace(
      new RegExp(`(\\s)${REMOTE_SRC_ATTRIBUTE}="(https?://[^"]*)"`, 'i'),
      (_match, space: string, url: string) => `${space}src="${url}"`,
    ),
  );
}
