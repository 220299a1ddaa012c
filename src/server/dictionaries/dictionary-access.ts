import { DICTIONARY_DOMAIN_KEYS, DICTIONARY_DOMAINS, type DictionaryDomain } from '../../shared/api/dictionary-calls';
import type { AuthedStaff } from '../auth';
import { fail } from '../http/app-error';

export const isDictionaryDomain = (value: string): value is DictionaryDomain => (DICTIONARY_DOMAINS as readonly string[]).includes(value);

/**
 * The four dictionary pages share their calls, so the router only knows the caller is signed in:
 * the domain of the type decides which settings page key is needed, checked here on every
 * administration call (the same 403 envelope as the router's own check).
 */
export function requireDomainKey(staff: AuthedStaff, domain: string): DictionaryDomain {
  if (!isDictionaryDomain(domain)) throw fail.notFound();
  const key = DICTIONARY_DOMAIN_KEYS[domain];
  if (!staff.permissions.has(key)) throw fail.forbidden(key);
  return domain;
}

/**
 * Before any record is looked up: a caller who holds none of the four pages' keys is refused the
 * same way whether the id they name exists or not (nothing learnt about other people's records).
 */
export function requireSomeDictionaryKey(staff: AuthedStaff): void {
  const keys = Object.values(DICTIONARY_DOMAIN_KEYS);
  if (!keys.some((key) => staff.permissions.has(key))) throw fail.forbidden(keys.join(' / '));
}
