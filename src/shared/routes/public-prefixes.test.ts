import { describe, expect, it } from 'vitest';
import { SECTIONS } from './index';
import { PUBLIC_PREFIXES } from './public-prefixes';

describe('public prefixes', () => {
  it('are exactly the sections the route table flags publicPrefix', () => {
    expect([...PUBLIC_PREFIXES].sort()).toEqual(
      SECTIONS.filter((section) => section.publicPrefix)
        .map((section) => section.prefix)
        .sort(),
    );
  });
});
