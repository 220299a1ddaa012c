import type { Lang } from '../../../shared/messages';
import type { DeptRef, StaffRef } from '../tools/entities';
import type { MetricOutcome } from '../tools/metric-tool';
import type { PageEntry } from '../tools/page-directory';
import { PERMISSION_NAMES, periodLabel, t } from './phrases';

/** Answers without figures tables: pages, greetings and every kind of honest refusal. */
export function composePageAnswer(lang: Lang, page: PageEntry, allowed: boolean): string {
  const title = page.title[lang];
  const where = page.trail[lang];
  if (!allowed) {
    return t(
      lang,
      `你没有打开「${title}」（${where}）的权限，所以这里不提供链接。如需使用，请联系管理员开通。`,
      `You do not have permission to open "${title}" (${where}), so no link is given. Ask an administrator if you need it.`,
    );
  }
  const about = page.description ? ` ${page.description[lang]}` : '';
  return t(
    lang,
    `「${title}」在 ${where} 下。${about}\n\n[打开「${title}」](${page.path})`,
    `"${title}" is under ${where}.${about}\n\n[Open "${title}"](${page.path})`,
  );
}

export const suggestionList = (questions: readonly string[]) => questions.map((question) => `- ${question}`).join('\n');

export function composeUnknown(lang: Lang, asksFigure: boolean, suggestions: readonly string[]): string {
  const head = asksFigure
    ? t(
        lang,
        '我没有这项数据。我能查询的业务指标是：收入（业绩）、业务量（发送量、通话时长）、成功量、成本、利润和利润率，都来自你有权查看的数据。',
        'I have no figure for that. The business figures I can look up are revenue (performance), volume (messages, minutes), successes, cost, profit and margin, from the data you may see.',
      )
    : t(
        lang,
        '抱歉，这个问题我回答不了。我能回答门户里的业务数据（业绩、发送量、利润）、页面导航、操作指南和常见故障，不会编造答案。',
        'Sorry, I cannot answer that. I answer questions about the portal: business figures (revenue, volume, profit), finding pages, how-to guides and common problems — and I never make up an answer.',
      );
  return `${head}\n\n${t(lang, '你可以试试：', 'You could try:')}\n\n${suggestionList(suggestions)}`;
}

export function composeGreeting(lang: Lang, capabilities: boolean, suggestions: readonly string[]): string {
  const head = capabilities
    ? t(
        lang,
        '我是 Switchboard 的 AI 助手，可以帮你：查业绩和利润（只用你有权查看的数据）、打开页面、查操作指南和故障解决办法。',
        'I am the Switchboard AI assistant. I can look up performance and profit (only from data you may see), open pages, and find how-to guides and fixes for common problems.',
      )
    : t(lang, '你好！我是 Switchboard 的 AI 助手。', 'Hello! I am the Switchboard AI assistant.');
  return `${head}\n\n${t(lang, '比如：', 'For example:')}\n\n${suggestionList(suggestions)}`;
}

export function composeFuture(lang: Lang, period: { phrase: string; from: string; to: string }): string {
  return t(
    lang,
    `${periodLabel(lang, period.phrase, period.from, period.to)}还没有到，没有业务数据。业务数据更新到昨天。`,
    `${periodLabel(lang, period.phrase, period.from, period.to)} has not happened yet, so there is no data. Business data is complete up to yesterday.`,
  );
}

export function composeHiddenCustomer(lang: Lang, name: string): string {
  return t(
    lang,
    `在你可以查看的客户中没有「${name}」，所以我不能给出它的数据。`,
    `"${name}" is not among the customers you may see, so I cannot give its figures.`,
  );
}

export function composeOutOfScope(lang: Lang, who: StaffRef | DeptRef, scopeKind: 'all' | 'dept' | 'own'): string {
  const name = lang === 'zh' ? who.name : who.nameEn;
  const mine = scopeKind === 'own' ? t(lang, '你自己的', 'your own') : t(lang, '你负责的部门的', "your departments'");
  return t(
    lang,
    `「${name}」的数据不在你的数据范围内：你只能查看${mine}业务数据。`,
    `${name}'s figures are outside your data scope: you can see ${mine} business data only.`,
  );
}

export function composeRefusal(lang: Lang, outcome: Exclude<MetricOutcome, { kind: 'ok' } | { kind: 'out-of-scope' }>): string {
  if (outcome.kind === 'denied') {
    const keys = outcome.needs.map((key) => PERMISSION_NAMES[key]?.[lang] ?? key).join(t(lang, '或', ' or '));
    return t(
      lang,
      `你没有查询业绩和利润数据的权限（需要${keys}权限），所以我不能回答这个问题。`,
      `You do not have permission to look up performance or profit data (it needs ${keys}), so I cannot answer this.`,
    );
  }
  const reasons = {
    'loss-needs-profit': t(
      lang,
      '找出亏损的客户要用利润分析，需要报表分析（RPT）权限。你可以改问按客户的利润，从低到高排列。',
      'Finding loss-making customers uses the profit analysis, which needs Report analysis (RPT). You can ask for profit by customer, lowest first, instead.',
    ),
    'supplier-needs-profit': t(
      lang,
      '按供应商统计要用利润分析，需要报表分析（RPT）权限。',
      'Figures by supplier come from the profit analysis, which needs Report analysis (RPT).',
    ),
    'filter-needs-performance': t(
      lang,
      '利润分析不能只看一个客户、一位同事或一个部门；这要用业绩查询，需要业务查询（BQ）权限。',
      'The profit analysis cannot narrow to one customer, colleague or department; that needs the performance query and Business inquiry (BQ).',
    ),
    'group-needs-performance': t(
      lang,
      '按日期或月份分组要用业绩查询，需要业务查询（BQ）权限。',
      'Grouping by date or month needs the performance query and Business inquiry (BQ).',
    ),
  } as const;
  return reasons[outcome.reason];
}

/** A breakdown or ranking by something the figures are not kept by: what was understood, what cannot be done, and no other figure. */
export function composeUnservedGroup(
  lang: Lang,
  group: string,
  topic: 'performance' | 'profit',
  period: { phrase: string; from: string; to: string },
): string {
  const when = periodLabel(lang, period.phrase, period.from, period.to);
  const what = t(lang, topic === 'profit' ? '利润' : '业绩', topic === 'profit' ? 'profit' : 'performance');
  const can = t(
    lang,
    '客户、供应商、国家、销售、部门、产品，或按日、按月',
    'customer, supplier, country, salesperson, department or product, or by day or month',
  );
  const asked =
    group === '?'
      ? t(
          lang,
          `我理解你想看${when}${what}的排名，但没看出要按什么排`,
          `I understood that you want a ranking of ${what} for ${when}, but not what to rank`,
        )
      : t(lang, `我理解你想看${when}按「${group}」的${what}`, `I understood that you want ${what} for ${when} by ${group}`);
  const cannot =
    group === '?'
      ? t(lang, `我可以按${can}排列。`, `I can rank by ${can}.`)
      : t(
          lang,
          `业务数据没有按「${group}」记录，所以我不能这样分组，也不会用别的数字代替。可以按${can}查看。`,
          `Business figures are not kept by ${group}, so I cannot group them that way, and I will not give another figure instead. They can be broken down by ${can}.`,
        );
  const text = t(lang, `${asked}。${cannot}`, `${asked}. ${cannot}`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
