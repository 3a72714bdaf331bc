import type { Kysely } from 'kysely';
import { areaRows, cityRows, countryRows } from './002-geography/geography-data';
import { notNull } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

// Well under SQLite's and PostgreSQL's bound-parameter limits.
const BATCH = 200;

async function insertAll(db: AnyDb, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('country_code', 'text', (c) => c.primaryKey())
    .addColumn('country_name', 'text', notNull)
    .addColumn('alpha3_code', 'text', notNull)
    .addColumn('numeric_code', 'text', notNull)
    .execute();
  await db.schema
    .createTable('cities')
    .addColumn('city_code', 'text', (c) => c.primaryKey())
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.country_code'))
    .addColumn('city_name', 'text', notNull)
    .execute();
  await db.schema.createIndex('cities_country').on('cities').column('country_code').execute();
  await db.schema
    .createTable('areas')
    .addColumn('area_code', 'text', (c) => c.primaryKey())
    .addColumn('city_code', 'text', (c) => c.notNull().references('cities.city_code'))
    .addColumn('area_name', 'text', notNull)
    .execute();
  await db.schema.createIndex('areas_city').on('areas').column('city_code').execute();

  await insertAll(db, 'countries', countryRows());
  await insertAll(db, 'cities', cityRows());
  await insertAll(db, 'areas', areaRows());
}
