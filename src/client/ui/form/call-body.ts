import type { z } from 'zod';
import type { CallDef } from '../../../shared/api/define-call';

/** The body schema of a call, for zodResolver: a form checks exactly what the server will. */
export function callBody<B extends z.ZodType>(call: CallDef<z.ZodType | undefined, B | undefined>): B {
  if (!call.body) throw new Error(`${call.id} takes no body`);
  return call.body;
}
