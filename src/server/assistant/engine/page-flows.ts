import { suggestedFor } from '../compose/guess-questions';
import { composeKnowledgeAnswer } from '../compose/knowledge-answer';
import { composePageAnswer } from '../compose/plain-answers';
import { runFindPageTool, runKbSearchTool } from '../tools/page-tools';
import type { ToolContext } from '../tools/tool-context';
import { NO_PERMISSION_DOC, docsAboutPage } from './doc-refs';
import type { ToolAnswer } from './engine';

/** The page and knowledge-base tools of both engines; null when the tool found nothing. */
export function pageFlow(ctx: ToolContext, request: string): ToolAnswer | null {
  const outcome = runFindPageTool(ctx, request);
  if (outcome.kind === 'none') return null;
  const { page, allowed } = outcome;
  return {
    text: composePageAnswer(ctx.lang, page, allowed),
    docIds: allowed ? docsAboutPage(page.path, ctx.lang) : [NO_PERMISSION_DOC],
    guesses: suggestedFor(ctx.permissions, ctx.lang, ['navigation', 'guide', 'fault']),
    memo: null,
    status: allowed ? 'ok' : 'no-permission',
    facts: { title: page.title[ctx.lang], path: page.path },
  };
}

/** The document that answers the question, quoted; others nearly as relevant are cited too. */
export function knowledgeFlow(ctx: ToolContext, question: string): ToolAnswer | null {
  const hits = runKbSearchTool(ctx, question);
  const [best] = hits;
  if (!best?.confident) return null;
  const others = hits.slice(1).filter((hit) => hit.confident);
  return {
    text: composeKnowledgeAnswer(ctx.lang, best.doc, best.url, question, ctx.permissions),
    docIds: [best.doc.id, ...others.map((hit) => hit.doc.id)],
    guesses: [...others.map((hit) => hit.doc.title), ...suggestedFor(ctx.permissions, ctx.lang, ['guide', 'fault'])].slice(0, 3),
    memo: null,
    status: 'ok',
    facts: { documents: [best, ...others].map((hit) => ({ title: hit.doc.title, url: hit.url })) },
  };
}
