/** The slider's five stops (docs/wire-protocol.md §9: range 0 to 100, step 25). */
export const SLIDER_STOPS = [0, 25, 50, 75, 100] as const;

/** Points for a stop: the rounded percentage of the balance (docs/wire-protocol.md §5). */
export function pointsAtPercent(balance: number, percent: number): number {
  if (!Number.isFinite(balance) || balance <= 0) return 0;
  return Math.round((balance * percent) / 100);
}

/** The stop that gives exactly `points`, else the nearest stop below them (0 for none). */
export function percentForPoints(balance: number, points: number): number {
  let chosen = 0;
  for (const stop of SLIDER_STOPS) if (pointsAtPercent(balance, stop) <= points) chosen = stop;
  return balance > 0 ? chosen : 0;
}
