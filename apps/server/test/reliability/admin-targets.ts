import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AdminRouteInfo } from '../../src/modules/admin/admin-route';
import { admin, CONSOLE_ORIGIN, type AdminCaller } from '../admin-helper';
import { formData, pdf, png, type FormFile } from '../admin-upload-helper';
import { smallPng } from './multipart-helper';

/** The ids a programme's routes name: one of each thing of that programme. */
export interface ProgrammeIds {
  customerId: number;
  billId: number;
  batchId: number;
  promotionId: number;
  storeId: number;
  staffId: number;
  keyId: number;
}

const OPTIONS = Array.from({ length: 5 }, (_, i) => ({ desc: `Option ${i + 1}` }));

/** A body each admin write accepts: what the fuzzing breaks and the matrix sends. */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/admin/session': { email: 'nobody.here@example.com', password: 'not the password' },
  'POST /api/admin/customers/:customerId/adjust': { points: 10, reason: 'Checked' },
  'POST /api/admin/customers/:customerId/block': { reason: 'Checked' },
  'POST /api/admin/customers/:customerId/unblock': { reason: 'Checked' },
  'POST /api/admin/customers/:customerId/erase': { reason: 'Checked' },
  'POST /api/admin/bills/:billId/reverse': { reason: 'Checked' },
  // A customer no programme has: the till's writes are tried without moving any value.
  'POST /api/admin/till/bills': { customerId: 2_000_000_000, billRef: 'CHECKED-1', amount: '10' },
  'POST /api/admin/till/vouchers/redeem': { customerId: 2_000_000_000, voucherCode: 'CHECKED' },
  'POST /api/admin/voucher-batches': { count: 2, value: 5, validDays: 30, name: 'Checked' },
  'PATCH /api/admin/settings': {
    displayName: 'Checked Club',
    brandColor: '#123456',
    tagline: 'Checked',
    footers: ['One', 'Two', 'Three'],
    tierWindowMonths: 12,
    expiryReminderDays: 14,
    origins: ['https://shop.example.com'],
  },
  'PATCH /api/admin/promotions/:promotionId': { title: 'Checked', hidden: false },
  'POST /api/admin/stores': { name: 'Checked store', address: 'Street 1', phone: '+971 4 1234' },
  'PATCH /api/admin/stores/:storeId': { name: 'Checked store', address: 'Street 2' },
  'PUT /api/admin/about': { sections: [{ heading: 'About', content: 'Checked' }] },
  'PUT /api/admin/rating-questions': {
    questions: [{ description: 'Checked?', type: 'Star', options: OPTIONS }],
  },
  'PUT /api/admin/social-links': { links: [{ name: 'Site', link: 'https://example.com' }] },
  'POST /api/admin/me/totp/confirm': { code: '123456' },
  'DELETE /api/admin/me/totp': { password: 'not the password' },
  'POST /api/admin/staff': { email: 'checked@example.com', name: 'Checked', role: 'cashier' },
  'PATCH /api/admin/staff/:staffId': { name: 'Checked name' },
  'POST /api/admin/keys': { name: 'Checked till' },
  'POST /api/admin/password-reset': { email: 'nobody.here@example.com' },
  'POST /api/admin/password-reset/complete': {
    token: 'x'.repeat(43),
    password: 'a long new password',
  },
  'POST /api/admin/invitations/accept': { token: 'x'.repeat(43), password: 'a long password' },
};

/** A form each admin upload accepts: its text fields and files. */
export interface UploadForm {
  fields: Record<string, string>;
  files: FormFile[];
}

