import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { PluginOption } from 'vite';

// The server answers the admin API on the console's own origin; the dev server forwards it.
const devServer = process.env.VITE_DEV_SERVER_TARGET ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  // Served by the loyalty server at /console/ (apps/server/src/plugins/console-web.ts).
  base: '/console/',
  // As in apps/web: React Router's exports point bundlers at its development build, whose only
  // difference is its dev warnings; the production build ships the same code without them.
  ...(command === 'build'
    ? {
        resolve: {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  './dist/production/index.mjs',
                  import.meta.resolve('react-router/package.json'),
                ),
              ),
            },
          ],
        },
      }
    : {}),
  // The plugin's types come from the Vite that vitest hoists to the repository root; it runs
  // on this workspace's Vite 7, whose plugin API it supports.
  plugins: [react()] as unknown as PluginOption[],
  server: {
    port: 5174,
    proxy: { '/api': { target: devServer, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
    // Every browser the console supports preloads modules itself.
    modulePreload: { polyfill: false },
  },
}));
