import { formatCount, formatMoney, formatPercent, numberTokens } from '../../src/shared/assistant/figures';
import { SUGGESTED_QUESTIONS } from '../../src/server/assistant/content-lists';
import type { ToolCall } from '../../src/server/assistant/tools/tool-context';

/**
 * Where each number of an answer may come from: the question, a tool call (its input or its
 * result, as stored or written with the shared formatters), or the fixed example questions the
 * assistant suggests. Returns the numbers that came from nowhere — it must be empty.
 */
export function inventedNumbers(answer: string, question: string, calls: readonly ToolCall[]): string[] {
  const allowed = new Set<string>([...numberTokens(question), ...SUGGESTED_QUESTIONS.flatMap((q) => [...numberTokens(q.question), ...numberTokens(q.questionEn)])]);
  const visit = (value: unknown): void => {
    if (typeof value === 'number') {
      for (const token of numberTokens(formatCount(value))) allowed.add(token);
      allowed.add(String(Math.abs(value)));
    } else if (typeof value === 'string') {
      for (const token of numberTokens(value)) allowed.add(token);
      if (/^-?\d+\.\d{6}$/.test(value)) for (const token of numberTokens(formatMoney(value))) allowed.add(token);
      if (/^-?\d+\.\d{4}$/.test(value)) for (const token of numberTokens(formatPercent(value))) allowed.add(token);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const call of calls) {
    visit(call.input);
    visit(call.output);
  }
  return numberTokens(answer).filter((token) => !allowed.has(token));
}
