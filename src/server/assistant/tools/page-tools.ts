import { kbDocumentUrl } from '../../../shared/api/assistant-calls';
import type { KbDocument } from '../kb/kb-documents';
import { isConfident, searchKb } from '../kb/kb-index';
import { canOpen, findPage, type PageEntry } from './page-directory';
import type { ToolContext } from './tool-context';

/** Navigation and knowledge base: the tools that answer with pages and documents. */
export type PageOutcome = { kind: 'found'; page: PageEntry; allowed: boolean } | { kind: 'none' };

export function runFindPageTool(ctx: ToolContext, request: string): PageOutcome {
  const page = findPage(request);
  const outcome: PageOutcome = page ? { kind: 'found', page, allowed: canOpen(page.path, ctx.permissions) } : { kind: 'none' };
  ctx.record(
    'findPage',
    request,
    outcome.kind === 'found' ? { path: outcome.page.path, title: outcome.page.title, allowed: outcome.allowed } : outcome,
  );
  return outcome;
}

export interface KbHitOutcome {
  doc: KbDocument;
  url: string;
  confident: boolean;
}

/** The best documents for a question; `confident` on the first says whether it answers it. */
export function runKbSearchTool(ctx: ToolContext, question: string, limit = 3): KbHitOutcome[] {
  const hits = searchKb(question, ctx.lang, limit);
  // Further documents are cited only when they are nearly as relevant as the first.
  const outcome = hits.map((hit, index) => ({
    doc: hit.doc,
    url: kbDocumentUrl(hit.doc.id),
    confident: isConfident(hit) && (index === 0 || hit.score >= (hits[0]?.score ?? 0) * 0.5),
  }));
  ctx.record(
    'searchKnowledgeBase',
    question,
    outcome.map((hit) => ({ id: hit.doc.id, title: hit.doc.title, body: hit.doc.body, confident: hit.confident })),
  );
  return outcome;
}
