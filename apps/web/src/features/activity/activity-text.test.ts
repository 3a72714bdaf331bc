import { describe, expect, it } from 'vitest';
import { activityPoints, activityTitle } from './activity-text';
import type { ActivityMove } from './api/loy-activity';

const move = (m: Partial<ActivityMove>): ActivityMove => ({
  ID: 'L1',
  KIND: 'earn',
  POINTS: 0,
  AT: '2026-11-01T10:00:00.000Z',
  BILL_REF: undefined,
  VOUCHER_CODE: undefined,
  OTHER_NAME: undefined,
  REASON: undefined,
  ...m,
});

describe('activity texts', () => {
  it('names the bill, the friend, the voucher and the reason where the move has them', () => {
    expect(activityTitle(move({ KIND: 'earn', BILL_REF: 'B-7' }))).toBe('Earned on bill B-7');
    expect(activityTitle(move({ KIND: 'send', OTHER_NAME: 'Omar' }))).toBe('Sent to Omar');
    expect(activityTitle(move({ KIND: 'receive' }))).toBe('Received from a friend');
    expect(activityTitle(move({ KIND: 'adjust', REASON: 'Goodwill' }))).toBe(
      'Adjusted by staff: Goodwill',
    );
    expect(
      activityTitle(move({ KIND: 'voucher-sent', VOUCHER_CODE: 'V9', OTHER_NAME: 'Sara' })),
    ).toBe('Voucher V9 given to Sara');
    expect(activityTitle(move({ KIND: 'other' }))).toBe('Account change');
  });

  it('signs the points and leaves a voucher passed on without points', () => {
    expect(activityPoints(move({ POINTS: 1250 }))).toBe('+1,250 points');
    expect(activityPoints(move({ POINTS: -350 }))).toBe('−350 points');
    expect(activityPoints(move({ KIND: 'voucher-received', POINTS: 0 }))).toBe('');
  });
});
