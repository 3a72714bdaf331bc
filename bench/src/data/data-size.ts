/** How much data a benchmark seeds into the demo programme. */
export interface DataSize {
  customers: number;
  /** Every bill, the heavy customer's included. */
  bills: number;
  /** Bills of customer 0, spread over four years (the history read's subject). */
  heavyBills: number;
}

/** The server-load data: a heavy customer with 5,000 bills and a pool of ordinary ones. */
export const SERVER_DATA: DataSize = { customers: 200, bills: 9_000, heavyBills: 5_000 };

/**
 * The data at scale: 100,000 customers and 2,000,000 bills (times `scale` for smoke runs),
 * among them the same 5,000-bill customer, so its reads compare with the server-load figures.
 */
export function scaleData(scale: number): DataSize {
  const customers = Math.max(200, Math.round(100_000 * scale));
  const bills = Math.max(10_000, Math.round(2_000_000 * scale));
  return { customers, bills, heavyBills: 5_000 };
}

export const BENCH_PASSWORD = 'demo1234';
/** Customer 0 has the heavy purchase history. */
export const HEAVY = 0;
/** What every customer starts with, so vouchers and sends never run out during a run. */
export const OPENING_POINTS = 20_000;
/** Bills reach this far back (the app's longest history period is four years). */
export const HISTORY_YEARS = 4;

export interface BenchCustomer {
  index: number;
  email: string;
  mobile: string;
  custCode: string;
  cardNo: string;
}

/** Numbered identities that cannot collide with the demo customers' (050… mobiles, 1… codes). */
export function benchCustomer(index: number): BenchCustomer {
  return {
    index,
    email: `bench${index}@example.com`,
    mobile: `058${String(index).padStart(7, '0')}`,
    custCode: `2${String(index).padStart(9, '0')}`,
    cardNo: `7${String(index).padStart(15, '0')}`,
  };
}
