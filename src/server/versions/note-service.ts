import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_KEYS } from '../../shared/permissions';
import type { Lang } from '../../shared/messages';
import { APP_CODES } from '../../shared/error-codes';
import type { TimelineEntry, VersionNote, VersionSaveBody } from '../../shared/api/version-calls';
import type { AuthedStaff } from '../auth';
import type { AppDeps } from '../deps';
import { fitsInt4 } from '../db/int4';
import { staff, versionNotes, type VersionDoc } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';
import { announceRelease } from './release-announce';
import { isUniqueViolation, likePattern, noteView, type NoteRow } from './note-view';

const MAX_DOCS = 10;
const SHANGHAI_YEAR = sql<number>`extract(year from ${versionNotes.releasedAt} at time zone 'Asia/Shanghai')::int`;

/** Editors (the note settings) see drafts; everyone else only what is published. */
export const canEditNotes = (caller: AuthedStaff): boolean => caller.permissions.has(PERMISSION_KEYS.versionConfig);

async function withAuthor(deps: AppDeps, row: NoteRow): Promise<VersionNote> {
  if (row.authorId === null) return noteView(row, null);
  const [author] = await deps.db.select({ name: staff.name }).from(staff).where(eq(staff.id, row.authorId)).limit(1);
  return noteView(row, author?.name ?? null);
}

