import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLastKnown, readLastKnown, saveLastKnown, staleSince } from './last-known';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('last known answers', () => {
  it('gives back what was saved, to its owner only', () => {
    saveLastKnown('points', 'C1', { CURRENTPOINTS: 120 }, 1_700_000_000_000);
    expect(readLastKnown('points', 'C1')).toEqual({
      data: { CURRENTPOINTS: 120 },
      fetchedAt: 1_700_000_000_000,
    });
    expect(readLastKnown('points', 'C2')).toBeUndefined();
    forgetLastKnown('points');
    expect(readLastKnown('points', 'C1')).toBeUndefined();
  });

  it('reads a damaged entry as nothing', () => {
    localStorage.setItem('loyalty_last_points', '{not json');
    expect(readLastKnown('points', 'C1')).toBeUndefined();
  });
});

describe('staleSince', () => {
  const fresh = {
    data: { a: 1 },
    dataUpdatedAt: 1000,
    isError: false,
    fetchStatus: 'idle' as const,
  };

  it('marks nothing while the data is fresh', () => {
    expect(staleSince(fresh)).toBeUndefined();
  });

  it('gives the fetch time when offline, paused or failed', () => {
    expect(staleSince({ ...fresh, isError: true })).toEqual(new Date(1000));
    expect(staleSince({ ...fresh, fetchStatus: 'paused' })).toEqual(new Date(1000));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(staleSince(fresh)).toEqual(new Date(1000));
  });

  it('gives the fetch time of an older answer while the new one is on its way', () => {
    const fetching = { ...fresh, fetchStatus: 'fetching' as const };
    expect(staleSince(fetching, 1000 + 60_000)).toEqual(new Date(1000));
    // A moment-old answer being checked again carries no mark.
    expect(staleSince(fetching, 1000 + 5_000)).toBeUndefined();
  });

  it('marks nothing when there is no data', () => {
    expect(staleSince({ ...fresh, data: null, isError: true })).toBeUndefined();
  });
});
