import { OK } from './error-codes';

// No zod here: the client's transport reads these before any page paints (envelope-schema.ts has the schema).

/** Every business response: code 0 is success, anything else a failure with a readable msg. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
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
