import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { mailDeliveries, mailDomains, mailMessages, mailRaw } from '../../db/schema/index';
import { mailboxByAddress } from '../accounts/mailbox-of';
import { deliverLocally } from '../intake/deliver';
import { PermanentRelayError, relayOf } from './relay';

export type DeliveryRow = typeof mailDeliveries.$inferSelect;

/** The states of one recipient's delivery (mail_deliveries.state). */
export const DELIVERY_STATES = {
  delivered: 'delivered',
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  noRelay: 'no_relay',
  failed: 'failed',
} as const;

/** What the sender sees for a recipient at a local domain without a mailbox, as a bounce would say. */
export const UNKNOWN_MAILBOX = '550 5.1.1 No such mailbox at this domain';
export const NO_RELAY = 'No outgoing mail server configured (SMTP_URL); waiting';

/** Remote deliveries are tried this often before they fail for good. */
export const MAX_ATTEMPTS = 8;
const MINUTE = 60_000;

/** 1, 2, 4 … minutes after each failed attempt, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE);
}

export const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The recipients' domains that are the company's own (local and enabled). */
export async function localDomains(db: Db, addresses: readonly string[]): Promise<Set<string>> {
  const domains = [...new Set(addresses.map(domainOf))];
  if (domains.length === 0) return new Set();
  const rows = await db
    .select({ domain: mailDomains.domain })
    .from(mailDomains)
    .where(and(inArray(sql`lower(${mailDomains.domain})`, domains), eq(mailDomains.local, true), eq(mailDomains.enabled, true)));
  return new Set(rows.map((row) => row.domain.toLowerCase()));
}

interface Outgoing {
  raw: Buffer;
  from: string;
}

async function outgoingOf(db: Db, messageId: number): Promise<Outgoing | null> {
  const [row] = await db
    .select({ raw: mailRaw.raw, from: mailMessages.fromAddress })
    .from(mailMessages)
    .innerJoin(mailRaw, eq(mailRaw.messageId, mailMessages.id))
    .where(eq(mailMessages.id, messageId))
    .limit(1);
  return row ?? null;
}

/**
 * One attempt at one recipient: local ones into their mailbox (an unknown address fails like a
 * bounce), remote ones through the relay — or no_relay without one, kept for later. The row is
 * updated with the outcome; nothing here throws for a delivery that did not work.
 */
export async function attemptDelivery(deps: AppDeps, delivery: DeliveryRow, outgoing?: Outgoing): Promise<DeliveryRow> {
  const now = deps.clock.now();
  const attempts = delivery.attempts + 1;
  const save = async (change: Partial<DeliveryRow>) => {
    const [row] = await deps.db
      .update(mailDeliveries)
      .set({ attempts, updatedAt: now, ...change })
      .where(eq(mailDeliveries.id, delivery.id))
      .returning();
    return row ?? delivery;
  };
  const mail = outgoing ?? (await outgoingOf(deps.db, delivery.messageId));
  if (!mail) return save({ state: DELIVERY_STATES.failed, lastError: 'message missing', nextAttemptAt: null });
  if (delivery.route === 'local') {
    const account = await mailboxByAddress(deps.db, delivery.recipient);
    if (!account) return save({ state: DELIVERY_STATES.failed, lastError: UNKNOWN_MAILBOX, nextAttemptAt: null });
    try {
      await deliverLocally(deps, [account], mail.raw, 'local');
      return save({ state: DELIVERY_STATES.delivered, lastError: null, nextAttemptAt: null });
    } catch (error) {
      deps.log.warn({ err: error, delivery: delivery.id }, 'local delivery failed; it will be retried');
      return save(failure(error, attempts, now));
    }
  }
  const relay = relayOf(deps.env);
  if (!relay) return save({ state: DELIVERY_STATES.noRelay, lastError: NO_RELAY, nextAttemptAt: null });
  try {
    await relay.send(mail.from, delivery.recipient, mail.raw);
    return save({ state: DELIVERY_STATES.sent, lastError: null, nextAttemptAt: null });
  } catch (error) {
    return save(failure(error, attempts, now));
  }
}

function failure(error: unknown, attempts: number, now: Date): Partial<DeliveryRow> {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const final = error instanceof PermanentRelayError || attempts >= MAX_ATTEMPTS;
  return {
    state: DELIVERY_STATES.failed,
    lastError: text,
    nextAttemptAt: final ? null : new Date(now.getTime() + retryDelayMs(attempts)),
  };
}

/**
 * The message's delivery_state from its recipients: queued while any is under way; sent when all
 * arrived; no_relay when some wait for a relay; failed when none arrived; partial otherwise.
 */
export function rollUpState(states: readonly string[]): string {
  const done = (state: string) => state === DELIVERY_STATES.delivered || state === DELIVERY_STATES.sent;
  if (states.some((state) => state === DELIVERY_STATES.queued || state === DELIVERY_STATES.sending)) return 'queued';
  if (states.every(done)) return 'sent';
  if (states.some((state) => state === DELIVERY_STATES.noRelay)) return 'no_relay';
  return states.some(done) ? 'partial' : 'failed';
}

/** Writes the rolled-up state on the message; returns it with the deliveries. */
export async function rollUp(db: Db, messageId: number): Promise<{ state: string; deliveries: DeliveryRow[] }> {
  const deliveries = await db.select().from(mailDeliveries).where(eq(mailDeliveries.messageId, messageId)).orderBy(mailDeliveries.id);
  const state = rollUpState(deliveries.map((row) => row.state));
  await db.update(mailMessages).set({ deliveryState: state }).where(eq(mailMessages.id, messageId));
  return { state, deliveries };
}
