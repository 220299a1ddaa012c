import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './sanitize-mail-html';
import { withRemoteImages } from './show-remote-images';

describe('withRemoteImages', () => {
  it('turns held-back http(s) images into sources', () => {
    const { html } = sanitizeMailHtml(
      '<img src="https://cdn.example.com/a.png" alt="a"><img src="http://cdn.example.com/b.png?x=1&amp;y=2">',
    );
    expect(withRemoteImages(html)).toBe(
      '<img alt="a" src="https://cdn.example.com/a.png" /><img src="http://cdn.example.com/b.png?x=1&amp;y=2" />',
    );
  });

  it('leaves text that looks like the attribute alone', () => {
    const { html } = sanitizeMailHtml(
      '<p>&lt;img data-remote-src="http://evil.test/x"&gt; and " data-remote-src="http://evil.test/y</p><img alt=\' data-remote-src="http://evil.test/z"\'>',
    );
    expect(withRemoteImages(html)).toBe(html);
    expect(withRemoteImages(html)).not.toMatch(/<img[^>]*\ssrc=/);
  });

  it('moves only http(s) URLs', () => {
    expect(withRemoteImages('<img data-remote-src="javascript:alert(1)" />')).toBe('<img data-remote-src="javascript:alert(1)" />');
  });
});
