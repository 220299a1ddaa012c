import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, type LanguageModel, type ModelMessage } from 'ai';
import { suggestedFor } from '../compose/guess-questions';
import { docRefs } from '../engine/doc-refs';
import type { AssistantEngine, EngineEvent, EngineRequest, ToolAnswer } from '../engine/engine';
import { uncheckedNumbers } from './figure-guard';
import { buildLlmTools } from './llm-tools';

/**
 * The optional engine: an OpenAI-compatible model through the `ai` SDK, with the local engine's
 * tool calls. The model decides which tool to call and writes the answer; the instructions bind it
 * to the tool results for every figure and link. The same events come out as from the local engine.
 */
export function systemPrompt(today: string, lang: 'zh' | 'en'): string {
  return [
    'You are the AI assistant of Switchboard, the internal portal of a messaging and voice business (SMS, voice, email, numbers, WhatsApp).',
    `Today is ${today} (Asia/Shanghai). Weeks start on Monday. Business data is complete up to yesterday.`,
    `Answer in ${lang === 'zh' ? 'Simplified Chinese' : 'English'}, in markdown: one sentence with the figures, then a small table if useful, then the page link.`,
    'Use the tools for everything about the business, the portal pages, how-to guides, faults and to-dos.',
    'You never approve or reject anything yourself: to agree to a to-do, call act_on_task, which shows the user a confirmation card to click.',
    'Every number you write must appear in a tool result, written exactly as the tool wrote it. Never estimate, round differently, add up or invent a number.',
    'A tool result with answer_markdown may be quoted as it is. Give a page link only when the tool gave one; when a tool says the user has no permission, say so and give no link.',
    'When no tool can answer (weather, news, anything outside the portal) say plainly that you cannot answer it and suggest questions about performance, profit, pages or guides.',
  ].join('\n');
}

export class LlmEngine implements AssistantEngine {
  readonly name = 'llm' as const;
  constructor(private readonly model: LanguageModel) {}

  async *answer(request: EngineRequest): AsyncIterable<EngineEvent> {
    const { ctx } = request;
    const answers: ToolAnswer[] = [];
    const messages: ModelMessage[] = [
      ...request.history.flatMap((turn) => [
        { role: 'user' as const, content: turn.question },
        { role: 'assistant' as const, content: turn.answer },
      ]),
      { role: 'user', content: request.question },
    ];
    const result = streamText({
      model: this.model,
      system: systemPrompt(ctx.today, ctx.lang),
      messages,
      tools: buildLlmTools(ctx, answers),
      stopWhen: stepCountIs(5),
      abortSignal: request.signal,
      maxRetries: 1,
    });
    let written = '';
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        written += part.text;
        yield { type: 'text', text: part.text };
      } else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
    }
    const sources = [request.question, ctx.today, ...request.history.flatMap((turn) => [turn.question, turn.answer])];
    const unchecked = request.signal.aborted ? [] : uncheckedNumbers(written, sources, ctx.calls);
    if (unchecked.length > 0) {
      yield {
        type: 'text',
        text:
          ctx.lang === 'zh'
            ? `\n\n> 注意：回答中的 ${unchecked.join('、')} 未能与查询结果核对，请以页面上的数据为准。`
            : `\n\n> Note: ${unchecked.join(', ')} in this answer could not be checked against a query result; rely on the figures on the pages.`,
      };
    }
    yield {
      type: 'docs',
      docs: docRefs(
        answers.flatMap((answer) => answer.docIds),
        ctx.lang,
      ).slice(0, 3),
    };
    const guesses = answers.at(-1)?.guesses ?? [];
    yield { type: 'guess', questions: (guesses.length > 0 ? guesses : suggestedFor(ctx.permissions, ctx.lang)).slice(0, 3) };
    const card = answers.findLast((answer) => answer.card)?.card;
    if (card) yield { type: 'card', card };
    const memo = answers.findLast((answer) => answer.memo)?.memo;
    if (memo) yield { type: 'memo', memo };
  }
}

export function createLlmEngine(settings: { baseURL: string; apiKey: string; model: string }): LlmEngine {
  const provider = createOpenAICompatible({ name: 'assistant', baseURL: settings.baseURL, apiKey: settings.apiKey });
  return new LlmEngine(provider(settings.model));
}
