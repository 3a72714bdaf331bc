import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedTenants } from '../src/modules/settings/tenant-cache';
import { tenantsRepository } from '../src/modules/settings/tenants.repository';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rename(clientId: number, name: string) {
  await t.app.db
    .updateTable('tenants')
    .set({ app_display_name: name })
    .where('client_id', '=', clientId)
    .execute();
}

/** A copy of the demo retailer's row under another client id and sub-domain. */
async function newTenantValues(clientId: number) {
  const { id: _id, ...demo } = await t.app.db
    .selectFrom('tenants')
    .selectAll()
    .where('client_id', '=', 1001)
    .executeTakeFirstOrThrow();
  return { ...demo, client_id: clientId, sub_domain: `shop${clientId}` };
}

describe('tenant cache', () => {
  it('reuses a retailer for its time to live, then reads it again', async () => {
    let now = 0;
    const tenants = cachedTenants(tenantsRepository(t.app.db), { ttlMs: 1_000, now: () => now });
    const first = await tenants.findByClientId(1001);
    await rename(1001, 'Renamed');
    now = 999;
    expect(await tenants.findByClientId(1001)).toBe(first);
    now = 1_001;
    expect((await tenants.findByClientId(1001))?.displayName).toBe('Renamed');
    await rename(1001, first?.displayName ?? '');
  });

  it('never keeps a miss: a retailer added elsewhere is found at once', async () => {
    const tenants = cachedTenants(tenantsRepository(t.app.db), { now: () => 0 });
    expect(await tenants.findByClientId(4242)).toBeUndefined();
    expect(await tenants.findBySubDomain('shop4242')).toBeUndefined();
    // Another instance (or the CLI) adds it, without this cache knowing.
    await tenantsRepository(t.app.db).insert(await newTenantValues(4242), []);
    expect((await tenants.findByClientId(4242))?.subDomain).toBe('shop4242');
    expect((await tenants.findBySubDomain('shop4242'))?.clientId).toBe(4242);
  });

  it('is emptied when a retailer is added through it', async () => {
    const tenants = cachedTenants(tenantsRepository(t.app.db), { now: () => 0 });
    const demo = await tenants.findByClientId(1001);
    expect(await tenants.findById(demo?.id ?? 0)).toBeDefined();
    await rename(1001, 'Changed by hand');
    expect((await tenants.findById(demo?.id ?? 0))?.displayName).toBe(demo?.displayName);
    await tenants.insert(await newTenantValues(4343), []);
    expect((await tenants.findById(demo?.id ?? 0))?.displayName).toBe('Changed by hand');
    await rename(1001, demo?.displayName ?? '');
  });

  it('hands out retailers no request can change for the others', async () => {
    const tenant = await t.app.tenants.findByClientId(1001);
    expect(await t.app.tenants.findByClientId(1001)).toBe(tenant);
    expect(() => {
      (tenant as { displayName: string }).displayName = 'x';
    }).toThrow(TypeError);
    expect(() => tenant?.rules.cardTypes.push({ name: 'X', minPoints: 1 })).toThrow(TypeError);
  });
});
