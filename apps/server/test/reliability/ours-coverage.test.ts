import { calls, type CallName } from '@loyalty/contract';
import { describe, expect, it } from 'vitest';
import { callBodies } from './call-bodies';

/**
 * The bad-input fuzzing (bad-input.test.ts) and the authorisation matrix (authorisation.test.ts)
 * take their calls from the registry. This holds the calls of ours to it: each is in
 * the registry under `ours/`, customer-scoped with its feature (so the matrix counts it among
 * the calls of ours), and has a body for the fuzzing to start from.
 */
const OUR_CALLS = [
  'LoyTierProgress',
  'LoyPointsExpiry',
  'LoyActivity',
  'OurChangePassword',
  'OurDeleteAccount',
  'OurNotifications',
  'OurNotificationsRead',
  'OurLanguage',
  'OurSetLanguage',
];

describe('the calls of ours in the reliability suite', () => {
  it('are every call under ours/, each customer-scoped with a feature and a body', () => {
    const under = calls.filter((d) => d.path.startsWith('ours/'));
    expect(under.map((d) => d.name).toSorted()).toEqual(OUR_CALLS.toSorted());
    const someone = { code: 'C1', email: 'a@b.c', mobile: '0500000000' };
    const bodies = callBodies(someone, someone);
    for (const def of under) {
      expect([def.name, def.auth, typeof def.feature]).toEqual([def.name, 'customer', 'string']);
      expect(bodies[def.name as CallName], def.name).toBeTypeOf('object');
    }
  });
});
