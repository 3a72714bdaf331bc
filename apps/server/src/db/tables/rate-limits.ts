import type { Timestamp } from './column-types';

export interface RateLimitsTable {
  key: string;
  hits: number;
  expires_at: Timestamp;
}
