import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { PopupPrompt, PopupTrigger } from '../../shared/api/feedback-calls';
import type { Lang } from '../../shared/messages';
import type { AuthedStaff } from '../auth';
import { authSessions, feedbackPopupConfigs, feedbackPopupShows, staffFeedback, versionNotes } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { askedQuestion } from './feedback-config';

const DAY_MS = 86_400_000;
/** Someone who rated a moment ago is not asked again right away, whatever the rules say. */
const QUIET_AFTER_RATING_MS = DAY_MS;

const NO_PROMPT: PopupPrompt = { show: false, configId: null, trigger: null, question: null, questionId: null };

type Rule = typeof feedbackPopupConfigs.$inferSelect;

/** Whether a page rule covers the path: the page itself or one of its detail pages. */
const onPage = (rule: Rule, path: string) => !!rule.pagePath && (path === rule.pagePath || path.startsWith(`${rule.pagePath}/`));

/**
 * The rating popover's decision (sections.md §7 "popup triggers"): the first enabled rule that
 * applies to the caller now, on this page, and has not shown them within its cooldown. A yes is
 * recorded, so the next question answers no until the cooldown (or, for a release rule, the next
 * release) — the popover never nags on every page change.
 */
export async function popupDecision(deps: AppDeps, caller: AuthedStaff, path: string, lang: Lang): Promise<PopupPrompt> {
  const { db } = deps;
  const now = deps.clock.now();
  const [lastRating] = await db
    .select({ at: staffFeedback.createdAt })
    .from(staffFeedback)
    .where(eq(staffFeedback.staffId, caller.staffId))
    .orderBy(desc(staffFeedback.createdAt))
    .limit(1);
  if (lastRating && now.getTime() - lastRating.at.getTime() < QUIET_AFTER_RATING_MS) return NO_PROMPT;

  const rules = await db
    .select()
    .from(feedbackPopupConfigs)
    .where(eq(feedbackPopupConfigs.enabled, true))
    .orderBy(asc(feedbackPopupConfigs.sort), asc(feedbackPopupConfigs.id));
  if (rules.length === 0) return NO_PROMPT;

  let signIns: number | null = null;
  let latestRelease: Date | null | undefined;
  for (const rule of rules) {
    const trigger = rule.trigger as PopupTrigger;
    const [lastShow] = await db
      .select({ at: feedbackPopupShows.shownAt })
      .from(feedbackPopupShows)
      .where(and(eq(feedbackPopupShows.configId, rule.id), eq(feedbackPopupShows.staffId, caller.staffId)))
      .orderBy(desc(feedbackPopupShows.shownAt))
      .limit(1);
    let applies = false;
    if (trigger === 'signIns' && rule.signInCount !== null) {
      if (signIns === null) {
        const [row] = await db.select({ n: count() }).from(authSessions).where(eq(authSessions.staffId, caller.staffId));
        signIns = row?.n ?? 0;
      }
      applies = signIns >= rule.signInCount && cooledDown(lastShow?.at, rule.cooldownDays, now);
    } else if (trigger === 'release' && rule.releaseDays !== null) {
      if (latestRelease === undefined) {
        const [row] = await db
          .select({ at: versionNotes.releasedAt })
          .from(versionNotes)
          .where(lte(versionNotes.releasedAt, now))
          .orderBy(desc(versionNotes.releasedAt))
          .limit(1);
        latestRelease = row?.at ?? null;
      }
      // Once per release: within its first days, and not yet shown since it came out.
      applies =
        latestRelease !== null &&
        now.getTime() - latestRelease.getTime() <= rule.releaseDays * DAY_MS &&
        (!lastShow || lastShow.at < latestRelease);
    } else if (trigger === 'page') {
      applies = onPage(rule, path) && cooledDown(lastShow?.at, rule.cooldownDays, now);
    }
    if (!applies) continue;
    await db.insert(feedbackPopupShows).values({ configId: rule.id, staffId: caller.staffId, shownAt: now });
    const question = await askedQuestion(db, rule.questionId);
    return {
      show: true,
      configId: rule.id,
      trigger,
      question: question ? (lang === 'en' ? question.contentEn : question.content) : null,
      questionId: question?.id ?? null,
    };
  }
  return NO_PROMPT;
}

/** Never shown, or shown longer ago than the cooldown; a cooldown of 0 means once ever. */
function cooledDown(lastShown: Date | undefined, cooldownDays: number, now: Date): boolean {
  if (!lastShown) return true;
  if (cooldownDays === 0) return false;
  return now.getTime() - lastShown.getTime() >= cooldownDays * DAY_MS;
}
