import type { AppDeps } from '../deps';
import type { AssistantEngine } from './engine/engine';
import { LocalEngine } from './engine/local-engine';
import { createLlmEngine } from './llm/llm-engine';

/**
 * The assistant of one server instance: its engine and the answers being generated now (so that
 * chat/stop can abort one). One per set of deps, like the push hub: tests run several side by side.
 */
export interface RunningChat {
  staffId: number;
  controller: AbortController;
  /** Settles once the chat is stored (stopped, finished or failed). */
  done: Promise<void>;
}

export interface AssistantRuntime {
  engine: AssistantEngine;
  running: Map<string, RunningChat>;
}

const runtimes = new WeakMap<AppDeps, AssistantRuntime>();

/** The LLM engine when a provider is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL), else the local one. */
function defaultEngine(deps: AppDeps): AssistantEngine {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = deps.env;
  return AI_BASE_URL && AI_API_KEY && AI_MODEL ? createLlmEngine({ baseURL: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL }) : new LocalEngine();
}

export function assistantRuntime(deps: AppDeps): AssistantRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    runtime = { engine: defaultEngine(deps), running: new Map() };
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/** Replaces the engine (tests: the LLM engine over a mock model). */
export function setAssistantEngine(deps: AppDeps, engine: AssistantEngine): void {
  assistantRuntime(deps).engine = engine;
}
