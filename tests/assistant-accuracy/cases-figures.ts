import type { Expectation, Figures, People } from './expect';
import { moneyChange, rows, totals } from './expect';

/**
 * Figures questions (performance, profit, comparisons), half in Chinese and half in English.
 * Today is 2026-11-02 (a Monday) on the test clock; data runs up to yesterday.
 */
export interface AccuracyCase {
  user: string;
  question: string | ((people: People) => string);
  category: 'performance' | 'profit' | 'compare' | 'navigation' | 'how-to' | 'unanswerable' | 'forbidden-by-scope' | 'todo';
  expect(figures: Figures, people: People): Promise<Expectation>;
}

const OCT = { from: '2026-10-01', to: '2026-10-31' };
const LAST_WEEK = { from: '2026-10-26', to: '2026-11-01' };
const month = (query: string) => `/businessInquiry/resultsQuery/month?${query}`;

export const FIGURE_CASES: AccuracyCase[] = [
  // Performance, Chinese.
  {
    user: 'sales',
    category: 'performance',
    question: '上个月短信业绩是多少？',
    expect: async (f) => ({
      contains: totals((await f.performance('sales', { ...OCT, product: 'sms' })).totals),
      links: [month('from=2026-10-01&to=2026-10-31&product=sms')],
    }),
  },
  {
    user: 'sales',
    category: 'performance',
    question: '本月的发送量是多少',
    expect: async (f) => ({
      contains: totals((await f.performance('sales', { from: '2026-11-01', to: '2026-11-30' })).totals, ['volume']),
      links: [month('from=2026-11-01&to=2026-11-30')],
    }),
  },
  {
    user: 'admin',
    category: 'performance',
    question: '昨天语音业绩',
    expect: async (f) => ({
      contains: totals((await f.performance('admin', { from: '2026-11-01', to: '2026-11-01', product: 'voice' })).totals),
      links: ['/businessInquiry/voicePerformance?from=2026-11-01&to=2026-11-01&product=voice'],
    }),
  },
  {
    user: 'ops',
    category: 'performance',
    question: '最近7天每天的短信发送量',
    expect: async (f) => {
      const answer = await f.performance('ops', { from: '2026-10-27', to: '2026-11-02', product: 'sms', groupBy: 'date', pageSize: 7 });
      return {
        contains: [...totals(answer.totals, ['volume']), ...rows(answer.rows, ['volume']), `共 ${answer.count} 天`],
        links: ['/businessInquiry/smsPerformance?from=2026-10-27&to=2026-11-02&product=sms&groupBy=date'],
      };
    },
  },
  {
    user: 'admin',
    category: 'performance',
    question: '上个月业绩按客户排名前5',
    expect: async (f) => {
      const answer = await f.performance('admin', { ...OCT, groupBy: 'customer', sort: { field: 'revenue', order: 'desc' }, pageSize: 5 });
      return {
        contains: [...totals(answer.totals), ...rows(answer.rows, ['revenue', 'profit'])],
        links: [month('from=2026-10-01&to=2026-10-31&groupBy=customer&sort=revenue%3Adesc&pageSize=5')],
      };
    },
  },
  {
    user: 'admin',
    category: 'performance',
    question: (p) => `${p.name.sales?.zh}上个月的短信业绩`,
    expect: async (f, p) => {
      const answer = await f.performance('admin', { ...OCT, product: 'sms', staffId: p.id.sales });
      // The same facts the salesperson sees as their own.
      const own = await f.performance('sales', { ...OCT, product: 'sms' });
      return {
        contains: [...totals(answer.totals), ...totals(own.totals)],
        links: [month(`from=2026-10-01&to=2026-10-31&product=sms&staffId=${p.id.sales}`)],
      };
    },
  },
  {
    user: 'lead1',
    category: 'performance',
    question: '上个月业绩按员工统计',
    expect: async (f) => {
      const answer = await f.performance('lead1', { ...OCT, groupBy: 'staff', sort: { field: 'revenue', order: 'desc' }, pageSize: 10 });
      return {
        contains: [...totals(answer.totals), ...answer.rows.flatMap((row) => [row.label, ...totals(row, ['revenue'])])],
        links: [month('from=2026-10-01&to=2026-10-31&groupBy=staff&sort=revenue%3Adesc&pageSize=10')],
      };
    },
  },
  {
    user: 'sales',
    category: 'performance',
    question: (p) => `${p.customer.sales?.name}上个月的业绩`,
    expect: async (f, p) => {
      const code = p.customer.sales?.code ?? '';
      return {
        contains: [code, ...totals((await f.performance('sales', { ...OCT, customerCode: code })).totals)],
        links: [month(`from=2026-10-01&to=2026-10-31&customerCode=${code}`)],
      };
    },
  },
  // Performance, English.
  {
    user: 'admin',
    category: 'performance',
    question: 'What was the SMS revenue last month?',
    expect: async (f) => ({
      contains: totals((await f.performance('admin', { ...OCT, product: 'sms' })).totals),
      links: [month('from=2026-10-01&to=2026-10-31&product=sms')],
    }),
  },
  {
    user: 'sales',
    category: 'performance',
    question: 'How many messages did I send last week?',
    expect: async (f) => ({
      contains: totals((await f.performance('sales', LAST_WEEK)).totals, ['volume']),
      links: [month('from=2026-10-26&to=2026-11-01')],
    }),
  },
  {
    user: 'ops',
    category: 'performance',
    question: 'Voice performance yesterday',
    expect: async (f) => ({
      contains: totals((await f.performance('ops', { from: '2026-11-01', to: '2026-11-01', product: 'voice' })).totals),
      links: ['/businessInquiry/voicePerformance?from=2026-11-01&to=2026-11-01&product=voice'],
    }),
  },
  {
    user: 'admin',
    category: 'performance',
    question: 'Email revenue in October 2026',
    expect: async (f) => ({
      contains: totals((await f.performance('admin', { ...OCT, product: 'email' })).totals),
      links: [month('from=2026-10-01&to=2026-10-31&product=email')],
    }),
  },
  {
    user: 'admin',
    category: 'performance',
    question: 'Top 3 countries by SMS revenue last month',
    expect: async (f) => {
      const answer = await f.performance('admin', {
        ...OCT,
        product: 'sms',
        groupBy: 'country',
        sort: { field: 'revenue', order: 'desc' },
        pageSize: 3,
      });
      return {
        contains: [...totals(answer.totals), ...answer.rows.flatMap((row) => [row.labelEn, ...totals(row, ['revenue'])])],
        links: [month('from=2026-10-01&to=2026-10-31&product=sms&groupBy=country&sort=revenue%3Adesc&pageSize=3')],
      };
    },
  },
  {
    user: 'sales2',
    category: 'performance',
    question: 'My WhatsApp performance in the last 30 days',
    expect: async (f) => ({
      contains: totals((await f.performance('sales2', { from: '2026-10-04', to: '2026-11-02', product: 'whatsapp' })).totals),
      links: [month('from=2026-10-04&to=2026-11-02&product=whatsapp')],
    }),
  },
  {
    user: 'admin',
    category: 'performance',
    question: 'Monthly revenue this year',
    expect: async (f) => {
      // Every month it sums is listed, November too; the link opens them all on one page.
      const answer = await f.performance('admin', {
        from: '2026-01-01',
        to: '2026-12-31',
        granularity: 'month',
        groupBy: 'date',
        pageSize: 12,
      });
      return {
        contains: [...totals(answer.totals), ...rows(answer.rows, ['revenue']), '2026-11 |', `${answer.count} months`],
        links: [month('from=2026-01-01&to=2026-12-31&granularity=month&groupBy=date')],
      };
    },
  },
  {
    user: 'admin',
    category: 'performance',
    question: 'Revenue of agent customers last month',
    expect: async (f) => ({
      contains: totals((await f.performance('admin', { ...OCT, customerType: 'r' })).totals),
      links: [month('from=2026-10-01&to=2026-10-31&customerType=r')],
    }),
  },

  // Profit, Chinese.
  {
    user: 'finance',
    category: 'profit',
    question: '上个月有哪些亏损客户？',
    expect: async (f) => {
      const answer = await f.profit('finance', { ...OCT, groupBy: 'customer', onlyLoss: true, pageSize: 10 });
      return answer.count === 0
        ? { contains: ['没有亏损的客户'] }
        : { contains: [...totals(answer.totals, ['profit']), ...rows(answer.rows, ['profit'])] };
    },
  },
  {
    user: 'finance',
    category: 'profit',
    question: '上个月短信利润按国家统计',
    expect: async (f) => {
      const answer = await f.profit('finance', {
        ...OCT,
        product: 'sms',
        groupBy: 'country',
        sort: { field: 'profit', order: 'desc' },
        pageSize: 10,
      });
      return {
        contains: [
          ...totals(answer.totals, ['profit', 'margin']),
          ...answer.rows.flatMap((row) => [row.label, ...totals(row, ['profit'])]),
        ],
        links: ['/reportAnalysis/smsProfitAnalysis?from=2026-10-01&to=2026-10-31&groupBy=country&sort=profit%3Adesc&pageSize=10'],
      };
    },
  },
  {
    user: 'finance',
    category: 'profit',
    question: '上季度语音毛利率是多少？',
    expect: async (f) => ({
      contains: totals((await f.profit('finance', { from: '2026-07-01', to: '2026-09-30', product: 'voice' })).totals, [
        'margin',
        'profit',
        'revenue',
      ]),
      links: ['/reportAnalysis/voice/profit?from=2026-07-01&to=2026-09-30'],
    }),
  },
  {
    user: 'admin',
    category: 'profit',
    question: '上个月短信利润最高的5个客户',
    expect: async (f) => {
      const answer = await f.profit('admin', {
        ...OCT,
        product: 'sms',
        groupBy: 'customer',
        top: 5,
        sort: { field: 'profit', order: 'desc' },
        pageSize: 5,
      });
      return {
        contains: [...totals(answer.totals, ['profit']), ...rows(answer.rows, ['profit'])],
        links: ['/reportAnalysis/smsProfitAnalysis?from=2026-10-01&to=2026-10-31&top=5&sort=profit%3Adesc&pageSize=5'],
      };
    },
  },
  {
    user: 'finance',
    category: 'profit',
    question: '上个月按供应商的短信利润',
    expect: async (f) => {
      const answer = await f.profit('finance', {
        ...OCT,
        product: 'sms',
        groupBy: 'supplier',
        sort: { field: 'profit', order: 'desc' },
        pageSize: 10,
      });
      return {
        contains: [...totals(answer.totals, ['profit']), ...rows(answer.rows, ['profit'])],
        links: ['/reportAnalysis/smsProfitAnalysis?from=2026-10-01&to=2026-10-31&groupBy=supplier&sort=profit%3Adesc&pageSize=10'],
      };
    },
  },
  {
    user: 'ops',
    category: 'profit',
    question: '上个月短信利润是多少',
    expect: async (f) => ({
      // ops has business inquiry but not report analysis: the performance query answers (same facts).
      contains: totals((await f.performance('ops', { ...OCT, product: 'sms' })).totals, ['profit', 'margin']),
      links: [month('from=2026-10-01&to=2026-10-31&product=sms')],
    }),
  },
  // Profit, English.
  {
    user: 'finance',
    category: 'profit',
    question: 'Which customers lost money last month?',
    expect: async (f) => {
      const answer = await f.profit('finance', { ...OCT, groupBy: 'customer', onlyLoss: true, pageSize: 10 });
      return answer.count === 0
        ? { contains: ['lost money'] }
        : { contains: [...totals(answer.totals, ['profit']), ...rows(answer.rows, ['profit'])] };
    },
  },
  {
    user: 'finance',
    category: 'profit',
    question: 'SMS profit by country last month',
    expect: async (f) => {
      const answer = await f.profit('finance', {
        ...OCT,
        product: 'sms',
        groupBy: 'country',
        sort: { field: 'profit', order: 'desc' },
        pageSize: 10,
      });
      return {
        contains: [...totals(answer.totals, ['profit']), ...answer.rows.flatMap((row) => [row.labelEn, ...totals(row, ['profit'])])],
        links: ['/reportAnalysis/smsProfitAnalysis?from=2026-10-01&to=2026-10-31&groupBy=country&sort=profit%3Adesc&pageSize=10'],
      };
    },
  },
  {
    user: 'finance',
    category: 'profit',
    question: 'What was the voice margin last quarter?',
    expect: async (f) => ({
      contains: totals((await f.profit('finance', { from: '2026-07-01', to: '2026-09-30', product: 'voice' })).totals, [
        'margin',
        'profit',
      ]),
      links: ['/reportAnalysis/voice/profit?from=2026-07-01&to=2026-09-30'],
    }),
  },
  {
    user: 'admin',
    category: 'profit',
    question: 'Top 5 customers by SMS profit last month',
    expect: async (f) => {
      const answer = await f.profit('admin', {
        ...OCT,
        product: 'sms',
        groupBy: 'customer',
        top: 5,
        sort: { field: 'profit', order: 'desc' },
        pageSize: 5,
      });
      return {
        contains: [...totals(answer.totals, ['profit']), ...rows(answer.rows, ['profit'])],
        links: ['/reportAnalysis/smsProfitAnalysis?from=2026-10-01&to=2026-10-31&top=5&sort=profit%3Adesc&pageSize=5'],
      };
    },
  },
  {
    user: 'finance',
    category: 'profit',
    question: 'Total profit in October 2026',
    expect: async (f) => ({
      // All products' profit is on the all-products profit page, never on a one-product page.
      contains: totals((await f.profit('finance', OCT)).totals, ['profit', 'margin']),
      links: ['/reportAnalysis/userReport?from=2026-10-01&to=2026-10-31'],
      absent: ['smsProfitAnalysis', 'voice/profit'],
    }),
  },
  {
    user: 'ops',
    category: 'profit',
    question: 'What was the SMS profit last month?',
    expect: async (f) => ({
      contains: totals((await f.performance('ops', { ...OCT, product: 'sms' })).totals, ['profit', 'margin']),
      links: [month('from=2026-10-01&to=2026-10-31&product=sms')],
    }),
  },

  // Comparisons.
  {
    user: 'admin',
    category: 'compare',
    question: '上周语音业绩和前一周相比如何？',
    expect: async (f) => {
      const now = (await f.performance('admin', { ...LAST_WEEK, product: 'voice' })).totals;
      const before = (await f.performance('admin', { from: '2026-10-19', to: '2026-10-25', product: 'voice' })).totals;
      return {
        contains: [
          ...totals(now, ['revenue', 'volume', 'profit']),
          ...totals(before, ['revenue', 'volume', 'profit']),
          moneyChange(now.revenue, before.revenue),
          moneyChange(now.profit, before.profit),
        ],
        links: ['/businessInquiry/voicePerformance?from=2026-10-26&to=2026-11-01&product=voice'],
      };
    },
  },
  {
    user: 'sales',
    category: 'compare',
    question: '上个月短信业绩环比变化',
    expect: async (f) => {
      const now = (await f.performance('sales', { ...OCT, product: 'sms' })).totals;
      const before = (await f.performance('sales', { from: '2026-09-01', to: '2026-09-30', product: 'sms' })).totals;
      return {
        contains: [
          ...totals(now, ['revenue', 'volume']),
          ...totals(before, ['revenue', 'volume']),
          moneyChange(now.revenue, before.revenue),
        ],
        links: [month('from=2026-10-01&to=2026-10-31&product=sms')],
      };
    },
  },
  {
    user: 'admin',
    category: 'compare',
    question: 'How did SMS revenue last month compare with the month before?',
    expect: async (f) => {
      const now = (await f.performance('admin', { ...OCT, product: 'sms' })).totals;
      const before = (await f.performance('admin', { from: '2026-09-01', to: '2026-09-30', product: 'sms' })).totals;
      return {
        contains: [...totals(now, ['revenue']), ...totals(before, ['revenue']), moneyChange(now.revenue, before.revenue)],
        links: [month('from=2026-10-01&to=2026-10-31&product=sms')],
      };
    },
  },
  {
    user: 'finance',
    category: 'compare',
    question: 'Compare SMS profit last month with the month before',
    expect: async (f) => {
      const now = (await f.profit('finance', { ...OCT, product: 'sms' })).totals;
      const before = (await f.profit('finance', { from: '2026-09-01', to: '2026-09-30', product: 'sms' })).totals;
      return {
        contains: [...totals(now, ['profit']), ...totals(before, ['profit']), moneyChange(now.profit, before.profit)],
        links: ['/reportAnalysis/smsProfitAnalysis?from=2026-10-01&to=2026-10-31'],
      };
    },
  },
];
