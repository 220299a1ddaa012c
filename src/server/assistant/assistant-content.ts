import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { aiCommonQuestions, aiFeedbackTags } from '../db/schema/index';
import { FEEDBACK_TAGS, SUGGESTED_QUESTIONS } from './content-lists';

/**
 * The suggested questions and feedback tags are part of the product, not demo data: every start
 * writes this version's list (insert or update) and drops questions an earlier version had, so
 * every database shows exactly this list.
 */
export async function writeAssistantContent(db: Db): Promise<void> {
  await db.delete(aiCommonQuestions).where(
    notInArray(
      aiCommonQuestions.question,
      SUGGESTED_QUESTIONS.map((q) => q.question),
    ),
  );
  await db
    .insert(aiCommonQuestions)
    .values(
      SUGGESTED_QUESTIONS.map((q, sort) => ({
        type: q.type,
        question: q.question,
        questionEn: q.questionEn,
        permission: q.permission ?? null,
        sort,
      })),
    )
    .onConflictDoUpdate({
      target: aiCommonQuestions.question,
      set: {
        type: sql`excluded.type`,
        questionEn: sql`excluded.question_en`,
        permission: sql`excluded.permission`,
        sort: sql`excluded.sort`,
      },
    });
  await db
    .insert(aiFeedbackTags)
    .values(FEEDBACK_TAGS.map((tag, sort) => ({ ...tag, sort })))
    .onConflictDoUpdate({
      target: [aiFeedbackTags.likeType, aiFeedbackTags.tagName],
      set: { tagNameEn: sql`excluded.tag_name_en`, sort: sql`excluded.sort` },
    });
}
