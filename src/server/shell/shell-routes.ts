import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import * as calls from '../../shared/api/shell-calls';
import { loginPrompts, promotionLinks, staff as staffTable, sysBaseData } from '../db/schema/index';
import { handle, type RegisteredCall } from '../http/call-router';
import { quickAccessOf, saveQuickAccess } from './quick-access-service';

/** Pages of the SIM-bank group grant the SIM-bank features (shell.md §6 "a separate check"). */
const SIMBANK_KEY_PREFIX = 'OC_SIMBANK';

export const shellHandlers: RegisteredCall[] = [
  handle(calls.promotionLinks, async ({ deps, staff, lang }) => {
    const [person] = await deps.db.select({ jobNumber: staffTable.jobNumber }).from(staffTable).where(eq(staffTable.id, staff.staffId));
    const rows = await deps.db.select().from(promotionLinks).where(eq(promotionLinks.staffId, staff.staffId)).orderBy(promotionLinks.id);
    return {
      jobNumber: person?.jobNumber ?? '',
      links: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        title: lang === 'en' ? row.titleEn : row.title,
        url: row.url,
        signups: row.signups,
      })),
    };
  }),

  handle(calls.quickAccessList, async ({ deps, staff }) => quickAccessOf(deps.db, staff.staffId)),

  handle(calls.quickAccessSave, async ({ deps, staff, input }) => saveQuickAccess(deps.db, staff.staffId, input.body.resourceIds)),

  handle(calls.baseDataGet, async ({ deps, staff, input }) => {
    const rows = await deps.db
      .select()
      .from(sysBaseData)
      .where(and(eq(sysBaseData.staffId, staff.staffId), input.query.type ? eq(sysBaseData.type, input.query.type) : undefined))
      .orderBy(sysBaseData.type);
    return rows.map((row) => ({ type: row.type, remark: row.remark, content: row.content }));
  }),

  handle(calls.baseDataSave, async ({ deps, staff, input }) => {
    const { type, remark, content } = input.body;
    // JSON null is a value too: drizzle would write SQL NULL, which the column refuses.
    const stored = content === null ? sql`'null'::jsonb` : (content as object);
    const values = { staffId: staff.staffId, type, remark, content: stored, updatedAt: deps.clock.now() };
    await deps.db
      .insert(sysBaseData)
      .values(values)
      .onConflictDoUpdate({
        target: [sysBaseData.staffId, sysBaseData.type],
        set: { remark, content: values.content, updatedAt: values.updatedAt },
      });
    return { type, remark, content };
  }),

  handle(calls.simbankCheck, async ({ staff }) => ({
    isSimbank: [...staff.permissions].some((key) => key.startsWith(SIMBANK_KEY_PREFIX)),
  })),

  handle(calls.loginPrompt, async ({ deps, lang }) => {
    const now = deps.clock.now();
    const [prompt] = await deps.db
      .select()
      .from(loginPrompts)
      .where(and(lte(loginPrompts.activeFrom, now), or(isNull(loginPrompts.activeTo), gt(loginPrompts.activeTo, now))))
      .orderBy(desc(loginPrompts.activeFrom))
      .limit(1);
    return prompt ? { id: prompt.id, content: lang === 'en' ? prompt.contentEn : prompt.content, showFeedback: prompt.showFeedback } : null;
  }),

  handle(calls.shellConfig, async ({ deps }) => ({ sectionApps: deps.env.SECTION_APPS ?? {} })),
];
