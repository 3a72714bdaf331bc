import type { OurFeature } from '@loyalty/contract';

/**
 * The calls of ours this server serves, announced in GetAppSettings so the app shows those
 * features and no others (docs/decisions/020-our-features.md). One line per feature.
 */
export const SERVED_FEATURES: readonly OurFeature[] = [
  'change-password',
  'delete-account',
  'notifications',
  'tier-progress',
  'expiry-timeline',
  'activity',
  'language',
];
