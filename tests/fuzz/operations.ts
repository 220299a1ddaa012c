import fc from 'fast-check';
import { ALL_CALLS, type CallDef } from '../../src/shared/api/index';
import { SEGMENT_MAX_BYTES } from '../../src/shared/api/download-calls';
import { resolvePool, validArbitrary, type JsonSchema, type SchemaContext } from './schema-arbitrary';
import type { Field, Operation } from './variants';

/** Multipart calls have no JSON body schema; their form fields as upload-routes.ts reads them. */
const FORMS: Record<string, JsonSchema> = {
  'download.upload': {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary' }, bizType: { type: 'string', maxLength: 50 } },
    required: ['file'],
  },
  'download.segmentUpload': {
    type: 'object',
    properties: {
      uploadId: { type: 'string', format: 'uuid' },
      chunkIndex: { type: 'integer', minimum: 0, maximum: 3 },
      chunkTotal: { type: 'integer', minimum: 1, maximum: 4 },
      fileName: { type: 'string', minLength: 1, maxLength: 200 },
      totalSize: { type: 'integer', minimum: 1, maximum: SEGMENT_MAX_BYTES },
      chunk: { type: 'string', format: 'binary' },
    },
    required: ['uploadId', 'chunkIndex', 'chunkTotal', 'fileName', 'totalSize', 'chunk'],
  },
  'workflow.fieldImportView': { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  'workflow.fieldImport': {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary' }, rev: { type: 'integer', minimum: 0 } },
    required: ['file', 'rev'],
  },
};

interface OpenApiOperation {
  operationId: string;
  'x-permission': string;
  'x-repeat-check'?: boolean;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/**
 * Every operation of the served document, joined with its call declaration for what the document
 * does not say (files, streams); problems name operations the two disagree on.
 */
export function operationsOf(doc: OpenApiDocument): { operations: Operation[]; problems: string[] } {
  const calls = new Map(ALL_CALLS.map((call) => [call.id, call]));
  const operations: Operation[] = [];
  const problems: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const call = calls.get(operation.operationId);
      if (!call) {
        problems.push(`${operation.operationId}: in the OpenAPI document but not declared in src/shared/api`);
        continue;
      }
      calls.delete(call.id);
      const query: Field[] = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema, required: parameter.required === true }));
      operations.push({
        id: call.id,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        permission: operation['x-permission'],
        answer: call.answer ?? 'envelope',
        repeatCheck: operation['x-repeat-check'] === true,
        query,
        body: operation.requestBody?.content['application/json']?.schema,
        form: FORMS[call.id],
      });
    }
  }
  for (const call of calls.values()) problems.push(`${call.id}: declared but missing from the OpenAPI document`);
  return { operations, problems };
}

export const callOf = (id: string): CallDef | undefined => ALL_CALLS.find((call) => call.id === id);

/**
 * How many of `runs` schema-valid samples the call's own zod schemas accept; a generator that
 * never produces an accepted input would fuzz nothing but the validation layer.
 */
export function acceptedSamples(op: Operation, ctx: SchemaContext, seed: number, runs: number): number {
  const call = callOf(op.id);
  if (!call || (!call.body && !call.query)) return runs;
  const empty = new Map<string, unknown[]>();
  let accepted = 0;
  for (let run = 0; run < runs; run += 1) {
    const body = op.body ? resolvePool(fc.sample(validArbitrary(op.body, ctx), { seed: seed + run, numRuns: 1 })[0], empty) : undefined;
    const query: Record<string, string> = {};
    for (const field of op.query) {
      const [value] = fc.sample(validArbitrary(field.schema, ctx, field.name), { seed: seed + run * 31 + field.name.length, numRuns: 1 });
      const resolved = resolvePool(value, empty);
      if (field.required || run % 2 === 0) query[field.name] = String(resolved);
    }
    const bodyOk = !call.body || call.body.safeParse(body).success;
    const queryOk = !call.query || call.query.safeParse(query).success;
    if (bodyOk && queryOk) accepted += 1;
  }
  return accepted;
}
