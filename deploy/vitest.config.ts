import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The release test needs PostgreSQL: it runs where DATABASE_URL is set, and is left out
    // (rather than reported as skipped) elsewhere.
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Two cores shared with other work; the release build and nginx each start processes.
    maxWorkers: 1,
  },
});
