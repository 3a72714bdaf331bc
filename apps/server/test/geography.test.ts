import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaRows, cityRows, countryRows } from '../src/db/migrations/002-geography/geography-data';
import { answerOf, call, createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, string>;
const download = async (DATA: Record<string, unknown>) => {
  const res = await call(t.app, 'CRM_DownloadCou_Ci_Ar', { client_id: 1001, ...DATA });
  expect(res.statusCode).toBe(200);
  const body = answerOf('CRM_DownloadCou_Ci_Ar', res) as { STATUS: boolean; DATA: Row[] };
  expect(body.STATUS).toBe(true);
  return body.DATA;
};

describe('CRM_DownloadCou_Ci_Ar', () => {
  it('M_COUNTRY ALL lists every ISO country by name and alpha-2 code', async () => {
    const countries = await download({ data_type: 'M_COUNTRY', flag: 'ALL' });
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ country_name: 'United Arab Emirates', country_code: 'AE' });
    expect(countries).toContainEqual({ country_name: 'India', country_code: 'IN' });
    expect(countries).toContainEqual({ country_name: 'France', country_code: 'FR' });
  });

  it('M_COUNTRY Y lists the countries of residence the programme serves: the GCC', async () => {
    const countries = await download({ data_type: 'M_COUNTRY', flag: 'Y' });
    expect(countries.map((c) => c.country_code).sort()).toEqual([
      'AE',
      'BH',
      'KW',
      'OM',
      'QA',
      'SA',
    ]);
  });

  it('M_CITY lists the cities of a country', async () => {
    const cities = await download({ data_type: 'M_CITY', country_code: 'AE' });
    const names = cities.map((c) => c.city_name);
    for (const city of ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Al Ain', 'Ras Al Khaimah']) {
      expect(names).toContain(city);
    }
    expect(cities).toContainEqual({ city_name: 'Dubai', city_code: 'AE-DXB' });
    for (const country of ['SA', 'QA', 'OM', 'KW', 'BH']) {
      expect(
        (await download({ data_type: 'M_CITY', country_code: country })).length,
      ).toBeGreaterThan(5);
    }
  });

  it('M_AREA lists the real districts of a city', async () => {
    const areas = await download({ data_type: 'M_AREA', country_code: 'AE', city_code: 'AE-DXB' });
    const names = areas.map((a) => a.area_name);
    for (const area of [
      'Al Barsha',
      'Deira',
      'Bur Dubai',
      'Jumeirah',
      'Business Bay',
      'Dubai Marina',
      'Mirdif',
    ]) {
      expect(names).toContain(area);
    }
    for (const city of ['AE-AUH', 'AE-SHJ', 'AE-AJM', 'AE-AAN', 'AE-RKT']) {
      const list = await download({ data_type: 'M_AREA', country_code: 'AE', city_code: city });
      expect(list.length).toBeGreaterThanOrEqual(15);
    }
  });

  it('answers an empty list for a city of another country or an unknown one', async () => {
    expect(
      await download({ data_type: 'M_AREA', country_code: 'SA', city_code: 'AE-DXB' }),
    ).toEqual([]);
    expect(await download({ data_type: 'M_CITY', country_code: 'ZZ' })).toEqual([]);
  });

  it('refuses an unknown data_type with 400', async () => {
    const res = await call(t.app, 'CRM_DownloadCou_Ci_Ar', {
      client_id: 1001,
      data_type: 'M_PLANET',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ STATUS: false });
  });
});

describe('geography data', () => {
  it('has unique codes, and every area belongs to a listed city of a listed country', () => {
    const countries = new Set(countryRows().map((c) => c.country_code));
    const cities = cityRows();
    const areas = areaRows();
    expect(new Set(cities.map((c) => c.city_code)).size).toBe(cities.length);
    expect(new Set(areas.map((a) => a.area_code)).size).toBe(areas.length);
    for (const c of cities) expect(countries.has(c.country_code)).toBe(true);
    const cityCodes = new Set(cities.map((c) => c.city_code));
    for (const a of areas) expect(cityCodes.has(a.city_code)).toBe(true);
  });
});
