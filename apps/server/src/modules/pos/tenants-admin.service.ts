import { parseFields } from '@loyalty/contract';
import {
  brandColor,
  expiryMonths,
  maxBill,
  pointsPerAed,
  pointValueFils,
  programmeName,
  timeZone,
  voucherValidityDays,
} from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import { DEFAULT_TIME_ZONE } from '../../lib/time-zone';
import { aedToFils, DEFAULT_MAX_BILL_FILS } from '../../ledger/money';
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

// The console's settings rules (the contract's), so a programme is never made with values
// the console would refuse.
const rules = z.object({
  name: programmeName,
  brandColor: z.optional(brandColor),
  pointsPerAed: z._default(pointsPerAed, 1),
  pointValueFils: z._default(pointValueFils, 5),
  expiryMonths: z._default(expiryMonths, 12),
  voucherDays: z._default(voucherValidityDays, 90),
  maxBillAed: z.optional(maxBill),
  timeZone: z._default(timeZone, DEFAULT_TIME_ZONE),
});

function checkedRules(input: NewTenantInput): z.output<typeof rules> {
  const parsed = parseFields(rules, input);
  if (parsed.ok) return parsed.data;
  throw bad(Object.values(parsed.fields)[0] ?? parsed.message);
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
  for (const origin of input.origins ?? []) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw bad(`${origin} is not an origin such as https://shop.example.com.`);
  }
  const checked = checkedRules(input);
  if (await tenants.findByClientId(input.clientId))
    throw bad(`Client id ${input.clientId} is taken.`);
  if (await tenants.findBySubDomain(subDomain)) throw bad(`Sub-domain ${subDomain} is taken.`);
  const { key, hash } = newStaffKey();
  const id = await tenants.insert(
    {
      client_id: input.clientId,
      sub_domain: subDomain,
      app_display_name: checked.name,
      logo_url: '',
      footer_logo_url: '',
      brand_color: checked.brandColor ?? '',
      footer1: 'Brought to you by',
      footer2: '',
      footer3: checked.name,
      country_residence: 'United Arab Emirates',
      country_residence_code: 'AE',
      nationality: 'Emirati',
      residence_countries: JSON.stringify(GCC),
      access_voucher: 1,
      access_bill_history: 1,
      access_share_points: 1,
      access_dark_mode: 1,
      load_screen_images: '[]',
      points_per_aed: checked.pointsPerAed,
      point_value_fils: checked.pointValueFils,
      points_expiry_months: checked.expiryMonths,
      voucher_validity_days: checked.voucherDays,
      max_bill_fils:
        checked.maxBillAed === undefined ? DEFAULT_MAX_BILL_FILS : aedToFils(checked.maxBillAed),
      time_zone: checked.timeZone,
      card_types: JSON.stringify(CARD_TYPES),
      staff_api_key_hash: hash,
      created_at: deps.now().toISOString(),
    },
    input.origins ?? [],
  );
  return { id, apiKey: key };
}
