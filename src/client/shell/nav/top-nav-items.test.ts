import { describe, expect, it } from 'vitest';
import { fitTopItems } from './top-nav-items';

describe('top navigation fitting', () => {
  const widths = [60, 100, 80, 120, 90];

  it('shows whole items in menu order while they fit, gaps included', () => {
    expect(fitTopItems(widths, 1000, -1, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(fitTopItems(widths, 244, -1, 2)).toEqual([0, 1, 2]);
    expect(fitTopItems(widths, 243, -1, 2)).toEqual([0, 1]);
  });

  it('always shows the active item, in place of the last ones that leave it no room', () => {
    expect(fitTopItems(widths, 244, 4, 2)).toEqual([0, 4]);
    expect(fitTopItems(widths, 244, 1, 2)).toEqual([0, 1, 2]);
    expect(fitTopItems(widths, 130, 3, 2)).toEqual([3]);
  });

  it('cuts an active item wider than the row, and shows nothing in a stub of a row', () => {
    expect(fitTopItems(widths, 100, 3, 2)).toEqual([3]);
    expect(fitTopItems(widths, 63, 3, 2)).toEqual([]);
    expect(fitTopItems([], 500, -1, 2)).toEqual([]);
  });
});
