import { and, desc, eq, lte } from 'drizzle-orm';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { fitsInt4 } from '../db/int4';
import { versionNoteReads, versionNotes } from '../db/schema/index';

/**
 * The version notice (shell.md §3): the latest published note; popupState 1 when it is flagged as
 * a popup and the staff member has not confirmed it yet.
 */
export async function versionPopup(deps: AppDeps, staffId: number, lang: Lang) {
  const [latest] = await deps.db
    .select()
    .from(versionNotes)
    .where(and(eq(versionNotes.state, 'published'), lte(versionNotes.releasedAt, deps.clock.now())))
    .orderBy(desc(versionNotes.releasedAt), desc(versionNotes.id))
    .limit(1);
  if (!latest) return { popupState: 0 as const, versionDetail: null };
  const [read] = await deps.db
    .select()
    .from(versionNoteReads)
    .where(and(eq(versionNoteReads.staffId, staffId), eq(versionNoteReads.versionId, latest.id)))
    .limit(1);
  return {
    popupState: latest.popup && !read ? (1 as const) : (0 as const),
    versionDetail: {
      versionId: latest.id,
      version: latest.version,
      title: lang === 'en' ? latest.titleEn : latest.title,
      content: lang === 'en' ? latest.contentEn : latest.content,
      releasedAt: latest.releasedAt.toISOString(),
    },
  };
}

export async function markVersionRead(deps: AppDeps, staffId: number, versionId: number): Promise<boolean> {
  // An id past the integer column names no note (PostgreSQL would refuse the comparison).
  if (!fitsInt4(versionId)) return false;
  const [note] = await deps.db
    .select({ id: versionNotes.id })
    .from(versionNotes)
    .where(and(eq(versionNotes.id, versionId), eq(versionNotes.state, 'published')))
    .limit(1);
  if (!note) return false;
  await deps.db.insert(versionNoteReads).values({ staffId, versionId, readAt: deps.clock.now() }).onConflictDoNothing();
  return true;
}
