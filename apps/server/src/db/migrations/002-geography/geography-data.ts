import { countryTable } from './countries';
import { abuDhabiAreas } from './areas-abu-dhabi';
import { dubaiAreas } from './areas-dubai';
import { gccCapitalAreas } from './areas-gcc-capitals';
import { northernEmiratesAreas } from './areas-northern-emirates';
import { citiesByCountry } from './cities';

export interface CountryRow {
  country_code: string;
  country_name: string;
  alpha3_code: string;
  numeric_code: string;
}
export interface CityRow {
  city_code: string;
  country_code: string;
  city_name: string;
}
export interface AreaRow {
  area_code: string;
  city_code: string;
  area_name: string;
}

/** Every ISO 3166-1 country with its English short name, as the migration first wrote them. */
export function countryRows(): CountryRow[] {
  return countryTable.map(([country_code, country_name, alpha3_code, numeric_code]) => ({
    country_code,
    country_name,
    alpha3_code,
    numeric_code,
  }));
}

export function cityRows(): CityRow[] {
  return Object.entries(citiesByCountry).flatMap(([country, cities]) =>
    cities.map((c) => ({ city_code: c.code, country_code: country, city_name: c.name })),
  );
}

const areaNames: Record<string, string[]> = {
  ...dubaiAreas,
  ...abuDhabiAreas,
  ...northernEmiratesAreas,
  ...gccCapitalAreas,
};

const slug = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Areas keyed by `{city code}-{slug}`. A smaller city without listed districts gets one
 * area named after itself, so sign-up (which requires an area) works in every city we list.
 */
export function areaRows(): AreaRow[] {
  return cityRows().flatMap((city) => {
    const names = areaNames[city.city_code] ?? [city.city_name];
    return names.map((name) => ({
      area_code: `${city.city_code}-${slug(name)}`,
      city_code: city.city_code,
      area_name: name,
    }));
  });
}
