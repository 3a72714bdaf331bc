import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own server on its own database; argon2 and PostgreSQL want time.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores shared with other work.
    maxWorkers: 2,
  },
});
