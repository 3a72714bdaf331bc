import path from 'node:path';
import { withDatabase } from './cli/open';

/**
 * `npm run migrate`: brings the database up to date and exits. Run it as its own step before
 * a rollout (with MIGRATE_AT_START=false on the instances), so new instances start on a
 * migrated schema instead of racing to migrate.
 */
await withDatabase(async (config, handle) => {
  const url = config.databaseUrl ? new URL(config.databaseUrl) : undefined;
  const where = url ? `${url.host}${url.pathname}` : path.join(config.dataDir, 'loyalty.db');
  process.stdout.write(`Database migrated (${handle.dialect}: ${where}).\n`);
});
