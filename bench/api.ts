/**
 * API load (DESIGN.md, "Performance budgets": the JSON routes that are not password hashing
 * serve thousands of requests a second on one core).
 *
 *   npm run bench -- api [--duration 5] [--connections 50] [--rounds 1] [--database-url URL]
 *   npx tsx bench/api.ts [--duration 5] [--connections 50] [--rounds 1] [--database-url URL]
 *
 * Starts the real server in this process, on 127.0.0.1 and a free port, with an in-memory PGlite
 * (migrated, plans seeded, one user with a signed-in session), then runs autocannon against each
 * route in turn and prints requests per second, p99 latency and failures. The server is one Node
 * thread with its database in the same thread; autocannon runs in a worker thread so that it does
 * not take the server's turn on the event loop. Only loopback is ever contacted.
 *
 * With --database-url (or BENCH_DATABASE_URL), the URL of a PostgreSQL role that may CREATE
 * DATABASE, the server runs on a throw-away database made on that server (dropped at the end)
 * instead. The server logs every request at info level, as `npm start` does, into /dev/null, and
 * measures it for the metrics: their cost is in the figures.
 *
 * DESIGN.md also asks that signed-in routes serve at least half the requests per second of a bare
 * route in the same run: GET /auth/profile against GET /api/health, printed below the table.
 *
 * Adding a route is one entry in `targets` below.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { pino } from 'pino';
import type { AddressInfo } from 'node:net';
import { startSession } from '../server/auth/sessions';
import { signAccessToken } from '../server/auth/tokens';
import type { Database, OpenedDatabase } from '../server/db/database';
import { users } from '../server/db/schema';
import type { ApiDeps } from '../server/deps';
import { createLogger } from '../server/ops/logger';
import type { BenchmarkOutcome } from './outcome';
import { createInMemoryApi } from './in-memory-api';

/** DESIGN.md: "thousands of requests a second on one core", read as at least 1000. */
export const MIN_REQUESTS_PER_SECOND = 1000;

export interface ApiBenchOptions {
  /** Seconds of measured load per route (1..60). */
  durationSeconds: number;
  /** Concurrent connections (1..200). */
  connections: number;
  /** Seconds of unmeasured warm-up per route. */
  warmupSeconds: number;
  /**
   * Rounds (1..10): the routes are measured in turn this many times and each route's figures
   * combined, so that a change in the machine's load during the run weighs on every route alike.
   */
  rounds: number;
  /** A PostgreSQL URL (a role that may CREATE DATABASE); absent, PGlite in memory. */
  databaseUrl?: string;
  /** --quiet: the server neither logs nor measures its requests (what that costs, by difference). */
  quiet?: boolean;
}

const DEFAULTS: ApiBenchOptions = {
  durationSeconds: 5,
  connections: 50,
  warmupSeconds: 1,
  rounds: 1,
};

function bounded(text: string | undefined, min: number, max: number, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** Reads --duration and --connections; other flags (meant for other benchmarks) are ignored. */
export function parseApiBenchArgs(args: string[]): ApiBenchOptions {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const databaseUrl = value('--database-url') ?? process.env.BENCH_DATABASE_URL?.trim();
  return {
    durationSeconds: bounded(value('--duration'), 1, 60, DEFAULTS.durationSeconds),
    connections: bounded(value('--connections'), 1, 200, DEFAULTS.connections),
    warmupSeconds: DEFAULTS.warmupSeconds,
    rounds: bounded(value('--rounds'), 1, 10, DEFAULTS.rounds),
    ...(args.includes('--quiet') && { quiet: true }),
    ...(databaseUrl && { databaseUrl }),
  };
}

/** DESIGN.md: signed-in routes serve at least half the requests per second of a bare route. */
export const MIN_SIGNED_IN_SHARE = 0.5;

/** A route under load: what to request, and whether it is held to the budget. */
interface Target {
  route: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON routes are held to MIN_REQUESTS_PER_SECOND; the bare route is the reference. */
  budgeted: boolean;
}

interface Measurement {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
  budgeted: boolean;
  /** Set when the route could not be measured (e.g. it does not answer 200). */
  problem?: string;
  /** The requests/s of each round, in order. */
  perRound?: number[];
  /**
   * CPU time of the server's thread per request, in µs (Linux): unlike requests/s it does not
   * depend on how much of the machine other work leaves the server.
   */
  cpuUsPerRequest?: number;
}

/** USER_HZ: the unit of utime and stime in /proc (100 on Linux for every common architecture). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) of this process's main thread, the server's, in ms; undefined where
 * /proc is not there. The load runs in a worker thread, a task of its own, so it is not counted.
 */
function serverThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 12th
    // and stime the 13th of them (fields 14 and 15 of proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

// --- autocannon (CommonJS, no bundled types): the part of its API used here.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  workers?: number;
}
type Autocannon = (options: AutocannonOptions) => PromiseLike<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface RunningApi {
  baseUrl: string;
  db: Database;
  deps: ApiDeps;
  kind: OpenedDatabase['kind'];
  location: string;
  close(): Promise<void>;
}

