import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { contentDisposition } from './content-disposition';

/** A stored file as a download answer (streamed, never read whole into memory). */
export async function fileResponse(file: string, name: string, type: string): Promise<Response> {
  const { size } = await stat(file);
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(name),
      'Cache-Control': 'private, no-store',
    },
  });
}
