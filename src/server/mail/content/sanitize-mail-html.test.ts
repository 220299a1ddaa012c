import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './sanitize-mail-html';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const GIF_1PX = 'R0lGODlhAQABAAAAACw=';

describe('sanitizeMailHtml', () => {
  it('rewrites cid images through the map and drops unknown cids', () => {
    const result = sanitizeMailHtml('<img src="cid:logo@mail" alt="logo"><img src="cid:&lt;Other@Mail&gt;"><img src="cid:missing@mail">', {
      cidMap: { 'logo@mail': '/v2/emailbox/inline/7/1', '<other@mail>': '/v2/emailbox/inline/7/2' },
    });
    expect(result).toEqual({
      html: '<img alt="logo" src="/v2/emailbox/inline/7/1" /><img src="/v2/emailbox/inline/7/2" /><img />',
      remoteImages: 0,
    });
  });

  it('rewrites image data URLs whose type is null as png, keeps raster types, drops svg and html', () => {
    expect(sanitizeMailHtml(`<img src="data:null;base64,${PNG_1PX}">`).html).toBe(`<img src="data:image/png;base64,${PNG_1PX}" />`);
    expect(sanitizeMailHtml(`<img src="data:;base64,${GIF_1PX}">`).html).toBe(`<img src="data:image/png;base64,${GIF_1PX}" />`);
    expect(sanitizeMailHtml(`<img src="data:image/gif;base64,${GIF_1PX}">`).html).toBe(`<img src="data:image/gif;base64,${GIF_1PX}" />`);
    expect(sanitizeMailHtml('<img src="data:null;base64,PHNjcmlwdD4=">').html).toBe('<img />');
    expect(sanitizeMailHtml(`<img src="data:image/svg+xml;base64,${PNG_1PX}">`).html).toBe('<img />');
    expect(sanitizeMailHtml('<img src="data:text/html,<b>x</b>">').html).toBe('<img />');
  });

  it('holds remote images back as data-remote-src and counts them', () => {
    const result = sanitizeMailHtml(
      '<p>hi</p><img src="https://cdn.example.com/a.png" srcset="https://cdn.example.com/a2.png 2x"><img src="//cdn.example.com/b.png"><img src="http://cdn.example.com/c.png?x=1&amp;y=2">',
    );
    expect(result).toEqual({
      html: '<p>hi</p><img data-remote-src="https://cdn.example.com/a.png" /><img data-remote-src="https://cdn.example.com/b.png" /><img data-remote-src="http://cdn.example.com/c.png?x=1&amp;y=2" />',
      remoteImages: 3,
    });
  });

  it('ignores a data-remote-src written by the sender', () => {
    expect(sanitizeMailHtml('<img data-remote-src="javascript:alert(1)">')).toEqual({ html: '<img />', remoteImages: 0 });
  });

  it('keeps http(s), mailto and tel links, opened in a new tab; drops other schemes and relative links', () => {
    expect(sanitizeMailHtml('<a href="https://ok.test/a?b=1&amp;c=2">ok</a>').html).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://ok.test/a?b=1&amp;c=2">ok</a>',
    );
    expect(sanitizeMailHtml('<a href="mailto:li.na@x.com" target="_self">m</a>').html).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="mailto:li.na@x.com">m</a>',
    );
    expect(sanitizeMailHtml('<a href="/v2/emailbox/email/del">r</a><a href="jav&#x09;ascript:alert(1)">j</a>').html).toBe(
      '<a target="_blank" rel="noopener noreferrer">r</a><a target="_blank" rel="noopener noreferrer">j</a>',
    );
  });

  it('keeps the safe CSS subset and drops url(), expression() and unknown properties', () => {
    const style =
      'color: #333; background-color: rgb(1, 2, 3); font-family: "Microsoft YaHei", Arial; position: fixed; background: url(x.png); width: expression(alert(1)); padding: 4px 8px';
    expect(sanitizeMailHtml(`<p style='${style}'>x</p>`).html).toBe(
      '<p style="color:#333;background-color:rgb(1, 2, 3);font-family:&quot;Microsoft YaHei&quot;, Arial;padding:4px 8px">x</p>',
    );
  });

  it('keeps tables, lists, quotes and code, and drops the text of head, style and script', () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><table border="1" cellpadding="2"><tr><td colspan="2" bgcolor="#eee">a</td></tr></table><ul><li>b</li></ul><blockquote type="cite">c</blockquote><pre><code>d</code></pre><script>e()</script></body></html>';
    expect(sanitizeMailHtml(html).html).toBe(
      '<table border="1" cellpadding="2"><tr><td colspan="2" bgcolor="#eee">a</td></tr></table><ul><li>b</li></ul><blockquote type="cite">c</blockquote><pre><code>d</code></pre>',
    );
  });
});
