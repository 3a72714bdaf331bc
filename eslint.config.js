import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = [
  'auth',
  'home',
  'offers',
  'history',
  'vouchers',
  'points',
  'profile',
  'feedback',
  'stores',
  'about',
  'shell',
];

// Server layers, lowest first: a layer imports only from the layers before it (docs/decisions/016).
const server = './apps/server/src';
const serverLayers = [
  [`${server}/lib`, `${server}/config.ts`],
  [`${server}/db`],
  [`${server}/ledger`],
  [`${server}/modules`],
  [`${server}/plugins`],
  [
    `${server}/app.ts`,
    `${server}/server.ts`,
    `${server}/serve.ts`,
    `${server}/telemetry.ts`,
    `${server}/process-log.ts`,
    `${server}/migrate.ts`,
    `${server}/cli`,
    `${server}/seed`,
    `${server}/entries`,
  ],
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // The zones below match resolved files: without a resolver for .tsx they never fire.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Features do not import each other: shared -> features -> app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/i18n',
                './apps/web/src/api',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Shared code, then features, then the app: the console is built as the web app is.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/console/src/features', from: './apps/console/src/app' },
            {
              target: ['./apps/console/src/components', './apps/console/src/lib'],
              from: ['./apps/console/src/features', './apps/console/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverLayers.slice(0, -1).map((target, i) => ({
            target,
            from: serverLayers.slice(i + 1).flat(),
          })),
        },
      ],
    },
  },
  {
    // Small files, split by responsibility (docs/conventions.md); tests too.
    files: ['**/*.{ts,tsx,js,mjs,cjs,mts}'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // Data tables only: one row a line, nothing to split by responsibility.
    files: ['apps/server/src/db/migrations/*/countries.ts', 'apps/web/src/lib/nationalities.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['apps/server/src/cli/**/*.ts', 'bench/**/*.{ts,js}', 'e2e/**/*.ts', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
