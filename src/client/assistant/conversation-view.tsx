import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationChats } from './assistant-queries';
import type { SessionView } from './assistant-store';
import { ChatMessage } from './chat-message';

/**
 * The chats of a conversation, oldest at the top. Scrolling to within 50 px of the top loads ten
 * older ones (sections.md §4), keeping the view where it was; new text keeps the view at the
 * bottom while the reader is there.
 */
export const LOAD_MORE_THRESHOLD = 50;

export function ConversationView({ sessionId, session }: { sessionId: string; session: SessionView }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const pinnedToBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const { messages, hasMore, loaded, loadingOlder, loadOlder } = useConversationChats(sessionId, session.messages);
  const firstKey = messages[0]?.key;
  const lastText = messages.at(-1)?.aiResponse.length ?? 0;

  // Older chats were put on top: keep what was on screen where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBefore.current === null) return;
    element.scrollTop += element.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [firstKey]);

  useEffect(() => {
    const element = scroller.current;
    if (element && pinnedToBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastText]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    pinnedToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    if (element.scrollTop <= LOAD_MORE_THRESHOLD && hasMore && !loadingOlder) {
      heightBefore.current = element.scrollHeight;
      loadOlder();
    }
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-4 py-3" data-testid="assistant-conversation">
      {loadingOlder && (
        <p role="status" className="py-2 text-center text-xs text-slate-400">
          {t('assistant.loadingHistory')}
        </p>
      )}
      {!hasMore && loaded && messages.length > 0 && messages[0]?.id !== undefined && (
        <p className="py-2 text-center text-xs text-slate-400">{t('assistant.noMoreHistory')}</p>
      )}
      <ol className="flex flex-col gap-5" aria-live="polite">
        {messages.map((chat, index) => (
          <ChatMessage key={chat.key} sessionId={sessionId} chat={chat} last={index === messages.length - 1} />
        ))}
      </ol>
    </div>
  );
}
