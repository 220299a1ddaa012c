import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../src/shared/api/index';
import { ERROR_CODES } from '../../src/shared/error-codes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Doc = {
  openapi: string;
  info: { description: string };
  paths: Record<
    string,
    Record<string, { operationId: string; 'x-permission': string; requestBody?: unknown; parameters: { name: string }[] }>
  >;
  components: { schemas: Record<string, unknown> };
};

function collectRefs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') into.push(inner);
      else collectRefs(inner, into);
    }
  }
  return into;
}

describe('OpenAPI document and API reference', () => {
  it('documents every call, from the same schemas the server validates with', async () => {
    const response = await t.app.request('/v2/openapi.json');
    const doc = (await response.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    for (const call of ALL_CALLS) {
      const operation = doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(operation, call.id).toBeDefined();
      expect(operation?.operationId).toBe(call.id);
      expect(operation?.['x-permission']).toBe(call.permission);
      expect(Boolean(operation?.requestBody)).toBe(Boolean(call.body));
    }
    const loginOp = doc.paths['/auth/oauth/login']?.post;
    expect(JSON.stringify(loginOp?.requestBody)).toContain('"pattern"');
    expect(doc.paths['/dcode']?.get?.parameters.map((p) => p.name)).toEqual(['username']);
    for (const code of Object.values(ERROR_CODES)) expect(doc.info.description).toContain(String(code));
  });

  it('resolves every $ref inside the document (recursive menu nodes included)', async () => {
    const doc = (await (await t.app.request('/v2/openapi.json')).json()) as Doc;
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(doc.components.schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
  });

  it('serves a readable reference page at /docs', async () => {
    const response = await t.app.request('/docs');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    // The reference writes path parameters the OpenAPI way: /update/{id}.
    for (const call of ALL_CALLS) expect(html).toContain(call.path.replace(/:(\w+)/g, '{$1}'));
    expect(html).toContain('10010002');
  });
});
