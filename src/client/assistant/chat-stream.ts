import { createParser } from 'eventsource-parser';
import {
  chatStream,
  type ChatCardEvent,
  type ChatGuessEvent,
  type ChatInitEvent,
  type ChatKbDocsEvent,
  type ChatMessageEvent,
} from '../../shared/api/assistant-calls';
import { portalClient } from '../api/portal-client';

/**
 * The streamed answer (sections.md §7): a POST through the shared client's fetchRaw (session,
 * refresh, language), read with eventsource-parser. Aborting the signal ends the reading (the
 * server then stops the answer too).
 */
export interface StreamHandlers {
  onInit(event: ChatInitEvent): void;
  onMessage(event: ChatMessageEvent): void;
  onCard(event: ChatCardEvent): void;
  onKbDocs(event: ChatKbDocsEvent): void;
  onGuess(event: ChatGuessEvent): void;
}

export class StreamFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StreamFailure';
  }
}

function post(body: { content: string; conversationUuid: string }, signal: AbortSignal): Promise<Response> {
  return portalClient.fetchRaw(chatStream.path, {
    method: chatStream.method,
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
}

/** Resolves when the stream ends (or is aborted); rejects with StreamFailure when it does not start. */
export async function streamAnswer(
  body: { content: string; conversationUuid: string },
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<void> {
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
      else if (event.event === 'card') handlers.onCard(data as ChatCardEvent);
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
