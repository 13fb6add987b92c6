import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv, runnerImport, type Plugin, type Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LOCALE_FILE_CODES } from './src/contract/locales';
import { compileCatalogue } from './src/i18n/compile-catalogue';
import { COMPILED_CATALOGUE_FILE } from './src/i18n/compiled-catalogue';
import {
  KTX2_WORKER_CSP,
  KTX2_WORKER_FILE,
  buildContentSecurityPolicy,
  cspConfigFromEnv,
} from './src/contract/content-security-policy';

const apiPort = Number(process.env.API_PORT ?? 5174);
const apiTarget = `http://127.0.0.1:${apiPort}`;
// Paths the API server answers; in development Vite forwards them to it.
const apiPaths = ['/api', '/auth', '/pricing', '/contact', '/sitemap.xml'];

/** The entry that starts the app after a prerendered page's first paint (src/paint-first). */
const PAINT_FIRST_ENTRY = 'paint-first';
/** The entry of a tour's page, which draws its first frame before the app starts (decision 0045). */
const TOUR_FIRST_ENTRY = 'tour-first';

/** The modules whose stylesheets a tour's page holds: its screen's, and the viewer's. */
const TOUR_PAGE_STYLED_BY = [
  'src/screens/tour-viewer/tour-viewer-screens.tsx',
  'src/viewer/early-start.ts',
];

/** The stylesheets (as /assets/… paths) of the chunk of `source` and of the chunks it imports. */
function stylesheetsOf(bundle: Rollup.OutputBundle, source: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const root = path.resolve(import.meta.dirname, source);
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  visit(chunks.find((chunk) => chunk.facadeModuleId === root));
  if (seen.size === 0) throw new Error(`the build has no chunk for ${source}`);
  return [...styles];
}

/**
 * Build only: writes the prerendered pages (index.home.html for `/`, index.pricing.html for
 * `/pricing`): index.html with the page's top bar and first screen rendered in English, its
 * stylesheet inline and the app started after the first paint (scripts/prerender-pages.tsx,
 * DESIGN.md "Performance budgets", docs/decisions/0012); and the template of a tour's page,
 * started by its own entry after the tour's first frame (docs/decisions/0045).
 */
function prerenderPages(): Plugin {
  return {
    name: 'roomwalk:prerender-pages',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const prerender = await runnerImport<typeof import('./scripts/prerender-pages')>(
        path.resolve(import.meta.dirname, 'scripts/prerender-pages.tsx'),
        { configFile: false },
      );
      const { prerenderPages, prerenderTourPage } = prerender.module;
      const entryAssets = (name: string) => {
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        );
        if (chunk?.type !== 'chunk') throw new Error(`the build has no ${name} entry`);
        return {
          entry: `/${chunk.fileName}`,
          entryImports: chunk.imports.map((file) => `/${file}`),
          readStylesheet: (href: string) => readFileSync(path.join(dir, href), 'utf8'),
        };
      };
      const indexHtml = await readFile(path.join(dir, 'index.html'), 'utf8');
      const catalogue: unknown = JSON.parse(
        await readFile(path.join(dir, 'locales/en/translation.json'), 'utf8'),
      );
      const assets = entryAssets(PAINT_FIRST_ENTRY);
      for (const { file, html } of prerenderPages(indexHtml, catalogue, assets)) {
        await writeFile(path.join(dir, file), html);
      }
      const tourPage = prerenderTourPage(
        indexHtml,
        catalogue,
        entryAssets(TOUR_FIRST_ENTRY),
        TOUR_PAGE_STYLED_BY.flatMap((source) => stylesheetsOf(bundle, source)),
      );
      await writeFile(path.join(dir, tourPage.file), tourPage.html);
    },
  };
}

/**
 * Build only: index.html preloads every chunk of the app's start, which src/main.tsx imports one
 * after another so that each is evaluated in a task of its own (docs/decisions/0025). Vite
 * preloads an entry's static imports only; without these the chunks would load one round trip
 * after another. The prerendered pages keep them with the app's other tags, inert until the first
 * paint, and bench/bundle-size.ts counts them as first-load JavaScript.
 */
