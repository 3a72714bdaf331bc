import type { CustomerSummary } from '@loyalty/contract/admin';
import { describe, expect, it } from 'vitest';
import { exactMatches } from './match';

const customer = (over: Partial<CustomerSummary>): CustomerSummary => ({
  id: 1,
  custCode: 'C100',
  cardNo: '6001000100',
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@example.com',
  mobile: '0501234567',
  cardType: 'Silver',
  balance: 0,
  blocked: false,
  erased: false,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('exactMatches', () => {
  const sara = customer({});
  const other = customer({ id: 2, custCode: 'C1001', cardNo: '60010001001', mobile: '0509999999' });

  it('finds the one whose card, mobile or code is exactly what was given', () => {
    expect(exactMatches([sara, other], '6001000100')).toEqual([sara]);
    expect(exactMatches([sara, other], '050 123 4567')).toEqual([sara]);
    expect(exactMatches([sara, other], 'c1001')).toEqual([other]);
  });

  it('finds nobody on a prefix, an empty text or an erased customer', () => {
    expect(exactMatches([sara, other], '600100')).toEqual([]);
    expect(exactMatches([sara], '  ')).toEqual([]);
    expect(exactMatches([customer({ erased: true })], 'C100')).toEqual([]);
  });
});
