import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../log';

/** The PostgreSQL channel on which server processes announce committed changes (who may do what, and who people are). */
export const SESSION_CHANNEL = 'switchboard_sessions';
const RECONNECT_MS = 1000;

export interface SessionChanges {
  /** This process committed a change (sign-out, disable, role, grant, profile): the others forget too. */
  announce(): void;
  close(): Promise<void>;
}

/**
 * Several server processes may share one PostgreSQL server. Each keeps verified tokens for a moment
 * (VerifiedTokens); a change committed by one must clear them in all. Every process listens on
 * SESSION_CHANNEL and announces its own changes there (LISTEN/NOTIFY, delivered within
 * milliseconds of the commit). While the listening connection is down, the others' changes could
 * go unheard: `trusted(false)` then stops the memory until it is back.
 */
export async function listenForSessionChanges(
  url: string,
  handlers: { changed(): void; trusted(trusted: boolean): void },
  log: Logger,
): Promise<SessionChanges> {
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL && message.payload !== self) handlers.changed();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'the session-change listener lost its connection');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${SESSION_CHANNEL}`);
    client = next;
    // Changes made while nobody listened are unknown: start from an empty memory.
    handlers.changed();
    handlers.trusted(true);
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    handlers.trusted(false);
    if (!closed) retry();
  };

  const retry = () => {
    timer = setTimeout(() => {
      timer = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'the session-change listener could not reconnect');
        if (!closed) retry();
      });
    }, RECONNECT_MS);
  };

  await connect();
  return {
    announce() {
      const current = client;
      if (!current) return;
      current.query('select pg_notify($1, $2)', [SESSION_CHANNEL, self]).catch((error: unknown) => {
        log.warn({ err: error }, 'a session change could not be announced');
        lost(current);
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