function startChainPreloads(): Plugin {
  return {
    name: 'roomwalk:start-chain-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const output = bundle[file];
          if (files.has(file) || output?.type !== 'chunk') return;
          files.add(file);
          for (const imported of output.imports) add(imported);
        };
        for (const file of chunk.dynamicImports) add(file);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * The chunks of the app's start (see `codeSplitting` below) that carry V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136 and later): their functions are compiled on a
 * background thread while they load rather than on the main thread at their first call, which was
 * most of the app's long start-up tasks (docs/decisions/0025). Other browsers read a comment.
 */
const EAGERLY_COMPILED_CHUNKS = new Set(['react-dom', 'vendor', 'shell']);

/** three's Basis Universal transcoder, which KTX2 textures (KHR_texture_basisu) are read with. */
const BASIS_DIR = path.resolve(import.meta.dirname, 'node_modules/three/examples/jsm/libs/basis');
const BASIS_FILES: Readonly<Record<string, string>> = {
  'basis_transcoder.js': 'text/javascript; charset=utf-8',
  'basis_transcoder.wasm': 'application/wasm',
};

/**
 * The script KTX2Loader builds for its transcoder workers (its init()), from the same three.js:
 * the constants, the transcoder's JS and the worker's function body. Served as a file of its own
 * with a policy of its own (decision 0050, src/viewer/ktx2-textures.ts).
 */
async function ktx2WorkerSource(): Promise<string> {
  const { KTX2Loader } = await import('three/examples/jsm/loaders/KTX2Loader.js');
  // Statics the types of three.js leave out.
  const loader = KTX2Loader as unknown as Record<
    'BasisWorker' | 'EngineFormat' | 'EngineType' | 'TranscoderFormat' | 'BasisFormat',
    object
  >;
  const worker = loader.BasisWorker.toString();
  return [
    '/* constants */',
    `let _EngineFormat = ${JSON.stringify(loader.EngineFormat)}`,
    `let _EngineType = ${JSON.stringify(loader.EngineType)}`,
    `let _TranscoderFormat = ${JSON.stringify(loader.TranscoderFormat)}`,
    `let _BasisFormat = ${JSON.stringify(loader.BasisFormat)}`,
    '/* basis_transcoder.js */',
    readFileSync(path.join(BASIS_DIR, 'basis_transcoder.js'), 'utf8'),
    '/* worker */',
    worker.substring(worker.indexOf('{') + 1, worker.lastIndexOf('}')),
  ].join('\n');
}

/**
 * Serves the transcoder at /basis/ (src/viewer/ktx2-textures.ts, and model-viewer's AR view): as
 * is in development, copied under that fixed name by the build, with the workers' script. The
 * loaders ask for a folder holding these names, so they cannot be hashed assets; no CDN is
 * involved.
 */
function basisTranscoder(): Plugin {
  return {
    name: 'roomwalk:basis-transcoder',
    configureServer(server) {
      server.middlewares.use('/basis/', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (name === KTX2_WORKER_FILE) {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Content-Security-Policy', KTX2_WORKER_CSP);
          void ktx2WorkerSource().then((source) => response.end(source), next);
          return;
        }
        const contentType = Object.hasOwn(BASIS_FILES, name) ? BASIS_FILES[name] : undefined;
        if (!contentType) return next();
        response.setHeader('Content-Type', contentType);
        response.end(readFileSync(path.join(BASIS_DIR, name)));
      });
    },
    async generateBundle() {
      for (const name of Object.keys(BASIS_FILES)) {
        const source = readFileSync(path.join(BASIS_DIR, name));
        this.emitFile({ type: 'asset', fileName: `basis/${name}`, source });
      }
      const worker = await ktx2WorkerSource();
      this.emitFile({ type: 'asset', fileName: `basis/${KTX2_WORKER_FILE}`, source: worker });
    },
  };
}

/** three's Draco decoder (WebAssembly), which model-viewer reads Draco-compressed geometry with. */
const DRACO_DIR = path.resolve(
  import.meta.dirname,
  'node_modules/three/examples/jsm/libs/draco/gltf',
);
const DRACO_FILES: Readonly<Record<string, string>> = {
  'draco_wasm_wrapper.js': 'text/javascript; charset=utf-8',
  'draco_decoder.wasm': 'application/wasm',
};

/**
 * Serves the Draco decoder at /draco/ (src/viewer/model-viewer.ts), as basisTranscoder() does the
 * transcoder, so that model-viewer never loads it from its default CDN, which the content
 * security policy does not allow (decision 0061).
 */
