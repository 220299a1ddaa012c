import { describe, expect, it } from 'vitest';
import { node } from '../../../tests/fixtures/menu-nodes';
import { rankingSnapshot } from './frecency';
import { findPages, type FindPagesOptions } from './page-finder';
import { createPaletteIndex } from './palette-index';
import { pageEntries } from './palette-entries';

const SEND_RECORDS = '/businessInquiry/sendRcdQuery';
const tree = [
  node(598692, { name: '首页', nameEn: 'Home', router: '/home', international: 'HOME' }),
  node(10, {
    name: '业务查询',
    nameEn: 'Business inquiry',
    children: [
      node(11, {
        name: '发送记录与任务',
        nameEn: 'Records and tasks',
        children: [
          node(12, { name: '短信发送记录', nameEn: 'SMS send records', router: SEND_RECORDS }),
          node(13, { name: '短信任务查询', nameEn: 'SMS tasks', router: '/businessInquiry/smsTask' }),
          node(14, { name: '定时短信记录', nameEn: 'Scheduled SMS records', router: '/businessInquiry/timingSms' }),
          node(15, { name: '隐藏', nameEn: 'Hidden', router: '/businessInquiry/hidden', webShowFlag: false }),
        ],
      }),
    ],
  }),
  node(30, { name: '国际短信平台', nameEn: 'International SMS', international: 'IMFS', router: 'https://imfs.switchboard.com/' }),
];
const zh: FindPagesOptions = { currentPath: '/home', language: 'zh' };
const paths = (query: string, options = zh) => findPages(tree, query, options).map((hit) => hit.path);

describe('page search with the palette matcher', () => {
  it('finds 短信发送记录 by its initials, full pinyin, a mix and its English title', () => {
    expect(findPages(tree, 'dxfsjl', zh)).toEqual([
      { key: `page:${SEND_RECORDS}`, path: SEND_RECORDS, name: '短信发送记录', ranges: [[0, 6]], trail: '业务查询 › 发送记录与任务' },
    ]);
    expect(paths('duanxinfasongjilu')).toEqual([SEND_RECORDS]);
    expect(paths('短信fs')).toEqual([SEND_RECORDS]);
    expect(findPages(tree, 'SMS send records', zh)[0]).toMatchObject({ path: SEND_RECORDS, name: '短信发送记录', ranges: [] });
    expect(findPages(tree, 'send', { currentPath: '/home', language: 'en' })[0]).toMatchObject({
      name: 'SMS send records',
      ranges: [[4, 8]],
    });
  });

  it('ranks as the palette does: match tier, then frecency, then menu order', () => {
    const palette = createPaletteIndex(pageEntries(tree));
    const paletteOrder = (query: string) =>
      [...palette.searcher.search(query).items]
        .map((i) => palette.entries[i]?.path)
        .filter((path) => path !== 'https://imfs.switchboard.com/');
    expect(paths('duanxin')).toEqual([SEND_RECORDS, '/businessInquiry/smsTask', '/businessInquiry/timingSms']);
    expect(paths('jilu')).toEqual([SEND_RECORDS, '/businessInquiry/timingSms']);
    for (const query of ['duanxin', 'jilu', 'dx', 'sms', 'records', '短信']) expect(paths(query), query).toEqual(paletteOrder(query));
    const ranking = rankingSnapshot(new Map([['page:/businessInquiry/smsTask', { count: 5, lastUsedAt: Date.now() }]]), []);
    expect(paths('duanxin', { ...zh, ranking })).toEqual(['/businessInquiry/smsTask', SEND_RECORDS, '/businessInquiry/timingSms']);
    // Frecency never lifts a page over a better match: 'dxfsjl' is 短信发送记录 only.
    expect(paths('dxfsjl', { ...zh, ranking })).toEqual([SEND_RECORDS]);
  });

  it('needs text, offers only visible internal pages and never the page on screen', () => {
    expect(paths('   ')).toEqual([]);
    expect(paths('隐藏')).toEqual([]);
    expect(paths('国际')).toEqual([]);
    expect(paths('dxfsjl', { currentPath: SEND_RECORDS, language: 'zh' })).toEqual([]);
  });
});
