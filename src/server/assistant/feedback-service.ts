import { asc, eq } from 'drizzle-orm';
import type { SuggestedQuestion } from '../../shared/api/assistant-calls';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { aiChatFeedback, aiChats, aiCommonQuestions, aiFeedbackTags } from '../db/schema/index';
import { findChat } from './chat-store';
import { QUESTION_TYPES } from './content-lists';

/** Feedback on answers, its tags, and the suggested questions of the home view. */
export async function feedbackTagList(deps: AppDeps, likeType: 'LIKE' | 'DISLIKE', lang: Lang): Promise<{ tagName: string }[]> {
  const rows = await deps.db
    .select()
    .from(aiFeedbackTags)
    .where(eq(aiFeedbackTags.likeType, likeType))
    .orderBy(asc(aiFeedbackTags.sort), asc(aiFeedbackTags.id));
  return rows.map((row) => ({ tagName: lang === 'zh' ? row.tagName : row.tagNameEn }));
}

/** Records a like or dislike (or its cancellation) with its tags; the chat shows the latest. */
export async function submitFeedback(
  deps: AppDeps,
  staffId: number,
  input: { chatUuid: string; like: 1 | 0 | null; tag: string; content: string },
) {
  const chat = await findChat(deps, staffId, input.chatUuid);
  const tags = input.tag
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .join(',');
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(aiChatFeedback)
      .values({ chatId: chat.id, staffId, like: input.like, tags, content: input.content, createdAt: deps.clock.now() });
    await tx.update(aiChats).set({ like: input.like }).where(eq(aiChats.id, chat.id));
  });
  return { chatUuid: chat.uuid, like: input.like };
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * A batch of suggested questions the user may ask (those needing a key they lack are left out).
 * "Change batch" sends the type of the first question shown: the next batch is of the next type,
 * so it always differs; a type with too few questions is filled up from the following ones.
 */
export async function randomQuestions(
  deps: AppDeps,
  permissions: ReadonlySet<string>,
  query: { limit: number; currentType?: string | undefined },
  lang: Lang,
): Promise<SuggestedQuestion[]> {
  const rows = await deps.db.select().from(aiCommonQuestions).orderBy(asc(aiCommonQuestions.sort), asc(aiCommonQuestions.id));
  const allowed = rows.filter((row) => !row.permission || permissions.has(row.permission));
  const types = QUESTION_TYPES.filter((type) => allowed.some((row) => row.type === type));
  if (types.length === 0) return [];
  const at = query.currentType ? types.indexOf(query.currentType as (typeof QUESTION_TYPES)[number]) : -1;
  const order = types.map((_type, index) => types[(at + 1 + index) % types.length]);
  const picked = order.flatMap((type) => shuffled(allowed.filter((row) => row.type === type))).slice(0, query.limit);
  return picked.map((row) => ({ question: lang === 'zh' ? row.question : row.questionEn, type: row.type }));
}
