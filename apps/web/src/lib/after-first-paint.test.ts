import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
