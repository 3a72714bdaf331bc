import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEditedCustomerPoints, LAST_KNOWN_POINTS } from './customer-points';
import type { CustomerPoints } from './customer-points';
import { forgetLastKnown, readLastKnown, saveLastKnown } from '../lib/last-known';

afterEach(() => {
  forgetLastKnown(LAST_KNOWN_POINTS);
  vi.useRealTimers();
});

const record = (ADDR1: string) => ({ CUST_CODE: 'C1', ADDR1 }) as unknown as CustomerPoints;

describe('an edited customer record', () => {
  it('replaces the one kept on the phone, with the time of the last fetch', () => {
    saveLastKnown(LAST_KNOWN_POINTS, 'C1', record(''), 1_700_000_000_000);
    keepEditedCustomerPoints('C1', record('12'));
    expect(readLastKnown(LAST_KNOWN_POINTS, 'C1')).toEqual({
      data: record('12'),
      fetchedAt: 1_700_000_000_000,
    });
  });

  it('is kept as of now when nothing was kept before', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    keepEditedCustomerPoints('C1', record('12'));
    expect(readLastKnown(LAST_KNOWN_POINTS, 'C1')?.fetchedAt).toBe(1_800_000_000_000);
  });
});
