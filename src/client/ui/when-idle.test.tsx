import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markPageSettled, useIdleAfter, usePageSettled } from './when-idle';

describe('deferred work', () => {
  it('is not idle before it is ready, and stays idle once the browser was idle after that', async () => {
    const { result, rerender } = renderHook(({ ready }) => useIdleAfter(ready), { initialProps: { ready: false } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('tells every listener once the first page shows its content', () => {
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    act(() => markPageSettled());
    expect(result.current).toBe(true);
  });
});
