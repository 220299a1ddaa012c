import { count, desc, eq } from 'drizzle-orm';
import { DSR_SOURCES, type DsrRow, type DsrSource } from '../../shared/api/version-calls';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { staff, versionDemands } from '../db/schema/index';

/** Labels of the demand sources and the other choices of the release-note forms. */
const SOURCE_LABELS: Record<DsrSource, { zh: string; en: string }> = {
  customer: { zh: '客户反馈', en: 'Customer feedback' },
  internal: { zh: '内部优化', en: 'Internal improvement' },
  compliance: { zh: '合规要求', en: 'Compliance' },
  incident: { zh: '故障复盘', en: 'Incident follow-up' },
};
const TYPE_LABELS = {
  feature: { zh: '新功能', en: 'New feature' },
  improvement: { zh: '体验优化', en: 'Improvement' },
  fix: { zh: '问题修复', en: 'Fix' },
};
const STATE_LABELS = { draft: { zh: '草稿', en: 'Draft' }, published: { zh: '已发布', en: 'Published' } };
const POPUP_LABELS = [
  { value: 0, zh: '不弹窗', en: 'No popup' },
  { value: 1, zh: '强制弹窗', en: 'Force popup' },
];

const pick = (label: { zh: string; en: string }, lang: Lang) => (lang === 'en' ? label.en : label.zh);
const options = (labels: Record<string, { zh: string; en: string }>, lang: Lang) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: pick(label, lang) }));

export function dsrSources(lang: Lang) {
  return DSR_SOURCES.map((value) => ({ value, label: pick(SOURCE_LABELS[value], lang) }));
}

export function selectOptions(lang: Lang) {
  return {
    versionTypes: options(TYPE_LABELS, lang),
    states: options(STATE_LABELS, lang),
    popupStates: POPUP_LABELS.map((label) => ({ value: label.value, label: pick(label, lang) })),
    dsrSources: dsrSources(lang),
  };
}

export async function createDemand(
  deps: AppDeps,
  staffId: number,
  body: { title: string; content: string; source: DsrSource; pagePath?: string | undefined },
) {
  const [row] = await deps.db
    .insert(versionDemands)
    .values({ ...body, pagePath: body.pagePath ?? null, staffId, createdAt: deps.clock.now() })
    .returning({ id: versionDemands.id, createdAt: versionDemands.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}

export async function demandPage(deps: AppDeps, input: { page: number; pageSize: number }): Promise<{ rows: DsrRow[]; count: number }> {
  const [total] = await deps.db.select({ n: count() }).from(versionDemands);
  const rows = await deps.db
    .select({ demand: versionDemands, staffName: staff.name })
    .from(versionDemands)
    .innerJoin(staff, eq(staff.id, versionDemands.staffId))
    .orderBy(desc(versionDemands.createdAt), desc(versionDemands.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    rows: rows.map(({ demand, staffName }) => ({
      id: demand.id,
      title: demand.title,
      content: demand.content,
      source: demand.source as DsrSource,
      pagePath: demand.pagePath,
      staffName,
      createdAt: demand.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}