async function startApi(options: ApiBenchOptions): Promise<RunningApi> {
  const { app, database, deps } = await createInMemoryApi({
    ...(options.databaseUrl !== undefined && { postgresAdminUrl: options.databaseUrl }),
    // As `npm start` logs (info, one line a request), into /dev/null rather than the terminal.
    ...(!options.quiet && {
      logger: createLogger({
        level: 'info',
        destination: pino.destination({ dest: '/dev/null', sync: true }),
      }),
      metrics: true,
    }),
  });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: database.db,
    deps,
    kind: database.kind,
    location: database.location,
    close: async () => {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await database.close();
    },
  };
}

/** A user with a signed-in session, and its access token (valid 15 minutes: plenty here). */
async function signedInToken(api: RunningApi): Promise<string> {
  const now = api.deps.clock.now();
  const [user] = await api.db
    .insert(users)
    .values({
      email: 'bench@roomwalk.test',
      firstName: 'Bench',
      lastName: 'Mark',
      profileCompleted: true,
    })
    .returning({ id: users.id, role: users.role });
  if (user === undefined) throw new Error('bench user was not created');
  const { sessionId } = await startSession(api.db, {
    userId: user.id,
    client: { userAgent: 'bench/api', ipAddress: '127.0.0.1' },
    now,
  });
  const signed = await signAccessToken(
    { userId: user.id, sessionId, role: user.role, now },
    api.deps.secret,
  );
  return signed.token;
}

async function measure(
  api: RunningApi,
  target: Target,
  options: ApiBenchOptions,
): Promise<Measurement> {
  const url = `${api.baseUrl}${target.path}`;
  const empty = { requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, errors: 0, non2xx: 0, total: 0 };
  const base = { route: target.route, budgeted: target.budgeted };
  // One plain request first: a route that does not answer 200 is reported, not measured.
  const probe = await fetch(url, { headers: target.headers ?? {} });
  await probe.arrayBuffer();
  if (probe.status !== 200) {
    return { ...base, ...empty, problem: `answers ${probe.status}, not 200` };
  }
  const load = (duration: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration,
      workers: 1,
      ...(target.headers && { headers: target.headers }),
    });
  if (options.warmupSeconds > 0) await load(options.warmupSeconds);
  const cpuBefore = serverThreadCpuMs();
  const result = await load(options.durationSeconds);
  const cpuAfter = serverThreadCpuMs();
  const cpuUsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return {
    ...base,
    ...(cpuUsPerRequest !== undefined && { cpuUsPerRequest }),
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

function printTable(measurements: Measurement[]): void {
  const rows = measurements.map((m) => [
    m.route,
    m.problem ? '-' : Math.round(m.requestsPerSecond).toLocaleString('en-US'),
    m.problem ? '-' : m.p50Ms.toFixed(1),
    m.problem ? '-' : m.p99Ms.toFixed(1),
    m.problem ? '-' : `${m.errors}/${m.non2xx}`,
    m.problem ? '-' : m.total.toLocaleString('en-US'),
    m.problem || m.cpuUsPerRequest === undefined ? '-' : m.cpuUsPerRequest.toFixed(0),
    m.problem ??
      (!m.budgeted
        ? 'reference'
        : m.requestsPerSecond >= MIN_REQUESTS_PER_SECOND
          ? 'ok'
          : 'OVER BUDGET'),
  ]);
  const header = [
    'route',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'errors/non-2xx',
    'requests',
    'server CPU µs/req',
    'budget',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

export async function runApiBench(options: ApiBenchOptions = DEFAULTS): Promise<BenchmarkOutcome> {
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores); ` +
      `server: one thread; load: autocannon in a worker thread, ` +
      `${options.connections} connections, ${options.warmupSeconds} s warm-up + ` +
      `${options.durationSeconds} s per route` +
      (options.rounds > 1 ? ` in each of ${options.rounds} rounds (routes in turn)` : '') +
      ', 127.0.0.1 only.\n',
  );
  const api = await startApi(options);
  console.log(
    `Database: ${api.kind === 'postgres' ? `PostgreSQL (${api.location}), a pool in this thread` : 'PGlite in memory'}; ` +
      (options.quiet
        ? 'requests neither logged nor measured (--quiet).\n'
        : 'every request logged (info, to /dev/null) and measured for the metrics.\n'),
  );
  const measurements: Measurement[] = [];
  try {
    const token = await signedInToken(api);
    const targets: Target[] = [
      { route: 'GET /pricing/plans', path: '/pricing/plans', budgeted: true },
      {
        route: 'GET /auth/profile',
        path: '/auth/profile',
        headers: { Authorization: `Bearer ${token}` },
        budgeted: true,
      },
      { route: 'GET /api/health (bare)', path: '/api/health', budgeted: false },
    ];
    const runs = new Map<Target, Measurement[]>(targets.map((target) => [target, []]));
    for (let round = 0; round < options.rounds; round++) {
      for (const target of targets) {
        let measurement: Measurement;
        try {
          measurement = await measure(api, target, options);
        } catch (error) {
          measurement = {
            route: target.route,
            budgeted: target.budgeted,
            requestsPerSecond: 0,
            p50Ms: 0,
            p99Ms: 0,
            errors: 0,
            non2xx: 0,
            total: 0,
            problem: `failed: ${error instanceof Error ? error.message : String(error)}`,
          };
        }
        runs.get(target)?.push(measurement);
      }
    }
    for (const results of runs.values()) measurements.push(combine(results));
  } finally {
    await api.close();
  }

  printTable(measurements);
  const measured = measurements.filter((m) => m.problem === undefined);
  const over = measured.filter((m) => m.budgeted && m.requestsPerSecond < MIN_REQUESTS_PER_SECOND);
  const summary = measurements
    .map((m) =>
      m.problem
        ? `${m.route}: ${m.problem}`
        : `${m.route.replace(/^GET /, '')} ${Math.round(m.requestsPerSecond)}/s p99 ${m.p99Ms.toFixed(1)} ms`,
    )
    .join('; ');
  console.log(
    `\nBudget: JSON routes at least ${MIN_REQUESTS_PER_SECOND} requests/s on one core` +
      (over.length > 0 ? ` - OVER BUDGET: ${over.map((m) => m.route).join(', ')}` : ' - met.'),
  );
  const signedIn = signedInShare(measured);
  const share = signedIn?.share;
  if (signedIn !== undefined) {
    const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
    console.log(
      `Signed-in: GET /auth/profile serves ${percent(signedIn.share)} of GET /api/health's ` +
        `requests/s (at least ${MIN_SIGNED_IN_SHARE * 100} %)` +
        (signedIn.rounds.length > 1
          ? `, the median of the rounds (${signedIn.rounds.map(percent).join(', ')})`
          : '') +
        (signedIn.share < MIN_SIGNED_IN_SHARE ? ' - OVER BUDGET.' : ' - met.'),
    );
    if (signedIn.byCpu !== undefined) {
      console.log(
        `By the server thread's CPU per request, what an otherwise idle core would give: ` +
          `${percent(signedIn.byCpu)}.`,
      );
    }
  }
  const signedInOver = share !== undefined && share < MIN_SIGNED_IN_SHARE;
  return {
    summary:
      share === undefined ? summary : `${summary}; profile/health ${(share * 100).toFixed(0)} %`,
    overBudget: over.length > 0 || signedInOver,
    measured: measured.some((m) => m.budgeted),
  };
}

