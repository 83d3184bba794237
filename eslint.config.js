// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readFileSync, readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';

// Features never import each other; they are composed in src/web/routes.
const features = readdirSync('./src/web/features', { withFileTypes: true }).filter((d) => d.isDirectory());
const featureZones = features.map((f) => ({
  target: `./src/web/features/${f.name}`,
  from: './src/web/features',
  except: [`./${f.name}`],
}));

/** import-x/no-restricted-paths zones for every file. */
const baseZones = [
  // contract and query are the shared core: they import nothing from service or web.
  { target: './src/contract', from: ['./src/service', './src/web', './src/query'] },
  { target: './src/query', from: ['./src/service', './src/web'] },
  { target: './src/web', from: './src/service' },
  { target: './src/service', from: './src/web' },
  // The HTTP helpers every surface shares live in service/http; the other surfaces do not reach into
  // the REST routes' folder.
  {
    target: ['./src/service/auth', './src/service/admin', './src/service/mcp', './src/service/metrics'],
    from: './src/service/rest',
    message: 'Import shared HTTP helpers from src/service/http, not from the REST routes.',
  },
  // Shared web code (lib, components, hooks) imports neither features nor routes.
  {
    target: ['./src/web/lib', './src/web/components', './src/web/hooks'],
    from: ['./src/web/features', './src/web/routes'],
  },
  ...featureZones,
  // Production code never imports test support. Targets: every non-test source file whose folder is
  // not a testing/ folder (those have no subfolders); e2e/ and bench/ are not targets.
  {
    target: [
      './src/!(*.test).{ts,tsx}',
      './src/**/!(testing)/!(*.test).{ts,tsx}',
      './scripts/**',
      './*.{ts,js,mjs}',
    ],
    from: ['./src/**/testing/**'],
    message: 'Production code must not import test support (a testing/ folder).',
  },
];

// The layers of src/service (src/service/layers.json): a folder imports only folders listed before it.
const serviceLayers = JSON.parse(readFileSync('./src/service/layers.json', 'utf8'));
/** @type {string[]} */
const rankedFolders = serviceLayers.layers.flatMap((/** @type {{ folders: object }} */ l) =>
  Object.keys(l.folders),
);
const serviceGlob = (/** @type {string} */ folder) =>
  folder === '.' ? './src/service/*.ts' : `./src/service/${folder}/**`;
const layerZones = rankedFolders
  .map((folder, rank) => ({
    target: serviceGlob(folder),
    from: rankedFolders.slice(rank + 1).map(serviceGlob),
    message: `src/service/layers.json: ${folder} imports only the folders listed before it.`,
  }))
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'scratch',
      'bench/.data',
    ],
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
      },
    },
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // The dashboard follows the Rules of React and TanStack Query's rules (query keys carry every input).
  { ...reactHooks.configs.flat.recommended, files: ['src/web/**/*.{ts,tsx}'] },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['src/web/**/*.{ts,tsx}'],
  })),
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: baseZones,
        },
      ],
    },
  },
  // Production code of src/service also keeps to its layers (tests and testing/ folders may import anything).
  {
    files: ['src/service/**/*.ts'],
    ignores: ['src/service/**/*.test.ts', 'src/service/**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...baseZones, ...layerZones] }] },
  },
  // Database drivers stay in src/service/store: production code elsewhere reaches the database through its
  // Queryable/Db, so connections, pools and engine quirks have one home. The PG notify hub's listening
  // connection (pg-listen-session.ts) is the one exception: LISTEN needs a connection no pooled Queryable gives.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/service/store/**',
      'src/service/events/pg-listen-session.ts',
      'src/**/*.test.{ts,tsx}',
      'src/**/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['pg', '@electric-sql/pglite'].map((name) => ({
            name,
            message:
              'Database drivers are used only in src/service/store (its repositories and connections).',
          })),
          patterns: [
            {
              group: ['@electric-sql/pglite/*'],
              message:
                'Database drivers are used only in src/service/store (its repositories and connections).',
            },
          ],
        },
      ],
    },
  },
);
