/**
 * Which operations of the OpenAPI document take an identifier, read from the document itself so
 * that a call added later shows up here without anyone remembering to list it.
 */
type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** `id`, `uuid`, `code`, `key` (and plurals) alone or as the end of a camelCase or snake_case name. */
export const ID_FIELD = /^(id|ids|uuid|code|key)$|(Id|Ids|Uuid|Code|Key)$|_id$/;

/** Every property name in a schema, following `$ref`s, arrays and unions. */
function propertyNames(schema: unknown, doc: OpenApiDocument, out: Set<string>, seen: Set<unknown>): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    propertyNames(doc.components.schemas[node.$ref.split('/').pop() ?? ''], doc, out, seen);
    return;
  }
  for (const [name, inner] of Object.entries((node.properties ?? {}) as Schema)) {
    out.add(name);
    propertyNames(inner, doc, out, seen);
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'prefixItems']) {
    const inner = node[key];
    for (const part of Array.isArray(inner) ? inner : [inner]) propertyNames(part, doc, out, seen);
  }
}

function operations(doc: OpenApiDocument): [method: string, Operation][] {
  return Object.values(doc.paths).flatMap((byMethod) => Object.entries(byMethod));
}

/** Signed-in operations (those with a security requirement) → their id-like fields. */
export function idFieldsOfSignedInCalls(doc: OpenApiDocument): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [, operation] of operations(doc)) {
    if (!operation.security?.length) continue;
    const names = new Set<string>((operation.parameters ?? []).map((parameter) => parameter.name));
    propertyNames(operation.requestBody?.content?.['application/json']?.schema, doc, names, new Set());
    const ids = [...names].filter((name) => ID_FIELD.test(name)).sort();
    if (ids.length > 0) result.set(operation.operationId, ids);
  }
  return result;
}

/** Signed-in POSTs without a JSON body: multipart uploads and calls without input, invisible to the scan above. */
export function signedInPostsWithoutJsonBody(doc: OpenApiDocument): string[] {
  return operations(doc)
    .filter(([method, operation]) => method === 'post' && operation.security?.length && !operation.requestBody)
    .map(([, operation]) => operation.operationId)
    .sort();
}
