// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { REMOTE_HOST, SECOND_REMOTE_HOST, XSS_PAYLOADS } from '../../../../tests/fixtures/xss-payloads';
import { plainToHtml } from './plain-to-html';
import { sanitizeMailHtml } from './sanitize-mail-html';
import { withRemoteImages } from './show-remote-images';

const FORBIDDEN_TAG =
  /<\/?(script|iframe|frame|frameset|object|embed|applet|svg|math|form|input|button|select|textarea|base|meta|link|style|template|noscript|video|audio|source|picture|track|image|isindex|keygen|marquee|body|html|head|title|xmp|area|map)\b/i;
const FORBIDDEN_ATTRIBUTE =
  /^(on.*|srcdoc|srcset|formaction|action|xlink:href|background|poster|ping|data|lowsrc|dynsrc|codebase|usemap|id|name|class)$/i;
// eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme, so must the check
const IGNORED = /[\u0000-\u0020\u007F-\u009F]/g;
const DANGEROUS_VALUE = /(javascript|vbscript|livescript):|data:text|data:image\/svg|expression\(|url\(|@import|behavior|binding/i;
const REMOTE_HOSTS = new RegExp(`${REMOTE_HOST}|${SECOND_REMOTE_HOST}`.replace(/\./g, '\\.'), 'i');

/** Entities decoded once more than the parser did, so a double-encoded scheme shows through. */
function decodeAgain(value: string): string {
  const box = document.createElement('textarea');
  box.innerHTML = value;
  return box.value;
}

function problemsOf(html: string, { remoteAllowed }: { remoteAllowed: boolean }): string[] {
  const problems: string[] = [];
  if (FORBIDDEN_TAG.test(html)) problems.push(`forbidden tag: ${FORBIDDEN_TAG.exec(html)?.[0]}`);
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    for (const { name, value } of Array.from(element.attributes)) {
      const seen = decodeAgain(value).replace(IGNORED, '');
      if (FORBIDDEN_ATTRIBUTE.test(name)) problems.push(`${tag}[${name}]`);
      if (DANGEROUS_VALUE.test(seen)) problems.push(`${tag}[${name}]=${value}`);
      const remoteHere =
        (tag === 'a' && name === 'href') ||
        (tag === 'img' && name === 'data-remote-src') ||
        (remoteAllowed && tag === 'img' && name === 'src');
      if (REMOTE_HOSTS.test(seen) && !remoteHere) problems.push(`remote ${tag}[${name}]=${value}`);
      if (tag === 'img' && name === 'src' && !remoteAllowed && /^(https?:)?\/\//i.test(seen)) problems.push(`remote img src ${value}`);
    }
    if (tag === 'a' && (element.getAttribute('target') !== '_blank' || element.getAttribute('rel') !== 'noopener noreferrer'))
      problems.push('link without target/rel');
  }
  return problems;
}

describe('sanitizeMailHtml against the XSS fixture', () => {
  it('has at least 120 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(120);
  });

  it('the check itself flags active markup', () => {
    expect(problemsOf('<img src=x onerror=alert(1)>', { remoteAllowed: false })).toEqual(['img[onerror]']);
    expect(
      problemsOf('<a href="jav&amp;#x61;script:x()" target="_blank" rel="noopener noreferrer">x</a>', { remoteAllowed: false }),
    ).toHaveLength(1);
    expect(problemsOf('<p style="background:url(http://evil.test/a)">x</p>', { remoteAllowed: false })).toHaveLength(2);
    expect(problemsOf('<img src="http://evil.test/a.png">', { remoteAllowed: false })).toHaveLength(2);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload] as const))('payload %i leaves nothing active: %s', (_id, payload) => {
    const { html, remoteImages } = sanitizeMailHtml(payload, {});
    expect(problemsOf(html, { remoteAllowed: false })).toEqual([]);
    expect(html).not.toMatch(/srcdoc/i);
    expect(remoteImages).toBe((html.match(/data-remote-src=/g) ?? []).length);
    // Loading the held-back images turns only http(s) image sources on, nothing else.
    expect(problemsOf(withRemoteImages(html), { remoteAllowed: true })).toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload] as const))(
    'payload %i as plain text stays text: %s',
    (_id, payload) => {
      const html = plainToHtml(payload);
      expect(problemsOf(html, { remoteAllowed: false })).toEqual([]);
      const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
      const tags = new Set(Array.from(doc.body.querySelectorAll('*')).map((element) => element.tagName.toLowerCase()));
      expect([...tags].filter((tag) => tag !== 'a' && tag !== 'br')).toEqual([]);
    },
  );
});