function dracoDecoder(): Plugin {
  return {
    name: 'roomwalk:draco-decoder',
    configureServer(server) {
      server.middlewares.use('/draco/', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const contentType = Object.hasOwn(DRACO_FILES, name) ? DRACO_FILES[name] : undefined;
        if (!contentType) return next();
        response.setHeader('Content-Type', contentType);
        response.end(readFileSync(path.join(DRACO_DIR, name)));
      });
    },
    generateBundle() {
      for (const name of Object.keys(DRACO_FILES)) {
        const source = readFileSync(path.join(DRACO_DIR, name));
        this.emitFile({ type: 'asset', fileName: `draco/${name}`, source });
      }
    },
  };
}

/**
 * React Router 7 exports only its development build, whatever the mode (its issue 12532); the
 * production build beside it is the same code without the development warnings. The app's build
 * takes that one (docs/decisions/0025); the dev server and the tests keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: path.resolve(
      import.meta.dirname,
      'node_modules/react-router/dist/production/index.mjs',
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve(
      import.meta.dirname,
      'node_modules/react-router/dist/production/dom-export.mjs',
    ),
  },
];

/**
 * tus-js-client's browser build everywhere the app runs: jsdom's tests would otherwise take its
 * Node build, which reads files from Node streams rather than the browser's File.
 */
const TUS_BROWSER_BUILD = {
  find: /^tus-js-client$/,
  replacement: path.resolve(
    import.meta.dirname,
    'node_modules/tus-js-client/lib.esm/browser/index.js',
  ),
};

/**
 * @xstate/react imports the React 17 shims of useSyncExternalStore. Under React 19 the shim only
 * hands back React's own hook, but its fallback stayed in the first load (docs/decisions/0059):
 * the shim is React's hook, and the selector variant the one built on it.
 */
const SYNC_EXTERNAL_STORE_WITHOUT_SHIM = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'react' },
];

/**
 * The production build resolves react-intl's imports of the ICU message parser to
 * src/i18n/message-parser.ts, which hands out the ASTs of the catalogues compiled at build time
 * (`compiledCatalogues`) instead of parsing: the browser never fetches the parser
 * (docs/decisions/0034, 0059).
 */
function lazyMessageParser(): Plugin {
  const parserModule = path.resolve(import.meta.dirname, 'src/i18n/message-parser.ts');
  return {
    name: 'roomwalk:lazy-message-parser',
    apply: (_, { command, mode }) => command === 'build' && mode === 'production',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || importer === parserModule) return null;
      return parserModule;
    },
  };
}

/**
 * Build only: each catalogue compiled to ASTs, written beside it as
 * `locales/{code}/translation.compiled.json`, which the built app loads so that the browser never
 * fetches the ICU parser (src/i18n/compiled-catalogue.ts, docs/decisions/0059).
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'roomwalk:compiled-catalogues',
    apply: 'build',
    async generateBundle() {
      for (const code of LOCALE_FILE_CODES) {
        const source = path.resolve(
          import.meta.dirname,
          'public/locales',
          code,
          'translation.json',
        );
        const tree: unknown = JSON.parse(await readFile(source, 'utf8'));
        this.emitFile({
          type: 'asset',
          fileName: `locales/${code}/${COMPILED_CATALOGUE_FILE}`,
          source: JSON.stringify(compileCatalogue(tree, code)),
        });
      }
    },
  };
}

/** The chunk files that index.html loads as its entry (filled while the build resolves preloads). */
const htmlEntryChunks = new Set<string>();

