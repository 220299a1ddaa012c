import sanitizeHtml from 'sanitize-html';
import { MAIL_ALLOWED_STYLES } from './mail-css-allowlist';
import { classifyImageSource, normalizeUrl } from './mail-image-source';

export interface SanitizeMailOptions {
  /** Content-ID (without angle brackets) → in-portal URL of that inline part; unknown cids are dropped. */
  cidMap?: Record<string, string>;
}

export interface SanitizedMail {
  html: string;
  /** Remote images held back as `data-remote-src`, shown only when the reader allows them. */
  remoteImages: number;
}

/** The attribute a held-back remote image keeps its URL in (read by show-remote-images.ts). */
export const REMOTE_SRC_ATTRIBUTE = 'data-remote-src';

const LINK_SCHEMES = /^(?:https?:\/\/|mailto:|tel:)/i;

const TEXT_TAGS = [
  'p',
  'br',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'big',
  'font',
  'center',
  'mark',
  'abbr',
  'cite',
  'q',
  'tt',
  'kbd',
  'samp',
  'var',
  'address',
  'hr',
  'wbr',
];
const BLOCK_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'figure',
  'figcaption',
];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'];

const CELL = ['align', 'valign', 'width', 'height', 'bgcolor', 'colspan', 'rowspan', 'nowrap'];

/** Tags whose text is dropped with them: code, styles and fallback content never shown as text. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
];

function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = normalizeUrl(attribs.href ?? '');
  const kept: sanitizeHtml.Attributes = { target: '_blank', rel: 'noopener noreferrer' };
  if (LINK_SCHEMES.test(href)) kept.href = href;
  if (attribs.title !== undefined) kept.title = attribs.title;
  if (attribs.style !== undefined) kept.style = attribs.style;
  return { tagName, attribs: kept };
}

/** Builds the options of one run: the image transform needs this message's cid map. */
function mailOptions(cidMap: Record<string, string>): sanitizeHtml.IOptions {
  return {
    allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS, 'a', 'img'],
    allowedAttributes: {
      '*': ['style', 'title', 'dir', 'lang', 'align'],
      a: ['href', 'target', 'rel'],
      img: ['src', REMOTE_SRC_ATTRIBUTE, 'alt', 'width', 'height', 'border', 'hspace', 'vspace'],
      font: ['color', 'face', 'size'],
      table: ['width', 'height', 'border', 'cellpadding', 'cellspacing', 'bgcolor'],
      td: CELL,
      th: CELL,
      tr: CELL,
      col: ['span', 'width'],
      colgroup: ['span', 'width'],
      ol: ['start', 'type', 'reversed'],
      ul: ['type'],
      li: ['value'],
      blockquote: ['type'],
      hr: ['size', 'width', 'color', 'noshade'],
    },
    allowedStyles: MAIL_ALLOWED_STYLES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data', 'http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', REMOTE_SRC_ATTRIBUTE],
    allowProtocolRelative: false,
    allowedClasses: {},
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    enforceHtmlBoundary: false,
    transformTags: {
      a: transformLink,
      img: (tagName, attribs) => {
        const { src, [REMOTE_SRC_ATTRIBUTE]: _ignored, srcset: _srcset, ...rest } = attribs;
        const source = classifyImageSource(src ?? '', cidMap);
        if (source.kind === 'src') return { tagName, attribs: { ...rest, src: source.url } };
        if (source.kind === 'remote') return { tagName, attribs: { ...rest, [REMOTE_SRC_ATTRIBUTE]: source.url } };
        return { tagName, attribs: rest };
      },
    },
  };
}

const REMOTE_IMAGE = new RegExp(`<img\\b[^>]*\\s${REMOTE_SRC_ATTRIBUTE}="`, 'g');

/**
 * Mail HTML reduced to an allowlist fit to show in the reader: text formatting, tables, lists, links
 * (http, https, mailto, tel; opened in a new tab), raster images and a safe subset of inline CSS.
 * Remote images are held back, counted, until the reader allows them for the sender.
 */
export function sanitizeMailHtml(html: string, options: SanitizeMailOptions = {}): SanitizedMail {
  const clean = sanitizeHtml(html, mailOptions(options.cidMap ?? {}));
  // Text and attribute values come out with `<` escaped, so only a real img tag can match.
  const remoteImages = clean.match(REMOTE_IMAGE)?.length ?? 0;
  return { html: clean, remoteImages };
}
