#!/usr/bin/env node
// `npm run build` (after Vite): compiles the server into dist-server/ for plain `node`:
// main.mjs (`npm start`, `npm run serve`), worker.mjs (`npm run worker`) and
// processing/pipeline-thread.mjs (the processing threads). Our TypeScript is bundled; packages
// stay in node_modules. tsx remains for development and tests only.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist-server');

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The common folder of the entries (server/) maps to dist-server/, so the thread keeps its
  // sub-folder: dist-server/processing/pipeline-thread.mjs (server/processing/run-in-thread.ts).
  entryPoints: ['server/main.ts', 'server/worker.ts', 'server/processing/pipeline-thread.ts'],
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Server compiled into dist-server/ in ${Math.round(performance.now() - started)} ms.`);
