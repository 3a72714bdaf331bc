import type { Session } from '../lib/api';
import { measure, type LoadOptions } from '../lib/load';
import { scenario } from './scenarios';

/**
 * The points load of `mixed-load.ts`, in its own process: its settings as JSON in
 * `MIXED_POINTS_LOAD`; it writes `started` as its load begins, then its figures as JSON on
 * the last line of its output.
 */
const { origin, pool, options } = JSON.parse(process.env.MIXED_POINTS_LOAD ?? '') as {
  origin: string;
  pool: Session[];
  options: LoadOptions;
};
process.stdout.write('started\n');
const figures = await measure(origin, scenario('points', pool, pool[0] as Session).next, options);
process.stdout.write(`${JSON.stringify(figures)}\n`);
