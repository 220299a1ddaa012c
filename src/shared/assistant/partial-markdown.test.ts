import { describe, expect, it } from 'vitest';
import { closePartialMarkdown, closePartialTable } from './partial-markdown';

const answer = [
  '今年，全公司业绩合计：**收入 $2,179,753.15**。',
  '',
  '| 月 | 业务量 | 收入 (USD) |',
  '|---|---:|---:|',
  '| 2026-01 | 3,941,985 | $195,490.22 |',
  '| 2026-02 | 3,626,153 | $176,631.36 |',
  '',
  '[在「月度业绩」中查看 →](/businessInquiry/resultsQuery/month?from=2026-01-01&to=2026-12-31)',
].join('\n');

describe('an answer stopped part-way', () => {
  it('leaves a complete answer as it is', () => {
    expect(closePartialMarkdown(answer)).toBe(answer);
  });

  it('drops a table whose header is not complete', () => {
    expect(closePartialMarkdown('今年：**收入 $1.00**。\n\n| 月 | 业务量')).toBe('今年：**收入 $1.00**。');
    expect(closePartialMarkdown('今年：\n\n| 月 | 业务量 | 收入 (USD) |\n|---|--')).toBe('今年：');
  });

  it('shows a streaming table with its whole rows only', () => {
    expect(closePartialTable('今年：\n\n| 月 | 业务量 |\n|---|---:|\n| 2026-01 | 3,9')).toBe('今年：\n\n| 月 | 业务量 |\n|---|---:|');
    expect(closePartialTable(answer)).toBe(answer);
  });

  it('keeps the whole rows of a table and drops the row being written', () => {
    const cut = answer.slice(0, answer.indexOf('$176,631'));
    expect(closePartialMarkdown(cut)).toBe(answer.split('\n').slice(0, 5).join('\n'));
  });

  it('drops a sentence, link or bold text that was not finished, so no figure is kept cut short', () => {
    expect(closePartialMarkdown('今年，全公司业绩合计：**收入 $2,179')).toBe('今年，全公司业绩合计：');
    expect(closePartialMarkdown('This year, in total: **revenue $2,179,753.15**, volume 47')).toBe('This year, in total:');
    expect(closePartialMarkdown('This year, in total: revenue $2,179,75')).toBe('This year, in total:');
    expect(closePartialMarkdown('完成。\n\n[在「月度业绩」中查看 →](/business')).toBe('完成。');
  });
});
