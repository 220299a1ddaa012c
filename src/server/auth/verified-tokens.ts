import type { AccessGrant } from './tokens';

const HOLD_MS = 60_000;
const LIMIT = 10_000;

/**
 * Access tokens verified a moment ago, with the person's roles and profile read alongside, so that
 * the database is not asked again for every call. The call router clears the whole memory after
 * each call that may change something (a sign-out, a disable, a role change, a grant, an edit of a
 * person or a department), once it has committed. A lookup that began before such a clear
 * does not store what it read. On a PostgreSQL server other processes may change things too: a
 * clear is announced to them and theirs heard here (session-changes.ts); while that cannot be
 * heard, nothing is kept.
 */
export class VerifiedTokens {
  private readonly held = new Map<string, { grant: AccessGrant; until: number }>();
  private generation = 0;
  private isTrusted: boolean;

  constructor(private readonly announce?: () => void) {
    // With other processes to hear from, nothing is kept until the listener is up.
    this.isTrusted = announce === undefined;
  }

  get(hash: string, now: number): AccessGrant | null {
    if (!this.isTrusted) return null;
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
    if (!this.isTrusted || generation !== this.generation) return;
    if (this.held.size >= LIMIT) this.held.clear();
    this.held.set(hash, { grant, until: Math.min(expiresAt, now + HOLD_MS) });
  }

  /** This process committed a change: forget, and tell the other processes. */
  clear(): void {
    this.forget();
    this.announce?.();
  }

  /** Another process committed a change: forget, without announcing it again. */
  forget(): void {
    this.generation += 1;
    this.held.clear();
  }

  /** Whether the other processes' changes can be heard (always, with none to hear from). */
  trusted(trusted: boolean): void {
    if (!trusted) this.forget();
    this.isTrusted = trusted;
  }
}
