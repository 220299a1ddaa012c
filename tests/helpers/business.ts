import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import { callApi } from './api';
import type { TestApp } from './test-app';

/** Calls an API as a token holder and returns `data`, failing the test on any other code. */
export async function dataOf<T>(t: TestApp, call: CallDef, request: Record<string, unknown>, token: string): Promise<T> {
  const answer = await callApi(t.app, call, request, { token });
  expect(answer.body.code, `${call.id}: ${answer.body.msg}`).toBe(0);
  return answer.body.data as T;
}

/** Exact decimal arithmetic on money strings (six decimals), for cross-checks without floats. */
export function micros(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 1_000_000n + BigInt((fraction + '000000').slice(0, 6));
  return negative ? -value : value;
}
