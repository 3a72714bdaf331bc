import { cardTypeFor } from '@loyalty/server/data';
import { TABLES, type Row } from './bulk-sink';
import { OPENING_POINTS, benchCustomer } from './data-size';
import { iso, type SeedContext } from './seed-context';

/**
 * Customers with the balance their ledger will add up to, the points it expires and the card
 * type it earns.
 */
export async function writeCustomers(ctx: SeedContext): Promise<void> {
  const { earned } = ctx;
  const at = ctx.now.toISOString();
  let rows: Row[] = [];
  for (let c = 0; c < ctx.size.customers; c++) {
    const who = benchCustomer(c);
    const lifetime = (earned.all[c] ?? 0) + OPENING_POINTS;
    const expired = earned.expired[c] ?? 0;
    const balance = lifetime - expired;
    rows.push([
      ctx.firstCustomerId + c,
      ctx.tenantId,
      who.custCode,
      who.cardNo,
      'Bench',
      `Customer ${c}`,
      who.email,
      who.mobile,
      '1990-01-01',
      c % 2 === 0 ? 'Female' : 'Male',
      'Emirati',
      'AE',
      'United Arab Emirates',
      'AE-DXB',
      'Dubai',
      'AE-DXB-AL-BARSHA',
      'Al Barsha',
      '',
      '',
      'Dubai',
      '',
      '',
      cardTypeFor(lifetime, ctx.cardTypes) ?? 'SILVER',
      balance,
      expired,
      ctx.passwordHash,
      at,
      at,
    ]);
    if (rows.length >= 5_000) {
      await ctx.sink.write(TABLES.customers, rows);
      rows = [];
    }
  }
  await ctx.sink.write(TABLES.customers, rows);
}

/** Each customer's opening balance and the expiry of points older than the programme's rule. */
export async function writeClosingEntries(ctx: SeedContext): Promise<number> {
  const { earned } = ctx;
  const at = ctx.now.toISOString();
  const expiredAt = iso(ctx.expiredBefore);
  const rows: Row[] = [];
  for (let c = 0; c < ctx.size.customers; c++) {
    const customerId = ctx.firstCustomerId + c;
    rows.push([customerId, 'adjust', OPENING_POINTS, 'Opening balance', at]);
    const expired = earned.expired[c] ?? 0;
    if (expired > 0) {
      rows.push([
        customerId,
        'expire',
        -expired,
        `Points credited up to ${expiredAt.slice(0, 10)}`,
        expiredAt,
      ]);
    }
  }
  await ctx.sink.write(TABLES.ledger, rows);
  return rows.length;
}
