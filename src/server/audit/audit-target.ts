const MAX_TARGET = 200;
const ID_KEY = /^(id|ids|[a-z][A-Za-z]*Ids?)$/;
/** Ids that name the caller's app, not a record. */
const NOT_TARGETS = new Set(['clientId', 'client_id', 'corpId']);

function idsIn(value: unknown): string[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (typeof value === 'string' && value.length > 0 && value.length <= 64) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'object' ? [] : idsIn(item)));
  return [];
}

/**
 * The ids a call names: its path parameters, then top-level `id`, `ids` and `…Id(s)` fields of the
 * query and body (as validated), comma-separated and capped — what an auditor searches by.
 */
export function auditTargetOf(input: { params?: unknown; query?: unknown; body?: unknown }): string {
  const found: string[] = [];
  for (const part of [input.params, input.query, input.body]) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      if (part === input.params || (ID_KEY.test(key) && !NOT_TARGETS.has(key))) found.push(...idsIn(value));
    }
  }
  const joined = [...new Set(found)].join(',');
  return joined.length > MAX_TARGET ? `${joined.slice(0, MAX_TARGET - 1)}…` : joined;
}
