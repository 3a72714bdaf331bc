import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { heavyCalls, turns } from '../src/lib/turns';

/** Holds the thread for `ms`, as assembling a long answer does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

describe('turns for heavy work', () => {
  it('gives turns in the order asked', async () => {
    const turn = turns(1_000);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => turn().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets the loop run other work between slices of heavy work', async () => {
    const turn = turns(2);
    const events: string[] = [];
    const heavy = [1, 2, 3, 4, 5, 6].map((n) =>
      turn().then(() => {
        busy(3);
        events.push(`heavy ${n}`);
      }),
    );
    // Light work that arrives while the heavy work waits: a timer, as a socket read would.
    const light = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('light');
        resolve();
      }, 0),
    );
    await Promise.all([...heavy, light]);
    const at = events.indexOf('light');
    // Each piece outlasts the slice, so at most one or two run before the loop comes round.
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThanOrEqual(2);
    expect(events.filter((e) => e !== 'light')).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `heavy ${n}`),
    );
  });

  it('runs the pieces that fit in one slice in one turn, and always at least one', async () => {
    const inOneTurn = async (sliceMs: number) => {
      const turn = turns(sliceMs);
      const events: string[] = [];
      const pieces = [1, 2, 3].map((n) => turn().then(() => events.push(`piece ${n}`)));
      // Queued after the three in the same turn of the loop: what ran before it shared that turn.
      const marker = new Promise<void>((resolve) =>
        setImmediate(() => {
          events.push('turn ends');
          resolve();
        }),
      );
      await Promise.all([...pieces, marker]);
      return events.indexOf('turn ends');
    };
    expect(await inOneTurn(1_000)).toBe(3);
    // A slice of nothing still moves on, one piece a turn.
    expect(await inOneTurn(0)).toBe(1);
  });

  it('lets long calls in a few at a time, in the order they came', async () => {
    const admit = heavyCalls(2);
    let inside = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        admit(async () => {
          started.push(n);
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });
});
