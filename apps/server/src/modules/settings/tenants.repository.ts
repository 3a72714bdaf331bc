import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { TenantsTable } from '../../db/tables/settings';

export interface CardTypeRule {
  name: string;
  minPoints: number;
}

export interface Tenant {
  id: number;
  clientId: number;
  subDomain: string;
  displayName: string;
  /** The display name in Arabic, or empty. */
  displayNameAr: string;
  /** The programme's own voucher conditions, one line each; empty lists leave the app's own. */
  voucherConditions: { en: string[]; ar: string[] };
  logoUrl: string;
  footerLogoUrl: string;
  /** `#rrggbb`, or empty for the app's own colour. */
  brandColor: string;
  /** The landing's hero picture (a file name), or empty. */
  heroImage: string;
  /** The landing's value proposition, or empty. */
  tagline: string;
  footers: [string, string, string];
  countryResidence: string;
  countryResidenceCode: string;
  nationality: string;
  residenceCountries: string[];
  access: { voucher: boolean; billHistory: boolean; sharePoints: boolean; darkMode: boolean };
  loadScreenImages: string[];
  rules: {
    pointsPerAed: number;
    pointValueFils: number;
    pointsExpiryMonths: number;
    voucherValidityDays: number;
    cardTypes: CardTypeRule[];
    /** The largest bill the till may post, in fils. */
    maxBillFils: number;
    /** IANA zone a bill time without a zone is read in. */
    timeZone: string;
    /** Months of points the tiers count; 0 counts a lifetime. */
    tierWindowMonths: number;
    /** Days before points expire that the customer is mailed; 0 sends none. */
    expiryReminderDays: number;
  };
}

function parseJsonArray<T>(text: string): T[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}

function toTenant(r: Selectable<TenantsTable>): Tenant {
  return {
    id: r.id,
    clientId: Number(r.client_id),
    subDomain: r.sub_domain,
    displayName: r.app_display_name,
    displayNameAr: r.app_display_name_ar,
    voucherConditions: {
      en: parseJsonArray<string>(r.voucher_conditions),
      ar: parseJsonArray<string>(r.voucher_conditions_ar),
    },
    logoUrl: r.logo_url,
    footerLogoUrl: r.footer_logo_url,
    brandColor: r.brand_color,
    heroImage: r.hero_image,
    tagline: r.tagline,
    footers: [r.footer1, r.footer2, r.footer3],
    countryResidence: r.country_residence,
    countryResidenceCode: r.country_residence_code,
    nationality: r.nationality,
    residenceCountries: parseJsonArray<string>(r.residence_countries),
    access: {
      voucher: r.access_voucher === 1,
      billHistory: r.access_bill_history === 1,
      sharePoints: r.access_share_points === 1,
      darkMode: r.access_dark_mode === 1,
    },
    loadScreenImages: parseJsonArray<string>(r.load_screen_images),
    rules: {
      pointsPerAed: r.points_per_aed,
      pointValueFils: r.point_value_fils,
      pointsExpiryMonths: r.points_expiry_months,
      voucherValidityDays: r.voucher_validity_days,
      cardTypes: parseJsonArray<CardTypeRule>(r.card_types).sort(
        (a, b) => a.minPoints - b.minPoints,
      ),
      maxBillFils: Number(r.max_bill_fils),
      timeZone: r.time_zone,
      tierWindowMonths: Number(r.tier_window_months),
      expiryReminderDays: Number(r.expiry_reminder_days),
    },
  };
}

export function tenantsRepository(db: Kysely<Database>) {
  return {
    async findByClientId(clientId: number): Promise<Tenant | undefined> {
      const row = await db
        .selectFrom('tenants')
        .selectAll()
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row && toTenant(row);
    },

    async findBySubDomain(subDomain: string): Promise<Tenant | undefined> {
      const row = await db
        .selectFrom('tenants')
        .selectAll()
        .where('sub_domain', '=', subDomain)
        .executeTakeFirst();
      return row && toTenant(row);
    },

    async findById(id: number): Promise<Tenant | undefined> {
      const row = await db
        .selectFrom('tenants')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toTenant(row);
    },

    async insert(values: Insertable<TenantsTable>, origins: string[]): Promise<number> {
      const { id } = await db
        .insertInto('tenants')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (origins.length > 0) {
        await db
          .insertInto('tenant_origins')
          .values(origins.map((origin) => ({ tenant_id: id, origin })))
          .execute();
      }
      return id;
    },

    /** Sets what the landing shows: the hero picture's file name and the value proposition. */
    async setLanding(id: number, landing: { heroImage?: string; tagline?: string }): Promise<void> {
      const values = {
        ...(landing.heroImage === undefined ? {} : { hero_image: landing.heroImage }),
        ...(landing.tagline === undefined ? {} : { tagline: landing.tagline }),
      };
      if (Object.keys(values).length === 0) return;
      await db.updateTable('tenants').set(values).where('id', '=', id).execute();
    },

    /** Changes a programme's settings (the console's); the cache is emptied by its wrapper. */
    async update(id: number, values: Updateable<TenantsTable>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.updateTable('tenants').set(values).where('id', '=', id).execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('tenants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether this tenant lists the origin for cross-origin calls (another's list is not its). */
    async isAllowedOrigin(tenantId: number, origin: string): Promise<boolean> {
      const row = await db
        .selectFrom('tenant_origins')
        .select('tenant_id')
        .where('tenant_id', '=', tenantId)
        .where('origin', '=', origin)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TenantsRepository = ReturnType<typeof tenantsRepository>;
