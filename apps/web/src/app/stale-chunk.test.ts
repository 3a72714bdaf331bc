import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForStaleChunk } from './stale-chunk';

describe('reloadForStaleChunk', () => {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  afterEach(() => {
    reload.mockClear();
    sessionStorage.clear();
  });

  it('reloads once for a chunk that no longer exists', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(reloadForStaleChunk(error, 100_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // A second failure right after the reload is a real error: show it.
    expect(reloadForStaleChunk(error, 105_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors to the error screen', () => {
    expect(reloadForStaleChunk(new Error('boom'), 100_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