/**
 * One route's rounds as one figure: requests/s averaged over the rounds (the total over the
 * time), the median p50, the worst p99, errors and requests added up; any problem wins.
 */
function combine(rounds: Measurement[]): Measurement {
  const first = rounds[0];
  if (first === undefined) throw new Error('no rounds');
  const problem = rounds.find((m) => m.problem !== undefined);
  if (problem !== undefined) return problem;
  const sum = (pick: (m: Measurement) => number) => rounds.reduce((t, m) => t + pick(m), 0);
  const p50s = rounds.map((m) => m.p50Ms).sort((a, b) => a - b);
  return {
    ...first,
    perRound: rounds.map((m) => m.requestsPerSecond),
    ...(rounds.every((m) => m.cpuUsPerRequest !== undefined) && {
      cpuUsPerRequest:
        sum((m) => (m.cpuUsPerRequest ?? 0) * m.total) /
        Math.max(
          1,
          sum((m) => m.total),
        ),
    }),
    requestsPerSecond: sum((m) => m.requestsPerSecond) / rounds.length,
    p50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99Ms: Math.max(...rounds.map((m) => m.p99Ms)),
    errors: sum((m) => m.errors),
    non2xx: sum((m) => m.non2xx),
    total: sum((m) => m.total),
  };
}

/** GET /auth/profile's requests/s as a share of the bare route's, when both were measured. */
function signedInShare(
  measured: Measurement[],
): { share: number; rounds: number[]; byCpu?: number } | undefined {
  const find = (route: string) => measured.find((m) => m.route === route);
  const profile = find('GET /auth/profile');
  const bare = find('GET /api/health (bare)');
  if (profile === undefined || bare === undefined) return undefined;
  // Each round's two routes ran a few seconds apart: their ratio is the least disturbed by the
  // machine's load changing over the run; the median of the rounds is the figure.
  const rounds = (profile.perRound ?? [])
    .map((rate, round) => rate / (bare.perRound?.[round] ?? 0))
    .filter((ratio) => Number.isFinite(ratio));
  const sorted = [...rounds].sort((a, b) => a - b);
  const share = sorted[Math.floor(sorted.length / 2)];
  const byCpu =
    profile.cpuUsPerRequest !== undefined && bare.cpuUsPerRequest !== undefined
      ? bare.cpuUsPerRequest / profile.cpuUsPerRequest
      : undefined;
  return share === undefined ? undefined : { share, rounds, ...(byCpu !== undefined && { byCpu }) };
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  // Figures are printed, never asserted: the exit code is 0 whatever they are, even on a crash.
  runApiBench(parseApiBenchArgs(process.argv.slice(2))).then(
    () => {
      process.exitCode = 0;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 0;
    },
  );
}
