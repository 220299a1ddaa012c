import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  DictEntry,
  DictType,
  FeedbackQuestion,
  FeedbackTips,
  PopupConfig,
  ScoreLevel,
  dictPage,
  dictSave,
  popupConfigSave,
  questionUpdate,
  tipsUpdate,
} from '../../shared/api/feedback-calls';
import { DEFAULT_SCORE_LEVELS } from '../../shared/feedback/score-levels';
import { PERMISSION_KEYS } from '../../shared/permissions';
import type { AuthedStaff } from '../auth';
import type { BodyOf } from './body-of';
import type { Db } from '../db/database';
import { feedbackDict, feedbackPopupConfigs, feedbackPopupShows, feedbackQuestions, feedbackTips, staffFeedback } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { fail } from '../http/app-error';

/** The one row of feedback_tips. */
const TIPS_ROW = 1;

type QuestionRow = typeof feedbackQuestions.$inferSelect;
const questionView = (row: QuestionRow): FeedbackQuestion => ({
  id: row.id,
  content: row.content,
  contentEn: row.contentEn,
  enabled: row.enabled,
  sort: row.sort,
});

export async function listQuestions(db: Db): Promise<FeedbackQuestion[]> {
  const rows = await db.select().from(feedbackQuestions).orderBy(asc(feedbackQuestions.sort), asc(feedbackQuestions.id));
  return rows.map(questionView);
}

/** Replaces the list in one transaction: ids not listed go (their ratings keep the words, not the link). */
export async function updateQuestions(deps: AppDeps, input: BodyOf<typeof questionUpdate>): Promise<FeedbackQuestion[]> {
  const now = deps.clock.now();
  const keep = input.questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
  if (new Set(keep).size !== keep.length) throw fail.validationKey('feedback.duplicateQuestion', 'questions');
  await deps.db.transaction(async (tx) => {
    if (keep.length > 0) {
      const known = await tx.select({ id: feedbackQuestions.id }).from(feedbackQuestions).where(inArray(feedbackQuestions.id, keep));
      if (known.length !== keep.length) throw fail.validationKey('feedback.unknownQuestion', 'questions');
      await tx.delete(feedbackQuestions).where(notInArray(feedbackQuestions.id, keep));
    } else {
      await tx.delete(feedbackQuestions);
    }
    for (const [sort, question] of input.questions.entries()) {
      const values = { content: question.content, contentEn: question.contentEn, enabled: question.enabled, sort, updatedAt: now };
      if (question.id === undefined) await tx.insert(feedbackQuestions).values(values);
      else await tx.update(feedbackQuestions).set(values).where(eq(feedbackQuestions.id, question.id));
    }
  });
  return listQuestions(deps.db);
}

/** The question shown to a person: the given one if enabled, else the first enabled one. */
export async function askedQuestion(db: Db, preferredId: number | null): Promise<FeedbackQuestion | null> {
  const enabled = (await listQuestions(db)).filter((question) => question.enabled);
  return enabled.find((question) => question.id === preferredId) ?? enabled[0] ?? null;
}

export async function readTips(db: Db): Promise<FeedbackTips> {
  const [row] = await db.select().from(feedbackTips).where(eq(feedbackTips.id, TIPS_ROW));
  return row
    ? { content: row.content, contentEn: row.contentEn, updatedAt: row.updatedAt.toISOString() }
    : { content: '', contentEn: '', updatedAt: null };
}

export async function writeTips(deps: AppDeps, caller: AuthedStaff, input: BodyOf<typeof tipsUpdate>): Promise<FeedbackTips> {
  const values = { content: input.content, contentEn: input.contentEn, updatedBy: caller.staffId, updatedAt: deps.clock.now() };
  await deps.db
    .insert(feedbackTips)
    .values({ id: TIPS_ROW, ...values })
    .onConflictDoUpdate({ target: feedbackTips.id, set: values });
  return readTips(deps.db);
}

type DictRow = typeof feedbackDict.$inferSelect;
const dictView = (row: DictRow): DictEntry => ({
  id: row.id,
  dictType: row.dictType as DictType,
  code: row.code,
  name: row.name,
  nameEn: row.nameEn,
  sort: row.sort,
  enabled: row.enabled,
});

