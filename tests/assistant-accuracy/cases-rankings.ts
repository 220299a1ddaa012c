import type { AccuracyCase } from './cases-figures';
import { rows, totals, type Figures } from './expect';

/**
 * Rankings and breakdowns by every grouping the query services offer (customer, supplier, country,
 * salesperson, department, product, month), for performance and profit, top N, bottom N and
 * losses, in the phrasings staff use; and groupings no service offers, which are said to be
 * unavailable instead of answered with another figure. Today is 2026-11-02 on the test clock.
 */
const OCT = { from: '2026-10-01', to: '2026-10-31' };
const Q3 = { from: '2026-07-01', to: '2026-09-30' };
const NOV = { from: '2026-11-01', to: '2026-11-30' };
const profitPage = (query: string) => `/reportAnalysis/userReport?${query}`;
const month = (query: string) => `/businessInquiry/resultsQuery/month?${query}`;
type Group = 'customer' | 'supplier' | 'country' | 'staff' | 'dept' | 'product';

/** A profit ranking as finance (report analysis only) gets it: figures, each row's key and profit, the all-products profit page. */
function profitRanking(
  question: string,
  period: { from: string; to: string },
  groupBy: Group,
  shape: { top?: number; asc?: boolean; lead?: string },
  link: string,
): AccuracyCase {
  return {
    user: 'finance',
    category: 'profit',
    question,
    expect: async (f: Figures) => {
      const size = shape.top ?? 10;
      const answer = await f.profit('finance', {
        ...period,
        groupBy,
        top: shape.top,
        sort: { field: 'profit', order: shape.asc ? 'asc' : 'desc' },
        pageSize: size,
      });
      const [first] = answer.rows;
      const english = !/[\u4e00-\u9fff]/.test(question);
      // Customers and suppliers are written with their code; the other groups by name.
      const name = (row: { key: string; label: string; labelEn: string }) =>
        groupBy === 'customer' || groupBy === 'supplier' ? row.key : english ? row.labelEn || row.label : row.label;
      return {
        contains: [
          ...totals(answer.totals, ['profit']),
          ...answer.rows.flatMap((row) => [name(row), ...totals(row, ['profit'])]),
          ...(shape.lead && first
            ? [
                `${shape.lead}${groupBy === 'customer' || groupBy === 'supplier' ? (english ? first.labelEn || first.label : first.label) : name(first)}`,
              ]
            : []),
        ],
        links: [profitPage(link)],
        absent: ['smsProfitAnalysis', 'voice/profit'],
      };
    },
  };
}

/** A performance ranking as a user with business inquiry gets it, on the monthly performance page. */
function revenueRanking(
  user: string,
  question: string,
  groupBy: Group,
  shape: { size: number; asc?: boolean; english?: boolean },
  link: string,
): AccuracyCase {
  return {
    user,
    category: 'performance',
    question,
    expect: async (f: Figures) => {
      const answer = await f.performance(user, {
        ...OCT,
        groupBy,
        sort: { field: 'revenue', order: shape.asc ? 'asc' : 'desc' },
        pageSize: shape.size,
      });
      const label = (row: { label: string; labelEn: string }) => (shape.english ? row.labelEn || row.label : row.label);
      return {
        contains: [...totals(answer.totals), ...answer.rows.flatMap((row) => [label(row), ...totals(row, ['revenue'])])],
        links: [month(link)],
      };
    },
  };
}

/** A grouping no service offers: said so, with no link and no company-wide figure in its place. */
function unserved(user: string, question: string, said: string[]): AccuracyCase {
  return {
    user,
    category: 'unanswerable',
    question,
    expect: async (f: Figures) => ({
      contains: said,
      noLink: true,
      absent: totals((await f.profit('finance', OCT)).totals, ['profit', 'revenue']),
    }),
  };
}

const octProfit = 'from=2026-10-01&to=2026-10-31';

