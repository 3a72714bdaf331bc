import * as z from 'zod/mini';

/**
 * Calls of ours that the vendor's backend does not have (docs/decisions/020-our-features.md).
 * Our server names the ones it serves in GetAppSettings' `Features`; the app shows a feature
 * only when its server names it, so it still runs unchanged against the vendor's backend.
 */
export const OUR_FEATURES = [
  'tier-progress',
  'expiry-timeline',
  'activity',
  'change-password',
  'delete-account',
  'notifications',
  'language',
] as const;

export type OurFeature = (typeof OUR_FEATURES)[number];

const known = new Set<string>(OUR_FEATURES);

/**
 * The announced features a client knows, read tolerantly: a missing or malformed list (the
 * vendor's backend sends none) reads as none, and names this client does not know are dropped.
 */
export const featureList = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): OurFeature[] =>
    Array.isArray(value)
      ? value.filter((name): name is OurFeature => typeof name === 'string' && known.has(name))
      : [],
  ),
);
