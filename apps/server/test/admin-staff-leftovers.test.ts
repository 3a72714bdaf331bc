import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError } from '../src/config';
import { hashPassword } from '../src/lib/passwords';
import { demoLeftovers } from '../src/seed/demo-leftovers';
import { createTestApp, type TestApp } from './helper';
import { STAFF } from './admin-helper';

let demo: TestApp;

beforeAll(async () => {
  demo = await createTestApp();
});
afterAll(() => demo.close());

const staffLine = async () =>
  (await demoLeftovers(demo.app.db)).find((p) => p.includes('demo staff accounts'));

describe('a production start on a database with the demo staff accounts', () => {
  it('is refused, naming the accounts with the published password', async () => {
    const start = buildApp({ logger: false, config: { ...demo.app.config, demoMode: false } });
    const error = await start.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain(
      'database: demo staff accounts with the published password exist (cashier@example.com, lite-owner@example.com, manager@example.com, owner@example.com)',
    );
  });

  it('leaves out an account whose password was changed, and names none once all were', async () => {
    const other = await hashPassword('a-password-of-our-own');
    await demo.app.db
      .updateTable('staff')
      .set({ password_hash: other })
      .where('email', '=', STAFF.owner)
      .execute();
    const line = await staffLine();
    expect(line).toMatch(
      /\(cashier@example\.com, lite-owner@example\.com, manager@example\.com\)$/,
    );
    await demo.app.db.updateTable('staff').set({ password_hash: other }).execute();
    expect(await staffLine()).toBeUndefined();
  });
});
