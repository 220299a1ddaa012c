import { ALL_CALLS, PUBLIC, SIGNED_IN, type CallDef } from '../../shared/api/index';
import { ERROR_CODES, behaviourOf } from '../../shared/error-codes';
import { toOpenApiSchema, type Json } from './json-schema';

function operationOf(call: CallDef, components: Record<string, Json>): Record<string, Json> {
  const scope = call.id.replace(/\W/g, '_');
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ['query', call.query],
    ['path', call.params],
  ] as const) {
    if (!schema) continue;
    const object = toOpenApiSchema(schema, 'input', `${scope}_${where}`, components) as Record<string, Json>;
    const properties = (object.properties ?? {}) as Record<string, Json>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  const data = toOpenApiSchema(call.response, 'output', `${scope}_data`, components);
  const envelope: Json = {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer', const: 0 }, msg: { type: 'string' }, data },
  };
  const success: Record<string, Json> =
    call.answer === 'redirect'
      ? { '302': { description: 'Redirect' } }
      : { '200': { description: 'Success envelope', content: { 'application/json': { schema: envelope } } } };
  const operation: Record<string, Json> = {
    operationId: call.id,
    tags: [call.tag],
    summary: call.summary,
    description: [
      call.description ?? '',
      `Permission: \`${call.permission}\`.`,
      call.repeatCheck ? 'Repeat-check: send a key from the idempotence call in `X-Idempotence-Key`.' : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    'x-permission': call.permission,
    parameters,
    responses: {
      ...success,
      default: {
        description: 'Failure envelope (code ≠ 0)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    },
  };
  if (call.repeatCheck) operation['x-repeat-check'] = true;
  if (call.permission !== PUBLIC) operation.security = [{ bearer: [] }];
  if (call.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: toOpenApiSchema(call.body, 'input', `${scope}_body`, components) } },
    };
  }
  return operation;
}

/** The OpenAPI 3.1 document, generated from the same call declarations the server validates with. */
export function buildOpenApiDocument(): Record<string, Json> {
  const components: Record<string, Json> = {
    ErrorEnvelope: {
      type: 'object',
      required: ['code', 'msg', 'data'],
      properties: {
        code: { type: 'integer', enum: Object.values(ERROR_CODES) },
        msg: { type: 'string', description: 'Readable, in the language of Accept-Language' },
        data: { description: 'Details for some codes (field, retryAfterSeconds, lockedUntil…)' },
      },
    },
  };
  const paths: Record<string, Record<string, Json>> = {};
  for (const call of ALL_CALLS) {
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = operationOf(call, components);
  }
  const catalogue = Object.entries(ERROR_CODES)
    .map(([name, code]) => `| ${code} | ${name} | ${behaviourOf(code)} |`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard API',
      version: '2',
      description:
        'Every business answer is `{code, msg, data}`; code 0 is success. Calls other than public ones ' +
        `need \`Authorization: Bearer <token>\`. \`${SIGNED_IN}\` means any signed-in user.\n\n` +
        `| code | name | client behaviour |\n|---|---|---|\n${catalogue}`,
    },
    servers: [{ url: '/' }],
    tags: [...new Set(ALL_CALLS.map((call) => call.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque access token' } },
    },
  };
}
