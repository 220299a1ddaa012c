import { describe, expect, it, vi } from 'vitest';
import { laterModule } from './later-module';

describe('a module loaded on first need', () => {
  it('imports once, tells its watchers when asked for and when arrived', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const later = laterModule(importer);
    const seen: [boolean, number | undefined][] = [];
    later.subscribe(() => seen.push([later.requested(), later.current()?.answer]));
    expect([later.requested(), later.current()]).toEqual([false, null]);

    const [first, second] = await Promise.all([later.load(), later.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([
      [true, undefined],
      [true, 42],
    ]);
  });
});
