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
 * Build only: writes index.home.html, index.html with the top bar and the hero prerendered in
 * English, which the server sends for `/` so the hero paints before any script runs
 * (scripts/prerender-home.tsx, DESIGN.md "Performance budgets").
 */
function prerenderHome(): Plugin {
  return {
    name: 'roomwalk:prerender-home',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const prerender = await runnerImport<typeof import('./scripts/prerender-home')>(
        path.resolve(import.meta.dirname, 'scripts/prerender-home.tsx'),
        { configFile: false },
      );
      const { prerenderHomePage, PRERENDERED_HOME_FILE } = prerender.module;
      const indexHtml = await readFile(path.join(dir, 'index.html'), 'utf8');
      const catalogue: unknown = JSON.parse(
        await readFile(path.join(dir, 'locales/en/translation.json'), 'utf8'),
      );
      await writeFile(
        path.join(dir, PRERENDERED_HOME_FILE),
        prerenderHomePage(indexHtml, catalogue),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), prerenderHome()],
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
        // The libraries the first page needs (the entry's static imports) in one `vendor` chunk,
        // which compresses better and takes fewer requests than the dozen small shared chunks of
        // the default splitting, and stays cached across releases of the app's own code. Lazily
        // loaded screens and libraries keep their own chunks.
        codeSplitting: {
          groups: [{ name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
