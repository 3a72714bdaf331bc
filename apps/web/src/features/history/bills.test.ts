import { parseWith, registry } from '@loyalty/contract';
import { describe, expect, it } from 'vitest';
import { groupHistory, passedRow } from './bills';

/** A CUSTOMER_HISTORY answer as the wire sends it, read through the call's response schema. */
function history(answer: Record<string, unknown>) {
  const parsed = parseWith(registry.GetLoyPoints.response, { STATUS: true, ...answer });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.data;
}

describe('groupHistory', () => {
  const answer = history({
    BILL_DETAILS: [
      { BILLREF: 'B1', BILL_AMOUNT: '120.50' },
      { BILLREF: 'B2', BILL_AMOUNT: 80 },
    ],
    ITEM_DETAILS: [
      {
        BILLREF: 'B1',
        TRAN_DATE: '2025-03-01T10:00:00',
        DESCRIPTION: 'Milk',
        BARCODE: '629',
        QUANTITY: 2,
        PRICE: 10,
      },
      {
        BILLREF: 'B1',
        TRAN_DATE: '2025-03-01T10:00:00',
        DESCRIPTION: 'Bread',
        BARCODE: '630',
        QUANTITY: '1',
        PRICE: '100.5',
      },
      // A vendor row: it dates the bill and is no line.
      { BILLREF: 'B2', TRAN_DATE: '05-04-2025' },
    ],
    VOUCHER_ISSUED: [{ BILLREF: 'B2', VOUCHER_NO: 'V1', VALUE: 25 }],
    VOUCHER_REDEEMED: [
      { BILLREF: 'B1', REEDEM_DATE: '2025-03-01', VALUE: '50', POINTS_REDEMEED: 1000 },
    ],
    POINTS_EARNED: [
      { BILLREF: 'B1', POINTS_EARNED: 100, CUSTOMER_CODE: 'C9' },
      { BILLREF: 'B1', POINTS_EARNED: '20', CUSTOMER_CODE: 'C9' },
    ],
  });

  it('gathers each bill by BILLREF, newest first', () => {
    const { purchases } = groupHistory(answer, 'C1');
    expect(purchases.map((p) => p.billref)).toEqual(['B2', 'B1']);
    const [b2, b1] = purchases;
    expect(b1).toMatchObject({
      date: '2025-03-01T10:00:00',
      amount: 120.5,
      points: 120,
      usedCoupon: true,
      issuedCoupon: false,
      customerCode: 'C9',
    });
    expect(b1?.lines).toEqual([
      { description: 'Milk', barcode: '629', quantity: 2, price: 10 },
      { description: 'Bread', barcode: '630', quantity: 1, price: 100.5 },
    ]);
    expect(b2).toMatchObject({
      date: '2025-04-05',
      points: 0,
      usedCoupon: false,
      issuedCoupon: true,
      customerCode: 'C1',
    });
    expect(b2?.lines).toEqual([]);
  });

  it('lists redemptions with what was paid on their bill', () => {
    expect(groupHistory(answer, 'C1').redemptions).toEqual([
      {
        kind: 'redemption',
        billref: 'B1',
        date: '2025-03-01',
        value: 50,
        points: 1000,
        totalPaid: 120.5,
      },
    ]);
  });

  it('reads an empty answer as empty lists', () => {
    expect(groupHistory(history({}), 'C1')).toEqual({ purchases: [], redemptions: [] });
  });
});

describe('passedRow', () => {
  it('accepts only a row of the asked kind and bill', () => {
    const row = { kind: 'purchase', billref: 'B1' };
    expect(passedRow(row, 'purchase', 'B1')).toBe(row);
    expect(passedRow(row, 'redemption', 'B1')).toBeUndefined();
    expect(passedRow(row, 'purchase', 'B2')).toBeUndefined();
    expect(passedRow(null, 'purchase', 'B1')).toBeUndefined();
    expect(passedRow('B1', 'purchase', 'B1')).toBeUndefined();
  });
});