/** A multipart form each admin upload accepts: what the matrix sends and the fuzzing breaks. */
export const VALID_UPLOADS: Record<string, () => Promise<UploadForm>> = {
  'POST /api/admin/promotions': async () => ({
    fields: { code: 'CHECKED1', title: 'Checked', from: '2099-01-01', to: '2099-01-31' },
    files: [png('images', await smallPng()), pdf('flyer')],
  }),
  'PUT /api/admin/promotions/:promotionId/files': async () => ({
    fields: {},
    files: [png('images', await smallPng()), pdf('flyer')],
  }),
  'PUT /api/admin/brochure': async () => ({ fields: {}, files: [pdf('brochure')] }),
  'PUT /api/admin/settings/logo': async () => ({
    fields: {},
    files: [png('logo', await smallPng())],
  }),
  'PUT /api/admin/settings/footer-logo': async () => ({
    fields: {},
    files: [png('footerLogo', await smallPng())],
  }),
  'PUT /api/admin/settings/hero-image': async () => ({
    fields: {},
    files: [png('heroImage', await smallPng())],
  }),
  'PUT /api/admin/settings/welcome-images': async () => ({
    fields: {},
    files: [png('welcomeImages', await smallPng()), png('welcomeImages', await smallPng())],
  }),
};

/** Sends a multipart form to the admin API as the console does (or as a till would). */
export function adminUpload(
  app: FastifyInstance,
  route: Pick<AdminRouteInfo, 'method'>,
  url: string,
  caller: AdminCaller,
  form: UploadForm,
): Promise<LightMyRequestResponse> {
  const host = caller.host ?? 'localhost';
  const { payload, headers } = formData(form.fields, form.files);
  return app.inject({
    method: route.method,
    url,
    payload,
    remoteAddress: caller.ip ?? '127.0.0.1',
    headers: {
      ...headers,
      host,
      origin: host === 'localhost' ? CONSOLE_ORIGIN : `http://${host}`,
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(caller.key ? { authorization: `Bearer ${caller.key}` } : {}),
    },
  });
}

export const routeKey = (r: Pick<AdminRouteInfo, 'method' | 'url'>) => `${r.method} ${r.url}`;
export const isWrite = (r: AdminRouteInfo) => r.method !== 'GET';

/** The route's URL with the programme's ids in place of its parameters. */
export function urlWith(url: string, ids: ProgrammeIds): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const id = ids[name as keyof ProgrammeIds];
    if (id === undefined) throw new Error(`no id for :${name}`);
    return String(id);
  });
}

/**
 * One of each thing of a programme, made through its own admin API and till key where there
 * is none yet: a customer with a bill, a voucher batch, a store, a till key.
 */
export async function programmeIds(
  app: FastifyInstance,
  sub: string,
  owner: AdminCaller,
  tillKey: string,
): Promise<ProgrammeIds> {
  const tenant = (await app.tenants.findBySubDomain(sub))!;
  type Owned = 'customers' | 'promotions' | 'stores' | 'staff' | 'voucher_batches' | 'till_keys';
  const last = async (table: Owned) => {
    const row = await app.db
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.id;
  };
  const make = async (url: string, body: object) => {
    const res = await admin(app, 'POST', url, owner, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const customerId = (await last('customers'))!;
  const customer = await app.db
    .selectFrom('customers')
    .select('cust_code')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const posted = await app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: `Bearer ${tillKey}` },
    payload: { billRef: `IDS-${sub}`, customer: { custCode: customer.cust_code }, amount: 120 },
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const bill = await app.db
    .selectFrom('bills')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('bill_ref', '=', `IDS-${sub}`)
    .executeTakeFirstOrThrow();
  await make('/api/admin/voucher-batches', VALID_BODIES['POST /api/admin/voucher-batches']!);
  if ((await last('stores')) === undefined)
    await make('/api/admin/stores', VALID_BODIES['POST /api/admin/stores']!);
  await make('/api/admin/keys', { name: `Till of ${sub}` });
  return {
    customerId,
    billId: bill.id,
    batchId: (await last('voucher_batches'))!,
    // A programme without promotions: an id nobody has.
    promotionId: (await last('promotions')) ?? 2_000_000_000,
    storeId: (await last('stores'))!,
    staffId: (await last('staff'))!,
    keyId: (await last('till_keys'))!,
  };
}
