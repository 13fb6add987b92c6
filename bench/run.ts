/**
 * Runs the benchmarks of bench/ (DESIGN.md, "Performance budgets"): `npm run build && npm run bench`.
 *
 *   npm run bench                          every benchmark
 *   npm run bench -- bundle-size           only the named ones
 *   npm run bench -- --list                list them
 *   npm run bench -- --dist other/dist     flags are passed on to every benchmark
 *
 * Benchmarks print figures and compare them with the budgets; they do not assert, so the exit
 * code is 0 whatever the figures are (OVER BUDGET is printed instead). It is 1 only when a
 * benchmark itself crashes.
 *
 * To add a benchmark, write bench/<name>.ts exporting a function that prints its report and
 * returns a one-line summary, and add an entry below.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseApiBenchArgs, runApiBench } from './api';
import { parseBundleSizeArgs, runBundleSize } from './bundle-size';
import { parseHostileBenchArgs, runHostileBench } from './hostile';
import { parseLighthouseArgs, runLighthouse } from './lighthouse';
import type { BenchmarkOutcome } from './outcome';
import { runProcessingBench } from './processing';
import { parseScaleArgs, runScaleBench } from './scale';
import { parseSiegeArgs, runSiegeBench } from './siege';
import { parseViewerBenchArgs, runViewerBench } from './viewer';

export interface Benchmark {
  name: string;
  description: string;
  /** Runs it with the command-line flags (each benchmark reads the ones it knows). */
  run: (args: string[]) => BenchmarkOutcome | Promise<BenchmarkOutcome>;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'bundle-size',
    description: "landing page's JavaScript as Chromium fetches / (gzip) against the 150 KB budget",
    run: (args) => runBundleSize(parseBundleSizeArgs(args)),
  },
  {
    name: 'api',
    description:
      'API load: GET /pricing/plans and GET /auth/profile against a bare route (requests/s, p99)',
    run: (args) => runApiBench(parseApiBenchArgs(args)),
  },
  {
    name: 'hostile',
    description:
      'adversarial JSON bodies up to the 64 KiB limit: cost per KB by size (flat), and a chunked 200 MiB body',
    run: (args) => runHostileBench(parseHostileBenchArgs(args)),
  },
  {
    name: 'lighthouse',
    description:
      'mobile Lighthouse scores (performance, accessibility, best practices, SEO) for / and /pricing',
    run: (args) => runLighthouse(parseLighthouseArgs(args)),
  },
  {
    name: 'processing',
    description:
      'tour processing of the generated fixtures: sizes, triangles, seconds per stage; 2M-triangle navmesh',
    // Here the targets only print PASS/FAIL; `--check` gates them when it runs alone.
    run: () => runProcessingBench(),
  },
  {
    name: 'scale',
    description:
      'on PostgreSQL: API requests/s with 1 and 2 API processes, tours/minute with 1 and 2 workers',
    run: (args) => runScaleBench(parseScaleArgs(args)),
  },
  {
    name: 'siege',
    description:
      'F1-F4 hostile clients against the real server: /api/health p50/p99 and a tour to ready, idle and under siege',
    run: (args) => runSiegeBench(parseSiegeArgs(args)),
  },
  {
    name: 'viewer',
    description:
      "tour viewer: /t/:slug's JavaScript (gzip), time to first frame and frames per second over a scripted walk",
    run: (args) => runViewerBench(parseViewerBenchArgs(args)),
  },
];

export async function runBenchmarks(argv: string[]): Promise<number> {
  if (argv.includes('--list')) {
    for (const benchmark of benchmarks) console.log(`${benchmark.name}: ${benchmark.description}`);
    return 0;
  }
  const names = new Set(benchmarks.map((benchmark) => benchmark.name));
  const chosen = argv.filter((arg) => names.has(arg));
  const args = argv.filter((arg) => !names.has(arg));
  const selected =
    chosen.length > 0
      ? benchmarks.filter((benchmark) => chosen.includes(benchmark.name))
      : benchmarks;

  const results: { name: string; line: string }[] = [];
  let crashed = false;
  for (const benchmark of selected) {
    console.log(`\n=== ${benchmark.name}: ${benchmark.description} ===\n`);
    const started = performance.now();
    try {
      const outcome = await benchmark.run(args);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const flag = outcome.overBudget ? 'OVER BUDGET' : outcome.measured ? 'ok' : 'skipped';
      results.push({
        name: benchmark.name,
        line: `${flag.padEnd(11)} ${outcome.summary} [${seconds}s]`,
      });
    } catch (error) {
      crashed = true;
      console.error(error);
      results.push({ name: benchmark.name, line: `ERROR       ${String(error)}` });
    }
  }

  console.log('\n=== summary ===\n');
  const width = Math.max(...results.map((result) => result.name.length));
  for (const result of results) console.log(`${result.name.padEnd(width)}  ${result.line}`);
  return crashed ? 1 : 0;
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  runBenchmarks(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
