import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  feedbackDict,
  feedbackPopupConfigs,
  feedbackQuestions,
  feedbackReplies,
  feedbackTips,
  staff,
  staffFeedback,
} from '../db/schema/index';
import type { FeatureSeed, SeedContext } from '../db/seed/feature-seeds';
import { SEED_CATEGORIES, SEED_FEEDBACK, SEED_POPUP_RULES, SEED_QUESTIONS, SEED_SCORE_LEVELS, SEED_TIPS } from './feedback-seed-content';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Who answers the demo's feedback. */
const HANDLER = 'admin';

async function seedSettings(db: Db, now: Date): Promise<{ categories: Map<string, number>; questions: number[] }> {
  await db
    .insert(feedbackDict)
    .values([
      ...SEED_CATEGORIES.map((entry, sort) => ({ dictType: 'category', ...entry, sort, updatedAt: now })),
      ...SEED_SCORE_LEVELS.map((entry, sort) => ({ dictType: 'scoreLevel', ...entry, sort, updatedAt: now })),
    ])
    .onConflictDoNothing();
  const categories = new Map(
    (await db.select({ id: feedbackDict.id, code: feedbackDict.code, type: feedbackDict.dictType }).from(feedbackDict))
      .filter((row) => row.type === 'category')
      .map((row) => [row.code, row.id]),
  );
  const questions = await db
    .insert(feedbackQuestions)
    .values(SEED_QUESTIONS.map((question, sort) => ({ ...question, sort, updatedAt: now })))
    .returning({ id: feedbackQuestions.id });
  await db
    .insert(feedbackTips)
    .values({ id: 1, ...SEED_TIPS, updatedAt: now })
    .onConflictDoNothing();
  await db.insert(feedbackPopupConfigs).values(
    SEED_POPUP_RULES.map((rule, sort) => ({
      name: rule.name,
      trigger: rule.trigger,
      signInCount: 'signInCount' in rule ? rule.signInCount : null,
      releaseDays: 'releaseDays' in rule ? rule.releaseDays : null,
      pagePath: 'pagePath' in rule ? rule.pagePath : null,
      cooldownDays: rule.cooldownDays,
      questionId: questions[rule.question]?.id ?? null,
      enabled: rule.enabled,
      sort,
      updatedAt: now,
    })),
  );
  return { categories, questions: questions.map((row) => row.id) };
}

/** Feedback of the last weeks: some answered, some in progress, some still open, and bare ratings. */
async function seedFeedback(db: Db, now: number, categories: Map<string, number>, firstQuestion: number | null): Promise<void> {
  const people = await db
    .select({ id: staff.id, username: staff.username })
    .from(staff)
    .where(inArray(staff.username, [HANDLER, ...SEED_FEEDBACK.map((entry) => entry.author)]));
  const idOf = (username: string) => people.find((person) => person.username === username)?.id;
  const handler = idOf(HANDLER);
  if (handler === undefined) return;
  for (const entry of SEED_FEEDBACK) {
    const author = idOf(entry.author);
    if (author === undefined) continue;
    const createdAt = new Date(now - entry.daysAgo * DAY);
    const repliedAt = entry.reply ? new Date(createdAt.getTime() + entry.reply.hoursLater * HOUR) : null;
    const status = entry.content === '' ? 'closed' : entry.reply ? 'replied' : entry.processing ? 'processing' : 'open';
    const [row] = await db
      .insert(staffFeedback)
      .values({
        staffId: author,
        score: entry.score,
        content: entry.content,
        pagePath: entry.pagePath,
        categoryId: entry.category ? (categories.get(entry.category) ?? null) : null,
        questionId: firstQuestion,
        status,
        assigneeId: entry.reply || entry.processing ? handler : null,
        repliedAt,
        createdAt,
      })
      .returning({ id: staffFeedback.id });
    if (row && entry.reply && repliedAt) {
      await db.insert(feedbackReplies).values({ feedbackId: row.id, staffId: handler, content: entry.reply.content, createdAt: repliedAt });
    }
  }
}

export const feedbackSeed: FeatureSeed = {
  name: 'feedback',
  async seed(db: Db, ctx: SeedContext) {
    // Idempotent: the settings are the mark that the feedback demo is in place.
    const [done] = await db.select({ n: sql<number>`count(*)::int` }).from(feedbackQuestions);
    if ((done?.n ?? 0) > 0) return;
    const now = ctx.clock.now();
    const { categories, questions } = await seedSettings(db, now);
    await seedFeedback(db, now.getTime(), categories, questions[0] ?? null);
  },
};
