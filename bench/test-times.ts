/**
 * Where the test suite's time goes (issue 33): the slowest test files of each runner, from the
 * JSON reports Vitest and Playwright write. Not a benchmark of bench/run.ts: it reads reports of
 * a run made on purpose, e.g.
 *
 *   npx vitest run --reporter=default --reporter=json --outputFile.json=/tmp/vitest.json
 *   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/playwright.json npx playwright test --reporter=list,json
 *   npx tsx bench/test-times.ts --vitest /tmp/vitest.json --playwright /tmp/playwright.json [--top 20]
 *
 * It prints, per Vitest project and for Playwright, the total and the slowest files as a
 * Markdown table (bench/README.md, "CI", keeps them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface FileTime {
  file: string;
  tests: number;
  seconds: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightResult {
  duration: number;
}
interface PlaywrightSpec {
  file: string;
  tests: { results: PlaywrightResult[] }[];
}
interface PlaywrightSuite {
  file: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

const root = path.resolve(import.meta.dirname, '..');

/** The Vitest project of a test file, by the folders vite.config.ts gives each. */
function vitestProject(file: string): string {
  if (file.startsWith('src/')) return 'unit';
  if (file.startsWith('tests/model/')) return 'model';
  return 'server';
}

/** A test file's path from its repository's root, wherever the report was made (a CI clone). */
function fromRepository(file: string): string {
  const inRepository = /(?:^|\/)((?:src|tests|scripts|bench)\/.*)$/.exec(file);
  return inRepository?.[1] ?? path.relative(root, file);
}

export function vitestFileTimes(report: VitestReport): Map<string, FileTime[]> {
  const byProject = new Map<string, FileTime[]>();
  for (const result of report.testResults) {
    const file = fromRepository(result.name);
    const project = vitestProject(file);
    const times = byProject.get(project) ?? [];
    times.push({
      file,
      tests: result.assertionResults.length,
      seconds: (result.endTime - result.startTime) / 1000,
    });
    byProject.set(project, times);
  }
  return byProject;
}

/** Each spec file's tests and the time of all their runs (retries included). */
export function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.join('tests/e2e', spec.file);
      const time = byFile.get(file) ?? { file, tests: 0, seconds: 0 };
      for (const test of spec.tests) {
        time.tests += 1;
        for (const result of test.results) time.seconds += result.duration / 1000;
      }
      byFile.set(file, time);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile.values()];
}

function printTable(title: string, times: FileTime[], top: number) {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const tests = times.reduce((sum, time) => sum + time.tests, 0);
  console.log(
    `\n### ${title}: ${times.length} files, ${tests} tests, ${(total / 60).toFixed(1)} min\n`,
  );
  console.log('| file | tests | seconds | share |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const time of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
    const share = total > 0 ? `${((100 * time.seconds) / total).toFixed(1)} %` : '-';
    console.log(`| ${time.file} | ${time.tests} | ${time.seconds.toFixed(1)} | ${share} |`);
  }
}

function main() {
  const { values } = parseArgs({
    options: {
      vitest: { type: 'string', multiple: true, default: [] },
      playwright: { type: 'string', multiple: true, default: [] },
      top: { type: 'string', default: '20' },
    },
  });
  const top = Number(values.top);
  for (const file of values.vitest) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    for (const [project, times] of vitestFileTimes(report)) {
      printTable(`Vitest ${project} (${path.basename(file)})`, times, top);
    }
  }
  for (const file of values.playwright) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
    printTable(`Playwright (${path.basename(file)})`, playwrightFileTimes(report), top);
  }
}

main();
