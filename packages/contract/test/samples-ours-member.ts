import type { CallName } from '../src/index';
import { wrap } from './sample';
import type { Sample } from './sample';

/** Member calls of ours (tier progress, expiry timeline, activity). */
export const oursSamples: Partial<Record<CallName, Sample>> = {
  LoyTierProgress: {
    request: wrap('LoyTierProgress', { CLIENT_ID: '1001' }),
    answer: {
      STATUS: true,
      DATA: {
        TIER: 'SILVER',
        POINTS: 4200,
        WINDOW_MONTHS: 0,
        NEXT_TIER: 'GOLD',
        POINTS_TO_NEXT: 5800,
        TIERS: [
          { NAME: 'SILVER', MIN_POINTS: 0 },
          { NAME: 'GOLD', MIN_POINTS: 10000 },
        ],
      },
    },
    bad: wrap('LoyTierProgress', {}),
    badField: 'DATA.CLIENT_ID',
  },
  LoyPointsExpiry: {
    request: wrap('LoyPointsExpiry', { CLIENT_ID: '1001' }),
    answer: { STATUS: true, DATA: [{ EXPIRES_ON: '2026-12-31', POINTS: 350 }] },
    bad: wrap('LoyPointsExpiry', { CLIENT_ID: ['1001'] }),
    badField: 'DATA.CLIENT_ID',
  },
  LoyActivity: {
    request: wrap('LoyActivity', { CLIENT_ID: '1001', PAGE_SIZE: 20 }),
    answer: {
      STATUS: true,
      DATA: [
        {
          ID: 'L12',
          KIND: 'send',
          POINTS: -250,
          AT: '2026-11-01T10:00:00.000Z',
          OTHER_NAME: 'Omar',
        },
      ],
      NEXT_CURSOR: '2026-11-01T10:00:00.000Z|L|12',
    },
    bad: wrap('LoyActivity', { CLIENT_ID: '1001', PAGE_SIZE: 500 }),
    badField: 'DATA.PAGE_SIZE',
  },
};
