import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, configServiceUrl } from '../../lib/api-client';
import { DEFAULT_FOOTERS, fileUrl, setActiveConfig } from '../../lib/app-settings';
import type { AppConfig } from '../../lib/app-settings';
import { DEMO_SUB_DOMAIN, isLocalHost, subDomainOf } from '../../lib/sub-domain';
import { t } from '../../i18n/messages';
import { accessQueryOptions } from './api/get-access';
import { appSettingsQueryOptions } from './api/get-app-settings';
import type { AppSettings } from './api/get-app-settings';
import { embeddedSettings } from './embedded-settings';
import { parseBrandColour } from '../../lib/brand-colour';

/** Settings that let the app run: a base URL and a client id (docs/wire-protocol.md §1). */
type UsableSettings = AppSettings & { AppBaseURL: string; ClientId: string };

function isUsable(settings: AppSettings): settings is UsableSettings {
  return Boolean(settings.AppBaseURL && settings.ClientId);
}

function toAppConfig(settings: UsableSettings): AppConfig {
  // Our server's file address when the settings name none (docs/decisions/011-tenant-urls.md).
  const files = { fileServerUrl: settings.AdminFileSrvURL ?? '/files/' };
  return {
    urls: {
      AppBaseURL: settings.AppBaseURL,
      AppBaseURL1: settings.AppBaseURL1 ?? '',
      AdminCRMDataURL: settings.AdminCRMDataURL ?? '',
      configUrl: configServiceUrl(),
    },
    clientId: settings.ClientId,
    accessUrl: settings.GetAccess,
    ...files,
    displayName: settings.AppDisplayName ?? t('app.defaultName'),
    displayNameAr: settings.AppDisplayNameAr,
    voucherConditions: [settings.VoucherConditions, settings.VoucherConditionsAr],
    logoUrl: settings.LogoURL && fileUrl(files, settings.LogoURL),
    footerLogoUrl: settings.FooterLogoURL && fileUrl(files, settings.FooterLogoURL),
    brandColour: parseBrandColour(settings.BrandColor),
    heroImageUrl: settings.HeroImage ? fileUrl(files, settings.HeroImage) : undefined,
    tagline: settings.Tagline?.trim() || undefined,
    footers: [
      settings.Footer1 ?? DEFAULT_FOOTERS[0],
      settings.Footer2 ?? DEFAULT_FOOTERS[1],
      settings.Footer3 ?? DEFAULT_FOOTERS[2],
    ],
    countryResidence: settings.CountryResidence,
    countryResidenceCode: settings.CountryResidenceCode,
    nationality: settings.Nationality,
    access: {},
    features: settings.Features,
  };
}

// The last settings that worked, so an installed app still opens offline.
const SAVED_CONFIG = 'loyalty_app_config';

function saveConfig(hostname: string, config: AppConfig): void {
  try {
    localStorage.setItem(SAVED_CONFIG, JSON.stringify({ hostname, config }));
  } catch {
    // Private mode or a full quota: the app simply will not open offline.
  }
}

function savedConfig(hostname: string): AppConfig | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_CONFIG) ?? 'null') as {
      hostname?: string;
      config?: AppConfig;
    } | null;
    return saved?.hostname === hostname ? saved.config : undefined;
  } catch {
    return undefined;
  }
}

/**
 * docs/wire-protocol.md §4 "App settings load": the sub-domain's settings; on a local or development host
 * without a base URL, the demo sub-domain's; then the client's access toggles.
 */
export async function loadAppConfig(client: QueryClient, hostname: string): Promise<AppConfig> {
  let settings: AppSettings;
  try {
    settings = await client.fetchQuery(appSettingsQueryOptions(subDomainOf(hostname)));
    if (!isUsable(settings) && (isLocalHost(hostname) || import.meta.env.DEV)) {
      settings = await client.fetchQuery(appSettingsQueryOptions(DEMO_SUB_DOMAIN));
    }
  } catch (error) {
    const saved =
      error instanceof ApiError && error.status === 0 ? savedConfig(hostname) : undefined;
    if (!saved) throw error;
    setActiveConfig(saved);
    return saved;
  }
  if (!isUsable(settings)) throw new Error(t('settings.failed'));

  const config = toAppConfig(settings);
  // GetAccess is sent with the tenant's client id, which the api client reads from here.
  setActiveConfig(config);
  const access = await client
    .fetchQuery(accessQueryOptions(config.clientId, config.accessUrl))
    .catch((error: unknown) => {
      // Without toggles the app still runs, showing only what every client has.
      console.warn('GetAccess failed', error);
      return {};
    });
  const ready = { ...config, access };
  setActiveConfig(ready);
  saveConfig(hostname, ready);
  return ready;
}

// Whether the first settings came from the page itself rather than from the phone.
let embeddedUsed = false;

/**
 * The settings the server's app shell carried for this host, when they let the app run:
 * ready before the first render, with no call at all.
 */
function embeddedAppConfig(hostname: string): AppConfig | undefined {
  const embedded = embeddedSettings(hostname);
  if (!embedded || !isUsable(embedded.settings)) return undefined;
  embeddedUsed = true;
  const ready = { ...toAppConfig(embedded.settings), access: embedded.access };
  setActiveConfig(ready);
  // This runs inside the first render; the page's first storage write (opening the store,
  // the JSON) waits for a later task instead of holding up the first paint.
  setTimeout(() => saveConfig(hostname, ready));
  return ready;
}

/**
 * The settings kept on the phone from the last start that worked, made active at once: the
 * app then opens whatever the network does (hanging, offline), and asks again behind them.
 */
function keptAppConfig(hostname: string): AppConfig | undefined {
  const saved = savedConfig(hostname);
  if (saved) setActiveConfig(saved);
  return saved;
}

// Kept settings carry this time: they are shown at once, but stale, so they are asked again.
const KEPT_UPDATED_AT = 0;

export const appConfigQueryOptions = (hostname: string) =>
  queryOptions({
    queryKey: ['GetAppSettings', 'app-config', hostname],
    queryFn: ({ client }) => loadAppConfig(client, hostname),
    initialData: () => {
      embeddedUsed = false;
      return embeddedAppConfig(hostname) ?? keptAppConfig(hostname);
    },
    initialDataUpdatedAt: () => (embeddedUsed ? undefined : KEPT_UPDATED_AT),
    // The page's own settings are current; kept ones are refreshed once, then held.
    staleTime: (query) => (query.state.dataUpdatedAt === KEPT_UPDATED_AT ? 0 : Infinity),
  });

export function useAppConfigQuery(hostname: string) {
  return useQuery(appConfigQueryOptions(hostname));
}
