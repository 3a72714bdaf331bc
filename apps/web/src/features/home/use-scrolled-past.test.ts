import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DEBOUNCE_MS, useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('changes only once scrolling has paused for 100 ms', () => {
    const { result } = renderHook(() => useScrolledPast(120));
    expect(result.current).toBe(false);
    act(() => {
      scrollTo(300);
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 10);
      scrollTo(400);
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 10);
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(10));
    expect(result.current).toBe(true);
    act(() => {
      scrollTo(20);
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    });
    expect(result.current).toBe(false);
  });
});
