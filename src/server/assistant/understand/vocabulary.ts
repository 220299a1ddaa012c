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
  ['volume', /发送量|发送数|发了多少|发了几|发送了多少|用量|条数|分钟数|话务量|通话量|使用量|volume|how many (?:messages|sms|texts|minutes|mails|emails|numbers)|messages sent|traffic/],
  ['cost', /成本|采购价|\bcosts?\b/],
  ['profit', /利润|毛利|盈利|赚了多少|赚钱|亏损|亏钱|赔钱|亏本|亏了|profit|\bearn|\bloss|losing|lose money|lost money|unprofitable/],
  ['revenue', /业绩|收入|销售额|营收|营业额|流水|revenue|sales|turnover|performance|income|billing|billed/],
];

export const LOSS = /亏损|亏钱|赔钱|亏本|负利润|利润为负|利润是负|losing money|lost money|loss-making|loss making|unprofitable|negative profit|lose money|at a loss|in the red|\blosses\b/;
export const ASCENDING = /最低|最少|最差|最小|倒数|最不赚钱|lowest|least|worst|smallest|bottom/;
export const COMPARE_LAST_YEAR = /同比|去年同期|year[- ]over[- ]year|\byoy\b|same period last year/;
export const COMPARE = /环比|相比|对比|比较|比上|增长|增加了|下降|减少了|变化|涨了|跌了|compared?|comparison|\bvs\.?\b|versus|change|grow|growth|increase|decrease|differ/;
export const MINE = /我的|我自己|本人|\bmy\b|\bmine\b|\bi (?:sold|made|earned)\b/;
export const HOW_MUCH = /多少|几|是啥|how much|how many|what (?:is|was|were|are) (?:the |my |our )?[a-z ]{0,30}(?:score|rate|index|count|total|amount|figure|number)\b|what (?:is|was|were|are) (?:the |my |our )?(?:total )?(?:revenue|volume|profit|cost|margin|performance|sales)/;

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

export const GROUPS: [MetricGroup, RegExp][] = [
  ['customer', /按客户|各客户|每个客户|每家客户|哪些客户|哪个客户|哪家客户|客户排名|客户排行|前.{0,3}(?:名|个|位|家)?客户|亏损客户|客户.{0,2}(?:最多|最高|最大|最低|最少)|(?:最高|最多|最大|最低|最少|最赚钱)的?.{0,4}客户|by customer|per customer|each customer|which customers?|top .{0,4}customers|customers? (?:ranking|with)|loss-making customers|unprofitable customers|customers? (?:are |were )?losing|customers? (?:lost|lose)/],
  ['staff', /按员工|按人员|按销售|各销售|每个销售|每位销售|哪位销售|哪个销售|销售排名|业务员|by staff|by employee|by salesperson|by sales ?rep|per (?:person|salesperson|rep)|which salesperson/],
  ['dept', /按部门|各部门|每个部门|哪个部门|by department|per department|by team|which department/],
  ['country', /按国家|各国家|每个国家|哪些国家|哪个国家|按地区|各地区|国家排名|by country|per country|which countr|by region|countries|top .{0,4}countr/],
  ['product', /按产品|各产品|每个产品|各业务|哪个产品|by product|per product|each product|which product/],
  ['supplier', /按供应商|各供应商|按通道|各通道|哪些供应商|哪个供应商|by supplier|per supplier|by channel|which suppliers?/],
  ['month', /按月|每月|各月|月度趋势|by month|monthly|per month|month by month/],
  ['date', /按天|按日|每天|每日|日趋势|趋势|by day|daily|per day|day by day|trend/],
];

export const TOP_N = new RegExp(
  `(?:排名前|前|top\\s*|最高的|最大的|最多的|highest\\s+|biggest\\s+|largest\\s+|best\\s+)(${NUMBER_PATTERN})(?!\\s*(?:天|日|周|个?月|年|days?|weeks?|months?|years?))`,
);
/** "哪个客户最…" / "which customer": one group. */
export const SINGLE = /哪个|哪家|哪位|哪一个|which (?:customer|country|product|salesperson|department|supplier)\b(?!s)/;

export const NAVIGATE = /^(?:请|帮我|麻烦)?(?:打开|进入|跳转到?|转到|前往|带我去|切换到|去)|(?:^|\b)(?:open|go to|goto|take me to|navigate to|bring up|show me the .* page)\b|在哪(?:里|儿)?(?:可以)?(?:查|看|找|打开|进入)?|入口|哪个页面|哪一个页面|which page|where (?:can|do) i (?:find|see|check|look up|open)|where is the .*page/;
export const NAVIGATE_WORDS = /^(?:请|帮我|麻烦)|打开|进入|跳转到?|转到|前往|带我去|切换到|^去|页面|在哪(?:里|儿)?(?:可以)?(?:查|看|找|打开|进入)?|入口|哪个|哪一个|\b(?:open|go to|goto|take me to|navigate to|bring up|show me|the|page|where|can|do|i|find|see|check|look up|is|which)\b|[？?。.!！,，]/gi;

export const TODO = /待办|待审批|待我审批|我的审批|审批任务|要审批|to-?dos?\b|pending approvals?|approvals? (?:waiting|pending)|waiting for my approval/;

export const HOW_TO = /怎么|如何|怎样|步骤|流程|操作|办法|指南|教程|什么是|是什么|什么意思|含义|介绍|有哪些功能|为什么|为何|失败|收不到|报错|错误|无法|不能|不了|打不开|过期|锁定|\bhow (?:do|can|to|should|does)\b|what (?:is|are|does)|\bmeaning\b|\bmean\b|\bwhy\b|\bsteps?\b|\bguide\b|introduc|explain|\berror\b|\bfail|can'?t|cannot|unable|not (?:receiv|work|open)|locked|expired/;

export const GREETING = /^(?:你好|您好|嗨|哈喽|在吗|早上好|下午好|hi|hello|hey|good (?:morning|afternoon))[\s!！。.~～]*$/;
export const CAPABILITIES = /你能做什么|你会什么|你能干什么|能帮我什么|可以问什么|你是谁|what can you do|what can i ask|who are you|^help$/;
export const FOLLOW_UP = /呢|那么?|再看|换成|改成|^按|what about|how about|^and\b|instead|^by\b/;
