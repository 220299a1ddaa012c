import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseDataGet, baseDataSave } from '../../src/shared/api/shell-calls';
import { callApi, signIn } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, 'newhire')).token;
}, 60_000);
afterAll(async () => t.close());

describe('shell settings hold any JSON value', () => {
  it('null is stored and read back as null, then replaced (it answered HTTP 500 before: the column refused SQL NULL)', async () => {
    const saved = await callApi(t.app, baseDataSave, { body: { type: 'oc_guide', content: null } }, { token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ type: 'oc_guide', remark: '', content: null });
    const read = await callApi(t.app, baseDataGet, { query: { type: 'oc_guide' } }, { token });
    expect(read.body.data).toEqual([{ type: 'oc_guide', remark: '', content: null }]);

    await callApi(t.app, baseDataSave, { body: { type: 'oc_guide', remark: 'seen', content: { step: 3 } } }, { token });
    await callApi(t.app, baseDataSave, { body: { type: 'oc_guide', content: null } }, { token });
    const again = await callApi(t.app, baseDataGet, { query: { type: 'oc_guide' } }, { token });
    expect(again.body.data).toEqual([{ type: 'oc_guide', remark: '', content: null }]);
  });
});
