import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

describe('useAfterFirstPaint', () => {
  it('is false for the first paint, then true', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is true at once when asked to be', () => {
    const { result } = renderHook(() => useAfterFirstPaint(true));
    expect(result.current).toBe(true);
  });

  it('waits until a second frame, the first being on screen by then', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => useAfterFirstPaint());
    await waitFor(() => expect(result.current).toBe(true));
    expect(frames).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when the screen goes before its paint', () => {
    const cancelled = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(cancelled).toHaveBeenCalledOnce();
  });
});
