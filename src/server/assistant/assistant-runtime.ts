import type { Env } from '../env';
import type { AssistantEngine } from './engine/engine';
import { LocalEngine } from './engine/local-engine';
import { createLlmEngine } from './llm/llm-engine';
import { LookupCache } from './tools/lookup-cache';

/**
 * The assistant of one server instance (one per set of deps, so tests run several side by side):
 * its engine, the answers being generated now (so that chat/stop can abort one) and the directory
 * rows names are looked up in.
 */
export interface RunningChat {
  staffId: number;
  controller: AbortController;
  /** Settles once the chat is stored (stopped, finished or failed). */
  done: Promise<void>;
}

export interface AssistantRuntime {
  /** Replaceable: tests put the LLM engine over a mock model here. */
  engine: AssistantEngine;
  running: Map<string, RunningChat>;
  lookups: LookupCache;
}

/** The LLM engine when a provider is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL), else the local one. */
export function createAssistantRuntime(env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>): AssistantRuntime {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = env;
  const engine =
    AI_BASE_URL && AI_API_KEY && AI_MODEL
      ? createLlmEngine({ baseURL: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL })
      : new LocalEngine();
  return { engine, running: new Map(), lookups: new LookupCache() };
}
