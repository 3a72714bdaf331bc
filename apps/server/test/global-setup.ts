import { dropRunSchemas, dropStaleSchemas, RUN_ENV, testDatabase, withPg } from './test-db';

/**
 * PostgreSQL: each test app works in a schema of its own, all of this run's dropped once every
 * file has run. Dropped as each app closed, a schema's drop raced with another file's
 * migration, whose catalog read (every schema's tables) then failed on the table being dropped.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (testDatabase() !== 'postgres') return undefined;
  await withPg(dropStaleSchemas);
  const run = Math.random().toString(36).slice(2, 10);
  // The workers start after this and inherit it.
  process.env[RUN_ENV] = run;
  return () => withPg((c) => dropRunSchemas(c, run));
}
