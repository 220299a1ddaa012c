import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { MAX_INPUT_DEPTH, assertCleanInput } from './input-guard';

function refusal(value: unknown, where: 'query' | 'body' | 'params' = 'body') {
  try {
    assertCleanInput(value, where);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { key: error.key, params: error.params, data: error.data, status: error.status };
  }
}

const nested = (levels: number): unknown => {
  let value: unknown = [];
  for (let level = 1; level < levels; level += 1) value = [value];
  return value;
};

describe('assertCleanInput', () => {
  it('lets ordinary input through, with tabs and line breaks in text', () => {
    expect(refusal({ keyword: '短信', note: 'a\tb\r\nc', page: 1, flags: [true, null], sort: { field: 'code' } })).toBeNull();
    expect(refusal({ code: 'C0001' }, 'query')).toBeNull();
  });

  it('names the field holding a NUL or another control character, at any depth', () => {
    expect(refusal({ authCode: '\u0000' }, 'query')).toEqual({
      key: 'input.controlChars',
      params: { field: 'authCode' },
      data: { field: 'authCode' },
      status: 400,
    });
    expect(refusal({ sort: { field: 'co\u0008de' } })?.data).toEqual({ field: 'sort.field' });
    expect(refusal({ rows: ['ok', 'bad\u001b'] })?.data).toEqual({ field: 'rows.1' });
    expect(refusal('\ud800', 'body')?.data).toEqual({ field: 'body' });
  });

  it('refuses a control character in a key, naming the object that holds it', () => {
    expect(refusal({ filter: { 'a\u0000': 1 } })?.data).toEqual({ field: 'filter' });
    expect(refusal({ 'x\u0000': 1 })?.data).toEqual({ field: 'body' });
  });

  it('names the first bad field in document order', () => {
    expect(refusal({ a: 'fine', b: '\u0000', c: '\u0000' })?.data).toEqual({ field: 'b' });
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels and refuses one more, naming the top-level field`, () => {
    expect(refusal({ content: nested(MAX_INPUT_DEPTH - 1) })).toBeNull();
    expect(refusal({ content: nested(MAX_INPUT_DEPTH) })).toEqual({
      key: 'input.tooDeep',
      params: { field: 'content', limit: 32 },
      data: { field: 'content' },
      status: 400,
    });
  });

  it('inspects 100,000 levels without overflowing the stack', () => {
    expect(refusal(nested(100_000))?.key).toBe('input.tooDeep');
  });

  it('cuts a caller-made field name short', () => {
    const key = 'k'.repeat(500);
    expect(refusal({ [key]: '\u0000' })?.data).toEqual({ field: `${'k'.repeat(64)}…` });
  });
});
