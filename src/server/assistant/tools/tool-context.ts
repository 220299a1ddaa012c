import { shanghaiDate } from '../../../shared/business/dates';
import type { Lang } from '../../../shared/messages';
import { resolveDataScope, type DataScope } from '../../business';
import type { AppDeps } from '../../deps';

/** One call of a tool: what it was asked and what it answered (the only source of figures). */
export interface ToolCall {
  tool: string;
  input: unknown;
  output: unknown;
}

/**
 * What every tool runs with: the asking user (their permission keys and data scope, resolved on
 * the server exactly as for the pages), the answer's language and the business day of the app
 * clock. Every call is recorded, so tests can trace each figure of an answer to a tool result.
 */
export interface ToolContext {
  deps: AppDeps;
  staffId: number;
  permissions: ReadonlySet<string>;
  lang: Lang;
  today: string;
  scope(): Promise<DataScope>;
  calls: ToolCall[];
  record<T>(tool: string, input: unknown, output: T): T;
}

export function createToolContext(deps: AppDeps, staff: { staffId: number; permissions: ReadonlySet<string> }, lang: Lang): ToolContext {
  let scope: Promise<DataScope> | null = null;
  const calls: ToolCall[] = [];
  return {
    deps,
    staffId: staff.staffId,
    permissions: staff.permissions,
    lang,
    today: shanghaiDate(deps.clock.now()),
    scope: () => (scope ??= resolveDataScope(deps, staff.staffId)),
    calls,
    record(tool, input, output) {
      calls.push({ tool, input, output });
      return output;
    },
  };
}
