import { describe, expect, it } from 'vitest';
import { plainToHtml } from './plain-to-html';

describe('plainToHtml', () => {
  it('escapes markup and keeps line breaks', () => {
    expect(plainToHtml('a < b & "c"\r\nline 2\n\n<script>x</script>')).toBe(
      'a &lt; b &amp; &quot;c&quot;<br>\nline 2<br>\n<br>\n&lt;script&gt;x&lt;/script&gt;',
    );
  });

  it('links http(s) URLs without the sentence punctuation after them', () => {
    expect(plainToHtml('See https://ok.test/a?b=1&c=2. Or http://x.test/p,')).toBe(
      'See <a href="https://ok.test/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">https://ok.test/a?b=1&amp;c=2</a>. Or <a href="http://x.test/p" target="_blank" rel="noopener noreferrer">http://x.test/p</a>,',
    );
  });

  it('does not link other schemes or break out of the attribute', () => {
    expect(plainToHtml('javascript:alert(1) https://ok.test/"onmouseover=x')).toBe(
      'javascript:alert(1) <a href="https://ok.test/" target="_blank" rel="noopener noreferrer">https://ok.test/</a>&quot;onmouseover=x',
    );
  });

  it('stops a URL at full-width Chinese punctuation', () => {
    expect(plainToHtml('链接：https://ok.test/a，谢谢')).toBe(
      '链接：<a href="https://ok.test/a" target="_blank" rel="noopener noreferrer">https://ok.test/a</a>，谢谢',
    );
  });
});
