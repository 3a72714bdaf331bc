import type { Generated } from 'kysely';
import type { Timestamp, Flag } from './column-types';

export interface TenantsTable {
  id: Generated<number>;
  client_id: number;
  sub_domain: string;
  app_display_name: string;
  /** The display name in Arabic; '' for none (migration 019). */
  app_display_name_ar: Generated<string>;
  logo_url: string;
  footer_logo_url: string;
  footer1: string;
  footer2: string;
  footer3: string;
  country_residence: string;
  country_residence_code: string;
  nationality: string;
  /** JSON array of ISO alpha-2 codes: the countries of residence this retailer serves. */
  residence_countries: string;
  access_voucher: Flag;
  access_bill_history: Flag;
  access_share_points: Flag;
  access_dark_mode: Flag;
  /** `#rrggbb`, or empty for the app's own colour. */
  brand_color: Generated<string>;
  /** The landing's hero picture, a file name under the file server; empty for none. */
  hero_image: Generated<string>;
  /** The landing's one-line value proposition (at most 80 characters); empty for none. */
  tagline: Generated<string>;
  /** JSON array of file names under the file server. */
  load_screen_images: string;
  points_per_aed: number;
  /** AED value of one point, in fils (1/100 AED). */
  point_value_fils: number;
  points_expiry_months: number;
  voucher_validity_days: number;
  /** The largest bill the till may post, in fils. */
  max_bill_fils: Generated<number>;
  /** IANA time zone a bill time without a zone is read in (`Asia/Dubai`). */
  time_zone: Generated<string>;
  /** JSON array of `{ name, minPoints }`, the lowest being the card type of a new customer. */
  card_types: string;
  /** Months of points the tiers count; 0 counts a lifetime (migration 015). */
  tier_window_months: Generated<number>;
  /** Days before points expire that the customer is mailed; 0 sends no reminder. */
  expiry_reminder_days: Generated<number>;
  /** JSON arrays of lines: the programme's voucher conditions; [] leaves the app's own. */
  voucher_conditions: Generated<string>;
  voucher_conditions_ar: Generated<string>;
  staff_api_key_hash: string | null;
  created_at: Timestamp;
}

export interface TenantOriginsTable {
  tenant_id: number;
  origin: string;
}
