import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { runCli } from './run';

/** `npm run loyalty -- <command>`: the staff command line (see `--help`). */
const config = loadConfig();
const handle = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
let code = 1;
try {
  await migrateToLatest(handle);
  code = await runCli(process.argv.slice(2), {
    deps: { db: handle.db, dialect: handle.dialect, now: systemClock },
    filesDir: path.join(config.dataDir, 'files'),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await handle.db.destroy();
}
process.exitCode = code;
