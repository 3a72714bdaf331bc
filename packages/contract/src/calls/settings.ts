import * as z from 'zod/mini';
import { answer } from '../answer';
import { accessItem, appSettings, loadScreenImage } from '../entities';
import { dataBase, envelope } from '../envelope';
import { code, str, withClientId } from '../fields';
import { list } from '../readers';
import { defineCall } from '../define';

/** Start-up calls: the settings of the sub-domain, its access toggles, the load-screen images. */

const settingsFields = {
  FUNCTION: z.optional(str()),
  APP_ID: z.optional(code()),
  VERSION: z.optional(code(40)),
  FileName: z.optional(str()),
};
const subDomain = code(100);

/**
 * 1 GetAppSettings. The vendor's clients send the fields at the top level (so does ours); the
 * config service also accepts them inside DATA (docs/decisions/013-vendor-backend.md). Read as one flat object; a
 * top-level value wins over the same field in DATA.
 */
export const getAppSettingsRequest = z.lazy(() =>
  z.pipe(
    z.union([
      z.object({
        ...settingsFields,
        SUB_DOMAIN_ID: subDomain,
        DATA: z.optional(z.object({ ...settingsFields, SUB_DOMAIN_ID: z.optional(subDomain) })),
      }),
      z.object({
        ...settingsFields,
        SUB_DOMAIN_ID: z.optional(subDomain),
        DATA: z.object({ ...settingsFields, SUB_DOMAIN_ID: subDomain }),
      }),
    ]),
    z.transform(({ DATA, ...top }) => ({
      FUNCTION: top.FUNCTION ?? DATA?.FUNCTION,
      APP_ID: top.APP_ID ?? DATA?.APP_ID,
      VERSION: top.VERSION ?? DATA?.VERSION,
      FileName: top.FileName ?? DATA?.FileName,
      SUB_DOMAIN_ID: top.SUB_DOMAIN_ID ?? DATA?.SUB_DOMAIN_ID ?? '',
    })),
  ),
);

/**
 * Our choice where docs/wire-protocol.md §7 leaves it open: the settings fields at the top level of the answer, next
 * to STATUS. An unknown sub-domain answers `STATUS: false` and no AppBaseURL.
 */
export const getAppSettingsResponse = answer(appSettings.shape);

/** 2 GetAccess: the client-access toggles. docs/wire-protocol.md §7 shows no status on this answer. */
export const getAccessRequest = z.lazy(() => envelope(withClientId('CLIENT_ID', dataBase)));
export const getAccessResponse = answer({ DATA: list(accessItem) });

/** 3 GetLoadScreenImage. */
export const getLoadScreenImageRequest = z.lazy(() =>
  envelope(withClientId('CLIENT_ID', dataBase)),
);
export const getLoadScreenImageResponse = answer({ DATA: list(loadScreenImage) });

/** This group's calls, as the registry lists them. */
export const getAppSettingsCall = defineCall({
  id: 1,
  name: 'GetAppSettings',
  base: 'config',
  path: 'GetAppSettings',
  auth: 'public',
  request: getAppSettingsRequest,
  response: getAppSettingsResponse,
});

export const getAccessCall = defineCall({
  id: 2,
  name: 'GetAccess',
  base: 'config',
  path: 'GetAccess',
  auth: 'public',
  request: getAccessRequest,
  response: getAccessResponse,
});

export const getLoadScreenImageCall = defineCall({
  id: 3,
  name: 'GetLoadScreenImage',
  base: 'base',
  path: 'GetLoadScreenImage',
  auth: 'public',
  request: getLoadScreenImageRequest,
  response: getLoadScreenImageResponse,
});
