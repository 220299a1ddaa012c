import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PALETTE_TRIGGER_ATTRIBUTE, WARM_AFTER_MS, useWarmWhenWanted } from './warm-palette';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useWarmWhenWanted', () => {
  it('waits while the page starts, then warms once the person has been on it a while', () => {
    const { result } = renderHook(() => useWarmWhenWanted(true));
    act(() => vi.advanceTimersByTime(WARM_AFTER_MS - 100));
    expect(result.current).toBe(false);
    // The quiet moment after the delay (no idle callback here: a short timer after a frame).
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(true);
  });

  it('warms at once when Ctrl or ⌘ is pressed', () => {
    const { result } = renderHook(() => useWarmWhenWanted(true));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Meta', metaKey: true }));
    });
    expect(result.current).toBe(true);
  });

  it('warms when the trigger is pointed at, not when anything else is', () => {
    const { getByText } = render(
      <>
        <button type="button" {...{ [PALETTE_TRIGGER_ATTRIBUTE]: '' }}>
          <span>搜索</span>
        </button>
        <p>首页</p>
      </>,
    );
    const { result } = renderHook(() => useWarmWhenWanted(true));
    act(() => {
      getByText('首页').dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(result.current).toBe(false);
    act(() => {
      getByText('搜索').dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(result.current).toBe(true);
  });

  it('does nothing before the page is ready, however long it takes', () => {
    const { result } = renderHook(() => useWarmWhenWanted(false));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Control', ctrlKey: true }));
      vi.advanceTimersByTime(WARM_AFTER_MS * 3);
    });
    expect(result.current).toBe(false);
  });
});
