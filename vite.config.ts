import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 5174);
const apiTarget = `http://127.0.0.1:${apiPort}`;
// Paths the API server answers; in development Vite forwards them to it.
const apiPaths = ['/api', '/auth', '/pricing', '/contact', '/sitemap.xml'];

/**
 * The app runs on Preact through its React compatibility layer (docs/decisions/0011-preact.md).
 * Every import of React, from our code and from the libraries (react-router, react-intl, Radix,
 * @xstate/react, TanStack Query, Sentry, Testing Library), resolves to preact/compat, in the build,
 * in the dev server, in Vitest and in the build-time prerender of the home page.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // @xstate/react's useSelector: the package is CommonJS, which requires `react` past the aliases
  // wherever Vite does not bundle it (Vitest, the prerender).
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/shim\/with-selector$/,
    replacement: path.resolve(
      import.meta.dirname,
      'src/compat/use-sync-external-store-with-selector.ts',
    ),
  },
];
/**
 * Vitest and the prerender: Vite resolves the inlined libraries by their ES module entry (`module`
 * field, `module-sync` condition) rather than their CommonJS one, whose `require('react')` would
 * bypass the aliases (Testing Library and react-intl have no `exports` map, react-router-dom's
 * `node` condition leads to CommonJS without `module-sync`).
 */
const esmFirstResolve = {
  mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  conditions: ['module-sync', 'module', 'node', 'development|production'],
};
/**
 * The libraries that import React (`npm ls react react-dom` lists them). Vitest
 * (`test.server.deps.inline`) and the prerender's module runner (`noExternal`) would hand them to
 * Node, where `react` is React itself; they go through Vite instead, so the aliases above apply to
 * them as well.
 */
const reactLibraries = [
  '@radix-ui/[\\w-]+',
  '@floating-ui/react-dom',
  '@sentry/react',
  '@tanstack/react-query',
  '@testing-library/react',
  '@xstate/react',
  'react-intl',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-router',
  'react-router-dom',
  'react-style-singleton',
  'use-callback-ref',
  'use-isomorphic-layout-effect',
  'use-sidecar',
  // Not React users, but they must share Testing Library's DOM module (its configuration, which
  // wraps every event in `act`) with @testing-library/react above.
  '@testing-library/dom',
  '@testing-library/user-event',
].join('|');
/** A module of those libraries, by its resolved path (Vitest). */
const reactLibraryPath = new RegExp(`[\\\\/]node_modules[\\\\/](${reactLibraries})[\\\\/]`);
/** An import of those libraries, by its specifier (Vite's `noExternal`). */
const reactLibraryImport = new RegExp(`^(${reactLibraries})(/|$)`);

/** The entry that starts the app after a prerendered page's first paint (src/paint-first). */
const PAINT_FIRST_ENTRY = 'paint-first';

/**
 * Build only: writes the prerendered pages (index.home.html for `/`, index.pricing.html for
 * `/pricing`): index.html with the page's top bar and first screen rendered in English, its
 * stylesheet inline and the app started after the first paint (scripts/prerender-pages.tsx,
 * DESIGN.md "Performance budgets", docs/decisions/0012).
 */
function prerenderPages(): Plugin {
  return {
    name: 'roomwalk:prerender-pages',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const prerender = await runnerImport<typeof import('./scripts/prerender-pages')>(
        path.resolve(import.meta.dirname, 'scripts/prerender-pages.tsx'),
        {
          configFile: false,
          // The markup is rendered by what ships: Preact (preact-render-to-string).
          resolve: { alias: preactAliases },
          environments: {
            inline: { resolve: { noExternal: [reactLibraryImport], ...esmFirstResolve } },
          },
        },
      );
      const { prerenderPages } = prerender.module;
      const paintFirstChunk = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === PAINT_FIRST_ENTRY,
      );
      if (paintFirstChunk?.type !== 'chunk') {
        throw new Error(`the build has no ${PAINT_FIRST_ENTRY} entry`);
      }
      const assets = {
        entry: `/${paintFirstChunk.fileName}`,
        entryImports: paintFirstChunk.imports.map((file) => `/${file}`),
        readStylesheet: (href: string) => readFileSync(path.join(dir, href), 'utf8'),
      };
      const indexHtml = await readFile(path.join(dir, 'index.html'), 'utf8');
      const catalogue: unknown = JSON.parse(
        await readFile(path.join(dir, 'locales/en/translation.json'), 'utf8'),
      );
      for (const { file, html } of prerenderPages(indexHtml, catalogue, assets)) {
        await writeFile(path.join(dir, file), html);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), prerenderPages()],
  resolve: { alias: preactAliases },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiTarget])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/bundle-size.ts finds the landing route's chunk in it. The
    // server never serves dot-folders, so it stays private.
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        // The entry of the prerendered pages (docs/decisions/0012).
        [PAINT_FIRST_ENTRY]: path.resolve(import.meta.dirname, 'src/paint-first/main.ts'),
      },
      treeshake: {
        // react-intl imports these for injectIntl only, which the app does not use; as CommonJS
        // they count as having side effects, so they stayed in the first load.
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // What the app's entry imports statically, in two chunks: the libraries (`vendor`), which
        // stay cached across releases of the app's own code, and the app's shell. That takes
        // fewer requests and compresses better than the dozen small shared chunks of the default
        // splitting (which a second entry, src/paint-first, would otherwise bring about). Lazily
        // loaded screens and libraries keep their own chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'shell', tags: ['$initial'], test: /[\\/]src[\\/](?!paint-first[\\/])/ },
          ],
        },
      },
    },
  },
  test: {
    // Vitest hands node_modules to Node, where `react` would be React itself: the libraries that
    // import React go through Vite instead, so the aliases above apply to them as well.
    server: { deps: { inline: [reactLibraryPath] } },
    projects: [
      {
        extends: true,
        resolve: esmFirstResolve,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        resolve: esmFirstResolve,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        ssr: { resolve: esmFirstResolve },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
