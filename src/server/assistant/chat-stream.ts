import type { Context } from 'hono';
import { AI_STREAM_PING_MS, CHAT_EVENTS } from '../../shared/api/assistant-calls';
import type { AuthedStaff } from '../auth';
import type { AppDeps } from '../deps';
import type { ChatMemo, KbDocumentRef } from '../db/schema/index';
import { finishChat, previousMemo, recentHistory, startChat, type ChatEnd } from './chat-store';
import { findConversation } from './conversation-service';
import { createToolContext } from './tools/tool-context';
import { answerLanguage } from './understand/understand';
import { openEventStream } from '../http/event-stream';
import { closePartialMarkdown } from '../../shared/assistant/partial-markdown';

/** Code points per `message` event. */
const CHUNK = 12;

/** Splits on code points (never inside a surrogate pair). */
export function chunksOf(text: string, size = CHUNK): string[] {
  const points = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < points.length; i += size) chunks.push(points.slice(i, i + size).join(''));
  return chunks;
}

/** Waits between chunks; an abort ends the wait at once (its listener is removed either way). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

const FAILED = { zh: '\n\n抱歉，生成回答时出错了，请稍后再试。', en: '\n\nSorry, something went wrong while answering; please try again.' };

/**
 * POST chat/stream: stores the chat, then streams `init`, the answer as `message` chunks,
 * `kbdocs` and `guessQuestions`, and ends. chat/stop or the client going away aborts the engine;
 * the part sent so far is stored and the chat marked stopped. A `: ping` comment keeps proxies
 * from closing a quiet stream.
 */
export async function openChatStream(
  deps: AppDeps,
  c: Context,
  staff: AuthedStaff,
  body: { content: string; conversationUuid: string },
): Promise<Response> {
  const conversation = await findConversation(deps, staff.staffId, body.conversationUuid);
  const runtime = deps.assistant;
  const { engine } = runtime;
  const chat = await startChat(deps, conversation.id, staff.staffId, body.content, engine.name);
  const [previous, history] = await Promise.all([previousMemo(deps, conversation.id), recentHistory(deps, conversation.id)]);
  const abort = new AbortController();
  let settle: () => void = () => undefined;
  runtime.running.set(chat.uuid, { staffId: staff.staffId, controller: abort, done: new Promise<void>((resolve) => (settle = resolve)) });
  const ids = { conversationUuid: conversation.uuid, chatUuid: chat.uuid };
  const lang = answerLanguage(body.content);

  return openEventStream(c, { pingMs: AI_STREAM_PING_MS }, async (writer) => {
    writer.onGone(() => abort.abort('disconnected'));
    const end: ChatEnd = {
      response: '',
      status: 'done',
      docs: [] as KbDocumentRef[],
      guesses: [],
      memo: null as ChatMemo | null,
      card: null,
    };
    writer.send(CHAT_EVENTS.init, ids);
    try {
      const ctx = createToolContext(deps, staff, lang);
      const events = engine.answer({ question: body.content, ctx, previous, history: history.slice(0, -1), signal: abort.signal });
      for await (const event of events) {
        if (abort.signal.aborted) break;
        if (event.type === 'text') {
          for (const chunk of chunksOf(event.text)) {
            if (abort.signal.aborted) break;
            end.response += chunk;
            writer.send(CHAT_EVENTS.message, { content: chunk, ...ids });
            await pause(deps.env.AI_STREAM_PACE_MS, abort.signal);
          }
        } else if (event.type === 'card') {
          end.card = event.card;
          writer.send(CHAT_EVENTS.card, { card: event.card, ...ids });
        } else if (event.type === 'docs') end.docs = event.docs;
        else if (event.type === 'guess') end.guesses = event.questions;
        else end.memo = event.memo;
      }
    } catch (error) {
      if (!abort.signal.aborted) {
        deps.log.error({ err: error, chatUuid: chat.uuid }, 'assistant answer failed');
        end.status = 'failed';
        end.response += FAILED[lang];
        writer.send(CHAT_EVENTS.message, { content: FAILED[lang], ...ids });
      }
    }
    if (abort.signal.aborted) {
      end.status = 'stopped';
      // Stored at a clean boundary: whole sentences and table rows, never `| 月 | 业务量`.
      end.response = closePartialMarkdown(end.response);
    } else {
      writer.send(CHAT_EVENTS.kbdocs, {
        kbdocs: end.docs.map((doc) => ({ document_name: doc.documentName, reference_url: doc.documentUrl })),
      });
      writer.send(CHAT_EVENTS.guessQuestions, { guessQuestions: end.guesses });
    }
    try {
      await finishChat(deps, chat.id, end);
    } catch (error) {
      deps.log.error({ err: error, chatUuid: chat.uuid }, 'storing the answer failed');
    } finally {
      runtime.running.delete(chat.uuid);
      settle();
    }
  });
}

/** chat/stop: aborts the answer being generated and waits until it is stored. */
export async function stopRunningChat(deps: AppDeps, staffId: number, chatUuid: string): Promise<boolean> {
  const running = deps.assistant.running.get(chatUuid);
  if (!running || running.staffId !== staffId) return false;
  running.controller.abort('stopped');
  await running.done;
  return true;
}
