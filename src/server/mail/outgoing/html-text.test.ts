import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks as lines and reads entities once', () => {
    expect(htmlToText('<p>你好 <b>张伟</b></p><div>a &lt;b&gt; &amp;lt;</div>line<br>next<script>x()</script>')).toBe(
      '你好 张伟\na <b> &lt;\nline\nnext',
    );
  });
});
