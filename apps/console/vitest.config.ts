import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A rendered screen with its router can take seconds on a busy two-core runner; the
    // default 5 s limit failed right tests there.
    testTimeout: 30_000,
  },
});
