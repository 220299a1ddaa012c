import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

export interface RequestContext {
  reqId: string;
  staffId?: number;
}

/** Carries the request id to every log line written while a request is handled. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export type { Logger };

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'switchboard' },
      mixin() {
        const ctx = requestContext.getStore();
        return ctx ? { reqId: ctx.reqId, ...(ctx.staffId ? { staffId: ctx.staffId } : {}) } : {};
      },
    },
    destination,
  );
}
