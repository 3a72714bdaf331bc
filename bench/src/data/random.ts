/** The server's seeded generator (mulberry32): the same seed gives the same data on every run. */
export { seededRandom as seeded } from '@loyalty/server/data';

/** A whole number in [min, max]. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
