import { INT_MAX } from '../../db/whole-numbers';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../lib/time-zone';
import { aedToFils, DEFAULT_MAX_BILL_FILS, filsToAed } from '../../ledger/money';
import { tenantsRepository } from '../settings/tenants.repository';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { newStaffKey } from './staff-auth';

export interface NewTenantInput {
  clientId: number;
  subDomain: string;
  name: string;
  pointsPerAed?: number | undefined;
  pointValueFils?: number | undefined;
  expiryMonths?: number | undefined;
  voucherDays?: number | undefined;
  /** The largest bill the till may post, in AED. */
  maxBillAed?: number | undefined;
  /** IANA zone a bill time without a zone is read in. */
  timeZone?: string | undefined;
  origins?: string[] | undefined;
  /** The programme's colour, `#rrggbb`; the app's own when not given. */
  brandColor?: string | undefined;
}

const GCC = ['AE', 'SA', 'QA', 'OM', 'KW', 'BH'];
const CARD_TYPES = [
  { name: 'SILVER', minPoints: 0 },
  { name: 'GOLD', minPoints: 10_000 },
  { name: 'PLATINUM', minPoints: 50_000 },
];

const bad = (message: string) => new Refusal('BAD_TENANT', message);

function whole(value: number | undefined, fallback: number, min: number, name: string): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < min)
    throw bad(`${name} must be a whole number of at least ${min}.`);
  return v;
}

/** A new programme with every feature on; its staff API key is returned once and stored hashed. */
export async function createTenant(
  deps: ServiceDeps,
  input: NewTenantInput,
): Promise<{ id: number; apiKey: string }> {
  const tenants = tenantsRepository(deps.db);
  if (!Number.isInteger(input.clientId) || input.clientId < 1)
    throw bad('The client id must be a whole number above 0.');
  const subDomain = input.subDomain.trim().toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(subDomain)) {
    throw bad('The sub-domain may hold lower-case letters, digits and inner dashes (at most 40).');
  }
  if (input.name.trim() === '') throw bad('The programme needs a name.');
  for (const origin of input.origins ?? []) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw bad(`${origin} is not an origin such as https://shop.example.com.`);
  }
  const brandColor = input.brandColor?.trim().toLowerCase() ?? '';
  if (brandColor !== '' && !/^#[0-9a-f]{6}$/.test(brandColor))
    throw bad(`${input.brandColor} is not a colour such as #0f4c81.`);
  const rules = {
    points_per_aed: whole(input.pointsPerAed, 1, 0, 'Points per AED'),
    point_value_fils: whole(input.pointValueFils, 5, 1, 'The point value (fils)'),
    points_expiry_months: whole(input.expiryMonths, 12, 0, 'The expiry (months)'),
    voucher_validity_days: whole(input.voucherDays, 90, 1, 'The voucher validity (days)'),
  };
  const maxBill = input.maxBillAed === undefined ? undefined : aedToFils(input.maxBillAed);
  if (maxBill !== undefined && !(Number.isFinite(maxBill) && maxBill > 0 && maxBill <= INT_MAX)) {
    throw bad(`The largest bill must be above 0 AED and at most AED ${filsToAed(INT_MAX)}.`);
  }
  const timeZone = input.timeZone?.trim() ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) {
    throw bad(`${timeZone} is not a time zone name such as Asia/Dubai.`);
  }
  if (await tenants.findByClientId(input.clientId))
    throw bad(`Client id ${input.clientId} is taken.`);
  if (await tenants.findBySubDomain(subDomain)) throw bad(`Sub-domain ${subDomain} is taken.`);
  const { key, hash } = newStaffKey();
  const id = await tenants.insert(
    {
      client_id: input.clientId,
      sub_domain: subDomain,
      app_display_name: input.name.trim(),
      logo_url: '',
      footer_logo_url: '',
      brand_color: brandColor,
      footer1: 'Brought to you by',
      footer2: '',
      footer3: input.name.trim(),
      country_residence: 'United Arab Emirates',
      country_residence_code: 'AE',
      nationality: 'Emirati',
      residence_countries: JSON.stringify(GCC),
      access_voucher: 1,
      access_bill_history: 1,
      access_share_points: 1,
      access_dark_mode: 1,
      load_screen_images: '[]',
      ...rules,
      max_bill_fils: maxBill ?? DEFAULT_MAX_BILL_FILS,
      time_zone: timeZone,
      card_types: JSON.stringify(CARD_TYPES),
      staff_api_key_hash: hash,
      created_at: deps.now().toISOString(),
    },
    input.origins ?? [],
  );
  return { id, apiKey: key };
}
