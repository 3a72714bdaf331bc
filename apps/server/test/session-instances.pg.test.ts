import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { call, DEMO, expectFailure, login, testClock } from './helper';
import { freshIp, newCustomer, own, type Signed } from './programme-helper';
import { newSchemaName, withPg } from './test-db';

/**
 * Two instances on one PostgreSQL schema, as behind a load balancer: what one writes (points,
 * a sign-out) shows at once on the other, whose session check is a statement each connection
 * planned once. Included only in the PostgreSQL run (vitest.config.ts).
 */
const schema = newSchemaName();
const clock = testClock();
let a: FastifyInstance;
let b: FastifyInstance;
let c: Signed;

const instance = async () => {
  const app = await buildApp({
    logger: false,
    now: clock,
    config: {
      databaseUrl: loadConfig().databaseUrl,
      databaseSchema: schema,
      demoMode: true,
      mailUrl: undefined,
      webDist: '/nonexistent',
      consoleDist: '/nonexistent',
    },
  });
  await app.ready();
  await app.expiryJobIdle();
  return app;
};

beforeAll(async () => {
  await withPg((pg) => pg.query(`create schema "${schema}"`));
  a = await instance();
  b = await instance();
  c = await newCustomer(a, 'two.instances', '0507770011', 500);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const points = async (app: FastifyInstance, cookie = c.cookie) =>
  call(app, 'GetLoyPoints', { ...own(c), TYPE_NAME: 'CUSTOMER' }, { cookie });
const balanceOn = async (app: FastifyInstance) => {
  const res = await points(app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ DATA: { CURRENTPOINTS: number } }>().DATA.CURRENTPOINTS;
};

describe('two instances on one PostgreSQL', () => {
  it('show a balance written on the other at once, never an older one', async () => {
    // Every connection of each pool has run the session check by now.
    for (let i = 0; i < 30; i++) expect(await balanceOn(i % 2 ? a : b)).toBe(500);
    for (let i = 1; i <= 5; i++) {
      const made = await call(
        a,
        'CreateVoucher',
        { ...own(c), TYPE_NAME: 'NEW_VOUCHER', POINTS: 10 },
        { cookie: c.cookie, ip: freshIp() },
      );
      expect(made.json()).toMatchObject({ STATUS: true });
      expect(await balanceOn(b)).toBe(500 - 10 * i);
      expect(await balanceOn(a)).toBe(500 - 10 * i);
    }
  });

  it('refuse a session signed out on the other', async () => {
    const { cookie } = await login(a, c.email);
    expect((await points(b, cookie)).statusCode).toBe(200);
    expect((await call(a, 'Logout', DEMO, { cookie })).statusCode).toBe(200);
    expectFailure(await points(b, cookie), 401);
    expectFailure(await points(a, cookie), 401);
  });

  it('refuse a session past its expiry on both', async () => {
    expect((await points(a)).statusCode).toBe(200);
    expect((await points(b)).statusCode).toBe(200);
    clock.advance(31 * 86_400_000);
    expectFailure(await points(a), 401);
    expectFailure(await points(b), 401);
  });
});
