import { operatorActor } from '../src/modules/audit/audit';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pointsService } from '../src/modules/points/points.service';
import { ledgerRepository } from '../src/ledger/ledger.repository';
import { call, DEMO, login, type CallOptions } from './helper';
import { signUpData } from './fixtures';

/** A signed-in customer as the tests use them. */
export interface Signed {
  cookie: string;
  code: string;
  email: string;
  mobile: string;
  id: number;
}

export const deps = (app: FastifyInstance) => ({ db: app.db, dialect: app.dialect, now: app.now });

export async function signIn(
  app: FastifyInstance,
  email: string,
  client: string = DEMO.CLIENT_ID,
): Promise<Signed> {
  const { res, cookie } = await login(app, email, { client });
  expect(res.json()).toMatchObject({ STATUS: true });
  const row = await app.db
    .selectFrom('customers')
    .select(['id', 'cust_code', 'mobile', 'email'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    cookie: cookie ?? '',
    code: row.cust_code,
    email: row.email,
    mobile: row.mobile,
    id: row.id,
  };
}

/** A new customer of the demo programme with `points` (as a staff adjustment), signed in. */
export async function newCustomer(
  app: FastifyInstance,
  name: string,
  mobile: string,
  points = 0,
): Promise<Signed> {
  const email = `${name}@example.com`;
  const res = await call(
    app,
    'LoyCreateCustomer',
    {
      ...DEMO,
      ...signUpData(
        { email, mobile, password: 'demo1234' },
        { FIRSTNAME: name, AREA: 'Al Barsha', area_code: 'AE-DXB-AL-BARSHA' },
      ),
    },
    { ip: `10.9.${mobile.slice(-2)}.1` },
  );
  expect(res.json()).toMatchObject({ STATUS: true });
  const signed = await signIn(app, email);
  if (points > 0) await creditPoints(app, signed.id, points);
  return signed;
}

/** Adds points to a demo customer's balance, as staff would. */
export async function creditPoints(app: FastifyInstance, id: number, points: number) {
  const tenant = await app.tenants.findByClientId(1001);
  const points$ = pointsService(deps(app));
  await points$.adjust(
    await points$.customer(id),
    tenant!,
    points,
    'Test credit',
    operatorActor('test'),
  );
}

export async function balance(app: FastifyInstance, id: number): Promise<number> {
  const row = await app.db
    .selectFrom('customers')
    .select('points_balance')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.points_balance);
}

export async function ledgerSum(app: FastifyInstance, id: number): Promise<number> {
  return ledgerRepository(app.db).sumOfEntries(id);
}

/** Identity fields of a customer-scoped call, as the app sends them. */
export const own = (c: Signed) => ({ ...DEMO, CUST_CODE: c.code, MOBILE_NUM: c.mobile });

/** Every request from its own address, so per-IP write limits do not interfere. */
let ipCounter = 0;
export function freshIp(): CallOptions['ip'] {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** GetLoyPoints CUSTOMER_HISTORY for `who`, from and to the given days. */
export const askHistory = (
  app: FastifyInstance,
  who: Signed,
  from: string,
  to: string,
  headers: Record<string, string> = {},
) =>
  call(
    app,
    'GetLoyPoints',
    {
      ...DEMO,
      TYPE_NAME: 'CUSTOMER_HISTORY',
      MOBILE_NUM: who.mobile,
      FROM_DATE: from,
      TO_DATE: to,
    },
    { cookie: who.cookie, headers },
  );
