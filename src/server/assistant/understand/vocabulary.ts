import type { ProductCode } from '../../../shared/api/business-calls';
import type { MetricGroup } from '../tools/metric-tool';
import { NUMBER_PATTERN } from './numerals';

/**
 * The words staff use, in Chinese and English, for what the assistant can answer. Patterns run on
 * the lower-cased question. Kept apart from the logic so a new synonym is a one-line change.
 */
export const MEASURE_NAMES = ['revenue', 'volume', 'cost', 'profit', 'margin', 'success'] as const;
export type Measure = (typeof MEASURE_NAMES)[number];

/** Most specific first: 毛利率 before 毛利, 发送量 before 业绩. */
export const MEASURES: [Measure, RegExp][] = [
  ['margin', /毛利率|利润率|margin/],
  ['success', /成功率|成功量|成功数|成功条数|success/],
  [
    'volume',
    /发送量|发送数|发了多少|发了几|发送了多少|用量|条数|分钟数|话务量|通话量|使用量|volume|how many (?:messages|sms|texts|minutes|mails|emails|numbers)|messages sent|traffic/,
  ],
  ['cost', /成本|采购价|\bcosts?\b/],
  ['profit', /利润|毛利|盈利|赚了多少|赚钱|亏损|亏钱|赔钱|亏本|亏了|profit|\bearn|\bloss|losing|lose money|lost money|unprofitable/],
  [
    'revenue',
    /业绩|收入|销售额|营收|营业额|流水|卖得|卖了|销冠|revenue|sales|turnover|performance|income|billing|billed|\bsold\b|\bsellers?\b/,
  ],
];

export const LOSS =
  /亏损|亏钱|赔钱|亏本|负利润|利润为负|利润是负|losing money|lost money|loss-making|loss making|unprofitable|negative profit|lose money|at a loss|in the red|\blosses\b/;
export const ASCENDING = /最低|最少|最差|最小|倒数|最不赚钱|lowest|least|worst|smallest|bottom/;
export const COMPARE_LAST_YEAR = /同比|去年同期|year[- ]over[- ]year|\byoy\b|same period last year/;
export const COMPARE =
  /环比|相比|对比|比较|比上|增长|增加了|下降|减少了|变化|涨了|跌了|compared?|comparison|\bvs\.?\b|versus|change|grow|growth|increase|decrease|differ/;
export const MINE = /我的|我自己|本人|\bmy\b|\bmine\b|\bi (?:sold|made|earned)\b/;
export const HOW_MUCH =
  /多少|几|是啥|how much|how many|what (?:is|was|were|are) (?:the |my |our )?[a-z ]{0,30}(?:score|rate|index|count|total|amount|figure|number)\b|what (?:is|was|were|are) (?:the |my |our )?(?:total )?(?:revenue|volume|profit|cost|margin|performance|sales)/;

export const PRODUCTS: [ProductCode, RegExp][] = [
  ['whatsapp', /whatsapp|\bwa\b/],
  ['sms', /短信|\bsms\b|text messages?/],
  ['voice', /语音|\bvoice\b|通话|话务/],
  ['email', /邮件|e-?mails?\b|\bmail\b/],
  ['number', /号码|虚拟号|\b(?:virtual )?numbers? (?:product|business|performance|revenue|sales|profit)\b/],
];

export const CUSTOMER_TYPES: ['c' | 'r', RegExp][] = [
  ['c', /直客|直接客户|直签|direct customers?|c-end|c端/],
  ['r', /代理客户|代理商客户|代理业绩|代理的|agent customers?|reseller|r-end|r端/],
];

/** What each grouping is called: Chinese nouns, English nouns (singular and plural). */
const GROUP_WORDS: [MetricGroup, string, string][] = [
  ['customer', '客户|用户', 'customers?|clients?'],
  ['supplier', '供应商|通道', 'suppliers?|channels?|vendors?'],
  ['country', '国家|地区', 'countr(?:y|ies)|regions?|markets?'],
  ['dept', '部门|团队', 'departments?|teams?'],
  ['product', '产品|业务线', 'products?|product lines?'],
  // 销售额 / 销售量 are figures, not salespeople.
  [
    'staff',
    '销售员|销售人员|销售(?!额|量|收入|业绩|利润)|业务员|员工|同事|销冠',
    'salespe(?:rson|ople)|sales ?reps?|staff|employees?|sellers?|colleagues?',
  ],
];
const SUPERLATIVE_ZH = '最高|最多|最大|最低|最少|最小|最好|最差|最赚钱|最不赚钱|最亏|亏损最多|亏得最多';
const RANK_EN =
  'top|bottom|best|worst|highest|lowest|biggest|largest|smallest|most profitable|least profitable|best-performing|worst-performing|highest-earning|loss-making|unprofitable';

