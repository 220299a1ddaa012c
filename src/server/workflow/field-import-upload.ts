import type { Context } from 'hono';
import { z } from 'zod';
import type { ImportPreview } from '../../shared/api/workflow-field-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { AppError, fail } from '../http/app-error';
import { parseInput } from '../http/validate';
import { readImport } from './field-import';
import { mergeFields } from './form-fields-service';

const notXlsx = () => new AppError(APP_CODES.VALIDATION, 'workflow.importNotXlsx', {}, 400, { field: 'file' });

/** The uploaded template (multipart `file`, within the 1 MB body limit) and the other form fields. */
async function uploaded(c: Context): Promise<{ file: File; text: Record<string, string> }> {
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data'))
    throw new AppError(APP_CODES.VALIDATION, 'download.noFile', {}, 400, { field: 'file' });
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw fail.validation('body', 'multipart/form-data');
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw new AppError(APP_CODES.VALIDATION, 'download.noFile', {}, 400, { field: 'file' });
  const text = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { file, text };
}

async function preview(file: File, lang: Lang): Promise<ImportPreview> {
  const read = await readImport(new Uint8Array(await file.arrayBuffer()), lang);
  if (!read) throw notXlsx();
  return read;
}

export async function viewImport(c: Context, lang: Lang): Promise<ImportPreview> {
  return preview((await uploaded(c)).file, lang);
}

const applyFields = z.object({ rev: z.coerce.number().int().min(0) });

/** Applies the file only when every row is sound; otherwise the rows' problems come back and nothing changes. */
export async function applyImport(c: Context, deps: AppDeps, formId: number, lang: Lang) {
  const { file, text } = await uploaded(c);
  const { rev } = parseInput(applyFields, text, lang, 'body');
  const read = await preview(file, lang);
  if (read.rows.length === 0) throw new AppError(APP_CODES.VALIDATION, 'workflow.importEmpty', {}, 400, { field: 'file' });
  if (!read.valid) {
    const rows = read.rows.filter((row) => row.errors.length > 0);
    throw new AppError(APP_CODES.VALIDATION, 'workflow.importHasErrors', { count: rows.length }, 400, { field: 'file', rows });
  }
  return mergeFields(deps, formId, rev, read.fields);
}
