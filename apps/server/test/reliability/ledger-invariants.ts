import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

export interface InvariantReport {
  /** How many single checks were made (one per customer, voucher, bill and total). */
  checks: number;
  /** What did not hold, in words; empty when the ledger is sound. */
  broken: string[];
}

const n = (value: unknown) => Number(value ?? 0);

/**
 * The ledger's invariants (docs/decisions/014-points-and-vouchers.md), checked on the whole database: every balance is
 * the sum of its entries and never negative, every points and fils value a whole number, the
 * points expired the sum of its `expire` entries; sends net to zero; points issued minus points
 * spent and expired is the sum of balances; the points in vouchers are the points redeemed;
 * every voucher has one owner and one state; every bill's points are in the ledger, once.
 */
export async function checkLedger(db: Kysely<Database>): Promise<InvariantReport> {
  const broken: string[] = [];
  let checks = 0;
  const check = (ok: boolean, what: string) => {
    checks += 1;
    if (!ok) broken.push(what);
  };

  const customers = await sql<{
    id: number;
    balance: unknown;
    entries: unknown;
    expired: unknown;
    expire_entries: unknown;
  }>`
    select c.id, c.points_balance as balance, c.points_expired as expired,
      (select coalesce(sum(e.points), 0) from ledger_entries e where e.customer_id = c.id) as entries,
      (select coalesce(sum(-e.points), 0) from ledger_entries e
        where e.customer_id = c.id and e.kind = 'expire') as expire_entries
    from customers c`.execute(db);
  let balances = 0;
  for (const c of customers.rows) {
    balances += n(c.balance);
    check(
      n(c.balance) === n(c.entries),
      `customer ${c.id}: balance ${c.balance} ≠ entries ${c.entries}`,
    );
    check(n(c.balance) >= 0, `customer ${c.id}: balance ${c.balance} below 0`);
    check(
      Number.isSafeInteger(n(c.balance)) && Number.isSafeInteger(n(c.entries)),
      `customer ${c.id}: balance ${c.balance} or entries ${c.entries} not a whole number`,
    );
    check(
      n(c.expired) === n(c.expire_entries),
      `customer ${c.id}: points expired ${c.expired} ≠ expire entries ${c.expire_entries}`,
    );
  }

  const kinds = await sql<{ kind: string; total: unknown }>`
    select kind, coalesce(sum(points), 0) as total from ledger_entries group by kind`.execute(db);
  const by = (kind: string) => n(kinds.rows.find((r) => r.kind === kind)?.total);
  check(
    by('send') + by('receive') === 0,
    `sends ${by('send')} and receives ${by('receive')} do not net to 0`,
  );
  const issued = by('earn') + by('adjust');
  const spent = by('redeem') + by('expire');
  check(issued + spent === balances, `issued ${issued} + spent ${spent} ≠ balances ${balances}`);

  const inVouchers = await sql<{ total: unknown }>`
    select coalesce(sum(points_cost), 0) as total from vouchers where source = 'points'`.execute(
    db,
  );
  check(
    n(inVouchers.rows[0]?.total) === -by('redeem'),
    `vouchers hold ${inVouchers.rows[0]?.total} points, ${-by('redeem')} were redeemed for them`,
  );

  const vouchers = await sql<{
    id: number;
    customer_id: number | null;
    status: string;
    redeemed_at: string | null;
    transferred_from: number | null;
    source: string;
    claimed_at: string | null;
    owner_exists: unknown;
  }>`select v.id, v.customer_id, v.status, v.redeemed_at, v.transferred_from, v.source, v.claimed_at,
      (select count(*) from customers c where c.id = v.customer_id) as owner_exists
    from vouchers v`.execute(db);
  for (const v of vouchers.rows) {
    // A code the till issued for customers to claim has no owner until it is claimed.
    const unclaimed = v.source === 'external' && v.claimed_at === null;
    check(
      unclaimed ? v.customer_id === null : v.customer_id !== null && n(v.owner_exists) === 1,
      `voucher ${v.id} has no owner`,
    );
    check(
      (v.status === 'new' && v.redeemed_at === null) ||
        (v.status === 'used' && v.redeemed_at !== null),
      `voucher ${v.id}: state ${v.status} with redeemed_at ${v.redeemed_at}`,
    );
    check(
      v.transferred_from === null || v.transferred_from !== v.customer_id,
      `voucher ${v.id} transferred to its own owner`,
    );
  }

  const bills = await sql<{ id: number; points_earned: unknown; entries: unknown }>`
    select b.id, b.points_earned,
      (select coalesce(sum(e.points), 0) from ledger_entries e where e.customer_id = b.customer_id
        and e.kind = 'earn' and e.reference = ${sql.lit('Bill ')} || b.bill_ref) as entries
    from bills b`.execute(db);
  for (const b of bills.rows) {
    check(
      n(b.entries) === n(b.points_earned),
      `bill ${b.id}: earned ${b.points_earned}, its entries hold ${b.entries}`,
    );
  }
  // Every points and fils value is whole and within PostgreSQL's integer: SQLite would store
  // 1e300 or 0.5 in these columns, and a float balance absorbs what is added to it.
  for (const [table, column] of WHOLE_COLUMNS) {
    const bad = await sql<{ n: unknown }>`
      select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} <> cast(${sql.ref(column)} as integer)
        or ${sql.ref(column)} > 2147483647 or ${sql.ref(column)} < -2147483648`.execute(db);
    check(n(bad.rows[0]?.n) === 0, `${table}.${column}: ${n(bad.rows[0]?.n)} values not whole`);
  }
  return { checks, broken };
}

const WHOLE_COLUMNS = [
  ['customers', 'points_balance'],
  ['customers', 'points_expired'],
  ['ledger_entries', 'points'],
  ['bills', 'amount_fils'],
  ['bills', 'points_earned'],
  ['bill_lines', 'price_fils'],
  ['vouchers', 'value_fils'],
  ['vouchers', 'points_cost'],
] as const;
