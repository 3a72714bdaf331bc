import { describe, expect, it } from 'vitest';
import type { HistoryParts } from '../src/modules/history/history-answer';
import { historyCache } from '../src/modules/history/history-cache';

const parts = (bytes: number, custCode = 'C1'): HistoryParts =>
  ({
    custCode,
    ...Object.fromEntries(
      ['details', 'earned', 'bare', 'lines', 'issued', 'redeemed'].map((k) => [
        k,
        { items: [], months: null },
      ]),
    ),
    bytes,
  }) as HistoryParts;

describe('historyCache', () => {
  it('keeps a load for its version and code only', async () => {
    const cache = historyCache(1_000);
    const p = parts(100);
    expect(await cache.load(1, 7, 'C1', async () => p)).toBe(p);
    expect(cache.find(1, 7, 'C1')).toBe(p);
    expect(cache.find(1, 8, 'C1')).toBeUndefined();
    expect(cache.find(1, 7, 'C2')).toBeUndefined();
    expect(cache.bytes).toBe(100);
  });

  it('drops the least recently used beyond its bytes, and never keeps what exceeds them', async () => {
    const cache = historyCache(300);
    for (const id of [1, 2, 3]) await cache.load(id, 1, 'C1', async () => parts(100));
    cache.find(1, 1, 'C1');
    await cache.load(4, 1, 'C1', async () => parts(100));
    expect(cache.find(2, 1, 'C1')).toBeUndefined();
    expect(cache.find(1, 1, 'C1')).toBeDefined();
    expect(cache.bytes).toBe(300);
    await cache.load(5, 1, 'C1', async () => parts(301));
    expect(cache.find(5, 1, 'C1')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(300);
  });

  it('shares one load between requests that miss together', async () => {
    const cache = historyCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return parts(10);
    };
    const [a, b] = await Promise.all([cache.load(1, 1, 'C1', load), cache.load(1, 1, 'C1', load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  it('does not put an older version back over a newer one', async () => {
    const cache = historyCache();
    let finishOld: (p: HistoryParts) => void = () => undefined;
    const old = cache.load(1, 1, 'C1', () => new Promise((resolve) => (finishOld = resolve)));
    const newer = parts(20);
    await cache.load(1, 2, 'C1', async () => newer);
    finishOld(parts(10));
    await old;
    expect(cache.find(1, 1, 'C1')).toBeUndefined();
    expect(cache.find(1, 2, 'C1')).toBe(newer);
    expect(cache.bytes).toBe(20);
  });
});
