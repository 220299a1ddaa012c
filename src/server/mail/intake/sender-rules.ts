import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailSenderRules } from '../../db/schema/index';

export type SenderVerdict = 'white' | 'black' | null;

/** An address matches `li@x.com` exactly or `@x.com` by domain, case-insensitively. */
export function patternMatches(pattern: string, address: string): boolean {
  const p = pattern.trim().toLowerCase();
  const a = address.trim().toLowerCase();
  if (p === '' || a === '') return false;
  return p.startsWith('@') ? a.endsWith(p) : a === p;
}

/** Whitelist wins over blacklist: a colleague's listed partner is never filed as junk. */
export async function senderVerdict(db: Db, accountId: number, address: string): Promise<SenderVerdict> {
  const rules = await db
    .select({ kind: mailSenderRules.kind, pattern: mailSenderRules.pattern })
    .from(mailSenderRules)
    .where(and(eq(mailSenderRules.accountId, accountId)));
  if (rules.some((rule) => rule.kind === 'white' && patternMatches(rule.pattern, address))) return 'white';
  if (rules.some((rule) => rule.kind === 'black' && patternMatches(rule.pattern, address))) return 'black';
  return null;
}
