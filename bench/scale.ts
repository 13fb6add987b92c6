/**
 * Scaling out on one PostgreSQL (issue 21, point 6): tours processed per minute with 1 and 2
 * worker processes, and API requests per second with 1 and 2 API processes.
 *
 *   npm run bench -- scale [--tours 16] [--duration 5] [--connections 50]
 *   npx tsx bench/scale.ts [same flags]
 *
 * Needs the compiled server (`npm run build`) and a PostgreSQL role that may create databases:
 * TEST_DATABASE_URL, as `bash .ci/postgres.sh` prints it; without either it is skipped. Each phase
 * gets a fresh database; every process is a real `node dist-server/*.mjs`, started as an operator
 * would (RUN_WORKER=false for the API processes, `worker.mjs` for the workers, one shared data
 * folder for the tour files). Figures are printed (and written to bench/results/scale.json),
 * never asserted. The machine's cores bound what a second process can add: say which machine.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apartmentGlb } from '../scripts/fixtures/gltf';
import type { TourView } from '../src/contract/tours';
import { createEmptyPostgresDatabase } from '../tests/server/support/test-database';
import { newUser, ok, type User } from './bench-user';
import type { BenchmarkOutcome } from './outcome';
import { serverAddress, startServerProcess, type ServerProcess } from './server-process';
import { printTable } from './table';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(repoRoot, 'bench', 'results', 'scale.json');
const READY_TIMEOUT_MS = 600_000;

export interface ScaleOptions {
  /** Tours uploaded per worker phase (1..40). */
  tours: number;
  /** Seconds of measured load per route and phase (1..60). */
  durationSeconds: number;
  /** Concurrent connections in all (1..200), shared among the API processes. */
  connections: number;
}

export function parseScaleArgs(args: string[]): ScaleOptions {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : Number(args[index + 1]);
  };
  const bounded = (input: number | undefined, min: number, max: number, fallback: number) =>
    input !== undefined && Number.isInteger(input) ? Math.min(max, Math.max(min, input)) : fallback;
  return {
    tours: bounded(value('--tours'), 1, 40, 16),
    durationSeconds: bounded(value('--duration'), 1, 60, 5),
    connections: bounded(value('--connections'), 1, 200, 50),
  };
}

