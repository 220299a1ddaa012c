import MiniSearch from 'minisearch';
import type { Lang } from '../../../shared/messages';
import { loadKbDocuments, type KbDocument } from './kb-documents';
import { processToken, questionTokens, searchTokens, splitTokens } from './tokenize';

/**
 * BM25 search over the knowledge base (MiniSearch), one index per language, with the CJK-aware
 * tokenizer. Titles and keywords weigh more than the body. A hit also says how much of the
 * question it covers, so that a weak match is not passed off as an answer.
 */
export interface KbHit {
  doc: KbDocument;
  score: number;
  /** Question tokens found in the document. */
  matched: string[];
  /** matched / all searchable tokens of the question. */
  coverage: number;
  /** Some matched token is in the title or the keywords (not only somewhere in the body). */
  onTopic: boolean;
}

interface IndexedDoc {
  id: string;
  title: string;
  keywords: string;
  body: string;
}

const indexes = new Map<Lang, { search: MiniSearch<IndexedDoc>; docs: Map<string, KbDocument> }>();

function indexFor(lang: Lang) {
  let entry = indexes.get(lang);
  if (entry) return entry;
  const search = new MiniSearch<IndexedDoc>({
    fields: ['title', 'keywords', 'body'],
    storeFields: ['id'],
    tokenize: (text) => splitTokens(text),
    processTerm: (term) => processToken(term),
    searchOptions: { boost: { title: 3, keywords: 2.5 }, combineWith: 'OR', tokenize: (text) => questionTokens(text) },
  });
  const docs = new Map<string, KbDocument>();
  for (const doc of loadKbDocuments().filter((candidate) => candidate.lang === lang)) {
    docs.set(doc.id, doc);
    search.add({ id: doc.id, title: doc.title, keywords: doc.keywords.join(' '), body: doc.body });
  }
  entry = { search, docs };
  indexes.set(lang, entry);
  return entry;
}

/** The best documents for a question, best first. */
export function searchKb(question: string, lang: Lang, limit = 3): KbHit[] {
  const tokens = searchTokens(question);
  if (tokens.length === 0) return [];
  const { search, docs } = indexFor(lang);
  return search
    .search(question)
    .slice(0, limit)
    .flatMap((result) => {
      const doc = docs.get(String(result.id));
      if (!doc) return [];
      const matched = [...new Set(result.queryTerms)];
      const onTopic = Object.values(result.match).some((fields) => fields.includes('title') || fields.includes('keywords'));
      return [{ doc, score: result.score, matched, coverage: matched.length / tokens.length, onTopic }];
    });
}

/**
 * A hit good enough to answer from: about the document's subject (a title or keyword term
 * matched), and covering a short question or several terms of a longer one.
 */
export function isConfident(hit: KbHit | undefined): hit is KbHit {
  if (!hit?.onTopic) return false;
  const total = Math.round(hit.matched.length / Math.max(hit.coverage, 1e-9));
  if (total <= 2) return hit.matched.length >= 1;
  return hit.matched.length >= 2 && hit.coverage >= 0.4;
}
