import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/api';
import { askEngine } from '../helpers/assistant';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { FIGURE_CASES, type AccuracyCase } from './cases-figures';
import { RANKING_CASES } from './cases-rankings';
import { TODO_CASES } from './cases-todos';
import { WORD_CASES } from './cases-words';
import { Figures, loadPeople, type People } from './expect';
import { inventedNumbers } from './figure-check';

/**
 * The truthfulness suite: every question is answered by the local engine as its user, and the
 * answer must contain exactly the figures the query services give for that user (computed here),
 * the right deep link, and no number that did not come from a tool result. Target: 100 %.
 */
const CASES: AccuracyCase[] = [...FIGURE_CASES, ...RANKING_CASES, ...WORD_CASES, ...TODO_CASES];
let t: TestApp;
let people: People;
let figures: Figures;
const tokens = new Map<string, string>();
const results: { question: string; passed: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { seedScale: 0.05 });
  people = await loadPeople(t.services.deps);
  figures = new Figures(t.services.deps, people);
  for (const user of new Set(CASES.map((c) => c.user))) tokens.set(user, (await signIn(t, user)).token);
}, 180_000);
afterAll(async () => {
  const passed = results.filter((r) => r.passed).length;
  console.log(`assistant accuracy: ${passed}/${results.length} (${((passed / Math.max(1, results.length)) * 100).toFixed(1)} %)`);
  await t.close();
});

describe('the suite', () => {
  it('has at least 60 questions, half in Chinese and half in English, of every kind', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    const chinese = CASES.filter((c) =>
      typeof c.question === 'string' ? /[\u4e00-\u9fff]/.test(c.question) : !/'s /.test(c.question.toString()),
    ).length;
    expect(Math.abs(chinese - (CASES.length - chinese))).toBeLessThanOrEqual(2);
    for (const category of ['performance', 'profit', 'compare', 'navigation', 'how-to', 'unanswerable', 'forbidden-by-scope']) {
      expect(CASES.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('assistant accuracy', () => {
  it.each(CASES.map((c, index) => [index + 1, c.category, c] as const))('%i %s', async (_n, _category, testCase) => {
    const question = typeof testCase.question === 'string' ? testCase.question : testCase.question(people);
    let passed = false;
    try {
      const expected = await testCase.expect(figures, people);
      const answer = await askEngine(t, tokens.get(testCase.user) ?? '', question);
      const context = `${testCase.user}: ${question}\n${answer.text}`;
      for (const text of expected.contains ?? []) expect(answer.text, context).toContain(text);
      for (const link of expected.links ?? []) expect(answer.text, context).toContain(`](${link})`);
      if (expected.noLink) expect(answer.text, context).not.toMatch(/\]\(\//);
      for (const text of expected.absent ?? []) expect(answer.text, context).not.toContain(text);
      for (const id of expected.docs ?? [])
        expect(
          answer.docs.map((doc) => doc.documentUrl),
          context,
        ).toContain(`/message/help?id=${id}`);
      expect(inventedNumbers(answer.text, question, answer.calls), context).toEqual([]);
      expect(answer.guesses.length, context).toBeGreaterThan(0);
      passed = true;
    } finally {
      results.push({ question, passed });
    }
  });
});
