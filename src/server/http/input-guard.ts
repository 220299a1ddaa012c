import { APP_CODES } from '../../shared/error-codes';
import { isFreeText } from '../../shared/api/text-fields';
import { AppError } from './app-error';

/** Deeper input is refused before a schema walks it: recursion over 5,000 levels overflows the stack. */
export const MAX_INPUT_DEPTH = 32;
/** A field name in a message is cut here: keys come from the caller. */
const FIELD_LABEL_MAX = 64;

interface Node {
  value: unknown;
  key: string | number | null;
  parent: Node | null;
  depth: number;
}

function pathOf(node: Node | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = node; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

function fieldOf(path: (string | number)[], where: string): string {
  const label = path.length > 0 ? path.map(String).join('.') : where;
  return label.length > FIELD_LABEL_MAX ? `${label.slice(0, FIELD_LABEL_MAX)}…` : label;
}

const controlChars = (field: string) => new AppError(APP_CODES.VALIDATION, 'input.controlChars', { field }, 400, { field });

/**
 * Checks raw input (query, path parameters or a parsed body) before any schema sees it: nesting at
 * most MAX_INPUT_DEPTH levels, and no control character (other than tab and line breaks) or lone
 * surrogate in any string or key. Walks with its own stack, so any depth is safe to inspect.
 */
export function assertCleanInput(value: unknown, where: 'query' | 'body' | 'params'): void {
  const stack: Node[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const current = node.value;
    if (typeof current === 'string') {
      if (!isFreeText(current)) throw controlChars(fieldOf(pathOf(node), where));
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const depth = node.depth + 1;
    if (depth > MAX_INPUT_DEPTH) {
      const field = fieldOf(pathOf(node).slice(0, 1), where);
      throw new AppError(APP_CODES.VALIDATION, 'input.tooDeep', { field, limit: MAX_INPUT_DEPTH }, 400, { field });
    }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item: unknown, index) => [index, item])
      : Object.entries(current);
    // Pushed last to first, so the first bad field in document order is the one named.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string | number, unknown];
      if (typeof key === 'string' && !isFreeText(key)) throw controlChars(fieldOf(pathOf(node), where));
      stack.push({ value: item, key, parent: node, depth });
    }
  }
}
