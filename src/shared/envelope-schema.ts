import { z } from 'zod';

/** The envelope as a schema, for answers read outside the call declarations (uploads answered as text). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().describe('0 on success; see the error catalogue otherwise'),
    msg: z.string().describe('Readable message in the language the request asked for'),
    data,
  });
}
