import * as z from 'zod/mini';
import { answer } from '../answer';
import { area, city, country } from '../entities';
import { dataBase, envelope } from '../envelope';
import { code, withClientId } from '../fields';
import { list } from '../readers';
import { defineCall } from '../define';

/** 10 CRM_DownloadCou_Ci_Ar: countries, cities of a country, areas of a city. */

export const downloadGeographyRequest = z.lazy(() =>
  envelope(
    z.discriminatedUnion('data_type', [
      withClientId('client_id', {
        ...dataBase,
        data_type: z.literal('M_COUNTRY'),
        /** Y: countries of residence; ALL: every country (the nationality picker). */
        flag: z.enum(['Y', 'ALL']),
      }),
      withClientId('client_id', {
        ...dataBase,
        data_type: z.literal('M_CITY'),
        country_code: code(),
      }),
      withClientId('client_id', {
        ...dataBase,
        data_type: z.literal('M_AREA'),
        country_code: code(),
        city_code: code(),
      }),
    ]),
  ),
);

/** Any of the three lists (docs/wire-protocol.md §7 shows no status on this answer). */
export const downloadGeographyResponse = answer({ DATA: list(z.union([country, city, area])) });

export const countryListResponse = answer({ DATA: list(country) });
export const cityListResponse = answer({ DATA: list(city) });

/** Areas with duplicates by area_code removed (docs/wire-protocol.md §3), first one kept. */
export const areaListResponse = answer({
  DATA: z.pipe(
    list(area),
    z.transform((areas) => {
      const seen = new Set<string>();
      return areas.filter((item) => !seen.has(item.area_code) && seen.add(item.area_code));
    }),
  ),
});

/** This group's calls, as the registry lists them. */
export const downloadGeographyCall = defineCall({
  id: 10,
  name: 'CRM_DownloadCou_Ci_Ar',
  base: 'base1',
  path: 'CRM_DownloadCou_Ci_Ar',
  auth: 'public',
  request: downloadGeographyRequest,
  response: downloadGeographyResponse,
});
