import { z } from 'zod';
import { OK } from './error-codes';

/** Every business response: code 0 is success, anything else a failure with a readable msg. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().describe('0 on success; see the error catalogue otherwise'),
    msg: z.string().describe('Readable message in the language the request asked for'),
    data,
  });
}

export function isSuccess<T>(envelope: Envelope<T>): boolean {
  return envelope.code === OK;
}

/** Header names shared by client and server. */
export const HEADERS = {
  authorization: 'Authorization',
  requestId: 'X-Request-Id',
  /** Unique submission id of calls flagged repeat-check (shell.md §5). */
  idempotence: 'X-Idempotence-Key',
  /** Language of the user's interface; server messages follow it. */
  language: 'Accept-Language',
} as const;
