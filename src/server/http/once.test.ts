import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('runs nothing until first called, then answers the first value every time', () => {
    let runs = 0;
    const next = once(() => {
      runs += 1;
      return { run: runs };
    });
    expect(runs).toBe(0);
    const first = next();
    expect(first).toEqual({ run: 1 });
    expect(next()).toBe(first);
    expect(runs).toBe(1);
  });

  it('keeps an undefined value without running again', () => {
    let runs = 0;
    const nothing = once(() => {
      runs += 1;
      return undefined;
    });
    expect([nothing(), nothing()]).toEqual([undefined, undefined]);
    expect(runs).toBe(1);
  });

  it('does not keep a throw: the next call runs again', () => {
    let runs = 0;
    const flaky = once(() => {
      runs += 1;
      if (runs === 1) throw new Error('first run fails');
      return 'made';
    });
    expect(() => flaky()).toThrow('first run fails');
    expect(flaky()).toBe('made');
    expect(flaky()).toBe('made');
    expect(runs).toBe(2);
  });
});
