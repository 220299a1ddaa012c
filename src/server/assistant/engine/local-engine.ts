import { suggestedFor } from '../compose/guess-questions';
import { composeGreeting, composeUnknown } from '../compose/plain-answers';
import { understand } from '../understand/understand';
import { docRefs } from './doc-refs';
import type { AssistantEngine, EngineEvent, EngineRequest, FlowResult } from './engine';
import { mergeFollowUp, toolCallsFor } from './local-reading';
import { runToolCall } from './tool-calls';
import type { ToolCallRequest } from './tool-inputs';

/**
 * The default engine: no network, no model. It reads the question with patterns (intent and
 * slots), makes the tool calls a model would make (the pages' own query services, the route
 * table, the knowledge base), and writes the answer from the tool results only. When nothing
 * fits it says so.
 */
export class LocalEngine implements AssistantEngine {
  readonly name = 'local' as const;

  async *answer(request: EngineRequest): AsyncIterable<EngineEvent> {
    const { result } = await answerLocally(request);
    if (request.signal.aborted) return;
    yield { type: 'text', text: result.text };
    yield { type: 'docs', docs: docRefs(result.docIds, request.ctx.lang) };
    yield { type: 'guess', questions: result.guesses.slice(0, 3) };
    if (result.card) yield { type: 'card', card: result.card };
    if (result.memo) yield { type: 'memo', memo: result.memo };
  }
}

/** The answer and the tool call that gave it (null: a greeting, or nothing fitted). */
export async function answerLocally({
  question,
  ctx,
  previous,
}: Pick<EngineRequest, 'question' | 'ctx' | 'previous'>): Promise<{ result: FlowResult; call: ToolCallRequest | null }> {
  const { lang, permissions } = ctx;
  const reading = mergeFollowUp(understand(question, ctx.today), previous);
  if (reading.intent === 'greeting' || reading.intent === 'capabilities') {
    const suggestions = suggestedFor(permissions, lang);
    return {
      result: {
        text: composeGreeting(lang, reading.intent === 'capabilities', suggestions),
        docIds: ['portal-ai-assistant'],
        guesses: suggestions,
        memo: null,
      },
      call: null,
    };
  }
  for (const call of await toolCallsFor(ctx, question, reading, previous)) {
    const result = await runToolCall(ctx, call);
    if (result) return { result, call };
  }
  const suggestions = suggestedFor(permissions, lang);
  return {
    result: { text: composeUnknown(lang, reading.asksFigure, suggestions), docIds: [], guesses: suggestions, memo: null },
    call: null,
  };
}
