import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DB === 'postgres';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two instances on one database need PostgreSQL; the crash test is about the SQLite file.
    // Each runs only where it means something, rather than being reported as skipped elsewhere.
    exclude: postgres ? ['test/reliability/crash.test.ts'] : ['test/**/*.pg.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own server on its own database; argon2 and PostgreSQL want time.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores shared with other work.
    maxWorkers: 2,
  },
});
