import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FileAnswer } from '../http/file-answer';

/** A file under DATA_DIR as a download answer (streamed, never read whole into memory). */
export async function storedFile(file: string, name: string, type: string): Promise<FileAnswer> {
  const { size } = await stat(file);
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new FileAnswer(body, name, type, size);
}
