import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { aiCommonQuestions, aiFeedbackTags } from '../db/schema/index';
import { FEEDBACK_TAGS, SUGGESTED_QUESTIONS } from './content-lists';

/**
 * The suggested questions and feedback tags are part of the product, not demo data: the first
 * use after a start writes this version's list (insert or update), so every database has them.
 */
const done = new WeakMap<AppDeps, Promise<void>>();

export function ensureAssistantContent(deps: AppDeps): Promise<void> {
  let pending = done.get(deps);
  if (!pending) {
    pending = write(deps).catch((error: unknown) => {
      done.delete(deps);
      throw error;
    });
    done.set(deps, pending);
  }
  return pending;
}

async function write(deps: AppDeps): Promise<void> {
  await deps.db.insert(aiCommonQuestions)
    .values(SUGGESTED_QUESTIONS.map((q, sort) => ({ type: q.type, question: q.question, questionEn: q.questionEn, permission: q.permission ?? null, sort })))
    .onConflictDoUpdate({
      target: aiCommonQuestions.question,
      set: { type: sql`excluded.type`, questionEn: sql`excluded.question_en`, permission: sql`excluded.permission`, sort: sql`excluded.sort` },
    });
  await deps.db.insert(aiFeedbackTags)
    .values(FEEDBACK_TAGS.map((tag, sort) => ({ ...tag, sort })))
    .onConflictDoUpdate({ target: [aiFeedbackTags.likeType, aiFeedbackTags.tagName], set: { tagNameEn: sql`excluded.tag_name_en`, sort: sql`excluded.sort` } });
}
