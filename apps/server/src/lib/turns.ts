import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';

/**
 * Work that holds the event loop for long (a year of history to assemble and send) waits
 * for a turn. Turns are given in the order asked, in the loop's check phase, until `sliceMs`
 * of them have run in one turn of the loop; the rest wait for the next turn. Between two
 * slices the loop reads its sockets again, so a light request that arrived meanwhile (a
 * balance read) is answered after one slice of heavy work rather than after all of it.
 */
export type Turns = () => Promise<void>;

export const TURN_SLICE_MS = 2;

export function turns(sliceMs = TURN_SLICE_MS): Turns {
  let sliceStart = 0;
  let givenInSlice = false;
  let marked = false;
  // Queued before the waiters of the next check phase, it runs first there: a new slice.
  const newSlice = () => {
    marked = false;
    givenInSlice = false;
    sliceStart = performance.now();
  };
  const markNextPhase = () => {
    if (marked) return;
    marked = true;
    setImmediate(newSlice);
  };
  const give = (resolve: () => void) => {
    // A slice gives at least one turn, however long the one before it took.
    if (!givenInSlice || performance.now() - sliceStart < sliceMs) {
      givenInSlice = true;
      resolve();
      return;
    }
    // Queued from inside the check phase: it waits for the next one.
    markNextPhase();
    setImmediate(give, resolve);
  };
  return () =>
    new Promise<void>((resolve) => {
      markNextPhase();
      setImmediate(give, resolve);
    });
}

/**
 * How many calls asking for a long answer are worked on at once. The rest wait before their
 * session check, in memory: on PostgreSQL, every history request in the pool's queue would
 * stand in front of a balance read for a connection.
 */
export const HEAVY_AT_ONCE = 4;

/** Runs calls that ask for a long answer at most `limit` at a time, in the order they came. */
export const heavyCalls = (limit = HEAVY_AT_ONCE) => pLimit(limit);
