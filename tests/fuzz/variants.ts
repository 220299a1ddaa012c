import fc from 'fast-check';
import type { AnswerKind } from '../../src/shared/api/define-call';
import {
  BAD_AUTHORIZATION,
  BAD_LANGUAGES,
  CONTROL_QUERY,
  CONTROL_STRINGS,
  HOSTILE_NUMBERS,
  HOSTILE_NUMBER_TEXTS,
  IMPOSSIBLE_DATES,
  INVALID_JSON_TEXTS,
  LONG_QUERY_STRING,
  NESTING_DEPTHS,
  NON_OBJECT_JSON,
  ONE_MB_STRING,
  PROTO_BODIES,
  RawJson,
  RawQuery,
  TRAVERSAL_PATH_TAILS,
  TRAVERSAL_QUERY,
  TRAVERSAL_STRINGS,
  UNICODE_STRINGS,
  WRONG_CONTENT_TYPES,
  WRONG_TYPE_VALUES,
  deepArray,
  deepObject,
} from './hostile-values';
import { fieldsOf, isDateLike, scalarTypeOf, validArbitrary, type JsonSchema, type SchemaContext } from './schema-arbitrary';

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One operation of the OpenAPI document, with what the call declaration adds (answer kind). */
export interface Operation {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  permission: string;
  answer: AnswerKind;
  repeatCheck: boolean;
  query: Field[];
  body?: JsonSchema;
  /** Multipart calls: the form's fields; `format: binary` ones are file parts. */
  form?: JsonSchema;
}

export type BodySpec = { json: unknown } | { text: string } | { none: true };

/** A request before pool ids, the session token and the idempotence key are filled in. */
export interface Draft {
  kind: string;
  detail: string;
  query: [string, unknown][];
  body: BodySpec;
  /** Overrides the body's content type; null sends none. */
  contentType?: string | null;
  headers?: Record<string, string>;
  pathTail?: string;
  /** The value of every path parameter ({id}); a valid id when absent. */
  pathValue?: string;
  /** 'session' (default) or a literal Authorization header value. */
  authorization?: string;
  /** Repeat-check calls: a fresh key (default), none, or this literal value. */
  idempotence?: 'fresh' | 'none' | string;
  /** File name of the file parts of a multipart call. */
  fileName?: string;
}

/** Hostile path parameter values: not numbers, out of range, traversal, very long. */
const PATH_VALUES = ['0', '-1', 'abc', '1.5', '1e3', '2147483648', '9007199254740993', '../../etc/passwd', '%00', 'x'.repeat(500)];

/** The arbitrary of a kind's `nth` variant of an operation: fields and hostile values rotate with n. */
type Kind = (op: Operation, ctx: SchemaContext, nth: number) => fc.Arbitrary<Draft>;

const targetOf = (op: Operation): 'query' | 'body' =>
  op.body || op.form || (op.method === 'POST' && op.query.length === 0) ? 'body' : 'query';

function fieldsFor(op: Operation, ctx: SchemaContext): Field[] {
  const fields = targetOf(op) === 'query' ? op.query : fieldsOf(op.body ?? op.form, ctx);
  // Calls without input still get the hostile value, under a name they do not expect.
  return fields.length > 0 ? fields : [{ name: 'fuzz', schema: {}, required: false }];
}

function validQuery(op: Operation, ctx: SchemaContext): fc.Arbitrary<[string, unknown][]> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of op.query) model[field.name] = validArbitrary(field.schema, ctx, field.name);
  const required = op.query.filter((field) => field.required).map((field) => field.name);
  return fc.record(model, { requiredKeys: required }).map((values) => Object.entries(values));
}

function validBody(op: Operation, ctx: SchemaContext): fc.Arbitrary<BodySpec> {
  const schema = op.body ?? op.form;
  if (!schema) return fc.constant<BodySpec>(op.method === 'POST' ? { json: {} } : { none: true });
  return validArbitrary(schema, ctx).map((json): BodySpec => ({ json }));
}

function base(op: Operation, ctx: SchemaContext, kind: string): fc.Arbitrary<Draft> {
  return fc.tuple(validQuery(op, ctx), validBody(op, ctx)).map(([query, body]) => ({ kind, detail: 'schema-valid', query, body }));
}