/** Everyone reads the enabled entries (the feedback form's categories); the settings page also the disabled ones. */
export async function pageDict(db: Db, caller: AuthedStaff, input: BodyOf<typeof dictPage>) {
  const seesDisabled = caller.permissions.has(PERMISSION_KEYS.feedbackConfig) && !input.enabledOnly;
  const where = and(
    input.dictType ? eq(feedbackDict.dictType, input.dictType) : undefined,
    seesDisabled ? undefined : eq(feedbackDict.enabled, true),
  );
  const [total] = await db.select({ n: count() }).from(feedbackDict).where(where);
  const rows = await db
    .select()
    .from(feedbackDict)
    .where(where)
    .orderBy(asc(feedbackDict.dictType), asc(feedbackDict.sort), asc(feedbackDict.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows: rows.map(dictView), count: total?.n ?? 0 };
}

export async function saveDict(deps: AppDeps, input: BodyOf<typeof dictSave>): Promise<DictEntry> {
  if (input.dictType === 'scoreLevel') {
    // A score level names one score: its code is that score, and every score keeps a meaning.
    if (!/^[1-5]$/.test(input.code)) throw fail.validationKey('feedback.scoreLevelCode', 'code');
    if (!input.enabled) throw fail.validationKey('feedback.scoreLevelEnabled', 'enabled');
  }
  const values = {
    dictType: input.dictType,
    code: input.code,
    name: input.name,
    nameEn: input.nameEn,
    sort: input.sort,
    enabled: input.enabled,
    updatedAt: deps.clock.now(),
  };
  const [clash] = await deps.db
    .select({ id: feedbackDict.id })
    .from(feedbackDict)
    .where(and(eq(feedbackDict.dictType, input.dictType), eq(feedbackDict.code, input.code)));
  if (clash && clash.id !== input.id) throw fail.validationKey('feedback.duplicateCode', 'code');
  if (input.id === undefined) {
    const [row] = await deps.db.insert(feedbackDict).values(values).returning();
    return dictView(row!);
  }
  const [existing] = await deps.db.select().from(feedbackDict).where(eq(feedbackDict.id, input.id));
  if (!existing) throw fail.notFound();
  if (existing.dictType !== input.dictType) throw fail.validationKey('feedback.dictTypeFixed', 'dictType');
  const [row] = await deps.db.update(feedbackDict).set(values).where(eq(feedbackDict.id, input.id)).returning();
  return dictView(row!);
}

/** The five levels, from the dictionary where it names them, else the defaults. */
export async function listScoreLevels(db: Db): Promise<ScoreLevel[]> {
  const rows = await db
    .select()
    .from(feedbackDict)
    .where(and(eq(feedbackDict.dictType, 'scoreLevel'), eq(feedbackDict.enabled, true)));
  return DEFAULT_SCORE_LEVELS.map((level) => {
    const named = rows.find((row) => row.code === String(level.score));
    return named ? { score: level.score, name: named.name, nameEn: named.nameEn } : level;
  });
}

/** An enabled category, or a validation failure naming the field. */
export async function enabledCategory(db: Db, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ id: feedbackDict.id })
    .from(feedbackDict)
    .where(and(eq(feedbackDict.id, categoryId), eq(feedbackDict.dictType, 'category'), eq(feedbackDict.enabled, true)));
  if (!row) throw fail.validationKey('feedback.unknownCategory', 'categoryId');
  return row.id;
}

type PopupRow = typeof feedbackPopupConfigs.$inferSelect;

export async function listPopupConfigs(db: Db): Promise<PopupConfig[]> {
  const rows = await db.select().from(feedbackPopupConfigs).orderBy(asc(feedbackPopupConfigs.sort), asc(feedbackPopupConfigs.id));
  const shown = await db
    .select({ configId: feedbackPopupShows.configId, n: count() })
    .from(feedbackPopupShows)
    .groupBy(feedbackPopupShows.configId);
  const rated = await db
    .select({ configId: staffFeedback.popupConfigId, n: count() })
    .from(staffFeedback)
    .where(sql`${staffFeedback.popupConfigId} is not null`)
    .groupBy(staffFeedback.popupConfigId);
  return rows.map((row) =>
    popupView(row, shown.find((s) => s.configId === row.id)?.n ?? 0, rated.find((r) => r.configId === row.id)?.n ?? 0),
  );
}

function popupView(row: PopupRow, shownCount: number, ratedCount: number): PopupConfig {
  return {
    id: row.id,
    name: row.name,
    trigger: row.trigger as PopupConfig['trigger'],
    signInCount: row.signInCount,
    releaseDays: row.releaseDays,
    pagePath: row.pagePath,
    cooldownDays: row.cooldownDays,
    questionId: row.questionId,
    enabled: row.enabled,
    shownCount,
    ratedCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Adds or changes a rule; only the setting of its own trigger is kept, so a rule never carries a stale one. */
export async function savePopupConfig(deps: AppDeps, input: BodyOf<typeof popupConfigSave>): Promise<PopupConfig> {
  if (input.questionId !== null) {
    const [question] = await deps.db
      .select({ id: feedbackQuestions.id })
      .from(feedbackQuestions)
      .where(eq(feedbackQuestions.id, input.questionId));
    if (!question) throw fail.validationKey('feedback.unknownQuestion', 'questionId');
  }
  const values = {
    name: input.name,
    trigger: input.trigger,
    signInCount: input.trigger === 'signIns' ? input.signInCount : null,
    releaseDays: input.trigger === 'release' ? input.releaseDays : null,
    pagePath: input.trigger === 'page' ? input.pagePath : null,
    cooldownDays: input.cooldownDays,
    questionId: input.questionId,
    enabled: input.enabled,
    updatedAt: deps.clock.now(),
  };
  let id = input.id;
  if (id === undefined) {
    const [row] = await deps.db.insert(feedbackPopupConfigs).values(values).returning({ id: feedbackPopupConfigs.id });
    id = row!.id;
  } else {
    const changed = await deps.db
      .update(feedbackPopupConfigs)
      .set(values)
      .where(eq(feedbackPopupConfigs.id, id))
      .returning({ id: feedbackPopupConfigs.id });
    if (changed.length === 0) throw fail.notFound();
  }
  const saved = (await listPopupConfigs(deps.db)).find((config) => config.id === id);
  if (!saved) throw fail.notFound();
  return saved;
}
