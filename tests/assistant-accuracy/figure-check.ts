import { SUGGESTED_QUESTIONS } from '../../src/server/assistant/content-lists';
import { uncheckedNumbers } from '../../src/server/assistant/llm/figure-guard';
import type { ToolCall } from '../../src/server/assistant/tools/tool-context';

/**
 * Where each number of an answer may come from: the question, a tool call (its input or its
 * result, as stored or written with the shared formatters), or the fixed example questions the
 * assistant suggests. Returns the numbers that came from nowhere — it must be empty. The same
 * rule the LLM path applies to a model's text, so both engines are held to one standard.
 */
export function inventedNumbers(answer: string, question: string, calls: readonly ToolCall[]): string[] {
  const examples = SUGGESTED_QUESTIONS.flatMap((q) => [q.question, q.questionEn]);
  return uncheckedNumbers(answer, [question, ...examples], calls);
}
