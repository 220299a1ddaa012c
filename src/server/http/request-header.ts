import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/**
 * A request header as `c.req.header(name)` answers it (a repeated header's values joined with
 * ", "; undefined when absent), read from the Node request's raw header list when there is one.
 * `c.req.header` first builds a web Headers object of the whole request, validating and copying
 * every header, which costs more than a cached answer's own work. `name` is in lower case.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const raw = (c.env as Partial<HttpBindings> | undefined)?.incoming?.rawHeaders;
  if (!raw) return c.req.header(name);
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length === name.length && key.toLowerCase() === name) {
      value = value === undefined ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
    }
  }
  return value;
}
