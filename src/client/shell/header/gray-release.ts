/** The gray-release value to show, if any: the query's `gray`, the stored one, or the host's. */
export function grayValue(search: string, hostname: string, stored: string | null): string | null {
  const fromQuery = new URLSearchParams(search).get('gray');
  if (fromQuery) return fromQuery;
  if (stored) return stored;
  return /gray/i.test(hostname) ? hostname : null;
}
