import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';
import { createParser } from 'eventsource-parser';
import { chatStream } from '../../src/shared/api/assistant-calls';
import type { ApprovalCard } from '../../src/shared/assistant/approval-card';
import { authenticate } from '../../src/server/auth/authenticate';
import type { ChatMemo, KbDocumentRef } from '../../src/server/db/schema/assistant';
import type { AssistantEngine } from '../../src/server/assistant/engine/engine';
import { LocalEngine } from '../../src/server/assistant/engine/local-engine';
import { createToolContext, type ToolCall, type ToolContext } from '../../src/server/assistant/tools/tool-context';
import { answerLanguage } from '../../src/server/assistant/understand/understand';
import type { TestApp } from './test-app';

export interface EngineAnswer {
  text: string;
  docs: KbDocumentRef[];
  guesses: string[];
  memo: ChatMemo | null;
  card: ApprovalCard | null;
  calls: ToolCall[];
  ctx: ToolContext;
}

/** The tools' context of a question asked by the signed-in holder of the token. */
export async function toolContextFor(t: TestApp, token: string, question: string): Promise<ToolContext> {
  const staff = await authenticate(t.services.deps, `Bearer ${token}`);
  if (!staff) throw new Error('token is not signed in');
  return createToolContext(t.services.deps, staff, answerLanguage(question));
}

/** Asks an engine directly, as the signed-in holder of the token, and collects what it streamed. */
export async function askEngine(
  t: TestApp,
  token: string,
  question: string,
  options: { engine?: AssistantEngine; previous?: ChatMemo | null } = {},
): Promise<EngineAnswer> {
  const ctx = await toolContextFor(t, token, question);
  const engine = options.engine ?? new LocalEngine();
  const answer: EngineAnswer = { text: '', docs: [], guesses: [], memo: null, card: null, calls: ctx.calls, ctx };
  for await (const event of engine.answer({
    question,
    ctx,
    previous: options.previous ?? null,
    history: [],
    signal: new AbortController().signal,
  })) {
    if (event.type === 'text') answer.text += event.text;
    else if (event.type === 'docs') answer.docs = event.docs;
    else if (event.type === 'guess') answer.guesses = event.questions;
    else if (event.type === 'card') answer.card = event.card;
    else answer.memo = event.memo;
  }
  return answer;
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads an event stream with eventsource-parser. `onEvent` may return 'stop' to cancel the
 * reading (the client going away) or a promise to wait on before reading on.
 */
export async function readEvents(
  response: Response,
  onEvent?: (event: SseEvent, all: SseEvent[]) => void | 'cancel' | Promise<void>,
): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  const pending: SseEvent[] = [];
  const parser = createParser({
    onEvent: (message) => pending.push({ event: message.event ?? 'message', data: JSON.parse(message.data) as Record<string, unknown> }),
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
    while (pending.length > 0) {
      const event = pending.shift() as SseEvent;
      events.push(event);
      const reaction = onEvent?.(event, events);
      if (reaction === 'cancel') {
        await reader.cancel();
        return events;
      }
      if (reaction) await reaction;
    }
  }
  return events;
}

/** POSTs a question to chat/stream as the token holder. */
export function postStream(t: TestApp, token: string, body: Record<string, unknown>, lang = 'zh-CN'): Promise<Response> {
  return Promise.resolve(
    t.app.request(chatStream.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': lang },
      body: JSON.stringify(body),
    }),
  );
}

/** The text of the `message` events, joined. */
export const messageText = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'message')
    .map((e) => String(e.data.content))
    .join('');

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 10, text: 10, reasoning: 0 } };
const finish = (reason: 'stop' | 'tool-calls'): LanguageModelV3StreamPart => ({
  type: 'finish',
  usage,
  finishReason: { unified: reason, raw: reason },
});

/** A model's stream that writes the text in chunks of `size` characters. */
export function textParts(text: string, size = 8): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
  ];
  for (let i = 0; i < text.length; i += size) parts.push({ type: 'text-delta', id: 't', delta: text.slice(i, i + size) });
  return [...parts, { type: 'text-end', id: 't' }, finish('stop')];
}

/** The latest tool result in the prompt, if the model has called a tool already. */
function toolResult(options: LanguageModelV3CallOptions): Record<string, unknown> | null {
  for (const message of [...options.prompt].reverse()) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type === 'tool-result' && part.output.type === 'json') return part.output.value as Record<string, unknown>;
    }
  }
  return null;
}

/** The ai SDK's mock model: it calls one tool with fixed input, then writes what the tool returned as its answer. */
export function toolUsingModel(toolName: string, input: object, chunkDelayMs = 0): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doStream: async (options) => {
      const result = toolResult(options);
      const parts: LanguageModelV3StreamPart[] = result
        ? textParts(String(result.answer_markdown ?? ''))
        : [
            { type: 'stream-start', warnings: [] },
            { type: 'tool-call', toolCallId: 'call-1', toolName, input: JSON.stringify(input) },
            finish('tool-calls'),
          ];
      return { stream: simulateReadableStream({ chunks: parts, chunkDelayInMs: result ? chunkDelayMs : 0 }) };
    },
  });
}
