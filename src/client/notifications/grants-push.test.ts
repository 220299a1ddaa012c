import { afterEach, describe, expect, it } from 'vitest';
import { ssoConfig } from '../../shared/api/auth-calls';
import { customerDetail } from '../../shared/api/crm-calls';
import { fieldRights } from '../../shared/api/field-rights-calls';
import { queryClient } from '../api/query-client';
import { callKey, callQuery } from '../api/use-call';
import { onGrantsPush } from './grants-push';

/** Puts an answer in the cache the way a page's query does, without a request. */
async function cached(options: { queryKey: readonly unknown[]; meta?: Record<string, unknown> }, data: unknown): Promise<void> {
  await queryClient.prefetchQuery({ queryKey: options.queryKey, meta: options.meta, queryFn: () => data });
}

afterEach(() => queryClient.clear());

describe('a grants push', () => {
  it('marks every answer whose call is shaped by rights stale, and leaves the others alone', async () => {
    const detail = { query: { code: 'C0001' } };
    const rights = { body: { page: '/customerManage/clientDetails' } };
    await cached(callQuery(customerDetail, detail), { profile: {} });
    await cached(callQuery(fieldRights, rights), { page: rights.body.page, fields: [] });
    await cached(callQuery(ssoConfig), { enabled: false });

    await onGrantsPush();

    expect(queryClient.getQueryState(callKey(customerDetail, detail))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(callKey(fieldRights, rights))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(callKey(ssoConfig))?.isInvalidated).toBe(false);
  });
});