/** Puts a value in one field of the draft (query parameter or body property). */
function place(op: Operation, draft: Draft, field: string, value: unknown, label: string): Draft {
  if (targetOf(op) === 'query') {
    return { ...draft, detail: `${field}=${label}`, query: [...draft.query.filter(([name]) => name !== field), [field, value]] };
  }
  const current = 'json' in draft.body && isRecord(draft.body.json) ? draft.body.json : {};
  return { ...draft, detail: `${field}=${label}`, body: { json: { ...current, [field]: value } } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);

const labelOf = (value: unknown): string => {
  if (value instanceof RawJson || value instanceof RawQuery)
    return value.text.length > 40 ? `${value.text.slice(0, 20)}…(${value.text.length})` : value.text;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${JSON.stringify(text.slice(0, 20))}…(${text.length})` : JSON.stringify(text);
};

/** A kind that writes one value of a list into one field. */
function fieldValue(
  kind: string,
  pickFields: (fields: Field[], op: Operation) => Field[],
  values: (field: Field, op: Operation) => readonly unknown[],
): Kind {
  return (op, ctx, nth) => {
    const all = fieldsFor(op, ctx);
    const picked = pickFields(all, op);
    const fields = picked.length > 0 ? picked : all;
    // Fields in turn and values in turn from a start that differs per operation, so the suite as a whole sends every value.
    const field = fields[nth % fields.length] ?? all[0]!;
    const list = values(field, op);
    const value = list[(nth + hash(`${op.id}/${kind}`)) % list.length];
    return base(op, ctx, kind).map((draft) => place(op, draft, field.name, value, labelOf(value)));
  };
}

const stringFields = (fields: Field[]) => fields.filter((field) => ['string', 'any'].includes(scalarTypeOf(field.schema)));
const numericFields = (fields: Field[]) => fields.filter((field) => ['integer', 'number'].includes(scalarTypeOf(field.schema)));
const anyFields = (fields: Field[]) => fields;
const inQuery = (op: Operation) => targetOf(op) === 'query';

const LONG_QUERY_VALUES: readonly unknown[] = [LONG_QUERY_STRING, '短'.repeat(1_200), Array.from({ length: 50 }, () => 'x')];
/** Just under and just over the 1 MB body limit, in one and three bytes per character. */
const LONG_BODY_VALUES: readonly unknown[] = [
  ONE_MB_STRING,
  '短'.repeat(300_000),
  'C'.repeat(1_200_000),
  Array.from({ length: 100_000 }, (_, index) => index),
];
/** Over the 5 MB chunk limit of segmented uploads. */
const LONG_FORM_VALUES: readonly unknown[] = [ONE_MB_STRING, 'B'.repeat(5 * 1024 * 1024 + 100_000)];
const MANY_KEYS = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`k${index}`, index]));

const KINDS: Record<string, Kind> = {
  valid: (op, ctx) => base(op, ctx, 'valid'),

  'missing-field': (op, ctx, nth) =>
    fc.tuple(base(op, ctx, 'missing-field'), fc.constant(nthOf(fieldsFor(op, ctx), nth))).map(([draft, field]) => {
      if (targetOf(op) === 'query')
        return { ...draft, detail: `without ${field.name}`, query: draft.query.filter(([name]) => name !== field.name) };
      const current = 'json' in draft.body && isRecord(draft.body.json) ? { ...draft.body.json } : {};
      delete current[field.name];
      return { ...draft, detail: `without ${field.name}`, body: { json: current } };
    }),

  empty: (op) =>
    fc.constantFrom<BodySpec>({ json: {} }, { text: '' }, { none: true }, { text: ' \n\t ' }).map((body) => ({
      kind: 'empty',
      detail: 'text' in body ? `body ${JSON.stringify(body.text)}` : 'none' in body ? 'no body' : 'body {}',
      query: [],
      body,
      ...(op.form ? { contentType: 'multipart/form-data; boundary=fuzzboundary' } : {}),
    })),

  'extra-fields': (op, ctx) =>
    fc
      .tuple(
        base(op, ctx, 'extra-fields'),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 24 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 6 }),
      )
      .map(([draft, extra]) => {
        if (targetOf(op) === 'query') {
          return {
            ...draft,
            detail: `extra ${Object.keys(extra).join(',')}`.slice(0, 80),
            query: [
              ...draft.query,
              ...Object.entries(extra).map(([key, value]): [string, unknown] => [
                key,
                typeof value === 'string' ? value : JSON.stringify(value),
              ]),
            ],
          };
        }
        const current = 'json' in draft.body && isRecord(draft.body.json) ? draft.body.json : {};
        return { ...draft, detail: `extra ${Object.keys(extra).join(',')}`.slice(0, 80), body: { json: { ...extra, ...current } } };
      }),

  'wrong-type': fieldValue('wrong-type', anyFields, (field, op) => {
    const own = scalarTypeOf(field.schema);
    const others = WRONG_TYPE_VALUES.filter((value) => typeof value !== own && !(own === 'integer' && typeof value === 'number'));
    return inQuery(op) ? others.map((value) => (Array.isArray(value) ? value.map(String) : value)) : others;
  }),

  'long-string': fieldValue('long-string', anyFields, (field, op) => {
    if (inQuery(op)) return LONG_QUERY_VALUES;
    return op.form ? LONG_FORM_VALUES : LONG_BODY_VALUES;
  }),

  'deep-nesting': (op, ctx, nth) =>
    fc
      .tuple(
        base(op, ctx, 'deep-nesting'),
        fc.constant(nthOf(fieldsFor(op, ctx), nth)),
        fc.constant(nthOf(NESTING_DEPTHS, nth)),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([draft, field, depth, asArray, whole]) => {
        const value = asArray ? deepArray(depth) : deepObject(depth);
        if (whole && !inQuery(op))
          return { ...draft, detail: `whole body ${asArray ? 'arrays' : 'objects'} ×${depth}`, body: { json: value } };
        if (inQuery(op))
          return place(op, draft, field.name, new RawQuery(`${'%5B'.repeat(Math.min(depth, 2_000))}`), `[×${Math.min(depth, 2_000)}`);
        return place(op, draft, field.name, value, `${asArray ? 'arrays' : 'objects'} ×${depth}`);
      }),

  'proto-keys': (op, ctx) =>
    fc.tuple(base(op, ctx, 'proto-keys'), fc.constantFrom(...PROTO_BODIES), fc.boolean()).map(([draft, proto, merge]) => {
      if (inQuery(op)) {
        const keys: [string, unknown][] = [
          ['__proto__[isAdmin]', '1'],
          ['constructor[prototype][x]', '1'],
          ['__proto__', 'x'],
          ['toString', '1'],
        ];
        return { ...draft, detail: 'prototype keys in query', query: [...draft.query, ...keys] };
      }
      if (!merge || !('json' in draft.body) || !isRecord(draft.body.json)) return { ...draft, detail: proto, body: { text: proto } };
      const own = JSON.stringify(draft.body.json);
      return { ...draft, detail: `valid + ${proto}`, body: { text: own === '{}' ? proto : `${proto.slice(0, -1)},${own.slice(1)}` } };
    }),

  'bad-date': fieldValue(
    'bad-date',
    (fields) => fields.filter((field) => isDateLike(field.schema, field.name)),
    () => IMPOSSIBLE_DATES,
  ),

  'bad-number': fieldValue('bad-number', numericFields, (_field, op) => (inQuery(op) ? HOSTILE_NUMBER_TEXTS : HOSTILE_NUMBERS)),

  'bad-json': (op, ctx) =>
    fc.tuple(base(op, ctx, 'bad-json'), fc.constantFrom(...INVALID_JSON_TEXTS, ...NON_OBJECT_JSON)).map(([draft, text]) => ({
      ...draft,
      detail: `body ${labelOf(text)}`,
      body: { text },
      contentType: 'application/json',
    })),

  'content-type': (op, ctx) =>
    fc.tuple(base(op, ctx, 'content-type'), fc.constantFrom<string | null>(...WRONG_CONTENT_TYPES, null)).map(([draft, type]) => {
      const body: BodySpec = op.form
        ? { text: JSON.stringify({ fileName: 'a.txt', chunkIndex: 0 }) }
        : 'none' in draft.body
          ? { text: '{}' }
          : draft.body;
      const form = type?.startsWith('application/x-www-form') ? { text: 'a=1&b=%00&__proto__[x]=1' } : body;
      return { ...draft, detail: `Content-Type ${type === null ? '(none)' : JSON.stringify(type)}`, body: form, contentType: type };
    }),

  'control-chars': fieldValue('control-chars', stringFields, (_field, op) => (inQuery(op) ? CONTROL_QUERY : CONTROL_STRINGS)),

  'path-traversal': (op, ctx, nth) =>
    fc
      .tuple(
        base(op, ctx, 'path-traversal'),
        fc.constant(nthOf(stringFieldsOr(op, ctx), nth)),
        fc.constant(Math.floor(nth / 5)),
        fc.constant(nth % 5),
      )
      .map(([draft, field, index, where]) => {
        // Under an API prefix a longer path must be a 404 envelope; elsewhere (/dcode/…) it is a page of the portal.
        if (where === 0 && /^\/(v2|auth|kunlun)\//.test(op.path)) {
          const tail = TRAVERSAL_PATH_TAILS[index % TRAVERSAL_PATH_TAILS.length] ?? '';
          return { ...draft, detail: `path + ${tail}`, pathTail: tail };
        }
        if (op.path.includes('{') && where === 3) {
          const value = PATH_VALUES[index % PATH_VALUES.length] ?? '';
          return { ...draft, detail: `path parameter ${labelOf(value)}`, pathValue: value };
        }
        if (op.form && where === 1) {
          const name = TRAVERSAL_STRINGS[index % TRAVERSAL_STRINGS.length] ?? '';
          return { ...draft, detail: `file name ${labelOf(name)}`, fileName: name };
        }
        const list: readonly unknown[] = inQuery(op) && where === 2 ? TRAVERSAL_QUERY : TRAVERSAL_STRINGS;
        const value = list[index % list.length];
        return place(op, draft, field.name, value, labelOf(value));
      }),

  unicode: fieldValue('unicode', stringFields, (field) => {
    const max = field.schema.maxLength ?? 64;
    // Exactly at the limit in UTF-16 units, with characters of 1, 2 and 4 bytes.
    return [...UNICODE_STRINGS, '短'.repeat(max), '😀'.repeat(Math.floor(max / 2)), 'é'.repeat(max), 'e\u0301'.repeat(Math.floor(max / 2))];
  }),

  boundaries: fieldValue('boundaries', anyFields, (field, op) => {
    const { schema } = field;
    const values: unknown[] = ['', ' '];
    if (schema.maxLength !== undefined) values.push('m'.repeat(schema.maxLength + 1), 'm'.repeat(schema.maxLength));
    if (schema.minLength !== undefined && schema.minLength > 0) values.push('m'.repeat(schema.minLength - 1));
    const low = schema.exclusiveMinimum ?? (schema.minimum !== undefined ? schema.minimum - 1 : undefined);
    const high = schema.exclusiveMaximum ?? (schema.maximum !== undefined ? schema.maximum + 1 : undefined);
    for (const bound of [low, high, schema.minimum, schema.maximum])
      if (bound !== undefined) values.push(inQuery(op) ? String(bound) : bound);
    if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, (_, index) => index + 1));
    if (schema.enum) values.push(`${String(schema.enum[0])} `, String(schema.enum[0]).toUpperCase(), null);
    return values;
  }),

  'query-shape': (op, ctx) =>
    fc
      .tuple(base(op, ctx, 'query-shape'), fc.constantFrom(...fieldsFor(op, ctx)), fc.integer({ min: 0, max: 5 }))
      .map(([draft, field, shape]) => {
        const name = field.name;
        const shapes: [string, [string, unknown][]][] = [
          [
            'repeated parameter',
            [
              [name, 'a'],
              [name, 'b'],
              [name, '1'],
            ],
          ],
          [
            'array parameter',
            [
              [`${name}[]`, '1'],
              [`${name}[]`, '2'],
            ],
          ],
          ['object parameter', [[`${name}[a][b]`, '1']]],
          [
            'empty names',
            [
              ['', 'x'],
              ['=', '='],
              ['&', '&'],
            ],
          ],
          ['1,000 parameters', Array.from({ length: 1_000 }, (_, index): [string, unknown] => [`p${index}`, String(index)])],
          [
            'bare names',
            [
              [name, new RawQuery('')],
              ['flag', undefined],
            ],
          ],
        ];
        const [detail, extra] = shapes[shape] ?? shapes[0]!;
        return { ...draft, detail, query: [...draft.query, ...extra] };
      }),

  headers: (op, ctx) =>
    fc.tuple(base(op, ctx, 'headers'), fc.integer({ min: 0, max: 3 }), fc.nat()).map(([draft, which, index]): Draft => {
      if (which === 0) {
        const language = BAD_LANGUAGES[index % BAD_LANGUAGES.length] ?? '';
        return { ...draft, detail: `Accept-Language ${labelOf(language)}`, headers: { 'Accept-Language': language } };
      }
      if (which === 1) {
        const value = BAD_AUTHORIZATION[index % BAD_AUTHORIZATION.length] ?? '';
        return { ...draft, detail: `Authorization ${labelOf(value)}`, authorization: value };
      }
      if (which === 2) {
        const key = ['none', '', 'x'.repeat(4_000), '../../etc/passwd', '00000000-0000-0000-0000-000000000000'][index % 5] ?? 'none';
        return { ...draft, detail: `idempotence key ${labelOf(key)}`, idempotence: key };
      }
      return {
        ...draft,
        detail: 'X-Request-Id and Cookie abuse',
        headers: { 'X-Request-Id': `../${'r'.repeat(2_000)}`, Cookie: `sb_token=${'c'.repeat(4_000)}; __proto__=1` },
      };
    }),

  'body-shape': (op, ctx) =>
    fc.tuple(base(op, ctx, 'body-shape'), fc.integer({ min: 0, max: 3 })).map(([draft, shape]) => {
      const own = 'json' in draft.body ? draft.body.json : {};
      const shapes: [string, BodySpec][] = [
        ['valid body inside an array', { json: [own] }],
        ['20,000 unknown keys', { json: { ...MANY_KEYS, ...(isRecord(own) ? own : {}) } }],
        ['duplicate keys', { text: `{"a":1,"a":"x",${JSON.stringify(own ?? {}).slice(1)}` }],
        ['valid body as a string', { json: JSON.stringify(own) }],
      ];
      const [detail, body] = shapes[shape] ?? shapes[0]!;
      return { ...draft, detail, body };
    }),
};

function stringFieldsOr(op: Operation, ctx: SchemaContext): Field[] {
  const all = fieldsFor(op, ctx);
  const strings = stringFields(all);
  return strings.length > 0 ? strings : all;
}

export const KIND_NAMES = Object.keys(KINDS);

function nthOf<T>(list: readonly T[], nth: number): T {
  return list[nth % list.length] as T;
}

/** A stable 32-bit hash, so each operation's variants depend on the seed and its id only. */
function hash(text: string): number {
  let h = 2166136261;
  for (let index = 0; index < text.length; index += 1) h = Math.imul(h ^ text.charCodeAt(index), 16777619);
  return h >>> 0;
}

/** `count` variants of one operation, spread evenly over the kinds, reproducible from the seed. */
export function variantsOf(op: Operation, ctx: SchemaContext, seed: number, count: number): Draft[] {
  const names = KIND_NAMES;
  const drafts: Draft[] = [];
  names.forEach((name, index) => {
    const share = Math.floor(count / names.length) + (index < count % names.length ? 1 : 0);
    if (share === 0) return;
    const kind = KINDS[name];
    if (!kind) return;
    const kindSeed = (seed ^ hash(`${op.id}/${name}`)) | 0;
    for (let nth = 0; nth < share; nth += 1) drafts.push(...fc.sample(kind(op, ctx, nth), { seed: kindSeed + nth, numRuns: 1 }));
  });
  return drafts;
}
