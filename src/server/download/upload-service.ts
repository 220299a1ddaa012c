import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { UploadedFile } from '../../shared/api/download-calls';
import type { AppDeps } from '../deps';
import { uploadChunks, uploadSessions, uploadedFiles } from '../db/schema/index';
import { absolute, ensureDirOf } from './data-dir';

type FileRecord = typeof uploadedFiles.$inferSelect;

export function toUploadedFile(record: FileRecord): UploadedFile {
  return {
    fileId: record.id,
    fileName: record.fileName,
    size: record.size,
    contentType: record.contentType,
    sha256: record.sha256,
    url: `/v2/download/downloadCenter/api/file?fileId=${record.id}`,
  };
}

function monthDir(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Stores one uploaded file under DATA_DIR/uploads/<yyyy-mm>/<fileId> and records it. */
export async function storeUpload(
  deps: AppDeps,
  staffId: number,
  file: { name: string; type: string; bytes: Uint8Array },
  bizType: string | null,
): Promise<FileRecord> {
  const id = randomUUID();
  const now = deps.clock.now();
  const relative = `uploads/${monthDir(now)}/${id}`;
  const target = absolute(deps, relative);
  await ensureDirOf(target);
  await writeFile(target, file.bytes);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [record] = await deps.db
    .insert(uploadedFiles)
    .values({
      id,
      staffId,
      fileName: file.name,
      contentType: file.type || 'application/octet-stream',
      size: file.bytes.byteLength,
      sha256,
      storagePath: relative,
      bizType,
      createdAt: now,
    })
    .returning();
  if (!record) throw new Error('upload insert returned nothing');
  return record;
}

export interface ChunkInput {
  uploadId: string;
  chunkIndex: number;
  chunkTotal: number;
  fileName: string;
  totalSize: number;
  type: string;
  bytes: Uint8Array;
}

const chunkPath = (uploadId: string, index: number) => `uploads/partial/${uploadId}/${String(index).padStart(6, '0')}`;

/** One chunk of a segmented upload; resolves with the file once every chunk arrived. */
export async function storeChunk(
  deps: AppDeps,
  staffId: number,
  chunk: ChunkInput,
): Promise<{ received: number; file: FileRecord | null } | 'mismatch'> {
  const now = deps.clock.now();
  await deps.db
    .insert(uploadSessions)
    .values({
      id: chunk.uploadId,
      staffId,
      fileName: chunk.fileName,
      totalSize: chunk.totalSize,
      chunkTotal: chunk.chunkTotal,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [session] = await deps.db.select().from(uploadSessions).where(eq(uploadSessions.id, chunk.uploadId)).limit(1);
  if (!session || session.staffId !== staffId || session.chunkTotal !== chunk.chunkTotal || session.totalSize !== chunk.totalSize) {
    return 'mismatch';
  }
  if (session.fileId) {
    const [done] = await deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, session.fileId)).limit(1);
    return { received: session.chunkTotal, file: done ?? null };
  }
  const target = absolute(deps, chunkPath(chunk.uploadId, chunk.chunkIndex));
  await ensureDirOf(target);
  await writeFile(target, chunk.bytes);
  await deps.db
    .insert(uploadChunks)
    .values({ uploadId: chunk.uploadId, chunkIndex: chunk.chunkIndex, size: chunk.bytes.byteLength })
    .onConflictDoUpdate({ target: [uploadChunks.uploadId, uploadChunks.chunkIndex], set: { size: chunk.bytes.byteLength } });
  const parts = await deps.db
    .select()
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, chunk.uploadId))
    .orderBy(asc(uploadChunks.chunkIndex));
  if (parts.length < session.chunkTotal) return { received: parts.length, file: null };
  const file = await assemble(deps, staffId, session, chunk.type);
  return file === 'mismatch' ? file : { received: parts.length, file };
}

async function assemble(
  deps: AppDeps,
  staffId: number,
  session: typeof uploadSessions.$inferSelect,
  type: string,
): Promise<FileRecord | null | 'mismatch'> {
  // Claim the session first: two last chunks arriving together assemble once.
  const id = randomUUID();
  const claimed = await deps.db
    .update(uploadSessions)
    .set({ fileId: id })
    .where(and(eq(uploadSessions.id, session.id), isNull(uploadSessions.fileId)))
    .returning();
  if (claimed.length === 0) return null;
  const now = deps.clock.now();
  const relative = `uploads/${monthDir(now)}/${id}`;
  const target = absolute(deps, relative);
  await ensureDirOf(target);
  const hash = createHash('sha256');
  const out = createWriteStream(target);
  let size = 0;
  for (let index = 0; index < session.chunkTotal; index += 1) {
    const part = absolute(deps, chunkPath(session.id, index));
    const bytes = await readFile(part);
    hash.update(bytes);
    size += bytes.byteLength;
    await new Promise<void>((resolve, reject) => out.write(bytes, (error) => (error ? reject(error) : resolve())));
  }
  await new Promise<void>((resolve) => out.end(resolve));
  await rm(absolute(deps, `uploads/partial/${session.id}`), { recursive: true, force: true });
  if (size !== session.totalSize) {
    // The chunks do not add up to the announced file: nothing is kept, the upload starts over.
    await rm(target, { force: true });
    await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
    return 'mismatch';
  }
  const [record] = await deps.db
    .insert(uploadedFiles)
    .values({
      id,
      staffId,
      fileName: session.fileName,
      contentType: type || 'application/octet-stream',
      size,
      sha256: hash.digest('hex'),
      storagePath: relative,
      bizType: 'segment',
      createdAt: now,
    })
    .returning();
  return record ?? null;
}
