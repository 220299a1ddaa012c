/**
 * A file a handler answers with (calls declared `answer: 'file'`): the router writes it with the
 * download headers, so no handler builds a file response by hand.
 */
export class FileAnswer {
  constructor(
    /** The whole file, or a stream of it (stored files are never read whole into memory). */
    readonly body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
    /** The name the browser saves it under. */
    readonly name: string,
    readonly type: string,
    readonly size: number,
  ) {}

  toResponse(): Response {
    return new Response(this.body, {
      status: 200,
      headers: {
        'Content-Type': this.type,
        'Content-Length': String(this.size),
        'Content-Disposition': contentDisposition(this.name),
        'Cache-Control': 'private, no-store',
      },
    });
  }
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): browsers take the UTF-8 name, the
 * plain one is an ASCII fallback for old clients. The client reads either (shell.md §7).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
