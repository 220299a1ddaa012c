import { createParser } from 'eventsource-parser';
import {
  chatStream, type ChatGuessEvent, type ChatInitEvent, type ChatKbDocsEvent, type ChatMessageEvent,
} from '../../shared/api/assistant-calls';
import { HEADERS } from '../../shared/envelope';
import { SPEC_CODES } from '../../shared/error-codes';
import { API_BASE, portalClient } from '../api/portal-client';
import { i18n } from '../i18n/i18n';

/**
 * The streamed answer (sections.md §7): a fetch POST with the session's Authorization header,
 * read with eventsource-parser. A dead access token is refreshed and the request sent once more.
 * Aborting the signal ends the reading (the server then stops the answer too).
 */
export interface StreamHandlers {
  onInit(event: ChatInitEvent): void;
  onMessage(event: ChatMessageEvent): void;
  onKbDocs(event: ChatKbDocsEvent): void;
  onGuess(event: ChatGuessEvent): void;
}

export class StreamFailure extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'StreamFailure';
  }
}

async function post(body: { content: string; conversationUuid: string }, signal: AbortSignal): Promise<Response> {
  const send = () => {
    const auth = portalClient.authorization();
    return fetch(`${API_BASE}${chatStream.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        [HEADERS.language]: i18n.language?.startsWith('zh') ? 'zh-CN' : 'en',
        ...(auth ? { [HEADERS.authorization]: auth } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  };
  let response = await send();
  if (response.status === 401) {
    const envelope = (await response.clone().json().catch(() => null)) as { code?: number } | null;
    if (envelope?.code === SPEC_CODES.TOKEN_INVALID) {
      await portalClient.refreshNow();
      response = await send();
    }
  }
  return response;
}

/** Resolves when the stream ends (or is aborted); rejects with StreamFailure when it does not start. */
export async function streamAnswer(body: { content: string; conversationUuid: string }, handlers: StreamHandlers, signal: AbortSignal): Promise<void> {
  const response = await post(body, signal);
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new StreamFailure(response.status, envelope?.msg ?? '');
  }
  const parser = createParser({
    onEvent: (event) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch (error) {
        // sections.md §8: stream parse errors are only logged.
        console.warn('[assistant] unreadable stream event', error);
        return;
      }
      if (event.event === 'init') handlers.onInit(data as ChatInitEvent);
      else if (event.event === 'message') handlers.onMessage(data as ChatMessageEvent);
      else if (event.event === 'kbdocs') handlers.onKbDocs(data as ChatKbDocsEvent);
      else if (event.event === 'guessQuestions') handlers.onGuess(data as ChatGuessEvent);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
