import type { ResponseInput } from '@loyalty/contract';
import { fileUrl, tenantUrls } from '../../lib/urls';
import { SERVED_FEATURES } from './served-features';
import type { Tenant } from './tenants.repository';

const yn = (on: boolean) => (on ? 'Y' : 'N');

/** GetAppSettings of a known sub-domain. */
export function appSettings(tenant: Tenant, origin: string): ResponseInput<'GetAppSettings'> {
  return {
    STATUS: true,
    ...tenantUrls(origin),
    ClientId: String(tenant.clientId),
    AppDisplayName: tenant.displayName,
    ...(tenant.displayNameAr ? { AppDisplayNameAr: tenant.displayNameAr } : {}),
    LogoURL: fileUrl(origin, tenant.logoUrl),
    FooterLogoURL: fileUrl(origin, tenant.footerLogoUrl),
    ...(tenant.brandColor ? { BrandColor: tenant.brandColor } : {}),
    ...(tenant.heroImage ? { HeroImage: fileUrl(origin, tenant.heroImage) } : {}),
    ...(tenant.tagline ? { Tagline: tenant.tagline } : {}),
    Footer1: tenant.footers[0],
    Footer2: tenant.footers[1],
    Footer3: tenant.footers[2],
    CountryResidence: tenant.countryResidence,
    CountryResidenceCode: tenant.countryResidenceCode,
    Nationality: tenant.nationality,
    VoucherConditions: tenant.voucherConditions.en,
    VoucherConditionsAr: tenant.voucherConditions.ar,
    Features: [...SERVED_FEATURES],
  };
}

/** An unknown sub-domain: no AppBaseURL, so a local client falls back to the demo (docs/wire-protocol.md §4). */
export const unknownSubDomain: ResponseInput<'GetAppSettings'> = {
  STATUS: false,
  MESSAGE: 'Unknown sub-domain.',
};

/** The client-access toggles, with the names docs/wire-protocol.md §6 gives them. */
export function accessList(tenant: Tenant): ResponseInput<'GetAccess'> {
  return {
    STATUS: true,
    DATA: [
      { access_desc: 'Voucher', enabled: yn(tenant.access.voucher) },
      { access_desc: 'Bill History', enabled: yn(tenant.access.billHistory) },
      { access_desc: 'Share Points', enabled: yn(tenant.access.sharePoints) },
      { access_desc: 'Dark Mode', enabled: yn(tenant.access.darkMode) },
    ],
  };
}

/** Bare file names: the client joins them to AdminFileSrvURL. */
export function loadScreenImages(tenant: Tenant): ResponseInput<'GetLoadScreenImage'> {
  return { STATUS: true, DATA: tenant.loadScreenImages.map((image_name) => ({ image_name })) };
}
