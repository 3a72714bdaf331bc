import { defineConfig } from 'vitest/config';
import { rendererAliases } from './vite.config';

export default defineConfig({
  resolve: {
    // The tests run the renderer the app ships; the testing library is its Preact edition,
    // with the same queries and `render`.
    alias: [
      ...rendererAliases('development'),
      { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Libraries that import React go through the aliases too, so they are transformed rather
    // than loaded by Node as they are.
    server: {
      deps: {
        inline: [/react-router/, /@tanstack/, /react-hook-form/, /@hookform/, /embla-carousel/],
      },
    },
    // A rendered screen with its router can take seconds on a busy two-core runner; the
    // default 5 s limit failed right tests there.
    testTimeout: 30_000,
  },
});
