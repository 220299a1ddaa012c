import { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A zod schema as an OpenAPI 3.1 schema object. Shared definitions (recursive menu nodes and the
 * like) are hoisted into `components` so the document has one `$defs` space, named per call.
 */
export function toOpenApiSchema(schema: z.ZodType, io: 'input' | 'output', scope: string, components: Record<string, Json>): Json {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, Json>;
  const defs = (raw.$defs ?? {}) as Record<string, Json>;
  delete raw.$defs;
  delete raw.$schema;
  const rename = (name: string) => (name.startsWith('__') ? `${scope}${name}` : name);
  const rewrite = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      const out: Record<string, Json> = {};
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
          out[key] = `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}`;
        } else if (key === '$ref' && inner === '#') {
          out[key] = `#/components/schemas/${scope}`;
        } else {
          out[key] = rewrite(inner);
        }
      }
      return out;
    }
    return value;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def);
  return rewrite(raw);
}

export type { Json };
