import { HISTORY_YEARS, type DataSize } from './data-size';
import { between, pick, seeded } from './random';

const YEAR_MS = 365.25 * 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Every bill as three typed arrays (millions of objects would not fit comfortably), and the
 * bill indexes in time order: bills are written in the order the tills would have sent them,
 * so one customer's bills lie scattered through the table as in a real database.
 */
export interface BillPlan {
  customerOf: Int32Array;
  at: Float64Array;
  amountFils: Int32Array;
  inTimeOrder: Uint32Array;
}

/** How many bills each customer has: the heavy one first, the rest shared evenly. */
export function billsPerCustomer(size: DataSize): Int32Array {
  const counts = new Int32Array(size.customers);
  const heavy = Math.min(size.heavyBills, size.bills);
  counts[0] = heavy;
  const others = size.customers - 1;
  const rest = size.bills - heavy;
  for (let c = 1; c <= others; c++) {
    counts[c] = Math.floor(rest / others) + (c <= rest % others ? 1 : 0);
  }
  return counts;
}

export function planBills(size: DataSize, now: Date, seed = 20_260_101): BillPlan {
  const random = seeded(seed);
  const counts = billsPerCustomer(size);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const customerOf = new Int32Array(total);
  const at = new Float64Array(total);
  const amountFils = new Int32Array(total);
  const start = now.getTime() - HISTORY_YEARS * YEAR_MS;
  const span = HISTORY_YEARS * YEAR_MS - HOUR_MS;
  let k = 0;
  for (let c = 0; c < counts.length; c++) {
    for (let n = 0; n < (counts[c] ?? 0); n++, k++) {
      customerOf[k] = c;
      at[k] = Math.floor(start + random() * span);
      // 5 to 800 AED, most baskets small.
      amountFils[k] = 500 + Math.floor(random() ** 2 * 79_500);
    }
  }
  const inTimeOrder = new Uint32Array(total);
  for (let i = 0; i < total; i++) inTimeOrder[i] = i;
  inTimeOrder.sort((a, b) => (at[a] ?? 0) - (at[b] ?? 0));
  return { customerOf, at, amountFils, inTimeOrder };
}

const PRODUCTS = [
  'Arabic coffee 500 g',
  'Dates Medjool 1 kg',
  'Basmati rice 5 kg',
  'Olive oil 1 l',
  'Laban 2 l',
  'Sparkling water 6x500 ml',
  'Hand cream 75 ml',
  'Abaya silk scarf',
  'Kids sneakers',
  'Oud perfume 50 ml',
  'Saffron 2 g',
  'Halwa 250 g',
] as const;

export interface PlannedLine {
  barcode: string;
  description: string;
  quantity: number;
  priceFils: number;
}

/** One to four lines whose prices add up to about the bill's amount; the same on every run. */
export function linesOf(billIndex: number, amountFils: number): PlannedLine[] {
  const random = seeded(billIndex + 1);
  const count = between(random, 1, 4);
  const lines: PlannedLine[] = [];
  let left = amountFils;
  for (let i = 0; i < count; i++) {
    const share = i === count - 1 ? left : Math.floor(left * (0.2 + random() * 0.5));
    left -= share;
    const quantity = between(random, 1, 3);
    lines.push({
      barcode: `629${String(between(random, 0, 9_999_999_999)).padStart(10, '0')}`,
      description: pick(random, PRODUCTS),
      quantity,
      priceFils: Math.max(1, Math.round(share / quantity)),
    });
  }
  return lines;
}
