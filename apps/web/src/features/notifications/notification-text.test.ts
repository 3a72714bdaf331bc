import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

// The answer's optional texts as the contract reads them: present, possibly undefined.
const item = {
  ID: 1,
  CREATED_AT: '2026-11-27T10:00:00.000Z',
  READ: false,
  REFERENCE: undefined,
  UNTIL: undefined,
};

describe('notificationText', () => {
  it('says how many points expire and on which day (the expiry reminder)', () => {
    expect(
      notificationText({ ...item, KIND: 'points-expiring', POINTS: 1250, UNTIL: '2027-01-31' }),
    ).toEqual({
      title: '1,250 points expire soon',
      detail: 'They expire on 31 January 2027. Use them before then.',
    });
  });

  it('leaves out the day it was not told', () => {
    expect(notificationText({ ...item, KIND: 'points-expiring', POINTS: 5 })).toEqual({
      title: '5 points expire soon',
      detail: '',
    });
  });

  it('reads a kind it does not know generically', () => {
    expect(notificationText({ ...item, KIND: 'something-new' }).title).toBe(
      'Something changed on your account',
    );
  });
});
