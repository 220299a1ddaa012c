import * as calls from '../../shared/api/assistant-calls';
import { kbDocumentUrl } from '../../shared/api/assistant-calls';
import { APP_CODES } from '../../shared/error-codes';
import { AppError } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { findChat, markStopped } from './chat-store';
import { openChatStream, stopRunningChat } from './chat-stream';
import { conversationDetail, createConversation, deleteConversation, listConversations, pinConversation } from './conversation-service';
import { feedbackTagList, randomQuestions, submitFeedback } from './feedback-service';
import { kbDocument, loadKbDocuments } from './kb/kb-documents';

/** The assistant's calls (sections.md §7 "AI assistant"), each for the signed-in user's own data. */
export const assistantHandlers: RegisteredCall[] = [
  handle(calls.createConversation, async ({ deps, staff, input }) => createConversation(deps, staff.staffId, input.body.initialQuestion)),
  handle(calls.listConversations, async ({ deps, staff }) => listConversations(deps, staff.staffId)),
  handle(calls.topConversation, async ({ deps, staff, input }) => pinConversation(deps, staff.staffId, input.body.uuid, input.body.isTop)),
  handle(calls.deleteConversation, async ({ deps, staff, input }) => deleteConversation(deps, staff.staffId, input.body.uuid)),
  handle(calls.conversationDetail, async ({ deps, staff, input }) => conversationDetail(deps, staff.staffId, input.query)),
  handle(calls.randomQuestions, async ({ deps, staff, input, lang }) => randomQuestions(deps, staff.permissions, input.query, lang)),
  handle(calls.feedbackTags, async ({ deps, input, lang }) => feedbackTagList(deps, input.query.likeType, lang)),
  handle(calls.chatFeedback, async ({ deps, staff, input }) => submitFeedback(deps, staff.staffId, input.body)),

  handle(calls.stopChat, async ({ deps, staff, input }) => {
    if (await stopRunningChat(deps, staff.staffId, input.body.chatUuid)) return { chatUuid: input.body.chatUuid, stopped: true };
    // Not running here (already finished, or left over by a server that went away).
    const chat = await findChat(deps, staff.staffId, input.body.chatUuid);
    if (chat.status === 'streaming') await markStopped(deps, chat);
    return { chatUuid: chat.uuid, stopped: chat.status === 'streaming' || chat.stopped };
  }),

  handle(calls.chatStream, async ({ deps, staff, input, c }) => openChatStream(deps, c, staff, input.body)),

  handle(calls.kbDocuments, async ({ lang }) =>
    loadKbDocuments()
      .filter((doc) => doc.lang === lang)
      .map((doc) => ({ id: doc.id, title: doc.title, category: doc.category, area: doc.area, url: kbDocumentUrl(doc.id) })),
  ),

  handle(calls.kbDocument, async ({ input, lang }) => {
    const doc = kbDocument(input.query.id, lang);
    if (!doc) throw new AppError(APP_CODES.NOT_FOUND, 'assistant.kbNotFound', {}, 404);
    return {
      id: doc.id,
      title: doc.title,
      category: doc.category,
      area: doc.area,
      url: kbDocumentUrl(doc.id),
      routes: doc.routes,
      body: doc.body,
    };
  }),
];
