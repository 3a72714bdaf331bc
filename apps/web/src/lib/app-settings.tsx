import { createContext, use, useEffect, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { CallUrls, OurFeature } from '@loyalty/contract';
import { t } from '../i18n/messages';
import { useLocale } from '../i18n/locale';
import { applyBrandColour } from './brand-colour';
import { applyTheme, readTheme } from './theme';

/**
 * The tenant's settings as the app uses them once loaded: a base URL and a client id are
 * guaranteed (the app renders only then, docs/wire-protocol.md §1); branding falls back to defaults.
 */
export interface AppConfig {
  urls: CallUrls;
  clientId: string;
  /** Address of the GetAccess call, as the settings give it. */
  accessUrl: string | undefined;
  fileServerUrl: string;
  /** The programme's name; in Arabic, its Arabic name where it has one (AppConfigProvider). */
  displayName: string;
  displayNameAr?: string | undefined;
  /** The programme's own voucher conditions, English then Arabic: empty for the app's own. */
  voucherConditions?: [readonly string[], readonly string[]] | undefined;
  logoUrl: string | undefined;
  footerLogoUrl: string | undefined;
  /** The programme's colour (`#rrggbb`), else undefined for the app's own. */
  brandColour?: string | undefined;
  /** The landing's hero picture (our addition; the vendor's settings have none). */
  heroImageUrl?: string | undefined;
  /** The landing's one-line value proposition (our addition). */
  tagline?: string | undefined;
  footers: [string, string, string];
  countryResidence: string | undefined;
  countryResidenceCode: string | undefined;
  nationality: string | undefined;
  /** Client access toggles by access_desc ('Voucher', 'Bill History', 'Share Points', 'Dark Mode'). */
  access: Readonly<Record<string, boolean>>;
  /** Calls of ours the server announces (docs/decisions/020-our-features.md); none from the vendor's. */
  features?: readonly OurFeature[];
}

export type AccessName = 'Voucher' | 'Bill History' | 'Share Points' | 'Dark Mode';

// The api client runs outside React; it reads the same settings through this module.
let active: AppConfig | undefined;

export function setActiveConfig(config: AppConfig | undefined): void {
  active = config;
}

export function getActiveConfig(): AppConfig | undefined {
  return active;
}

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({
  config,
  children,
}: {
  config: AppConfig;
  children: ReactNode;
}) {
  const darkMode = config.access['Dark Mode'] === true;
  // The programme's name in the screen's language: every screen reads it from here.
  const arabicName = useLocale() === 'ar' ? config.displayNameAr : undefined;
  const shown = useMemo(
    () => (arabicName ? { ...config, displayName: arabicName } : config),
    [config, arabicName],
  );
  useEffect(() => {
    document.title = shown.displayName;
  }, [shown.displayName]);
  // The programme's look on every screen: its colour, and the dark theme only where the
  // programme offers it (a theme cookie left from another time or programme is ignored).
  useLayoutEffect(() => {
    applyBrandColour(config.brandColour);
  }, [config.brandColour]);
  useLayoutEffect(() => {
    applyTheme(darkMode ? readTheme() : 'light');
  }, [darkMode]);
  return <AppConfigContext value={shown}>{children}</AppConfigContext>;
}

export function useAppConfig(): AppConfig {
  const config = use(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs the settings to be loaded');
  return config;
}

export function useAccess(name: AccessName): boolean {
  return useAppConfig().access[name] === true;
}

/** Whether the server serves this feature of ours; the vendor's backend serves none. */
export function useOurFeature(name: OurFeature): boolean {
  return useAppConfig().features?.includes(name) === true;
}

/** A file the settings name by bare file name (docs/decisions/013-vendor-backend.md), or an address used as is. */
export function fileUrl(config: Pick<AppConfig, 'fileServerUrl'>, name: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(name)) return name;
  const base = config.fileServerUrl.endsWith('/')
    ? config.fileServerUrl
    : `${config.fileServerUrl}/`;
  return base + name.replace(/^\/+/, '');
}

export const DEFAULT_FOOTERS: [string, string, string] = [
  t('splash.footer1'),
  t('splash.footer2'),
  t('splash.footer3'),
];
