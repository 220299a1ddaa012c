import fc from 'fast-check';

/** The JSON Schema subset the OpenAPI document uses for inputs (zod's toJSONSchema output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  $ref?: string;
}

/**
 * A value taken at send time from ids the server handed out earlier in the run (conversation
 * uuids, file ids, message ids…), so valid-looking requests reach existing records too.
 */
export interface PoolRef {
  readonly poolField: string;
  readonly index: number;
  readonly fallback: unknown;
}

export const isPoolRef = (value: unknown): value is PoolRef =>
  typeof value === 'object' && value !== null && 'poolField' in value && 'fallback' in value;

export type Pool = Map<string, unknown[]>;

/** Replaces pool references by a harvested value of that field (or the generated fallback). */
export function resolvePool(value: unknown, pool: Pool): unknown {
  if (isPoolRef(value)) {
    const known = pool.get(value.poolField);
    return known && known.length > 0 ? known[value.index % known.length] : resolvePool(value.fallback, pool);
  }
  if (Array.isArray(value)) return value.map((item) => resolvePool(item, pool));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolvePool(inner, pool)]));
  }
  return value;
}

/** Plain data, not a RawJson or RawQuery marker. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Fields whose values are ids worth replaying from earlier answers. */
const POOLED_FIELDS = new Set([
  'uuid',
  'conversationUuid',
  'chatUuid',
  'fileId',
  'uploadId',
  'msgId',
  'msgIds',
  'code',
  'customerCode',
  'toStaffId',
  'staffId',
  'ownerStaffId',
  'deptId',
  'resourceId',
  'resourceIds',
  'versionId',
  'key',
  'id',
  'lastChatId',
  'type',
  'cursor',
  'country',
  'currentType',
  // Set by the runner, never harvested: the sign-in calls' own target user and refresh token.
  'username',
  'refresh_token',
  'client_id',
]);

export const isPooledField = (name: string) => POOLED_FIELDS.has(name);

export interface SchemaContext {
  components: Record<string, JsonSchema>;
  /** Today in Asia/Shanghai, YYYY-MM-DD; business dates are drawn from the year before it. */
  today: string;
}

export function resolveRef(schema: JsonSchema, ctx: SchemaContext): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = current.$ref.split('/').at(-1) ?? '';
    current = ctx.components[name] ?? {};
  }
  return current;
}

/** A business day or date-time: the schema says so by format, pattern or description. */
export function isDateLike(schema: JsonSchema, field: string): boolean {
  return (
    schema.format === 'date' ||
    schema.format === 'date-time' ||
    (schema.pattern ?? '').includes('\\d{4}-\\d{2}-\\d{2}') ||
    /YYYY-MM-DD/.test(schema.description ?? '') ||
    /^(from|to|date|day|month|start|end)(Date|Day|Time)?$/i.test(field)
  );
}

function shiftDay(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

function dateArbitrary(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<string> {
  const day = fc.integer({ min: -400, max: 0 }).map((delta) => shiftDay(ctx.today, delta));
  const withTime = schema.format === 'date-time' || /T\\d\{2\}/.test(schema.pattern ?? '');
  if (!withTime) return day;
  const wallClock = fc
    .tuple(day, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([d, h, m]) => `${d}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  return fc.oneof(
    day,
    wallClock,
    // RFC 3339 with seconds and an offset, as instants (z.iso.datetime({ offset: true })) require.
    ...(schema.format === 'date-time' ? [wallClock.map((text) => `${text}:00+08:00`)] : []),
  );
}

/** Words of the domain, so searches and questions sometimes match something. */
const WORDS = ['短信', 'admin', 'SMS', 'C100001', 'CN', 'sms', '上个月业绩', 'profit last month'];

function stringArbitrary(schema: JsonSchema, field: string, ctx: SchemaContext): fc.Arbitrary<string> {
  if (isDateLike(schema, field)) return dateArbitrary(schema, ctx);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 40));
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    return fc.stringMatching(re).filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1e9));
  }
  const words = WORDS.filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    ...(words.length > 0 ? [fc.constantFrom(...words)] : []),
  );
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1_000_000);
  // Small realistic values mostly (ids, pages, types), the schema's own bounds sometimes.
  const low = Math.max(min, Math.min(0, max));
  const small = fc.integer({ min: low, max: Math.min(max, low + 10) });
  const near = fc.integer({ min: low, max: Math.min(max, low + 200) });
  return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: near, weight: 2 }, { arbitrary: fc.constantFrom(min, max), weight: 1 });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function withPool(field: string, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (!isPooledField(field)) return arbitrary;
  const fromPool = fc.tuple(arbitrary, fc.nat()).map(([fallback, index]): PoolRef => ({ poolField: field, index, fallback }));
  return fc.oneof(arbitrary, fromPool);
}

/** Values that pass the schema (or nearly: patterns with lookarounds are approximations). */
export function validArbitrary(schema: JsonSchema, ctx: SchemaContext, field = '', depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolveRef(schema, ctx);
  // A recursive schema (a workflow's node tree) ends in empty lists below this depth.
  if (depth > MAX_DEPTH) return fc.constant(resolved.type === 'array' ? [] : null);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((inner) => validArbitrary(inner, ctx, field, depth + 1)));
  if ('const' in resolved) return fc.constant(resolved.const);
  if (resolved.enum) return withPool(field, fc.constantFrom(...resolved.enum));
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'string':
      return withPool(field, stringArbitrary(resolved, field, ctx));
    case 'integer':
      return withPool(field, integerArbitrary(resolved));
    case 'number':
      return numberArbitrary(resolved);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxLength = Math.min(resolved.maxItems ?? 5, 5);
      const items = validArbitrary(resolved.items ?? {}, ctx, field, depth + 1);
      return fc.array(items, { minLength: Math.min(resolved.minItems ?? 0, maxLength), maxLength });
    }
    case 'object':
      return objectArbitrary(resolved, ctx, depth);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

const MAX_DEPTH = 12;

function objectArbitrary(schema: JsonSchema, ctx: SchemaContext, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, inner] of Object.entries(properties)) model[name] = validArbitrary(inner, ctx, name, depth + 1);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) }).map(ordered);
}

/** A period's ends in order (from ≤ to), as a person would send them. */
function ordered(value: Record<string, unknown>): Record<string, unknown> {
  const { from, to } = value;
  if (typeof from === 'string' && typeof to === 'string' && from > to) return { ...value, from: to, to: from };
  return value;
}

/** Every property of an object schema with its own schema resolved, required ones marked. */
export function fieldsOf(schema: JsonSchema | undefined, ctx: SchemaContext): { name: string; schema: JsonSchema; required: boolean }[] {
  if (!schema) return [];
  const resolved = resolveRef(schema, ctx);
  const required = new Set(resolved.required ?? []);
  return Object.entries(resolved.properties ?? {}).map(([name, inner]) => ({
    name,
    schema: resolveRef(inner, ctx),
    required: required.has(name),
  }));
}

/** The scalar JSON type a field holds (the first alternative of an anyOf). */
export function scalarTypeOf(schema: JsonSchema): string {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return scalarTypeOf(alternatives[0]);
  if ('const' in schema) return typeof schema.const;
  if (schema.enum) return typeof schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type ?? 'any';
}
