import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, chooseEncoding } from './answer-cache';

const TEXT = JSON.stringify({ code: 0, msg: '成功', data: Array.from({ length: 200 }, (_, id) => ({ id, name: `菜单 ${id}` })) });

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, then the text itself', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('BR; q=0.5, GZIP')).toBe('br');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('identity, *;q=0')).toBe('identity');
  });

  it('answers a header asked again, and one too long to remember, as the first time', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(chooseEncoding('gzip, deflate, br')).toBe('br');
      expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    }
    const long = `${'x-custom;q=0.1, '.repeat(40)}gzip`;
    expect(long.length).toBeGreaterThan(256);
    expect(chooseEncoding(long)).toBe('gzip');
    expect(chooseEncoding(long)).toBe('gzip');
  });
});

describe('AnswerCache', () => {
  it('encodes once per key and encoding, and each decodes to the text', async () => {
    const cache = new AnswerCache();
    let written = 0;
    const text = () => {
      written += 1;
      return TEXT;
    };
    const [br, brAgain] = await Promise.all([cache.get('a', 'br', text), cache.get('a', 'br', text)]);
    expect(written).toBe(1);
    expect(brAgain).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(TEXT);
    expect(await cache.get('a', 'br', text)).toBe(br);
    expect(written).toBe(1);

    const gzip = await cache.get('a', 'gzip', text);
    expect(gunzipSync(gzip).toString()).toBe(TEXT);
    const plain = await cache.get('a', 'identity', text);
    expect(plain.toString()).toBe(TEXT);
    expect(written).toBe(3);
    expect(br.length).toBeLessThan(Buffer.byteLength(TEXT) / 5);
    expect(cache.size).toBe(br.length + gzip.length + plain.length);
  });

  it('keeps another key apart, even with the same text maker', async () => {
    const cache = new AnswerCache();
    expect((await cache.get('a', 'identity', () => 'first')).toString()).toBe('first');
    expect((await cache.get('b', 'identity', () => 'second')).toString()).toBe('second');
    expect((await cache.get('a', 'identity', () => 'not asked')).toString()).toBe('first');
  });

  it('drops the least recently used answers beyond its byte limit', async () => {
    const cache = new AnswerCache(25);
    await cache.get('a', 'identity', () => 'a'.repeat(10));
    await cache.get('b', 'identity', () => 'b'.repeat(10));
    await cache.get('a', 'identity', () => 'unused'); // a is now the most recent
    await cache.get('c', 'identity', () => 'c'.repeat(10)); // 30 bytes: b goes
    expect(cache.size).toBe(20);
    expect((await cache.get('a', 'identity', () => 'again')).toString()).toBe('a'.repeat(10));
    expect((await cache.get('b', 'identity', () => 'b written again')).toString()).toBe('b written again');
  });

  it('keeps the order of use when the same answer is asked for several times running', async () => {
    const cache = new AnswerCache(25);
    await cache.get('a', 'identity', () => 'a'.repeat(10));
    await cache.get('b', 'identity', () => 'b'.repeat(10));
    await cache.get('b', 'identity', () => 'unused'); // already the most recent
    await cache.get('a', 'identity', () => 'unused'); // a is now the most recent
    await cache.get('a', 'identity', () => 'unused');
    await cache.get('c', 'identity', () => 'c'.repeat(10)); // b goes
    expect((await cache.get('a', 'identity', () => 'again')).toString()).toBe('a'.repeat(10));
    expect((await cache.get('b', 'identity', () => 'b written again')).toString()).toBe('b written again');
  });

  it('does not keep an answer larger than the whole limit, and writes it again next time', async () => {
    const cache = new AnswerCache(5);
    expect((await cache.get('big', 'identity', () => 'too large')).toString()).toBe('too large');
    expect(cache.size).toBe(0);
    expect((await cache.get('big', 'identity', () => 'written again')).toString()).toBe('written again');
  });

  it('forgets a failed encoding so that the next ask tries again', async () => {
    const cache = new AnswerCache();
    await expect(
      cache.get('x', 'br', () => {
        throw new Error('no text');
      }),
    ).rejects.toThrow('no text');
    expect(brotliDecompressSync(await cache.get('x', 'br', () => 'ok')).toString()).toBe('ok');
  });
});
