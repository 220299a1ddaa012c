import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server state is read through the query cache (use-call.ts), never fetched by hand in an effect:
 * a file of src/client outside the api client that has an effect and calls fetch, callApi or the
 * portal client directly is refused. (Calls in event handlers move to useCallMutation, reads to useCall.)
 */
const CLIENT = join(import.meta.dirname, '..');
const EFFECT = /\buseEffect\s*\(/;
const DIRECT_CALL = /(?<![\w.])(?:fetch|callApi)\s*\(|\bportalClient\s*\.\s*\w+\s*\(/;

export function fetchesInEffect(source: string): boolean {
  return EFFECT.test(source) && DIRECT_CALL.test(source);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('no hand-written fetch in effects', () => {
  it('recognises the pattern, across lines, and leaves the query cache’s own calls alone', () => {
    expect(fetchesInEffect('useEffect(() => { portalClient\n  .call(userInfo).then(setUser); }, []);')).toBe(true);
    expect(fetchesInEffect('useEffect(() => { void fetch("/v2/x").then(set); }, []);')).toBe(true);
    expect(fetchesInEffect('useEffect(() => { callApi(list).then(set); }, [page]);')).toBe(true);
    expect(fetchesInEffect('useEffect(() => load(), []);\nconst save = () => portalClient.fetchRaw("/v2/file");')).toBe(true);
    expect(fetchesInEffect('const list = useCall(messageList, { body });\nuseEffect(() => document.title = "x", []);')).toBe(false);
    expect(fetchesInEffect('useEffect(() => { if (open) void query.refetch(); void queryClient.prefetchQuery(options); }, [open]);')).toBe(
      false,
    );
    expect(fetchesInEffect('const send = () => portalClient.call(save, { body });')).toBe(false);
  });

  it('finds no such file in src/client outside the api client', () => {
    const offenders = sourceFiles(CLIENT)
      .filter((path) => !relative(CLIENT, path).startsWith('api/'))
      .filter((path) => fetchesInEffect(readFileSync(path, 'utf8')))
      .map((path) => relative(CLIENT, path));
    expect(offenders).toEqual([]);
  });
});
