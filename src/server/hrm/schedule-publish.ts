import { and, eq, sql } from 'drizzle-orm';
import { MSG_TYPES } from '../../shared/api/message-calls';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { schedulePublications, scheduleShifts } from '../db/schema/index';
import { createMessage } from '../messages';
import { pendingRow, requireGroup } from './schedule-grid';
import { HOME_SCHEDULE_LINK } from './schedule-links';

/** Dates listed in a notice; more are summed up as "等 N 天". */
const LISTED_DATES = 5;

/**
 * Publishes a group's draft: every changed day becomes what its person sees, and (when the group
 * notifies) each person whose days changed gets one 排班通知 naming those days.
 */
export async function publishSchedule(deps: AppDeps, groupId: number, publishedBy: number) {
  const group = await requireGroup(deps.db, groupId);
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await (tx as unknown as Db)
      .update(scheduleShifts)
      .set({
        publishedShift: scheduleShifts.shift,
        publishedStart: scheduleShifts.startTime,
        publishedEnd: scheduleShifts.endTime,
        publishedTagId: scheduleShifts.tagId,
      })
      .where(and(eq(scheduleShifts.groupId, groupId), pendingRow))
      .returning({ staffId: scheduleShifts.staffId, date: sql<string>`${scheduleShifts.workDate}::text` });
    return rows;
  });
  const byPerson = new Map<number, string[]>();
  for (const row of changed) byPerson.set(row.staffId, [...(byPerson.get(row.staffId) ?? []), row.date]);
  const notified = group.notify ? byPerson.size : 0;
  await deps.db.insert(schedulePublications).values({
    groupId,
    publishedBy,
    publishedAt: deps.clock.now(),
    changedDays: changed.length,
    notifiedPeople: notified,
  });
  if (group.notify) {
    for (const [staffId, dates] of byPerson) {
      dates.sort();
      const listed = dates.slice(0, LISTED_DATES).join('、');
      const more = dates.length > LISTED_DATES;
      await createMessage(deps, {
        staffId,
        msgType: MSG_TYPES.schedule,
        title: { zh: `${group.name}排班已更新`, en: `${group.nameEn} rota updated` },
        content: {
          zh: `你在「${group.name}」有 ${dates.length} 天的班次变化：${listed}${more ? ` 等` : ''}。`,
          en: `${dates.length} of your days in "${group.nameEn}" changed: ${dates.slice(0, LISTED_DATES).join(', ')}${more ? ' and more' : ''}.`,
        },
        link: HOME_SCHEDULE_LINK,
      });
    }
  }
  return { changedDays: changed.length, notifiedPeople: notified };
}
