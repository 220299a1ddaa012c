import type { AccessGrant } from './tokens';

const HOLD_MS = 60_000;
const LIMIT = 10_000;

/**
 * Access tokens verified a moment ago, so that a busy embedded database is not asked again for
 * every call. Only where one process owns the database (the embedded default): there every change
 * passes through this process, and the call router clears the whole memory after each call that
 * may change something (a sign-out, a disable, a role change, a grant), once it has committed.
 * A lookup that began before such a clear does not store what it read.
 */
export class VerifiedTokens {
  private readonly held = new Map<string, { grant: AccessGrant; until: number }>();
  private generation = 0;

  get(hash: string, now: number): AccessGrant | null {
    const entry = this.held.get(hash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.held.delete(hash);
      return null;
    }
    return entry.grant;
  }

  /** The generation to hand back to `remember`: a clear in between makes the answer stale. */
  current(): number {
    return this.generation;
  }

  remember(hash: string, grant: AccessGrant, expiresAt: number, now: number, generation: number): void {
    if (generation !== this.generation) return;
    if (this.held.size >= LIMIT) this.held.clear();
    this.held.set(hash, { grant, until: Math.min(expiresAt, now + HOLD_MS) });
  }

  clear(): void {
    this.generation += 1;
    this.held.clear();
  }
}
