import type { ResponseOf } from '../../lib/api-client';

type HistoryAnswer = Pick<
  ResponseOf<'GetLoyPoints'>,
  'BILL_DETAILS' | 'ITEM_DETAILS' | 'VOUCHER_ISSUED' | 'VOUCHER_REDEEMED' | 'POINTS_EARNED'
>;

export interface BillLine {
  description: string;
  barcode: string;
  quantity: number | undefined;
  price: number | undefined;
}

/** One purchase: a bill with its parts gathered by BILLREF (docs/wire-protocol.md §3 "Bill"). */
export interface Purchase {
  kind: 'purchase';
  billref: string;
  /** TRAN_DATE of the bill's items (the ID-scan date), ISO. */
  date: string;
  amount: number;
  points: number;
  usedCoupon: boolean;
  issuedCoupon: boolean;
  customerCode: string;
  lines: BillLine[];
}

/** One redemption (docs/wire-protocol.md §3 "Redeemed voucher"), with what was paid on its bill when known. */
export interface Redemption {
  kind: 'redemption';
  billref: string;
  date: string;
  value: number;
  points: number;
  totalPaid: number | undefined;
}

export interface History {
  purchases: Purchase[];
  redemptions: Redemption[];
}

function byRef<T extends { BILLREF: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.BILLREF);
    if (list) list.push(row);
    else map.set(row.BILLREF, [row]);
  }
  return map;
}

const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

/**
 * Groups the separate lists of a CUSTOMER_HISTORY answer by BILLREF, newest first. Vendor
 * item rows carry only BILLREF and TRAN_DATE: they date the bill but are not shown as lines.
 */
export function groupHistory(answer: HistoryAnswer, customerCode: string): History {
  const items = byRef(answer.ITEM_DETAILS);
  const earned = byRef(answer.POINTS_EARNED);
  const issued = new Set(answer.VOUCHER_ISSUED.map((row) => row.BILLREF));
  const redeemed = new Set(answer.VOUCHER_REDEEMED.map((row) => row.BILLREF));
  const amounts = new Map(answer.BILL_DETAILS.map((bill) => [bill.BILLREF, bill.BILL_AMOUNT]));

  const purchases = answer.BILL_DETAILS.map((bill): Purchase => {
    const billItems = items.get(bill.BILLREF) ?? [];
    const billPoints = earned.get(bill.BILLREF) ?? [];
    return {
      kind: 'purchase',
      billref: bill.BILLREF,
      date: billItems[0]?.TRAN_DATE ?? '',
      amount: bill.BILL_AMOUNT,
      points: billPoints.reduce((sum, row) => sum + row.POINTS_EARNED, 0),
      usedCoupon: redeemed.has(bill.BILLREF),
      issuedCoupon: issued.has(bill.BILLREF),
      customerCode: billPoints[0]?.CUSTOMER_CODE || customerCode,
      lines: billItems
        .filter((item) => item.DESCRIPTION !== undefined || item.BARCODE !== undefined)
        .map((item) => ({
          description: item.DESCRIPTION ?? '',
          barcode: item.BARCODE ?? '',
          quantity: item.QUANTITY,
          price: item.PRICE,
        })),
    };
  });

  const redemptions = answer.VOUCHER_REDEEMED.map((row): Redemption => ({
    kind: 'redemption',
    billref: row.BILLREF,
    date: row.REEDEM_DATE,
    value: row.VALUE,
    points: row.POINTS_REDEMEED,
    totalPaid: amounts.get(row.BILLREF),
  }));

  return { purchases: purchases.sort(newestFirst), redemptions: redemptions.sort(newestFirst) };
}

/** The row a detail screen was given in navigation state, if it is one for `billref`. */
export function passedRow<K extends 'purchase' | 'redemption'>(
  state: unknown,
  kind: K,
  billref: string | undefined,
): (K extends 'purchase' ? Purchase : Redemption) | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const row = state as Partial<Purchase | Redemption>;
  if (row.kind !== kind || row.billref !== billref) return undefined;
  return row as K extends 'purchase' ? Purchase : Redemption;
}
