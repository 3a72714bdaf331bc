import { createTenant } from '../../modules/pos/tenants-admin.service';
import { customersAdminRepository } from '../../modules/pos/pos.repository';
import { filsToAed, pointsValueFils } from '../../ledger/money';
import { checkLanding, saveLanding } from '../../modules/settings/landing';
import { tenantsRepository } from '../../modules/settings/tenants.repository';
import {
  type Command,
  list,
  number,
  optionalNumber,
  optionalText,
  tenantOf,
  text,
} from '../cli-context';

export const createTenantCommand: Command = {
  name: 'create-tenant',
  summary: 'create a programme; prints its staff API key once',
  usage:
    '--client-id 1003 --sub-domain acme --name "Acme Rewards" [--points-per-aed 1] [--point-value-fils 5] [--expiry-months 12] [--voucher-days 90] [--max-bill 100000] [--time-zone Asia/Dubai] [--brand-color "#0f4c81"] [--hero-image hero.jpg] [--tagline "Points on every visit"] [--origin https://shop.example.com]…',
  options: [
    'client-id',
    'sub-domain',
    'name',
    'points-per-aed',
    'point-value-fils',
    'expiry-months',
    'voucher-days',
    'max-bill',
    'time-zone',
    'brand-color',
    'hero-image',
    'tagline',
    'origin*',
  ],
  async run(values, ctx) {
    // Checked first: a bad picture or tagline creates no programme.
    const landing = await checkLanding({
      heroImage: optionalText(values, 'hero-image'),
      tagline: optionalText(values, 'tagline'),
    });
    const created = await createTenant(ctx.deps, {
      clientId: number(values, 'client-id'),
      subDomain: text(values, 'sub-domain'),
      name: text(values, 'name'),
      pointsPerAed: optionalNumber(values, 'points-per-aed'),
      pointValueFils: optionalNumber(values, 'point-value-fils'),
      expiryMonths: optionalNumber(values, 'expiry-months'),
      voucherDays: optionalNumber(values, 'voucher-days'),
      maxBillAed: optionalNumber(values, 'max-bill'),
      timeZone: optionalText(values, 'time-zone'),
      origins: list(values, 'origin'),
      brandColor: optionalText(values, 'brand-color'),
    });
    await saveLanding(tenantsRepository(ctx.deps.db), ctx.filesDir, created.id, landing);
    ctx.out(`Programme created (client id ${number(values, 'client-id')}).`);
    ctx.out(`Staff API key (shown only now; keep it safe): ${created.apiKey}`);
  },
};

export const listCustomersCommand: Command = {
  name: 'list-customers',
  summary: "list a programme's customers with their balances",
  usage: '--client-id 1001 [--limit 50]',
  options: ['client-id', 'limit'],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const limit = number(values, 'limit', 50);
    const rows = await customersAdminRepository(ctx.deps.db).list(
      tenant.id,
      Math.max(1, Math.floor(limit)),
    );
    ctx.out(['code', 'card', 'name', 'email', 'mobile', 'card type', 'points', 'AED'].join('\t'));
    for (const r of rows) {
      const points = Number(r.points_balance);
      const aed = filsToAed(pointsValueFils(points, tenant)).toFixed(2);
      ctx.out(
        [
          r.cust_code,
          r.card_no,
          `${r.first_name} ${r.last_name}`,
          r.email,
          r.mobile,
          r.card_type,
          points,
          aed,
        ].join('\t'),
      );
    }
    ctx.out(`${rows.length} customer(s).`);
  },
};
