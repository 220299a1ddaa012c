import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAssistantContent } from '../../src/server/assistant/assistant-content';
import { SUGGESTED_QUESTIONS } from '../../src/server/assistant/content-lists';
import { aiCommonQuestions } from '../../src/server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('suggested questions written at start', () => {
  it('drop a question an earlier version had, so the list is exactly this version’s', async () => {
    const { db } = t.services.deps;
    await db.insert(aiCommonQuestions).values({ type: 'profit', question: '上季度语音毛利率是多少？', questionEn: 'old', sort: 99 });
    await writeAssistantContent(db);
    const rows = await db.select().from(aiCommonQuestions).orderBy(asc(aiCommonQuestions.sort));
    expect(rows.map((row) => row.question)).toEqual(SUGGESTED_QUESTIONS.map((q) => q.question));
    expect(rows.some((row) => row.question.includes('毛利率'))).toBe(false);
  });
});
