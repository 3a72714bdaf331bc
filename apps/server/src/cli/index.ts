import path from 'node:path';
import { text } from 'node:stream/consumers';
import { systemClock } from '../lib/clock';
import { withDatabase } from './open';
import { operatorOf } from './cli-context';
import { runCli } from './run';

/** `npm run loyalty -- <command>`: the staff command line (see `--help`). */
await withDatabase((config, handle) =>
  runCli(process.argv.slice(2), {
    deps: { db: handle.db, dialect: handle.dialect, now: systemClock },
    filesDir: path.join(config.dataDir, 'files'),
    audit: operatorOf(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    input: () => text(process.stdin),
  }),
);
