import countries from 'i18n-iso-countries';
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

/** Every ISO 3166-1 country with its English short name. */
export function countryRows(): CountryRow[] {
  return Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([alpha2, name]) => ({
      country_code: alpha2,
      country_name: name,
      alpha3_code: countries.alpha2ToAlpha3(alpha2) ?? '',
      numeric_code: countries.alpha2ToNumeric(alpha2) ?? '',
    }))
    .sort((a, b) => a.country_name.localeCompare(b.country_name, 'en'));
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