export default defineConfig(({ command, mode }) => ({
  define: {
    // The policy of the meta tag src/start-app.tsx adds (SPEC §9), from the build's variables:
    // made here rather than by the app's start, whose first load then carries neither the
    // policy's builder nor its rules (docs/decisions/0059).
    __META_CSP_POLICY__: JSON.stringify(
      buildContentSecurityPolicy(cspConfigFromEnv(loadEnv(mode, process.cwd(), 'VITE_')), {
        forMetaTag: true,
      }),
    ),
  },
  resolve: {
    alias: [
      TUS_BROWSER_BUILD,
      ...SYNC_EXTERNAL_STORE_WITHOUT_SHIM,
      ...(command === 'build' && mode === 'production' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  plugins: [
    react(),
    lazyMessageParser(),
    compiledCatalogues(),
    startChainPreloads(),
    prerenderPages(),
    basisTranscoder(),
    dracoDecoder(),
  ],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiTarget])),
  },
  build: {
    target: 'es2022',
    // No polyfill of <link rel="modulepreload"> in the entry: every browser of the es2022 target
    // but Safari 15 and 16 supports it, and there the preloads only start with the imports.
    // And no preloading in the entry's own imports: index.html preloads all of them already
    // (`startChainPreloads`).
    modulePreload: {
      polyfill: false,
      resolveDependencies(filename, deps, { hostId, hostType }) {
        if (hostType === 'html' && hostId === 'index.html') htmlEntryChunks.add(filename);
        return hostType === 'js' && htmlEntryChunks.has(hostId) ? [] : deps;
      },
    },
    // Maps without a sourceMappingURL comment, served to the metrics token only (decision 0061).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: bench/bundle-size.ts finds the landing route's chunk in it. The
    // server never serves dot-folders, so it stays private.
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        // The app's start, which src/main.tsx imports after the libraries (docs/decisions/0025);
        // an entry of its own so that what it imports statically is grouped below.
        app: path.resolve(import.meta.dirname, 'src/start-app.tsx'),
        // The entry of the prerendered pages (docs/decisions/0012).
        [PAINT_FIRST_ENTRY]: path.resolve(import.meta.dirname, 'src/paint-first/main.ts'),
        // The entry of a tour's page (docs/decisions/0045).
        [TOUR_FIRST_ENTRY]: path.resolve(import.meta.dirname, 'src/paint-first/tour-first.ts'),
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
        // Hexadecimal hashes in file names (8 characters, 32 bits): a name is in every import of
        // its chunk and in the preload lists of every dynamic import (some 120 in the shell), where
        // base64's 48 bits compressed worse, 0.2 KB of the landing page (docs/decisions/0059).
        hashCharacters: 'hex',
        // After minification, which would drop the comment (the source maps allow for the line).
        postBanner: (chunk) =>
          EAGERLY_COMPILED_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
        // What the app's start imports statically: React and React DOM, whose evaluation takes
        // long, the other libraries (`vendor`), which stay cached across releases of the app's
        // own code, and the app's shell. src/main.tsx evaluates each in a task of its own
        // (docs/decisions/0025). That takes fewer requests and compresses better than the dozen
        // small shared chunks of the default splitting. Lazily loaded screens and libraries keep
        // their own chunks. The entries (src/main.tsx, src/paint-first), the steps of
        // src/start/ and the helpers the entry shares with the app stay apart from the shell, so
        // that evaluating them evaluates nothing else; so does the stylesheet, which index.html
        // links (or a prerendered page inlines) rather than the shell's import loading it again.
        codeSplitting: {
          groups: [
            // What the entry and the app's start share (the yielding helper, and Vite's preloading
            // of dynamic imports): without a group of its own it joined the shell, so that
            // evaluating the entry evaluated the whole shell at once.
            {
              name: 'start',
              test: /[\\/]src[\\/]services[\\/]main-thread\.ts$|vite[\\/]preload-helper/,
            },
            // React DOM's evaluation is the one that takes long (its CommonJS factory runs then).
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            // Every page's title and meta tags (the landing page's included): the component and the
            // service it calls in one chunk, not two requests (docs/decisions/0059).
            {
              name: 'page-metadata',
              test: /[\\/]src[\\/](?:screens[\\/]app|services)[\\/]page-metadata\.tsx?$/,
            },
            {
              name: 'shell',
              tags: ['$initial'],
              test: /[\\/]src[\\/](?!paint-first[\\/]|main\.tsx$|start[\\/]|ui[\\/]styles\.css$)/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Limits, not waits: every test returns as soon as what it waits for happens. Vitest's 5 s and
    // 10 s defaults failed 52 tests that were only slow, not stuck, while this 2-core machine ran
    // other work beside the suite (issue 16: green every time, not only on an idle machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two test files at a time. Vitest's default on this 2-core machine is one (cores - 1), which
    // left the second core idle for most of the suite: its files wait on jsdom, the database and
    // the processing threads by turns (issue 33; bench/README.md, "CI").
    maxWorkers: 2,
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
}));
