import { suggestedFor } from '../compose/guess-questions';
import { composeKnowledgeAnswer } from '../compose/knowledge-answer';
import { composeGreeting, composePageAnswer, composeTodoAnswer, composeUnknown } from '../compose/plain-answers';
import { runFindPageTool, runKbSearchTool, runTodoTool } from '../tools/page-tools';
import type { ToolContext } from '../tools/tool-context';
import { understand, type Reading } from '../understand/understand';
import { NO_PERMISSION_DOC, docRefs, docsAboutPage } from './doc-refs';
import type { AssistantEngine, EngineEvent, EngineRequest } from './engine';
import { metricFlow, mergeFollowUp, type FlowResult } from './metric-flow';

/**
 * The default engine: no network, no model. It reads the question with patterns (intent and
 * slots), calls the tools (the pages' own query services, the route table, the knowledge base),
 * and writes the answer from the tool results only. When nothing fits it says so.
 */
export class LocalEngine implements AssistantEngine {
  readonly name = 'local' as const;

  async *answer(request: EngineRequest): AsyncIterable<EngineEvent> {
    const result = await route(request);
    if (request.signal.aborted) return;
    yield { type: 'text', text: result.text };
    yield { type: 'docs', docs: docRefs(result.docIds, request.ctx.lang) };
    yield { type: 'guess', questions: result.guesses.slice(0, 3) };
    if (result.memo) yield { type: 'memo', memo: result.memo };
  }
}

async function route({ question, ctx, previous }: EngineRequest): Promise<FlowResult> {
  const reading = mergeFollowUp(understand(question, ctx.today), previous);
  switch (reading.intent) {
    case 'greeting':
    case 'capabilities':
      return { text: composeGreeting(ctx.lang, reading.intent === 'capabilities', suggestedFor(ctx.permissions, ctx.lang)), docIds: ['portal-ai-assistant'], guesses: suggestedFor(ctx.permissions, ctx.lang), memo: null };
    case 'todo': {
      const outcome = await runTodoTool(ctx);
      return { text: composeTodoAnswer(ctx.lang, outcome), docIds: [], guesses: suggestedFor(ctx.permissions, ctx.lang, ['navigation', 'guide']), memo: null };
    }
    case 'metric':
    case 'compare':
      // A follow-up with nothing to follow is read as a question of its own.
      if (reading.followUp && !previous && !reading.measure) return knowledge(ctx, question, reading);
      return metricFlow(ctx, question, reading);
    case 'navigate':
      return navigation(ctx, question, reading);
    default:
      return knowledge(ctx, question, reading);
  }
}

function navigation(ctx: ToolContext, question: string, reading: Reading): Promise<FlowResult> | FlowResult {
  const outcome = runFindPageTool(ctx, reading.target || question);
  if (outcome.kind === 'none') return knowledge(ctx, question, reading, false);
  const { page, allowed } = outcome;
  return {
    text: composePageAnswer(ctx.lang, page, allowed),
    docIds: allowed ? docsAboutPage(page.path, ctx.lang) : [NO_PERMISSION_DOC],
    guesses: suggestedFor(ctx.permissions, ctx.lang, ['navigation', 'guide', 'fault']),
    memo: null,
  };
}

function knowledge(ctx: ToolContext, question: string, reading: Reading, tryPages = true): FlowResult | Promise<FlowResult> {
  // A period says when, not what about: it does not make a document relevant.
  const topic = reading.period ? question.replace(reading.period.phrase, ' ') : question;
  const hits = runKbSearchTool(ctx, topic);
  const [best] = hits;
  if (best?.confident) {
    const others = hits.slice(1).filter((hit) => hit.confident);
    return {
      text: composeKnowledgeAnswer(ctx.lang, best.doc, best.url, topic, ctx.permissions),
      docIds: [best.doc.id, ...others.map((hit) => hit.doc.id)],
      guesses: [...others.map((hit) => hit.doc.title), ...suggestedFor(ctx.permissions, ctx.lang, ['guide', 'fault'])].slice(0, 3),
      memo: null,
    };
  }
  // A page named without a verb ("短信发送记录") still opens it.
  if (tryPages && runFindPageTool(ctx, question).kind === 'found') return navigation(ctx, question, reading);
  return { text: composeUnknown(ctx.lang, reading.asksFigure, suggestedFor(ctx.permissions, ctx.lang)), docIds: [], guesses: suggestedFor(ctx.permissions, ctx.lang), memo: null };
}
