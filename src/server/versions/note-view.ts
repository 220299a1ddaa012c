import type { VersionNote, VersionState, VersionType } from '../../shared/api/version-calls';
import type { versionNotes } from '../db/schema/index';

export type NoteRow = typeof versionNotes.$inferSelect;

/** A stored note as the calls answer it. */
export function noteView(row: NoteRow, authorName: string | null): VersionNote {
  return {
    id: row.id,
    version: row.version,
    versionType: row.versionType as VersionType,
    state: row.state as VersionState,
    popupState: row.popup ? 1 : 0,
    title: row.title,
    titleEn: row.titleEn,
    content: row.content,
    contentEn: row.contentEn,
    docs: row.docs,
    releasedAt: row.releasedAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    authorName,
  };
}

/** `%text%` for ILIKE with the wildcard characters of the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 4; depth++) {
    if (typeof cause === 'object' && (cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
