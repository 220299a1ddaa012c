/**
 * The document a mail body is shown in: a sandboxed frame with no scripts and no same-origin
 * access, and a CSP of its own so that even a sanitizer miss can neither run code nor call home.
 */

/** Links may open (in a new, unsandboxed tab); nothing else is allowed — no scripts, forms or same-origin. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** Images: embedded ones always; remote ones only once the reader chose to show them. */
export function mailFrameCsp(remoteImages: boolean): string {
  const images = remoteImages ? 'img-src data: https: http:' : 'img-src data:';
  return `default-src 'none'; ${images}; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'`;
}

const attribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The frame's srcdoc around sanitized HTML. The referrer is withheld so a shown image never tells
 * the sender which portal page it was opened from; links open in a new tab.
 */
export function buildMailSrcdoc(sanitizedHtml: string, options: { remoteImages: boolean; lang: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${attribute(options.lang)}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${attribute(mailFrameCsp(options.remoteImages))}">`,
    '<meta name="referrer" content="no-referrer">',
    '<base target="_blank">',
    '<style>html,body{margin:0;padding:0}body{padding:12px 16px;font:14px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#0f172a;word-break:break-word;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}pre{white-space:pre-wrap}</style>',
    `</head><body>${sanitizedHtml}</body></html>`,
  ].join('');
}

/**
 * A starting height for the frame, from how much the body holds: the frame cannot be measured from
 * outside without same-origin access, so it gets a sensible height and scrolls beyond it.
 */
export function estimatedFrameHeight(sanitizedHtml: string): number {
  const text = sanitizedHtml.replace(/<[^>]*>/g, '');
  const lines = (sanitizedHtml.match(/<(br|p|div|tr|li|h\d)\b/gi) ?? []).length + Math.ceil(text.length / 80);
  const images = (sanitizedHtml.match(/<img\b/gi) ?? []).length;
  return Math.min(1600, Math.max(240, 48 + lines * 24 + images * 160));
}
