import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md: each folder may reach only the folders listed for it. */
const boundary = (message, ...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

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
    files: ['src/ui/**'],
    rules: boundary(
      'ui/ holds presentational building blocks: no machines, services or screens.',
      '**/machines/**',
      '**/services/**',
      '**/screens/**',
    ),
  },
  {
    files: ['src/machines/**'],
    ignores: ['src/machines/**/*.test.*'],
    rules: boundary(
      'machines/ are pure statecharts: no React, no services, no UI (contract types only).',
      'react',
      'react-dom',
      '@xstate/react',
      '**/services/**',
      '**/ui/**',
      '**/screens/**',
      '**/i18n/**',
    ),
  },
  {
    files: ['src/services/**'],
    rules: boundary(
      'services/ may use only contract/ (and i18n data), never machines, UI or screens.',
      '**/machines/**',
      '**/ui/**',
      '**/screens/**',
    ),
  },
  {
    files: ['src/contract/**'],
    rules: boundary(
      'contract/ is shared with the server: schemas and types only.',
      'react',
      '**/machines/**',
      '**/services/**',
      '**/ui/**',
      '**/screens/**',
      '**/i18n/**',
    ),
  },
  {
    files: ['server/**'],
    rules: boundary(
      'server/ may share only src/contract with the app.',
      '**/src/machines/**',
      '**/src/services/**',
      '**/src/ui/**',
      '**/src/screens/**',
      '**/src/i18n/**',
      'react',
    ),
  },
);
