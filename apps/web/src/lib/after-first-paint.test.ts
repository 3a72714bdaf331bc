import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

/** Frames that run only when the test draws one. */
let frames: Map<number, FrameRequestCallback>;
let lastFrame = 0;

function drawFrame() {
  const waiting = [...frames.values()];
  frames.clear();
  for (const callback of waiting) callback(performance.now());
}

beforeEach(() => {
  frames = new Map();
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    lastFrame += 1;
    frames.set(lastFrame, callback);
    return lastFrame;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames.delete(id);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The renderer runs effects after a frame, or after a short timeout when none comes. */
async function effectsRun() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
}

describe('useAfterFirstPaint', () => {
  it('is false for the first paint, then true', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await effectsRun();
    drawFrame();
    drawFrame();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is true at once when asked to be', () => {
    const { result } = renderHook(() => useAfterFirstPaint(true));
    expect(result.current).toBe(true);
  });

  it('waits until a second frame, the first being on screen by then', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    await effectsRun();
    drawFrame();
    await effectsRun();
    expect(result.current).toBe(false);
    drawFrame();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stops waiting when the screen goes before its paint', async () => {
    const { unmount } = renderHook(() => useAfterFirstPaint());
    await effectsRun();
    const asked = [...frames.keys()];
    expect(asked.length).toBeGreaterThan(0);
    unmount();
    // The renderer runs an effect's clean-up after the frame, as it runs the effect.
    await effectsRun();
    expect(asked.some((id) => !frames.has(id))).toBe(true);
  });
});
