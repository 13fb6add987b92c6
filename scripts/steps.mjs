#!/usr/bin/env node
// Runs one of the project's step lists, one step after another, and prints how long each took
// (issue 33: a suite whose cost nobody sees only grows). It stops at the first step that fails,
// with that step's exit code, after printing the table so far.
//
//   node scripts/steps.mjs test     `npm test`: everything (machines docs, Vitest, build, Chromium)
//   node scripts/steps.mjs quick    `npm run test:quick`: the inner loop, within 5 minutes
//   node scripts/steps.mjs quick BASE   quick, counting as changed what differs from git ref BASE
//
// With STEP_TIMES_FILE set (.ci/run sets it), each step also appends "name<TAB>seconds<TAB>rc"
// to that file, so that CI's table of steps holds the steps of `npm test` too.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A step: its name in the table, and the shell command that runs it. */
const lists = {
  test: () => [
    ['machines docs current', 'npm run machines:check'],
    ['vitest (unit, model, server on PGlite)', 'npx vitest run'],
    ['build', 'npm run build'],
    ['playwright (Chromium)', 'npx playwright test'],
  ],
  quick: (base = 'HEAD') => {
    const modelTests = modelTestsOfChanges(changedFiles(base));
    return [
      ['lint', 'npm run lint'],
      ['typecheck', 'npm run typecheck'],
      ['unit tests', 'npx vitest run --project unit'],
      [
        `model tests of changed machines (${modelTests.length})`,
        modelTests.length ? `npx vitest run --project model ${modelTests.join(' ')}` : 'true',
      ],
    ];
  },
};

/** Files that differ from `base` in the working tree, untracked ones included. */
function changedFiles(base) {
  const git = (...args) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return [
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ];
}

/**
 * The model tests to run for `changed`: those changed themselves, and those that import a changed
 * machine (src/machines/<name>.machine.ts) or the coverage helpers every model test uses.
 */
function modelTestsOfChanges(changed) {
  const modelDir = path.join(root, 'tests/model');
  const tests = readdirSync(modelDir)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `tests/model/${name}`);
  const sharedChanged = changed.some((file) =>
    /^tests\/(support\/machine-transitions|model\/transition-coverage)\.ts$/.test(file),
  );
  if (sharedChanged) return tests;
  const machines = changed
    .map((file) => /^src\/machines\/([a-z0-9-]+\.machine)\.ts$/.exec(file)?.[1])
    .filter(Boolean);
  return tests.filter((test) => {
    if (changed.includes(test)) return true;
    const source = readFileSync(path.join(root, test), 'utf8');
    return machines.some((machine) => source.includes(`machines/${machine}'`));
  });
}

function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

function printTable(title, rows) {
  const width = Math.max(...rows.map(([name]) => name.length), 5);
  console.log(`\n${title}`);
  for (const [name, seconds, rc] of rows) {
    const failed = rc === 0 ? '' : `  FAILED (exit ${rc})`;
    console.log(`  ${name.padEnd(width)}  ${formatSeconds(seconds).padStart(6)}${failed}`);
  }
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`  ${'total'.padEnd(width)}  ${formatSeconds(total).padStart(6)}`);
}

const [listName, ...args] = process.argv.slice(2);
const list = lists[listName];
if (!list) {
  console.error(`usage: node scripts/steps.mjs ${Object.keys(lists).join('|')} [base]`);
  process.exit(2);
}
if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('node_modules is missing: run `npm ci` first.');
  process.exit(2);
}

const title = listName === 'test' ? 'npm test' : 'npm run test:quick';
const rows = [];
for (const [name, command] of list(...args)) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = performance.now();
  const { status, signal } = spawnSync('bash', ['-c', command], { cwd: root, stdio: 'inherit' });
  const rc = status ?? (signal ? 128 : 1);
  const seconds = (performance.now() - started) / 1000;
  rows.push([name, seconds, rc]);
  if (process.env.STEP_TIMES_FILE) {
    // Indented: CI's table lists them above the row of the command that ran them.
    appendFileSync(process.env.STEP_TIMES_FILE, `  ${name}\t${seconds.toFixed(1)}\t${rc}\n`);
  }
  if (rc !== 0) {
    printTable(`${title}: stopped at a failed step`, rows);
    process.exit(rc);
  }
}
printTable(`${title}: each step's time`, rows);