// --- autocannon (CommonJS, no bundled types): the part of its API used here.
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  workers: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** A fresh database, a data folder, and the processes started on them; all removed by `close`. */
async function cluster(adminUrl: string) {
  const database = await createEmptyPostgresDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-scale-'));
  const started: ServerProcess[] = [];
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'the-scale-benchmark-shares-this-secret-0123456789',
    HOST: '127.0.0.1',
    PORT: '0',
    SERVE_APP: 'false',
    RUN_WORKER: 'false',
    SIGNUP_CREDITS: '40',
    NODE_ENV: 'development',
  };
  const start = async (role: 'server' | 'worker') => {
    const one = await startServerProcess({ role, env, compiled: true });
    started.push(one);
    return one;
  };
  return {
    /** Starts `count` API processes; the address of the first, and of all. */
    servers: async (count: number) => {
      const first = serverAddress(await start('server')); // migrates and seeds first
      const rest = await Promise.all(Array.from({ length: count - 1 }, () => start('server')));
      return { first, all: [first, ...rest.map(serverAddress)] };
    },
    workers: (count: number) => Promise.all(Array.from({ length: count }, () => start('worker'))),
    close: async () => {
      await Promise.all(started.map((one) => one.stop()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Uploads `count` copies of the apartment at once; minutes until the last is ready. */
async function processTours(user: User, count: number): Promise<number> {
  const model = Buffer.from(await apartmentGlb());
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await ok(
      user.call('/api/v1/tours', {
        method: 'POST',
        body: JSON.stringify({ title: `Scale ${index}`, sourceKind: 'cad' }),
      }),
    );
    ids.push(((await created.json()) as TourView).id);
  }
  const started = performance.now();
  await Promise.all(
    ids.map((id) =>
      ok(
        user.call(`/api/v1/tours/${id}/source`, {
          method: 'PUT',
          body: model,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
      ),
    ),
  );
  const waiting = new Set(ids);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (waiting.size > 0) {
    if (Date.now() > deadline) throw new Error(`${waiting.size} tours were not ready in time`);
    for (const id of waiting) {
      const tour = (await (await ok(user.call(`/api/v1/tours/${id}`))).json()) as TourView;
      if (tour.status === 'failed') throw new Error(`a tour failed: ${tour.error ?? ''}`);
      if (tour.status === 'ready') waiting.delete(id);
    }
    await sleep(100);
  }
  return (performance.now() - started) / 60_000;
}

/** Requests per second of `route`, the connections shared among `servers`, run at once. */
async function requestsPerSecond(
  servers: string[],
  route: string,
  options: ScaleOptions,
  token?: string,
): Promise<{ rps: number; p99: number; failures: number }> {
  const share = Math.max(1, Math.floor(options.connections / servers.length));
  const results = await Promise.all(
    servers.map((base) =>
      autocannon({
        url: `${base}${route}`,
        connections: share,
        duration: options.durationSeconds,
        workers: 1,
        ...(token !== undefined && { headers: { authorization: `Bearer ${token}` } }),
      }),
    ),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

interface ApiFigures {
  processes: number;
  healthRps: number;
  profileRps: number;
  healthP99Ms: number;
  profileP99Ms: number;
  failures: number;
}

async function measureApi(adminUrl: string, processes: number, options: ScaleOptions) {
  const running = await cluster(adminUrl);
  try {
    const servers = await running.servers(processes);
    const user = await newUser(servers.first);
    const health = await requestsPerSecond(servers.all, '/api/health', options);
    const profile = await requestsPerSecond(servers.all, '/auth/profile', options, user.token);
    return {
      processes,
      healthRps: health.rps,
      profileRps: profile.rps,
      healthP99Ms: health.p99,
      profileP99Ms: profile.p99,
      failures: health.failures + profile.failures,
    } satisfies ApiFigures;
  } finally {
    await running.close();
  }
}

interface WorkerFigures {
  workers: number;
  tours: number;
  minutes: number;
  toursPerMinute: number;
}

async function measureWorkers(
  adminUrl: string,
  workers: number,
  options: ScaleOptions,
): Promise<WorkerFigures> {
  const running = await cluster(adminUrl);
  try {
    const servers = await running.servers(1);
    await running.workers(workers);
    const user = await newUser(servers.first);
    const minutes = await processTours(user, options.tours);
    return { workers, tours: options.tours, minutes, toursPerMinute: options.tours / minutes };
  } finally {
    await running.close();
  }
}

export async function runScaleBench(options: ScaleOptions): Promise<BenchmarkOutcome> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) {
    const summary = 'skipped: needs PostgreSQL (TEST_DATABASE_URL, see bash .ci/postgres.sh)';
    console.log(summary);
    return { measured: false, overBudget: false, summary };
  }
  if (!existsSync(path.join(repoRoot, 'dist-server', 'main.mjs'))) {
    const summary = 'skipped: no dist-server/ (run npm run build first)';
    console.log(summary);
    return { measured: false, overBudget: false, summary };
  }
  const loadBefore = os.loadavg();
  const api = [await measureApi(adminUrl, 1, options), await measureApi(adminUrl, 2, options)];
  const workers = [
    await measureWorkers(adminUrl, 1, options),
    await measureWorkers(adminUrl, 2, options),
  ];
  const loadAfter = os.loadavg();

  console.log(
    `\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  console.log(
    `load average ${loadBefore.map((n) => n.toFixed(2)).join(', ')} at the start, ` +
      `${loadAfter.map((n) => n.toFixed(2)).join(', ')} at the end\n`,
  );
  printTable(
    [
      'API processes',
      'health req/s',
      'profile req/s',
      'health p99 ms',
      'profile p99 ms',
      'failures',
    ],
    api.map((row) => [
      String(row.processes),
      row.healthRps.toFixed(0),
      row.profileRps.toFixed(0),
      row.healthP99Ms.toFixed(1),
      row.profileP99Ms.toFixed(1),
      String(row.failures),
    ]),
  );
  console.log('');
  printTable(
    ['worker processes', 'tours', 'minutes', 'tours/minute'],
    workers.map((row) => [
      String(row.workers),
      String(row.tours),
      row.minutes.toFixed(2),
      row.toursPerMinute.toFixed(1),
    ]),
  );
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    JSON.stringify({ options, loadBefore, loadAfter, api, workers }, null, 2),
  );
  console.log(`\nWritten to ${path.relative(repoRoot, RESULTS_FILE)}.`);
  const [oneApi, twoApis] = api as [ApiFigures, ApiFigures];
  const [oneWorker, twoWorkers] = workers as [WorkerFigures, WorkerFigures];
  return {
    measured: true,
    overBudget: false,
    summary:
      `profile ${oneApi.profileRps.toFixed(0)} -> ${twoApis.profileRps.toFixed(0)} req/s with 2 API processes; ` +
      `${oneWorker.toursPerMinute.toFixed(1)} -> ${twoWorkers.toursPerMinute.toFixed(1)} tours/min with 2 workers`,
  };
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  runScaleBench(parseScaleArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
