import type { z } from 'zod';
import { fromSearch } from '../../shared/business/page-links';

/** The two ends of the period are checked together, so one end's issue may name the other. */
const PERIOD = ['from', 'to'];

export interface UrlBody<T> {
  /** What the page asks for: defaults, then the URL's valid filters, then the page's fixed ones. */
  body: T;
  /** The URL's filters that the call accepts (fixed ones left out): what a filter change builds on. */
  kept: Record<string, unknown>;
  /** The URL's filters that the call rejected, replaced by the defaults, in URL order. */
  reset: string[];
}

/**
 * Reads a page's URL into the body of its call, checked with the call's own schema: a filter the
 * call would reject is dropped (its default applies) and named, so the page never sends a request
 * that fails on its own link, and the valid filters of the same link still apply.
 */
export function urlBody<T extends Record<string, unknown>>(
  schema: z.ZodType | undefined,
  defaults: T,
  search: URLSearchParams,
  fixed: Partial<T> = {},
): UrlBody<T> {
  const kept: Record<string, unknown> = fromSearch(search);
  for (const key of Object.keys(fixed)) delete kept[key];
  const reset: string[] = [];
  const merge = () => ({ ...defaults, ...kept, ...fixed }) as T;
  // Each round drops at least one URL filter, so this ends after as many rounds as the URL has filters.
  while (schema) {
    const result = schema.safeParse(merge());
    if (result.success) break;
    const named = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    let drop = Object.keys(kept).filter((key) => named.has(key));
    // An order or length issue of the period is named on `to`; when that end is a default, the URL's other end is at fault.
    if (drop.length === 0 && PERIOD.some((end) => named.has(end))) drop = Object.keys(kept).filter((key) => PERIOD.includes(key));
    if (drop.length === 0) break;
    for (const key of drop) {
      delete kept[key];
      reset.push(key);
    }
  }
  const order = [...search.keys()];
  reset.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { body: merge(), kept, reset };
}
