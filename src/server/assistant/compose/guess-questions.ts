import type { ProductCode } from '../../../shared/api/business-calls';
import type { Lang } from '../../../shared/messages';
import { SUGGESTED_QUESTIONS, type SuggestedQuestionSeed } from '../content-lists';
import type { MetricGroup } from '../tools/metric-tool';
import { PRODUCT_NAMES } from './phrases';

/**
 * Three follow-up questions that fit the answer (after SMS performance of a month: by customer,
 * compared with the period before, profit of the same period), else suggested questions the user
 * may ask. Each is a question the assistant answers on its own.
 */
export function suggestedFor(
  permissions: ReadonlySet<string>,
  lang: Lang,
  types?: readonly SuggestedQuestionSeed['type'][],
  count = 3,
): string[] {
  const allowed = SUGGESTED_QUESTIONS.filter((q) => (!q.permission || permissions.has(q.permission)) && (!types || types.includes(q.type)));
  // One of each type first, so a batch is varied.
  const byType = new Map<string, SuggestedQuestionSeed[]>();
  for (const question of allowed) byType.set(question.type, [...(byType.get(question.type) ?? []), question]);
  const picked: SuggestedQuestionSeed[] = [];
  for (let round = 0; picked.length < count && round < 10; round += 1) {
    for (const list of byType.values()) {
      const question = list[round];
      if (question && picked.length < count) picked.push(question);
    }
  }
  return picked.map((q) => (lang === 'zh' ? q.question : q.questionEn));
}

export interface MetricGuessInput {
  lang: Lang;
  phrase: string;
  product?: ProductCode | undefined;
  groupBy?: MetricGroup | undefined;
  topic: 'performance' | 'profit';
  onlyLoss: boolean;
  compared: boolean;
}

export function metricGuesses(input: MetricGuessInput): string[] {
  const { lang, phrase } = input;
  const product = input.product ? PRODUCT_NAMES[input.product][lang] : '';
  const profitQuestion = (zh: boolean) =>
    input.topic === 'performance'
      ? zh
        ? `${phrase}${product}利润是多少？`
        : `What was the ${product ? `${product} ` : ''}profit ${phrase}?`
      : input.onlyLoss
        ? zh
          ? `${phrase}${product}利润按国家统计`
          : `${product ? `${product} ` : ''}profit ${phrase} by country`
        : zh
          ? `${phrase}有哪些亏损客户？`
          : `Which customers lost money ${phrase}?`;
  const candidates =
    lang === 'zh'
      ? [
          input.groupBy !== 'customer' ? `${phrase}${product}业绩按客户排名前5` : `${phrase}${product}业绩按国家统计`,
          input.compared ? `${phrase}${product}业绩按天的趋势` : `${phrase}${product}业绩和上一期相比如何？`,
          profitQuestion(true),
          `${phrase}${product}业绩按天的趋势`,
          `${phrase}${product}业绩按国家统计`,
        ]
      : [
          input.groupBy !== 'customer'
            ? `Top 5 customers by ${product ? `${product} ` : ''}revenue ${phrase}`
            : `${product ? `${product} ` : ''}revenue ${phrase} by country`,
          input.compared
            ? `${product ? `${product} ` : ''}revenue ${phrase} by day`
            : `How did ${product ? `${product} ` : ''}revenue ${phrase} compare with the period before?`,
          profitQuestion(false),
          `${product ? `${product} ` : ''}revenue ${phrase} by day`,
          `${product ? `${product} ` : ''}revenue ${phrase} by country`,
        ];
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [...new Set(candidates.map(capital))].slice(0, 3);
}
