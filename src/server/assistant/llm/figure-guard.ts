import { numberTokens } from '../../../shared/assistant/number-tokens';
import { formatCount, formatMoney, formatPercent } from '../../../shared/business/figures';
import type { ToolCall } from '../tools/tool-context';

/**
 * A model writes its own text, so its numbers are checked after the fact: each must appear in
 * the question, the conversation so far, today's date, or a tool result (as stored or as the
 * shared formatters write it). What is left is reported under the answer, never silently kept.
 */
export function uncheckedNumbers(answer: string, sources: readonly string[], calls: readonly ToolCall[]): string[] {
  const allowed = new Set<string>(sources.flatMap(numberTokens));
  const visit = (value: unknown): void => {
    if (typeof value === 'number') {
      allowed.add(String(Math.abs(value)));
      for (const token of numberTokens(formatCount(value))) allowed.add(token);
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
  return [...new Set(numberTokens(answer).filter((token) => !allowed.has(token)))];
}
