import { randomUUID } from 'node:crypto';
import { CLIENT_ID, body, loginBody, pathOf, type Session } from '../lib/api';
import type { NextRequest } from '../lib/load';
import { HISTORY_YEARS } from '../data/data-size';

export type ScenarioName =
  | 'points'
  | 'history'
  | 'history-1conn'
  | 'history-mixed'
  | 'points-mixed'
  | 'create-voucher'
  | 'send'
  | 'login';

/** The scenarios that run as two loads at once (`mixed-load.ts`), not through `scenario`. */
export type MixedName = 'history-mixed' | 'points-mixed';

export interface Scenario {
  name: ScenarioName;
  /** What the table shows. */
  label: string;
  /** Shown in the tables, not measured against a target. */
  reportOnly?: boolean;
  /** Overrides the run's connection count (the unloaded latency probe uses one). */
  connections?: number;
  next: NextRequest;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function randomOf<T>(items: T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('no signed-in customers');
  return item;
}

/** A one-year window starting on a random day of the four years of history. */
function randomYear(): { FROM_DATE: string; TO_DATE: string } {
  const now = Date.now();
  const latestStart = now - 365 * DAY_MS;
  const earliestStart = now - HISTORY_YEARS * 365 * DAY_MS;
  const from = earliestStart + Math.random() * (latestStart - earliestStart);
  return { FROM_DATE: isoDay(from), TO_DATE: isoDay(from + 364 * DAY_MS) };
}

const points =
  (pool: Session[]): NextRequest =>
  () => {
    const s = randomOf(pool);
    return {
      path: pathOf('GetLoyPoints'),
      cookie: s.cookie,
      body: body('GetLoyPoints', {
        TYPE_NAME: 'CUSTOMER',
        MOBILE_NUM: s.customer.mobile,
        CUST_CODE: s.customer.custCode,
        CLIENT_ID,
      }),
    };
  };

const history =
  (heavy: Session): NextRequest =>
  () => ({
    path: pathOf('GetLoyPoints'),
    cookie: heavy.cookie,
    body: body('GetLoyPoints', {
      TYPE_NAME: 'CUSTOMER_HISTORY',
      MOBILE_NUM: heavy.customer.mobile,
      CUST_CODE: heavy.customer.custCode,
      ...randomYear(),
    }),
  });

const createVoucher =
  (pool: Session[]): NextRequest =>
  () => {
    const s = randomOf(pool);
    return {
      path: pathOf('CreateVoucher'),
      cookie: s.cookie,
      key: randomUUID(),
      body: body('CreateVoucher', {
        TYPE_NAME: 'NEW_VOUCHER',
        CUST_CODE: s.customer.custCode,
        MOBILE_NUM: s.customer.mobile,
        POINTS: 10,
      }),
    };
  };

/** Pairs of the pool send one point back and forth, so no balance runs dry however long. */
function send(pool: Session[]): NextRequest {
  const pairs = Math.floor(pool.length / 2);
  if (pairs < 1) throw new Error('sending needs two signed-in customers');
  const direction = new Uint8Array(pairs);
  return () => {
    const p = Math.floor(Math.random() * pairs);
    const flip = direction[p] ?? 0;
    direction[p] = flip ^ 1;
    const a = pool[2 * p] as Session;
    const b = pool[2 * p + 1] as Session;
    const [from, to] = flip ? [b, a] : [a, b];
    return {
      path: pathOf('LoySharePoints'),
      cookie: from.cookie,
      key: randomUUID(),
      body: body('LoySharePoints', {
        EMAIL_SENDER: from.customer.email,
        MOBILE_NUM_SENDER: from.customer.mobile,
        EMAIL_RECEIVER: to.customer.email,
        MOBILE_NUM_RECEIVER: to.customer.mobile,
        SHARE_POINTS: 1,
      }),
    };
  };
}

const login =
  (pool: Session[]): NextRequest =>
  () => ({
    path: pathOf('LoyLogin'),
    body: loginBody(randomOf(pool).customer),
  });

export const LABELS: Record<ScenarioName, string> = {
  points: 'GetLoyPoints CUSTOMER',
  history: 'GetLoyPoints CUSTOMER_HISTORY, one year of a 5,000-bill customer',
  'history-1conn': 'the same history read, one connection (unloaded latency)',
  'history-mixed': 'the same history read, while GetLoyPoints CUSTOMER runs beside it',
  'points-mixed': 'GetLoyPoints CUSTOMER, while the history read runs beside it',
  'create-voucher': 'CreateVoucher (10 points, a fresh Idempotency-Key each, as the app sends)',
  send: 'LoySharePoints (1 point, alternating direction, a fresh Idempotency-Key each)',
  login: 'LoyLogin (report only: the password hash is slow by design)',
};

export function scenario(
  name: Exclude<ScenarioName, MixedName>,
  pool: Session[],
  heavy: Session,
): Scenario {
  const label = LABELS[name];
  switch (name) {
    case 'points':
      return { name, label, next: points(pool) };
    case 'history':
      return { name, label, next: history(heavy) };
    case 'history-1conn':
      return { name, label, connections: 1, next: history(heavy) };
    case 'create-voucher':
      return { name, label, next: createVoucher(pool) };
    case 'send':
      return { name, label, next: send(pool) };
    case 'login':
      return { name, label, reportOnly: true, next: login(pool) };
  }
}
