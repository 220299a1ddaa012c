import { describe, expect, it } from 'vitest';
import { isJsonContentType } from './json-body';

describe('isJsonContentType', () => {
  it('accepts JSON media types in UTF-8', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset="UTF-8"',
      'application/problem+json',
      'application/json;charset=utf8',
    ]) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it('refuses other media types and other encodings', () => {
    for (const type of [
      'multipart/form-data; boundary=x',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=gbk',
      'application/jsonp',
      'text/json',
      '',
    ]) {
      expect(isJsonContentType(type), type).toBe(false);
    }
  });
});
