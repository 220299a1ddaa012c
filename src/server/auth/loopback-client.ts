import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * True only when the request comes from this machine and names no other client: a proxy on the
 * same machine forwarding someone else's request carries a forwarding header and is refused.
 */
export function isLoopbackClient(c: Context): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket and no stated address: nothing proves the caller is local
  }
  return address !== undefined && LOOPBACK.test(address);
}
