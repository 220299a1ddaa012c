import { describe, expect, it } from 'vitest';
import { highlightRanges } from './highlight';
import { TIER } from './match-item';
import { buildSearchIndex, type SearchDoc } from './search-index';
import { Searcher } from './searcher';

const DOCS: SearchDoc[] = [
  { zh: '短信任务查询', en: 'SMS tasks', keywords: ['sms task', '任务'] },
  { zh: '短信发送记录', en: 'SMS send records', keywords: ['send record', 'sms log', '发送记录'] },
  { zh: '语音话单查询', en: 'Voice call records', keywords: [] },
  { zh: '会计科目', en: 'Chart of accounts', keywords: [] },
  { zh: '银行流水', en: 'Bank statements', keywords: [] },
  { zh: '绿色通道', en: 'Green channel', keywords: [] },
  { zh: 'WhatsApp 业绩', en: 'WhatsApp performance', keywords: ['wa'] },
  { zh: '发送设置', en: 'Sending settings', keywords: [] },
];
const searcher = () => new Searcher(buildSearchIndex(DOCS));
const titles = (s: Searcher, q: string) => [...s.search(q).items].map((i) => DOCS[i]?.zh);
const first = (s: Searcher, q: string) => titles(s, q)[0];

describe('matching', () => {
  it('finds 短信发送记录 by initials, full pinyin, mixes, Chinese and English', () => {
    const s = searcher();
    expect(first(s, 'dxfsjl')).toBe('短信发送记录');
    expect(titles(s, 'duanxin').slice(0, 3)).toContain('短信发送记录');
    expect(first(s, '短信fs')).toBe('短信发送记录');
    expect(first(s, 'SMS send records')).toBe('短信发送记录');
    expect(first(s, 'ＳＭＳ send')).toBe('短信发送记录');
    expect(first(s, '发送记录')).toBe('短信发送记录');
    expect(first(s, 'duanxinfasongjilu')).toBe('短信发送记录');
    expect(titles(s, 'dx fs')).toEqual(['短信发送记录']);
  });

  it('reads polyphones every way and ü as v or u', () => {
    const s = searcher();
    expect(first(s, 'kuaiji')).toBe('会计科目');
    expect(first(s, 'kj')).toBe('会计科目');
    expect(first(s, 'huiji')).toBe('会计科目');
    expect(first(s, 'yinhang')).toBe('银行流水');
    expect(first(s, 'lvse')).toBe('绿色通道');
    expect(first(s, 'luse')).toBe('绿色通道');
  });

  it('tolerates a small English typo but not a wrong first letter', () => {
    const s = searcher();
    expect(first(s, 'recrods')).toBe('短信发送记录');
    expect(first(s, 'statments')).toBe('银行流水');
    expect(titles(s, 'xtatements')).not.toContain('银行流水');
    expect(titles(s, 'xyzzy')).toEqual([]);
  });

  it('ranks exact > prefix > word start > initials > fuzzy, then by boost, then menu order', () => {
    const s = searcher();
    const result = s.search('send');
    expect([...result.tiers]).toEqual([...result.tiers].sort((a, b) => b - a));
    expect(result.tiers[0]).toBe(TIER.PREFIX); // "Sending settings" starts with it
    expect(first(s, 'sms tasks')).toBe('短信任务查询');
    expect(titles(s, '短信')).toEqual(['短信任务查询', '短信发送记录']);
    const boost = new Float64Array(DOCS.length);
    boost[1] = 3;
    s.setBoost(boost);
    expect(titles(s, '短信')).toEqual(['短信发送记录', '短信任务查询']);
    expect(first(s, 'dxfsjl')).toBe('短信发送记录');
    // Boost never lifts an item over a better tier: 'dxrw' is not 短信发送记录 at all.
    expect(titles(s, 'dxrw')).toEqual(['短信任务查询']);
  });

  it('gives the same answers incrementally, from the cache and from scratch', () => {
    const incremental = searcher();
    const sequence = ['d', 'dx', 'dxf', 'dxfs', 'dxf', 'dx', 'd', 's', 'se', 'sen', 'send', 'sned', 'recr', 'recrods', '客', '客户'];
    for (const q of sequence) expect(titles(incremental, q), q).toEqual(titles(searcher(), q));
  });
});

describe('highlighting', () => {
  it('marks Chinese characters matched by pinyin, literal text and English initials', () => {
    expect(highlightRanges('短信发送记录', 'dxfs')).toEqual([[0, 4]]);
    expect(highlightRanges('短信发送记录', 'fasong')).toEqual([[2, 4]]);
    expect(highlightRanges('短信发送记录', '记录')).toEqual([[4, 6]]);
    expect(highlightRanges('SMS send records', 'send')).toEqual([[4, 8]]);
    expect(highlightRanges('SMS send records', 'ssr')).toEqual([
      [0, 1],
      [4, 5],
      [9, 10],
    ]);
    expect(highlightRanges('WhatsApp 业绩', 'yeji')).toEqual([[9, 11]]);
    expect(highlightRanges('Bank statements', 'statments')).toEqual([[5, 14]]);
    expect(highlightRanges('短信发送记录', '')).toEqual([]);
  });
});
