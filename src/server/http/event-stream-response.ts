/**
 * A server-sent-events response. No caching or transformation on the way (a proxy that buffers
 * or compresses would hold the events back), and nginx is told not to buffer either.
 */
export function eventStreamResponse(stream: ReadableStream<Uint8Array>): Response {
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    },
  });
}
