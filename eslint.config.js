import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/import-boundaries.mjs';

/** Packages that bring React (react, react-dom, react-intl, @xstate/react, @radix-ui/react-*, ...). */
const REACT = /^(?!\.)(.*[/@-])?react([/-]|$)/;
/** The server's composition roots: only they assemble the app, the API and the worker. */
const SERVER_ROOTS = ['server/app', 'server/api', 'server/start', 'server/main', 'server/worker'];
const SCREENS_OUTSIDE_APP = [
  ...['admin', 'billing', 'chat', 'complete-profile', 'contact', 'create-tour', 'dashboard'],
  ...['forgot-password', 'forms', 'home', 'layout', 'legal', 'login', 'not-found', 'partner'],
  ...['pricing', 'register', 'settings', 'sitemap', 'staff', 'superuser', 'test-error'],
  ...['test-translation', 'tour-editor', 'tour-viewer', 'tours'],
].map((folder) => `src/screens/${folder}/`);
const APP_ROOT = {
  allow: ['src/'],
  deny: [...SCREENS_OUTSIDE_APP, 'src/paint-first/'],
  message: "the app's start reaches screens only through screens/app (the routes, the providers).",
};

/**
 * Import boundaries of DESIGN.md, one layer per folder (decision 0055, scripts/import-boundaries.mjs):
 * a file may import its own folder and the folders `allow` lists, none that `deny` lists, no
 * package that `packages` matches. Import cycles are checked by scripts/import-cycles.mjs.
 */
const BOUNDARIES = {
  root: import.meta.dirname,
  layers: [
    {
      from: 'src/contract/',
      allow: [],
      packages: REACT,
      message: 'contract/ is shared with the server: schemas and types only, importing nothing.',
    },
    {
      from: 'src/i18n/',
      allow: ['src/contract/'],
      message: 'i18n/ may use only contract/: no screens, services, machines, UI or viewer.',
    },
    {
      from: 'src/machines/',
      allow: ['src/contract/'],
      packages: REACT,
      message:
        'machines/ are pure statecharts: no React, no services, no UI (contract types only).',
    },
    {
      from: 'src/services/',
      allow: ['src/contract/', 'src/i18n/'],
      message: 'services/ may use only contract/ and i18n/: never machines, UI, viewer or screens.',
    },
    {
      from: 'src/ui/',
      allow: ['src/contract/', 'src/i18n/'],
      message:
        'ui/ holds presentational building blocks: no machines, services, viewer or screens.',
    },
    {
      from: 'src/viewer/',
      allow: ['src/contract/'],
      packages: REACT,
      message: 'viewer/ is framework-free three.js: no React, services, machines, UI or screens.',
    },
    {
      from: 'src/paint-first/',
      allow: ['src/contract/', 'src/viewer/'],
      packages: REACT,
      message: 'paint-first/ runs before the app: no React and nothing of the app but the viewer.',
    },
    {
      from: 'src/screens/',
      allow: [
        'src/contract/',
        'src/i18n/',
        'src/machines/',
        'src/services/',
        'src/ui/',
        'src/viewer/',
      ],
      message: 'screens/ may use contract, i18n, machines, services, ui and viewer, not the start.',
    },
    { from: 'src/start/', ...APP_ROOT },
    { from: 'src/main', ...APP_ROOT },
    { from: 'src/start-app', ...APP_ROOT },
    {
      from: 'server/',
      allow: ['src/contract/'],
      deny: SERVER_ROOTS,
      packages: REACT,
      message:
        'server/ shares only src/contract with the app, and only app, api, start, main and worker assemble it.',
    },
    ...SERVER_ROOTS.map((from) => ({
      from,
      allow: ['server/', 'src/contract/'],
      packages: REACT,
      message: 'server/ shares only src/contract with the app.',
    })),
    {
      from: 'server/tours/',
      allow: ['server/', 'src/contract/', 'scripts/fixtures/'],
      deny: SERVER_ROOTS,
      packages: REACT,
      message:
        'tours/ may use the server and src/contract (and scripts/fixtures for the demo tour), not app, api, start, main or worker.',
    },
    {
      from: 'server/processing/',
      allow: ['src/contract/', 'server/root-dir'],
      message:
        'processing/ runs in a worker thread on what it is given: only processing/, src/contract and root-dir, no database, HTTP or storage.',
    },
    {
      from: 'server/storage/',
      allow: ['src/contract/'],
      message: 'storage/ is the blob store under everything else: it imports only src/contract.',
    },
    {
      from: 'server/db/',
      allow: ['src/contract/', 'server/root-dir', 'server/credits/'],
      message:
        'db/ (schema, migrations, seeds) imports no route area: only src/contract, root-dir and the credit ledger for the seed.',
    },
    {
      from: 'server/http/',
      allow: ['src/contract/', 'server/ops/', 'server/storage/', 'server/db/', 'server/clock'],
      message:
        'http/ holds what every route uses: it imports no route area (auth, tours, billing, ...).',
    },
  ],
  screens: {
    folder: 'src/screens/',
    entry: /-screens?$/,
    routes: 'src/screens/app/routes',
    message:
      'a screen is imported only by screens/app/routes.tsx (move the shared part out of it).',
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'docs',
      'public',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/model/**', 'tests/support/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/**', 'server/**'],
    ignores: ['**/*.test.*', '**/*.test-helpers.*'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': ['error', BOUNDARIES] },
  },
);
