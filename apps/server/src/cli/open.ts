import { ConfigError, loadConfig, movedDataProblem, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/open';
import { migrateToLatest, waitForDatabase } from '../db/migrate';
import { errorText } from '../lib/errors';

/**
 * The command lines' start: the configuration, the database (waited for like the server
 * does) and its migrations. `work` runs on the open database, which is closed after it. A
 * failure anywhere prints its message alone, without a stack trace, and exits 1.
 */
export async function withDatabase(
  work: (config: Config, handle: DatabaseHandle) => Promise<number | void>,
  options: { migrate?: boolean } = {},
): Promise<void> {
  let handle: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    const moved = movedDataProblem(process.env, config);
    if (moved) throw new ConfigError([moved]);
    handle = openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      timeouts: {
        connectMs: config.databaseConnectTimeoutMs,
        sqliteBusyMs: config.sqliteBusyTimeoutMs,
      },
      onConnectionError: () => undefined,
    });
    const opened = handle;
    await waitForDatabase(opened, {
      waitMs: config.databaseStartWaitMs,
      onRetry: (error, retryInMs) => {
        const reason = errorText(error);
        console.error(
          `The database does not answer yet (${reason}); trying again in ${retryInMs} ms.`,
        );
      },
    });
    if (options.migrate !== false) {
      const { newer } = await migrateToLatest(opened);
      if (newer.length) {
        console.error(
          `Note: the database has newer migrations than this release: ${newer.join(', ')}.`,
        );
      }
    }
    process.exitCode = (await work(config, opened)) ?? 0;
  } catch (error) {
    console.error(errorText(error));
    process.exitCode = 1;
  } finally {
    await handle?.db.destroy().catch(() => undefined);
  }
}
