/**
 * Where the server finds the repository's files, whether it runs from its TypeScript sources
 * (tsx, tests) or compiled into dist-server/ by scripts/build-server.mjs. Both this file and the
 * compiled bundles sit one folder below the repository root, so '..' is the root either way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const THIS_FILE = fileURLToPath(import.meta.url);

// path.join rather than new URL('..', import.meta.url): Vite rewrites the latter into an asset
// URL when a module is loaded by browser-environment tests.
export const ROOT_DIR = path.join(path.dirname(THIS_FILE), '..');

/** True in dist-server/*.mjs (plain node), false when the TypeScript sources run. */
export const RUNS_COMPILED = !THIS_FILE.endsWith('.ts');

/** The compiled server's folder (scripts/build-server.mjs writes it; `npm run build`). */
export const COMPILED_SERVER_DIR = path.join(ROOT_DIR, 'dist-server');
