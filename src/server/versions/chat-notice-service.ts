import { count, desc, eq, inArray } from 'drizzle-orm';
import type { ChatNotice } from '../../shared/api/version-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { AppDeps } from '../deps';
import { fitsInt4 } from '../db/int4';
import { departments, staff, versionChatNotices, versionChatSends, versionNotes } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';

type Rule = typeof versionChatNotices.$inferSelect;

async function sendsOf(deps: AppDeps, noticeIds: number[], limit?: number) {
  if (noticeIds.length === 0) return [];
  const query = deps.db
    .select({ send: versionChatSends, version: versionNotes.version })
    .from(versionChatSends)
    .innerJoin(versionNotes, eq(versionNotes.id, versionChatSends.versionId))
    .where(inArray(versionChatSends.noticeId, noticeIds))
    .orderBy(desc(versionChatSends.startedAt), desc(versionChatSends.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ send, version }) => ({
    noticeId: send.noticeId,
    view: {
      versionId: send.versionId,
      version,
      state: send.state as 'not_configured' | 'sending' | 'done',
      recipients: send.recipients,
      sent: send.sent,
      skipped: send.skipped,
      failed: send.failed,
      startedAt: send.startedAt.toISOString(),
      finishedAt: send.finishedAt?.toISOString() ?? null,
    },
  }));
}

async function views(deps: AppDeps, rules: Rule[], lang: 'zh' | 'en'): Promise<ChatNotice[]> {
  const deptIds = [...new Set(rules.flatMap((rule) => rule.deptIds))];
  const depts = deptIds.length
    ? await deps.db
        .select({ id: departments.id, name: departments.name, nameEn: departments.nameEn })
        .from(departments)
        .where(inArray(departments.id, deptIds))
    : [];
  const editorIds = [...new Set(rules.map((rule) => rule.updatedBy).filter((id): id is number => id !== null))];
  const editors = editorIds.length
    ? await deps.db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, editorIds))
    : [];
  const sends = await sendsOf(
    deps,
    rules.map((rule) => rule.id),
  );
  return rules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    audience: rule.audience as 'all' | 'depts',
    deptIds: rule.deptIds,
    deptNames: rule.deptIds.map((id) => {
      const dept = depts.find((d) => d.id === id);
      return dept ? (lang === 'en' ? dept.nameEn : dept.name) : `#${id}`;
    }),
    popupOnly: rule.popupOnly,
    enabled: rule.enabled,
    updatedAt: rule.updatedAt.toISOString(),
    updatedByName: editors.find((editor) => editor.id === rule.updatedBy)?.name ?? null,
    lastSend: sends.find((send) => send.noticeId === rule.id)?.view ?? null,
  }));
}

async function findRule(deps: AppDeps, id: number): Promise<Rule> {
  if (!fitsInt4(id)) throw fail.notFound();
  const [rule] = await deps.db.select().from(versionChatNotices).where(eq(versionChatNotices.id, id)).limit(1);
  if (!rule) throw fail.notFound();
  return rule;
}

export async function chatNoticePage(deps: AppDeps, lang: 'zh' | 'en', input: { page: number; pageSize: number }) {
  const [total] = await deps.db.select({ n: count() }).from(versionChatNotices);
  const rules = await deps.db
    .select()
    .from(versionChatNotices)
    .orderBy(desc(versionChatNotices.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const depts = await deps.db
    .select({ id: departments.id, name: departments.name, nameEn: departments.nameEn })
    .from(departments)
    .orderBy(departments.sort, departments.id);
  return {
    rows: await views(deps, rules, lang),
    count: total?.n ?? 0,
    chatAppConfigured: deps.dingtalk !== null,
    departments: depts.map((dept) => ({ id: dept.id, name: lang === 'en' ? dept.nameEn : dept.name })),
  };
}

export async function chatNoticeDetail(deps: AppDeps, lang: 'zh' | 'en', id: number) {
  const rule = await findRule(deps, id);
  const [view] = await views(deps, [rule], lang);
  const sends = await sendsOf(deps, [rule.id], 20);
  return { ...view!, sends: sends.map((send) => send.view) };
}

export async function saveChatNotice(
  deps: AppDeps,
  staffId: number,
  lang: 'zh' | 'en',
  body: { id?: number | undefined; name: string; audience: 'all' | 'depts'; deptIds: number[]; popupOnly: boolean },
) {
  const deptIds = body.audience === 'all' ? [] : [...new Set(body.deptIds)];
  if (deptIds.length) {
    const found = await deps.db.select({ id: departments.id }).from(departments).where(inArray(departments.id, deptIds));
    if (found.length !== deptIds.length) throw new AppError(APP_CODES.VALIDATION, 'versions.unknownDept', {}, 400, { field: 'deptIds' });
  }
  const values = {
    name: body.name,
    audience: body.audience,
    deptIds,
    popupOnly: body.popupOnly,
    updatedBy: staffId,
    updatedAt: deps.clock.now(),
  };
  let rule: Rule;
  if (body.id === undefined) {
    [rule] = (await deps.db.insert(versionChatNotices).values(values).returning()) as [Rule];
  } else {
    const existing = await findRule(deps, body.id);
    [rule] = (await deps.db.update(versionChatNotices).set(values).where(eq(versionChatNotices.id, existing.id)).returning()) as [Rule];
  }
  return (await views(deps, [rule], lang))[0]!;
}

export async function enableChatNotice(deps: AppDeps, staffId: number, lang: 'zh' | 'en', id: number, enabled: boolean) {
  const existing = await findRule(deps, id);
  const [rule] = await deps.db
    .update(versionChatNotices)
    .set({ enabled, updatedBy: staffId, updatedAt: deps.clock.now() })
    .where(eq(versionChatNotices.id, existing.id))
    .returning();
  return (await views(deps, [rule!], lang))[0]!;
}
