import * as z from 'zod/mini';
import { text } from './readers';

/** Entities of docs/wire-protocol.md §3: countries, cities, areas and nationalities. */

export const country = z.object({ country_name: text, country_code: text });
export const city = z.object({ city_name: text, city_code: text });
export const area = z.object({ area_name: text, area_code: text });

/** The nationality list bundled with the web app. */
export const nationality = z.object({
  num_code: text,
  alpha_2_code: text,
  alpha_3_code: text,
  en_short_name: text,
  nationality: text,
});