function groupPattern(zh: string, en: string): RegExp {
  const z = `(?:${zh})`;
  const e = `(?:${en})`;
  return new RegExp(
    [
      `按${z}`,
      `各${z}`,
      `每(?:个|家|位|一个)?${z}`,
      `哪(?:些|个|家|位|一个|一家|一位)${z}`,
      `${z}.{0,2}(?:排名|排行|榜|分布|明细)`,
      `前.{0,3}(?:名|个|位|家)?的?${z}`,
      `倒数.{0,3}${z}`,
      `(?<!部)分${z}`,
      `(?:${SUPERLATIVE_ZH})的?.{0,4}${z}`,
      `${z}.{0,8}(?:${SUPERLATIVE_ZH})`,
      `${z}(?:是谁|是哪)`,
      `${z}(?:利润|业绩|收入|毛利)`,
      `\\b${e}\\s+(?:profit|revenue|performance|margin|sales|income)\\b`,
      `\\b(?:by|per|each|every|which|across)\\s+${e}\\b`,
      `\\b(?:${RANK_EN})\\s+(?:\\w+\\s+){0,2}${e}\\b`,
      `\\b${e}\\s+(?:ranking|ranked|with the|that (?:lost|made|earned|sold)|(?:are |were )?losing|lost|lose)\\b`,
    ].join('|'),
  );
}

/** Breakdowns and rankings by every grouping the query services offer; months and days are trends. */
export const GROUPS: [MetricGroup, RegExp][] = [
  ...GROUP_WORDS.map(([group, zh, en]): [MetricGroup, RegExp] => [group, groupPattern(zh, en)]),
  // "Who sold the most" ranks salespeople.
  ['staff', /谁(?:卖|赚)|谁的(?:业绩|利润|收入|销售额)|\bwho (?:sold|earned|made|brought in)\b|\btop (?:seller|earner)s?\b/],
  [
    'month',
    /按月|每月|各月|月度趋势|哪(?:一)?个月|(?:最高|最多|最好|最低|最少|最差)的?(?:一个)?月份?|by month|monthly|per month|month by month|which month|(?:best|worst) month/,
  ],
  [
    'date',
    /按天|按日|每天|每日|日趋势|趋势|哪(?:一)?天|(?:最高|最多|最好|最低|最少|最差)的?一天|by day|daily|per day|day by day|trend|which day|(?:best|worst) day/,
  ],
];

/**
 * Groupings people ask for that no query service offers: the answer says so instead of giving
 * another figure. [Chinese name, English name, pattern]
 */
export const UNSERVED_GROUPS: [string, string, RegExp][] = [
  ['城市', 'city', /城市|\bcit(?:y|ies)\b/],
  ['省份', 'province', /省份|各省|\bprovinces?\b/],
  ['行业', 'industry', /行业|\bindustr(?:y|ies)\b/],
  ['运营商', 'mobile operator', /运营商|\b(?:mobile )?operators?\b|\bcarriers?\b/],
  ['小时', 'hour', /按小时|每小时|哪个时段|\bby hour\b|\bhourly\b|\bper hour\b/],
  ['设备', 'device', /设备|\bdevices?\b/],
];
/** Words that rank, whatever the grouping. */
export const RANKING = new RegExp(
  `排名|排行|倒数|前.{0,3}(?:名|个|位|家)|哪个|哪些|哪家|哪位|是谁|${SUPERLATIVE_ZH}|\\b(?:top|bottom|best|worst|highest|lowest|ranking|ranked|rank|which|who)\\b`,
);
/** Words that ask for a breakdown or a ranking. */
export const BREAKDOWN = new RegExp(`按|各|每个|${RANKING.source}|\\b(?:by|per|each)\\b`);

