import { z } from 'zod';
import { isServerMessageKey, type Lang } from '../../shared/messages';
import { type AppError, fail } from './app-error';
import { assertCleanInput } from './input-guard';

const DEFAULT_MARK = '\u0000';
const locales = { zh: z.locales.zhCN(), en: z.locales.en() };

/** zod's own messages in the caller's language, marked as zod's: one set of options per language, not one per parse. */
function parseOptionsIn(lang: Lang): z.core.ParseContext<z.core.$ZodIssue> {
  return {
    error: (issue) => {
      const text = locales[lang].localeError(issue);
      const message = typeof text === 'string' ? text : (text?.message ?? issue.code);
      return { message: DEFAULT_MARK + message };
    },
  };
}
const parseOptions: Record<Lang, z.core.ParseContext<z.core.$ZodIssue>> = { zh: parseOptionsIn('zh'), en: parseOptionsIn('en') };

/**
 * Parses input with a schema and turns the first problem into a validation envelope naming the
 * field. Control characters and deep nesting are refused first, whatever the schema says. Schema
 * messages that are server message keys (e.g. 'auth.usernameFormat') are shown as written; zod's
 * own messages are localised and prefixed with the field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, lang: Lang, where: 'query' | 'body' | 'params'): z.output<T> {
  assertCleanInput(value, where);
  const result = schema.safeParse(value, parseOptions[lang]);
  if (result.success) return result.data;
  throw toAppError(result.error.issues[0], where);
}

function toAppError(issue: z.core.$ZodIssue | undefined, where: string): AppError {
  if (!issue) return fail.validation(where, 'invalid');
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  const message = issue.message;
  if (message.startsWith(DEFAULT_MARK)) return fail.validation(field, message.slice(1));
  if (isServerMessageKey(message)) return fail.validationKey(message, field);
  return fail.validation(field, message);
}