export const RANKING_CASES: AccuracyCase[] = [
  // Profit by customer, country, supplier, department, salesperson and product (finance: report analysis only).
  profitRanking(
    '上个月利润最高的客户是谁',
    OCT,
    'customer',
    { top: 1, lead: '利润最高的客户是 **' },
    `${octProfit}&top=1&sort=profit%3Adesc&pageSize=1`,
  ),
  profitRanking(
    '上个月利润最高的国家是哪个',
    OCT,
    'country',
    { top: 1, lead: '利润最高的国家是 **' },
    `${octProfit}&groupBy=country&top=1&sort=profit%3Adesc&pageSize=1`,
  ),
  profitRanking('上个月利润最高的供应商', OCT, 'supplier', {}, `${octProfit}&groupBy=supplier&sort=profit%3Adesc&pageSize=10`),
  profitRanking(
    '哪个国家利润最高',
    NOV,
    'country',
    { top: 1 },
    'from=2026-11-01&to=2026-11-30&groupBy=country&top=1&sort=profit%3Adesc&pageSize=1',
  ),
  profitRanking('上个月按国家看利润', OCT, 'country', {}, `${octProfit}&groupBy=country&sort=profit%3Adesc&pageSize=10`),
  profitRanking(
    '上个月利润前十的供应商',
    OCT,
    'supplier',
    { top: 10 },
    `${octProfit}&groupBy=supplier&top=10&sort=profit%3Adesc&pageSize=10`,
  ),
  profitRanking('上个月各部门的利润', OCT, 'dept', {}, `${octProfit}&groupBy=dept&sort=profit%3Adesc&pageSize=10`),
  profitRanking(
    '上个月利润最低的3个产品',
    OCT,
    'product',
    { top: 3, asc: true },
    `${octProfit}&groupBy=product&top=3&sort=profit%3Aasc&pageSize=3`,
  ),
  profitRanking('上个月哪位销售的利润最高', OCT, 'staff', { top: 1 }, `${octProfit}&groupBy=staff&top=1&sort=profit%3Adesc&pageSize=1`),
  profitRanking(
    'Top 5 countries by profit last month',
    OCT,
    'country',
    { top: 5 },
    `${octProfit}&groupBy=country&top=5&sort=profit%3Adesc&pageSize=5`,
  ),
  profitRanking('customer profit last quarter', Q3, 'customer', {}, 'from=2026-07-01&to=2026-09-30&sort=profit%3Adesc&pageSize=10'),
  profitRanking(
    'Which department made the most profit last month?',
    OCT,
    'dept',
    { top: 1, lead: 'The department with the highest profit is **' },
    `${octProfit}&groupBy=dept&top=1&sort=profit%3Adesc&pageSize=1`,
  ),
  profitRanking(
    'Bottom 3 suppliers by profit last month',
    OCT,
    'supplier',
    { top: 3, asc: true },
    `${octProfit}&groupBy=supplier&top=3&sort=profit%3Aasc&pageSize=3`,
  ),
  profitRanking(
    'Which country had the highest profit last month?',
    OCT,
    'country',
    { top: 1 },
    `${octProfit}&groupBy=country&top=1&sort=profit%3Adesc&pageSize=1`,
  ),
  profitRanking('Profit by supplier last month', OCT, 'supplier', {}, `${octProfit}&groupBy=supplier&sort=profit%3Adesc&pageSize=10`),
  profitRanking("Show last month's profit by product", OCT, 'product', {}, `${octProfit}&groupBy=product&sort=profit%3Adesc&pageSize=10`),
  profitRanking(
    'Which supplier earned the most profit last month?',
    OCT,
    'supplier',
    { top: 1, lead: 'The supplier with the highest profit is **' },
    `${octProfit}&groupBy=supplier&top=1&sort=profit%3Adesc&pageSize=1`,
  ),
  // Losses by country, as the profit page shows them (biggest loss first).
  {
    user: 'finance',
    category: 'profit',
    question: 'Loss-making countries last month',
    expect: async (f) => {
      const answer = await f.profit('finance', { ...OCT, groupBy: 'country', onlyLoss: true, pageSize: 10 });
      return {
        contains: [...totals(answer.totals, ['profit']), ...answer.rows.flatMap((row) => [row.labelEn, ...totals(row, ['profit'])])],
        links: [profitPage(`${octProfit}&groupBy=country&onlyLoss=true&pageSize=10`)],
      };
    },
  },
  {
    user: 'finance',
    category: 'profit',
    question: '上个月亏损最多的国家',
    expect: async (f) => {
      const answer = await f.profit('finance', { ...OCT, groupBy: 'country', onlyLoss: true, pageSize: 10 });
      return answer.count === 0
        ? { contains: ['没有亏损的国家'] }
        : { contains: [...totals(answer.totals, ['profit']), ...answer.rows.flatMap((row) => [row.label, ...totals(row, ['profit'])])] };
    },
  },

  // Performance by salesperson, department, product and country (business inquiry).
  revenueRanking(
    'admin',
    '上个月业绩最好的销售是谁',
    'staff',
    { size: 1 },
    'from=2026-10-01&to=2026-10-31&groupBy=staff&sort=revenue%3Adesc&pageSize=1',
  ),
  revenueRanking(
    'admin',
    'Who sold the most last month?',
    'staff',
    { size: 1, english: true },
    'from=2026-10-01&to=2026-10-31&groupBy=staff&sort=revenue%3Adesc&pageSize=1',
  ),
  revenueRanking(
    'admin',
    '上个月各部门业绩',
    'dept',
    { size: 10 },
    'from=2026-10-01&to=2026-10-31&groupBy=dept&sort=revenue%3Adesc&pageSize=10',
  ),
  revenueRanking(
    'admin',
    'Revenue by department last month',
    'dept',
    { size: 10, english: true },
    'from=2026-10-01&to=2026-10-31&groupBy=dept&sort=revenue%3Adesc&pageSize=10',
  ),
  revenueRanking(
    'admin',
    'Top 3 products by revenue last month',
    'product',
    { size: 3, english: true },
    'from=2026-10-01&to=2026-10-31&groupBy=product&sort=revenue%3Adesc&pageSize=3',
  ),
  revenueRanking(
    'ops',
    '上个月收入最高的三个国家',
    'country',
    { size: 3 },
    'from=2026-10-01&to=2026-10-31&groupBy=country&sort=revenue%3Adesc&pageSize=3',
  ),
  revenueRanking(
    'sales',
    'Worst 3 customers by revenue last month',
    'customer',
    { size: 3, asc: true, english: true },
    'from=2026-10-01&to=2026-10-31&groupBy=customer&sort=revenue%3Aasc&pageSize=3',
  ),
  revenueRanking(
    'admin',
    'Who was the best salesperson last month?',
    'staff',
    { size: 1, english: true },
    'from=2026-10-01&to=2026-10-31&groupBy=staff&sort=revenue%3Adesc&pageSize=1',
  ),
  {
    user: 'admin',
    category: 'performance',
    question: '今年哪个月业绩最高',
    expect: async (f) => {
      const answer = await f.performance('admin', {
        from: '2026-01-01',
        to: '2026-12-31',
        granularity: 'month',
        groupBy: 'date',
        sort: { field: 'revenue', order: 'desc' },
        pageSize: 1,
      });
      return {
        contains: [`收入最高的月是 **${answer.rows[0]?.key}**`, ...rows(answer.rows, ['revenue'])],
        links: [month('from=2026-01-01&to=2026-12-31&granularity=month&groupBy=date&sort=revenue%3Adesc')],
      };
    },
  },

  // Groupings no service offers.
  unserved('finance', '上个月利润最高的城市', ['按「城市」的利润', '不会用别的数字代替']),
  unserved('admin', 'Revenue by city last month', ['not kept by city', 'will not give another figure']),
  unserved('finance', '上个月利润最高的是哪个', ['没看出要按什么排', '客户、供应商、国家、销售、部门、产品']),
  unserved('admin', 'Which industry brought the most revenue last month?', ['not kept by industry']),
];
