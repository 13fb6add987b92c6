/**
 * Prints the server project's test files that can open a database, one per line: those whose
 * imports (static, dynamic or re-exports, followed through our own modules; `import type` does
 * not count) reach server/db/database.ts, which every way of opening one goes through. `.ci/run`
 * runs these again on PostgreSQL; the others (pure processing, bundles, fixtures) would only
 * repeat their PGlite run (issue 33). So would the readers' tests listed in READER_TESTS: their
 * database only holds the tour that the processing harness uploads, and PGlite is PostgreSQL
 * itself; the harness's queue and worker run on PostgreSQL in tour-processing.test.ts and
 * multi-process.test.ts.
 *
 *   npx tsx scripts/database-test-files.ts            the files, relative to the repository
 *   npx tsx scripts/database-test-files.ts --others   the server test files that open none
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE_MODULE = path.join(root, 'server/db/database.ts');
/**
 * Tests of what the readers and the pipeline make of models (the corpus, storeys, IFC), through
 * the processing harness: about 75 s of CI's PostgreSQL pass that tested no SQL of their own.
 */
const READER_TESTS = new Set([
  'tests/server/corpus.test.ts',
  'tests/server/processing-ifc.test.ts',
  'tests/server/processing-storeys.test.ts',
]);

/** Where the server project's test files are (vite.config.ts, project "server"). */
const TEST_FOLDERS = ['tests/server', 'scripts'];

/** Relative module specifiers a file imports at run time. */
export function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const patterns = [
    // import x from './a', import './a', export { x } from './a' (not `import type`/`export type`)
    /^\s*(?:import|export)(?!\s+type\b)(?:[^'"]*?\bfrom\s*)?\s*['"](\.[^'"]+)['"]/gm,
    // import('./a')
    /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const [, specifier] of source.matchAll(pattern)) if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

/** The file a relative specifier names, as TypeScript and tsx resolve it; undefined if none. */
function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const withoutJs = base.replace(/\.(m?js)$/, '');
  const candidates = [
    base,
    `${withoutJs}.ts`,
    `${withoutJs}.tsx`,
    `${withoutJs}.mts`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((file) => existsSync(file) && !file.endsWith(path.sep));
}

/** Whether `file`'s run-time imports reach the database module. */
export function reachesDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE_MODULE) return true;
  if (seen.has(file) || !/\.(ts|tsx|mts)$/.test(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  return runtimeImports(source).some((specifier) => {
    const imported = resolveModule(file, specifier);
    return imported !== undefined && reachesDatabase(imported, seen);
  });
}

function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(root, folder, name))
    .sort();
}

function main() {
  const others = process.argv.includes('--others');
  for (const file of TEST_FOLDERS.flatMap(testFiles)) {
    const relative = path.relative(root, file);
    const onPostgres = reachesDatabase(file) && !READER_TESTS.has(relative);
    if (onPostgres !== others) console.log(relative);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
