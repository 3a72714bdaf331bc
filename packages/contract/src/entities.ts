import * as z from 'zod/mini';
import { flag, list, optText, text } from './readers';
import { featureList } from './our-features';

/**
 * Entities of docs/wire-protocol.md §3 as they arrive in answers, with the wire's own names and casing
 * (misspellings included: REEDEEM_AMOUNT, POINTS_REDEMEED, REEDEM_DATE). Fields use the
 * tolerant readers, so vendor variants parse into one canonical form.
 */

/** Settings of one sub-domain (GetAppSettings). All optional: an unknown sub-domain has none. */
export const appSettings = z.object({
  AppBaseURL: optText,
  AppBaseURL1: optText,
  AdminCRMDataURL: optText,
  AdminFileSrvURL: optText,
  ClientId: optText,
  /** The address of the access call (ours: `{origin}/config/GetAccess`). */
  GetAccess: optText,
  AppDisplayName: optText,
  /** Ours: the display name in Arabic; missing when the programme gives none. */
  AppDisplayNameAr: optText,
  LogoURL: optText,
  FooterLogoURL: optText,
  /** Our addition: the programme's colour, `#rrggbb`. The vendor's settings have none. */
  BrandColor: optText,
  /** Our addition: the landing's hero picture, an absolute URL. The vendor's settings have none. */
  HeroImage: optText,
  /** Our addition: the landing's one-line value proposition. The vendor's settings have none. */
  Tagline: optText,
  Footer1: optText,
  Footer2: optText,
  Footer3: optText,
  CountryResidence: optText,
  CountryResidenceCode: optText,
  Nationality: optText,
  /**
   * Our addition: the programme's own voucher conditions, one line each, in English and in
   * Arabic. Both empty (as from the vendor): the app shows its own conditions.
   */
  VoucherConditions: list(text),
  VoucherConditionsAr: list(text),
  /** Our addition: the calls of ours this server serves (see our-features.ts). */
  Features: featureList,
});

/** A client-access toggle ('Voucher', 'Bill History', 'Share Points', 'Dark Mode'). */
export const accessItem = z.object({ access_desc: text, enabled: flag });

export const loadScreenImage = z.object({ image_name: text });

/** What the app keeps of the signed-in customer (the user cookie of docs/wire-protocol.md §3). */
export const signedInUser = z.object({
  CUST_CODE: text,
  CUST_NAME: text,
  MOBILE: text,
  EMAIL: optText,
  CARD_TYPE: optText,
  PROFILE_IMAGE: optText,
});

// The other entities live in their own modules, so a client that reads only the start-up
// answers (settings, the signed-in customer) does not load and build every schema.
export * from './entities-customer';
export * from './entities-offers';
export * from './entities-geography';
export * from './entities-content';