export async function notePage(
  deps: AppDeps,
  caller: AuthedStaff,
  input: { page: number; pageSize: number; keyword?: string | undefined; versionType?: string | undefined; state?: string | undefined },
) {
  const parts: (SQL | undefined)[] = [];
  if (!canEditNotes(caller)) parts.push(eq(versionNotes.state, 'published'));
  else if (input.state) parts.push(eq(versionNotes.state, input.state));
  if (input.versionType) parts.push(eq(versionNotes.versionType, input.versionType));
  if (input.keyword) {
    const pattern = likePattern(input.keyword);
    parts.push(
      or(
        ilike(versionNotes.version, pattern),
        ilike(versionNotes.title, pattern),
        ilike(versionNotes.titleEn, pattern),
        ilike(versionNotes.content, pattern),
        ilike(versionNotes.contentEn, pattern),
      ),
    );
  }
  const where = and(...parts);
  const [total] = await deps.db.select({ n: count() }).from(versionNotes).where(where);
  const rows = await deps.db
    .select({ note: versionNotes, authorName: staff.name })
    .from(versionNotes)
    .leftJoin(staff, eq(staff.id, versionNotes.authorId))
    .where(where)
    .orderBy(desc(versionNotes.releasedAt), desc(versionNotes.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows: rows.map((row) => noteView(row.note, row.authorName)), count: total?.n ?? 0 };
}

async function findNote(deps: AppDeps, id: number): Promise<NoteRow> {
  if (!fitsInt4(id)) throw fail.notFound();
  const [row] = await deps.db.select().from(versionNotes).where(eq(versionNotes.id, id)).limit(1);
  if (!row) throw fail.notFound();
  return row;
}

export async function noteDetail(deps: AppDeps, caller: AuthedStaff, id: number): Promise<VersionNote> {
  const row = await findNote(deps, id);
  // A draft does not exist for readers.
  if (row.state !== 'published' && !canEditNotes(caller)) throw fail.notFound();
  return withAuthor(deps, row);
}

const newDocs = (docs: readonly { name: string; url: string }[]): VersionDoc[] =>
  docs.map((doc) => ({ id: randomUUID().slice(0, 8), name: doc.name, url: doc.url }));

/** Writes or edits a note; publishing (once) stamps the time and announces the release. */
export async function saveNote(
  deps: AppDeps,
  caller: AuthedStaff,
  body: VersionSaveBody & { docs: { name: string; url: string }[]; publish: boolean },
) {
  const now = deps.clock.now();
  const values = {
    version: body.version.trim(),
    versionType: body.versionType,
    popup: body.popupState === 1,
    title: body.title,
    titleEn: body.titleEn,
    content: body.content,
    contentEn: body.contentEn,
    updatedAt: now,
  };
  let row: NoteRow;
  let publishedNow: boolean;
  try {
    if (body.id === undefined) {
      [row] = (await deps.db
        .insert(versionNotes)
        .values({
          ...values,
          docs: newDocs(body.docs),
          state: body.publish ? 'published' : 'draft',
          releasedAt: now,
          authorId: caller.staffId,
        })
        .returning()) as [NoteRow];
      publishedNow = body.publish;
    } else {
      const existing = await findNote(deps, body.id);
      publishedNow = body.publish && existing.state !== 'published';
      // Documents keep their ids when the same name and address come back from the form.
      const kept = body.docs.map((doc) => existing.docs.find((old) => old.name === doc.name && old.url === doc.url) ?? newDocs([doc])[0]!);
      [row] = (await deps.db
        .update(versionNotes)
        .set({ ...values, docs: kept, ...(publishedNow ? { state: 'published', releasedAt: now } : {}) })
        .where(eq(versionNotes.id, existing.id))
        .returning()) as [NoteRow];
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(APP_CODES.CONFLICT, 'versions.versionTaken', { value: values.version }, 409);
    throw error;
  }
  if (publishedNow) await announceRelease(deps, row);
  return withAuthor(deps, row);
}

export async function upsertDoc(deps: AppDeps, input: { versionId: number; docId?: string | undefined; name: string; url: string }) {
  const row = await findNote(deps, input.versionId);
  let docs: VersionDoc[];
  if (input.docId !== undefined) {
    if (!row.docs.some((doc) => doc.id === input.docId)) throw new AppError(APP_CODES.NOT_FOUND, 'versions.docNotFound', {}, 404);
    docs = row.docs.map((doc) => (doc.id === input.docId ? { ...doc, name: input.name, url: input.url } : doc));
  } else {
    if (row.docs.length >= MAX_DOCS) throw new AppError(APP_CODES.VALIDATION, 'versions.tooManyDocs', { max: MAX_DOCS }, 400);
    docs = [...row.docs, ...newDocs([input])];
  }
  const [updated] = await deps.db
    .update(versionNotes)
    .set({ docs, updatedAt: deps.clock.now() })
    .where(eq(versionNotes.id, row.id))
    .returning();
  return withAuthor(deps, updated!);
}

export async function removeDoc(deps: AppDeps, versionId: number, docId: string) {
  const row = await findNote(deps, versionId);
  if (!row.docs.some((doc) => doc.id === docId)) throw new AppError(APP_CODES.NOT_FOUND, 'versions.docNotFound', {}, 404);
  const [updated] = await deps.db
    .update(versionNotes)
    .set({ docs: row.docs.filter((doc) => doc.id !== docId), updatedAt: deps.clock.now() })
    .where(eq(versionNotes.id, row.id))
    .returning();
  return withAuthor(deps, updated!);
}

export async function deleteNote(deps: AppDeps, id: number) {
  const row = await findNote(deps, id);
  await deps.db.delete(versionNotes).where(eq(versionNotes.id, row.id));
  return { id: row.id };
}

/** The release timeline: published notes in the reader's language, with the years that have some. */
export async function timelinePage(deps: AppDeps, lang: Lang, input: { page: number; pageSize: number; year?: number | undefined }) {
  const published = eq(versionNotes.state, 'published');
  const where = input.year === undefined ? published : and(published, sql`${SHANGHAI_YEAR} = ${input.year}`);
  const [total] = await deps.db.select({ n: count() }).from(versionNotes).where(where);
  const rows = await deps.db
    .select()
    .from(versionNotes)
    .where(where)
    .orderBy(desc(versionNotes.releasedAt), desc(versionNotes.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const years = await deps.db.selectDistinct({ year: SHANGHAI_YEAR }).from(versionNotes).where(published).orderBy(desc(SHANGHAI_YEAR));
  const entries: TimelineEntry[] = rows.map((row) => ({
    id: row.id,
    version: row.version,
    versionType: noteView(row, null).versionType,
    popupState: row.popup ? 1 : 0,
    releasedAt: row.releasedAt.toISOString(),
    docs: row.docs,
    title: lang === 'en' ? row.titleEn : row.title,
    content: lang === 'en' ? row.contentEn : row.content,
  }));
  return { rows: entries, count: total?.n ?? 0, years: years.map((entry) => entry.year) };
}