export const TOP_N = new RegExp(
  `(?:排名前|前|倒数|top\\s*|bottom\\s*|worst\\s+|最高的|最大的|最多的|最低的|最少的|highest\\s+|lowest\\s+|biggest\\s+|largest\\s+|smallest\\s+|best\\s+)(${NUMBER_PATTERN})(?!\\s*(?:天|日|周|个?月|年|days?|weeks?|months?|years?))`,
);
/** "哪个客户最…" / "which customer": one group. */
export const SINGLE =
  /哪个|哪家|哪位|哪一个|哪一家|哪一位|是谁|是哪|^谁|谁(?:的|卖|赚|做)|销冠|which (?:customer|client|country|region|market|product|salesperson|seller|department|team|supplier|channel|vendor)\b(?!s)|\bwho (?:sold|earned|made|brought|had|has|did)\b|the (?:best|top|worst|most profitable|least profitable|biggest|highest-earning) (?:customer|client|country|product|salesperson|seller|department|team|supplier|vendor)\b(?!s)/;

export const NAVIGATE =
  /^(?:请|帮我|麻烦)?(?:打开|进入|跳转到?|转到|前往|带我去|切换到|去)|(?:^|\b)(?:open|go to|goto|take me to|navigate to|bring up|show me the .* page)\b|在哪(?:里|儿)?(?:可以)?(?:查|看|找|打开|进入)?|入口|哪个页面|哪一个页面|which page|where (?:can|do) i (?:find|see|check|look up|open)|where is the .*page/;
export const NAVIGATE_WORDS =
  /^(?:请|帮我|麻烦)|打开|进入|跳转到?|转到|前往|带我去|切换到|^去|页面|在哪(?:里|儿)?(?:可以)?(?:查|看|找|打开|进入)?|入口|哪个|哪一个|\b(?:open|go to|goto|take me to|navigate to|bring up|show me|the|page|where|can|do|i|find|see|check|look up|is|which)\b|[？?。.!！,，]/gi;

export const TODO =
  /待办|待审批|待我审批|待我处理|要我审批|需要我审批|我的审批|审批任务|要审批|to-?dos?\b|pending approvals?|approvals? (?:waiting|pending)|waiting for my approval|waiting (?:for|on) me|needs? my approval|(?:do )?i (?:need|have) to approve|my approvals/;

/** 同意 / 驳回 a named request, the verb first as people say it to an assistant ("同意张伟的充值申请"). */
export const AGREE = /^(?:请|帮我|麻烦)?(?:同意|批准|审批通过)|^(?:please )?(?:approve|agree to)\b/;
export const REJECT = /^(?:请|帮我|麻烦)?(?:驳回|拒绝|退回)|^(?:please )?(?:reject|decline)\b/;
/** The verb and politeness around the words that name the task. */
export const TASK_ACTION_WORDS =
  /^(?:请|帮我|麻烦)?(?:同意|批准|审批通过|驳回|拒绝|退回)(?:一下)?|^(?:please )?(?:approve|agree to|reject|decline)\b|[？?。.!！,，]/gi;

export const HOW_TO =
  /怎么|如何|怎样|步骤|流程|操作|办法|指南|教程|什么是|是什么|什么意思|含义|介绍|有哪些功能|为什么|为何|失败|收不到|报错|错误|无法|不能|不了|打不开|过期|锁定|\bhow (?:do|can|to|should|does)\b|what (?:is|are|does)|\bmeaning\b|\bmean\b|\bwhy\b|\bsteps?\b|\bguide\b|introduc|explain|\berror\b|\bfail|can'?t|cannot|unable|not (?:receiv|work|open)|locked|expired/;

export const GREETING = /^(?:你好|您好|嗨|哈喽|在吗|早上好|下午好|hi|hello|hey|good (?:morning|afternoon))[\s!！。.~～]*$/;
export const CAPABILITIES = /你能做什么|你会什么|你能干什么|能帮我什么|可以问什么|你是谁|what can you do|what can i ask|who are you|^help$/;
export const FOLLOW_UP = /呢|那么?|再看|换成|改成|^按|what about|how about|^and\b|instead|^by\b/;
