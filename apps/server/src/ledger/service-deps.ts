import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { Clock } from '../lib/clock';
import '../db/programme-tables';

/** What every service of the running programme needs: the database and the clock. */
export interface ServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  now: Clock;
}

/** The same services with another clock (the seed writes history at past dates). */
export function at(deps: ServiceDeps, date: Date): ServiceDeps {
  return { ...deps, now: () => date };
}
