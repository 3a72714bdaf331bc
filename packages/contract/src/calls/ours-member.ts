import * as z from 'zod/mini';
import { answer } from '../answer';
import { defineCall } from '../define';
import { dataBase, envelope } from '../envelope';
import { str, withClientId } from '../fields';
import { list, num, optNum, optText, text } from '../readers';

/**
 * Member features of ours (docs/decisions/020-our-features.md): tier progress, the expiry
 * timeline and the full activity list. The vendor's backend has none of these paths; the app
 * makes these calls only when GetAppSettings' `Features` names their feature.
 */

const plainRequest = z.lazy(() => envelope(withClientId('CLIENT_ID', { ...dataBase })));

/** A tier of the programme: its name and the points that reach it. */
export const tierEntity = z.object({ NAME: text, MIN_POINTS: num });

/** LoyTierProgress: the customer's tier, the points counted and what the next tier needs. */
export const tierProgressRequest = plainRequest;
export const tierProgressResponse = answer({
  DATA: z.optional(
    z.object({
      TIER: text,
      /** The points the tiers count: lifetime, or the last WINDOW_MONTHS months. */
      POINTS: num,
      /** 0 counts a lifetime of points. */
      WINDOW_MONTHS: optNum,
      NEXT_TIER: optText,
      /** Points still needed for NEXT_TIER. */
      POINTS_TO_NEXT: optNum,
      TIERS: list(tierEntity),
    }),
  ),
});

/** One coming expiry: the points that expire on a day (`YYYY-MM-DD`). */
export const expiryEntity = z.object({ EXPIRES_ON: text, POINTS: num });

/** LoyPointsExpiry: the coming expiries by date, soonest first. */
export const pointsExpiryRequest = plainRequest;
export const pointsExpiryResponse = answer({ DATA: list(expiryEntity) });

export const ACTIVITY_KINDS = [
  'earn',
  'reverse',
  'voucher',
  'send',
  'receive',
  'adjust',
  'expire',
  'voucher-received',
  'voucher-sent',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One move on the customer's account. POINTS is signed; 0 for a voucher passed on. */
export const activityEntity = z.object({
  ID: text,
  KIND: z.pipe(
    text,
    z.transform((value): ActivityKind | 'other' =>
      (ACTIVITY_KINDS as readonly string[]).includes(value) ? (value as ActivityKind) : 'other',
    ),
  ),
  POINTS: num,
  /** ISO-8601 UTC. */
  AT: text,
  BILL_REF: optText,
  VOUCHER_CODE: optText,
  /** The other customer's first name, for a send or a voucher passed on. */
  OTHER_NAME: optText,
  /** The reason staff gave for an adjustment. */
  REASON: optText,
});

/** The most moves one page carries. */
export const ACTIVITY_PAGE_MAX = 50;

/** LoyActivity: a page of moves, newest first; CURSOR is the previous page's NEXT_CURSOR. */
export const activityRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      CURSOR: z.optional(str(100)),
      PAGE_SIZE: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(ACTIVITY_PAGE_MAX))),
    }),
  ),
);
export const activityResponse = answer({ DATA: list(activityEntity), NEXT_CURSOR: optText });

export const tierProgressCall = defineCall({
  id: 30,
  name: 'LoyTierProgress',
  base: 'base',
  path: 'ours/TierProgress',
  auth: 'customer',
  feature: 'tier-progress',
  request: tierProgressRequest,
  response: tierProgressResponse,
});

export const pointsExpiryCall = defineCall({
  id: 31,
  name: 'LoyPointsExpiry',
  base: 'base',
  path: 'ours/PointsExpiry',
  auth: 'customer',
  feature: 'expiry-timeline',
  request: pointsExpiryRequest,
  response: pointsExpiryResponse,
});

export const activityCall = defineCall({
  id: 32,
  name: 'LoyActivity',
  base: 'base',
  path: 'ours/Activity',
  auth: 'customer',
  feature: 'activity',
  request: activityRequest,
  response: activityResponse,
});
