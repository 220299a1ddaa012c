import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceQuery, profitQuery, type PerformanceResult } from '../../src/shared/api/business-calls';
import { formatUsd } from '../../src/shared/business/figures';
import { linkedQuery } from '../../src/shared/business/page-links';
import { FIGURE_CASES, type AccuracyCase } from '../assistant-accuracy/cases-figures';
import { RANKING_CASES } from '../assistant-accuracy/cases-rankings';
import { WORD_CASES } from '../assistant-accuracy/cases-words';
import { loadPeople, type People } from '../assistant-accuracy/expect';
import { signIn } from '../helpers/api';
import { askEngine } from '../helpers/assistant';
import { dataOf } from '../helpers/business';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * An answer's link opens a page whose default view shows the answer's figures: for every question
 * of the accuracy suite whose answer links to a business page, the page's own query (its defaults,
 * the link's filters, what the page fixes) is called as the asking user, and its totals, group
 * count and first rows must be the ones the answer was written from and shows.
 */
const CASES: AccuracyCase[] = [...FIGURE_CASES, ...RANKING_CASES, ...WORD_CASES];
let t: TestApp;
let people: People;
const tokens = new Map<string, string>();
const checked: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.05 });
  people = await loadPeople(t.services.deps);
  for (const user of new Set(CASES.map((c) => c.user))) tokens.set(user, (await signIn(t, user)).token);
}, 180_000);
afterAll(async () => t.close());

const LINK = /\]\((\/[^)\s]+)\)/g;

describe('an answer and the page it links to', () => {
  it.each(CASES.map((c, index) => [index + 1, c] as const))("%i: the linked view shows the answer's figures", async (_n, testCase) => {
    const question = typeof testCase.question === 'string' ? testCase.question : testCase.question(people);
    const token = tokens.get(testCase.user) ?? '';
    const answer = await askEngine(t, token, question);
    // The figures the answer was written from: the first query (a comparison's current period).
    const source = answer.calls.find((call) => call.tool === 'queryPerformance' || call.tool === 'queryProfit');
    const links = [...answer.text.matchAll(LINK)].map((match) => match[1] ?? '').filter((url) => linkedQuery(url));
    if (!source) {
      // Only a page named without figures may link to a business page without a query behind it.
      for (const url of links) expect(url, question).not.toContain('?');
      return;
    }
    const result = (source.output as { result: PerformanceResult }).result;
    const grouped = answer.memo?.groupBy !== undefined && answer.memo.intent !== 'compare';
    const shown = grouped ? result.rows : [];
    for (const url of links) {
      const query = linkedQuery(url);
      if (!query) continue;
      const page = await dataOf<PerformanceResult>(
        t,
        query.call === 'performance' ? performanceQuery : profitQuery,
        { body: query.body },
        token,
      );
      const context = `${testCase.user}: ${question}\n${url}\n${answer.text}`;
      expect(query.call, context).toBe(source.tool === 'queryPerformance' ? 'performance' : 'profit');
      expect(page.totals, context).toEqual(result.totals);
      // An empty view says so instead of writing zeros.
      if (page.count > 0) expect(answer.text, context).toContain(formatUsd(page.totals.revenue));
      if (grouped) expect(page.count, context).toBe(result.count);
      expect(page.rows.slice(0, shown.length), context).toEqual(shown);
      for (const row of page.rows.slice(0, shown.length)) expect(answer.text, context).toContain(formatUsd(row.revenue));
      checked.push(question);
    }
  });

  it('covers every answer that links to a business page with figures', () => {
    expect(checked.length).toBe(60);
  });
});
