import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KB_DIR, loadKbDocuments } from './kb-documents';

interface Checker {
  checkKb(): { problems: string[]; docs: { zh: Map<string, unknown>; en: Map<string, unknown> } };
}

/** docs/kb/check-kb.mjs as a test: twins, front matter, routes, links, lengths, coverage. */
describe('knowledge base documents', () => {
  it('pass the knowledge-base checker', async () => {
    const checkerUrl = pathToFileURL(`${KB_DIR}/check-kb.mjs`).href;
    const { checkKb } = (await import(checkerUrl)) as Checker;
    const { problems, docs } = checkKb();
    expect(problems).toEqual([]);
    expect(docs.zh.size).toBeGreaterThanOrEqual(40);
  });

  it('are all read by the assistant, in both languages, with the same ids', () => {
    const docs = loadKbDocuments();
    const zh = docs.filter((doc) => doc.lang === 'zh').map((doc) => doc.id);
    const en = docs.filter((doc) => doc.lang === 'en').map((doc) => doc.id);
    expect(zh.length).toBeGreaterThanOrEqual(40);
    expect(en).toEqual(zh);
    for (const doc of docs) {
      expect(doc.title, doc.id).not.toBe('');
      expect(doc.body, doc.id).toContain(`# ${doc.title}`);
    }
  });
});
