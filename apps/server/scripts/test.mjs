// Runs the suite on SQLite, then again on PostgreSQL when DATABASE_URL is set; fails if
// either run fails. Extra arguments go to vitest (a file filter, for example).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const targets = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
let failed = false;
for (const db of targets) {
  console.log(`\n── server tests on ${db} ──`);
  const run = spawnSync('npx', ['vitest', 'run', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db },
  });
  if (run.status !== 0) failed = true;
}
if (!process.env.DATABASE_URL) console.log('DATABASE_URL not set: PostgreSQL run skipped.');
process.exit(failed ? 1 : 0);
