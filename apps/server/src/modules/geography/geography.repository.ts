import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export function geographyRepository(db: Kysely<Database>) {
  return {
    async countries(codes?: string[]) {
      let q = db.selectFrom('countries').select(['country_name', 'country_code']);
      if (codes) {
        if (codes.length === 0) return [];
        q = q.where('country_code', 'in', codes);
      }
      return q.orderBy('country_name').execute();
    },

    async cities(countryCode: string) {
      return db
        .selectFrom('cities')
        .select(['city_name', 'city_code'])
        .where('country_code', '=', countryCode)
        .orderBy('city_name')
        .execute();
    },

    async areas(countryCode: string, cityCode: string) {
      return db
        .selectFrom('areas')
        .innerJoin('cities', 'cities.city_code', 'areas.city_code')
        .select(['areas.area_name', 'areas.area_code'])
        .where('cities.country_code', '=', countryCode)
        .where('areas.city_code', '=', cityCode)
        .orderBy('areas.area_name')
        .execute();
    },
  };
}
