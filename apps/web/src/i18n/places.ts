import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the country → city → area pickers (sign-up and My account). */
export const placeMessages = {
  'places.country': 'Country',
  'places.city': 'City',
  'places.area': 'Area',
  'places.choose': 'Choose',
  'places.loading': 'Loading…',
  'places.searchCountry': 'Search country',
  'places.searchCity': 'Search city',
  'places.searchArea': 'Search area',
  'places.noCitySelect': 'Select country first or no city present',
  'places.noAreaSelect': 'Select city first or no area present',
  'places.noCountries': 'No countries found',
  'places.noCities': 'No cities or no country chosen',
  'places.noAreas': 'No areas or no city chosen',
  'places.countriesFailed': 'Cannot load countries',
  'places.citiesFailed': 'Cannot load cities',
  'places.areasFailed': 'Cannot load areas',
} as const;

export type PlaceMessageKey = keyof typeof placeMessages;

export function tPlace(key: PlaceMessageKey, values?: TextValues): string {
  return localText('places', key, placeMessages[key], values);
}
