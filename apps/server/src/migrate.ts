import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/**
 * `npm run migrate -w @loyalty/server`: brings the database up to date and exits. Run once
 * before a rollout, so new instances start on a migrated schema instead of racing to migrate.
 */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const handle = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await migrateToLatest(handle);
  process.stdout.write(`Database migrated (${handle.dialect}).\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await handle.db.destroy();
}
