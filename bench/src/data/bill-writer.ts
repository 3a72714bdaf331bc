import { linesOf } from './bill-plan';
import { TABLES, type Row } from './bulk-sink';
import { iso, type SeedContext } from './seed-context';

const DAY_MS = 86_400_000;
const BILLS_PER_FLUSH = 20_000;
/** One bill in this many gives a voucher with it (a till promotion). */
const VOUCHER_EVERY = 40;
const VOUCHER_FILS = 1_000;

/**
 * Bills in time order with their lines, their `earn` ledger entries and the vouchers tills
 * gave with some of them (used on the customer's next bill when it came in time).
 */
export async function writeBills(
  ctx: SeedContext,
  log: (line: string) => void,
): Promise<{ lines: number; vouchers: number; ledger: number }> {
  const { customerOf, at, amountFils, inTimeOrder } = ctx.plan;
  // Per customer: the bill id and time of a voucher not yet used (0 when none).
  const pendingBill = new Float64Array(ctx.size.customers);
  const pendingAt = new Float64Array(ctx.size.customers);
  const counts = { lines: 0, vouchers: 0, ledger: 0 };
  let bills: Row[] = [];
  let lines: Row[] = [];
  let vouchers: Row[] = [];
  let ledger: Row[] = [];
  const voucher = (c: number, issuedBill: number, issuedAt: number, used?: [number, number]) =>
    vouchers.push([
      ctx.tenantId,
      ctx.firstCustomerId + c,
      `BV${issuedBill}`,
      VOUCHER_FILS,
      0,
      'bill',
      used ? 'used' : 'new',
      issuedBill,
      used ? used[0] : null,
      used ? iso(used[1]) : null,
      iso(issuedAt),
      iso(issuedAt + ctx.voucherDays * DAY_MS),
    ]);
  const flush = async () => {
    await ctx.sink.write(TABLES.bills, bills);
    await ctx.sink.write(TABLES.billLines, lines);
    await ctx.sink.write(TABLES.vouchers, vouchers);
    await ctx.sink.write(TABLES.ledger, ledger);
    counts.lines += lines.length;
    counts.vouchers += vouchers.length;
    counts.ledger += ledger.length;
    bills = [];
    lines = [];
    vouchers = [];
    ledger = [];
  };

  for (let i = 0; i < inTimeOrder.length; i++) {
    const k = inTimeOrder[i] ?? 0;
    const c = customerOf[k] ?? 0;
    const billId = ctx.firstBillId + i;
    const when = at[k] ?? 0;
    const fils = amountFils[k] ?? 0;
    const points = ctx.pointsOf(fils);
    const ref = `BR${String(billId).padStart(10, '0')}`;
    const customerId = ctx.firstCustomerId + c;
    bills.push([billId, ctx.tenantId, customerId, ref, fils, points, iso(when), iso(when)]);
    linesOf(k, fils).forEach((l, n) =>
      lines.push([billId, n + 1, l.barcode, l.description, l.quantity, l.priceFils]),
    );
    if (points > 0) ledger.push([customerId, 'earn', points, `Bill ${ref}`, iso(when)]);
    const pending = pendingBill[c] ?? 0;
    if (pending > 0) {
      const inTime = when < (pendingAt[c] ?? 0) + ctx.voucherDays * DAY_MS;
      voucher(c, pending, pendingAt[c] ?? 0, inTime ? [billId, when] : undefined);
      pendingBill[c] = 0;
    }
    if (i % VOUCHER_EVERY === 0) {
      pendingBill[c] = billId;
      pendingAt[c] = when;
    }
    if (bills.length >= BILLS_PER_FLUSH) {
      await flush();
      if ((i + 1) % 200_000 === 0) {
        // Bounded transactions keep SQLite's write-ahead log and PostgreSQL's memory small.
        await ctx.sink.commit();
        log(`${(i + 1).toLocaleString('en')} bills written`);
      }
    }
  }
  for (let c = 0; c < ctx.size.customers; c++) {
    const pending = pendingBill[c] ?? 0;
    if (pending > 0) voucher(c, pending, pendingAt[c] ?? 0);
  }
  await flush();
  return counts;
}
