import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { mailDeliveries } from '../../db/schema/index';
import { attemptDelivery, DELIVERY_STATES, rollUp, type DeliveryRow } from './deliveries';
import { relayOf } from './relay';

/** A delivery left "sending" this long ago was cut off (a crash): it is due again. */
const STALE_SENDING_MS = 10 * 60_000;

/**
 * Takes the due deliveries: failed ones whose retry time came, queued ones, stale "sending" ones
 * and — once a relay is configured — the ones that waited for it (no_relay). Each row is claimed
 * by moving it to "sending" in the same UPDATE, so two workers never both send it.
 */
async function claimDue(deps: AppDeps, limit: number): Promise<DeliveryRow[]> {
  const now = deps.clock.now();
  const hasRelay = relayOf(deps.env) !== null;
  const due = or(
    and(
      inArray(mailDeliveries.state, [DELIVERY_STATES.failed, DELIVERY_STATES.queued]),
      isNotNull(mailDeliveries.nextAttemptAt),
      lte(mailDeliveries.nextAttemptAt, now),
    ),
    and(eq(mailDeliveries.state, DELIVERY_STATES.sending), lte(mailDeliveries.updatedAt, new Date(now.getTime() - STALE_SENDING_MS))),
    hasRelay ? eq(mailDeliveries.state, DELIVERY_STATES.noRelay) : sql`false`,
  );
  const remoteOnlyWithRelay = hasRelay ? sql`true` : eq(mailDeliveries.route, 'local');
  return deps.db
    .update(mailDeliveries)
    .set({ state: DELIVERY_STATES.sending, updatedAt: now })
    .where(
      inArray(
        mailDeliveries.id,
        deps.db
          .select({ id: mailDeliveries.id })
          .from(mailDeliveries)
          .where(and(due, remoteOnlyWithRelay))
          .orderBy(mailDeliveries.id)
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

/** One round of retries; answers how many deliveries were tried. */
export async function retryDueDeliveries(deps: AppDeps, limit = 50): Promise<number> {
  const claimed = await claimDue(deps, limit);
  const messages = new Set<number>();
  for (const delivery of claimed) {
    await attemptDelivery(deps, delivery);
    messages.add(delivery.messageId);
  }
  for (const messageId of messages) await rollUp(deps.db, messageId);
  return claimed.length;
}
