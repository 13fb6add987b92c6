/**
 * The service under siege (issue 19, point 7): while bounded hostile clients run F1-F4 at the
 * rates the limits allow, a legitimate user signs in, lists tours and processes a small tour.
 *
 *   npm run bench -- siege [--health-requests 300] [--tours 3] [--warmup 3] [--quick]
 *   npx tsx bench/siege.ts [same flags] [--dist <folder>]
 *
 * It starts the real built server (node dist-server/main.mjs, bench-server.ts: 127.0.0.1, a free port,
 * a throw-away data folder, SIGNUP_CREDITS for the accounts' tours) and measures the legitimate
 * user twice in the same run: idle, then under siege. Each time: /api/health latency over
 * sequential requests (p50, p99), sign-in, the tour list, and the time from the upload of the
 * generated apartment (scripts/fixtures/gltf.ts) to its tour being ready, polled (median of
 * --tours tours). The hostile clients (siege-hostile.ts) run in a worker thread, each from its own
 * loopback address, and stop by themselves. Targets: p99 within 3x idle, the tour within 2x idle.
 * Figures are printed (and written to bench/results/siege.json), never asserted.
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { apartmentGlb } from '../scripts/fixtures/gltf';
import type { TourView } from '../src/contract/tours';
import { startBenchServer } from './bench-server';
import type { BenchmarkOutcome } from './outcome';
import {
  HOSTILE_ROLE,
  type ClientStats,
  type HostileConfig,
  type HostileMessage,
} from './siege-hostile';
import { printTable } from './table';
import { csrfCaller, readCsrfSession, type Call, type CsrfSession } from './csrf-session';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const RESULTS_FILE = path.join(repoRoot, 'bench', 'results', 'siege.json');
const PASSWORD = 'Siege-The-R00ms!';
/** Targets of issue 19: under siege, at most these multiples of the idle figures. */
export const MAX_P99_RATIO = 3;
export const MAX_TOUR_RATIO = 2;
/** Credits each new account gets: the legitimate user's tours, the hostile drafts and bombs. */
const SIGNUP_CREDITS = 40;
const HOSTILE_DRAFT_TOURS = 3;
const READY_POLL_MS = 100;
const READY_TIMEOUT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** The hostile thread stops by itself after this, whatever happens here. */
const HOSTILE_MAX_SECONDS = 600;
const STOP_TIMEOUT_MS = 15_000;

export interface SiegeOptions {
  dist: string;
  /** Sequential /api/health requests per phase (20..2000). */
  healthRequests: number;
  /** Tours processed per phase; the median time to ready is compared (1..5). */
  tours: number;
  /** Seconds of siege before the legitimate user starts (0..30). */
  warmupSeconds: number;
  /** `--only F1,F3`: only these findings' clients (to see what costs what); all by default. */
  families: string[];
}

function bounded(text: string | undefined, min: number, max: number, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

/** Reads its flags; `--quick` is a short run for development (60 requests, one tour). */
export function parseSiegeArgs(args: string[]): SiegeOptions {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const quick = args.includes('--quick');
  return {
    dist: path.resolve(value('--dist') ?? path.join(repoRoot, 'dist')),
    healthRequests: bounded(value('--health-requests'), 20, 2000, quick ? 60 : 300),
    tours: bounded(value('--tours'), 1, 5, quick ? 1 : 3),
    warmupSeconds: bounded(value('--warmup'), 0, 30, quick ? 2 : 3),
    families: (value('--only') ?? '')
      .toUpperCase()
      .split(',')
      .filter((family) => /^F[1-4]$/.test(family)),
  };
}

/* ------------------------------------------------------------------ the API through fetch */

async function csrfSession(base: string): Promise<CsrfSession> {
  return readCsrfSession(await expectOk(fetch(`${base}/api/csrf-token`)));
}

/** Requests with the CSRF double submit and, once given, the bearer token. */
function caller(base: string, session: CsrfSession, token = ''): Call {
  return csrfCaller(base, session, { token, timeoutMs: REQUEST_TIMEOUT_MS });
}

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

interface Account {
  email: string;
  session: CsrfSession;
}

/** Registers an account and completes its profile; returns how to sign in as it. */
async function createAccount(base: string, name: string): Promise<Account> {
  const session = await csrfSession(base);
  const email = `${name}-${Date.now()}@bench.test`;
  const call = caller(base, session);
  const person = { firstName: 'Sam', lastName: 'Siege' };
  await expectOk(call('/auth/register', json({ ...person, email, password: PASSWORD })));
  const signedIn = await signIn(base, { email, session });
  await expectOk(
    signedIn.call('/auth/complete-profile', json({ ...person, industry: 'REAL_ESTATE' })),
  );
  return { email, session };
}

async function signIn(base: string, account: Account): Promise<{ call: Call; token: string }> {
  const call = caller(base, account.session);
  const login = await expectOk(
    call('/auth/login', json({ email: account.email, password: PASSWORD })),
  );
  const { token } = (await login.json()) as { token: string };
  return { call: caller(base, account.session, token), token };
}

async function createTour(call: Call, title: string): Promise<string> {
  const created = await expectOk(call('/api/v1/tours', json({ title, sourceKind: 'cad' })));
  return ((await created.json()) as TourView).id;
}

/* ------------------------------------------------------------------ the legitimate user */

interface PhaseFigures {
  healthP50Ms: number;
  healthP99Ms: number;
  signInMs: number;
  listToursMs: number;
  /** Upload start to ready, per tour. */
  tourSeconds: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** p50 and p99 of `count` sequential GET /api/health, after a few unmeasured ones. */
async function measureHealth(base: string, count: number) {
  const once = async () => {
    const response = await expectOk(
      fetch(`${base}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    );
    await response.arrayBuffer();
  };
  for (let index = 0; index < 10; index += 1) await once();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) times.push((await timed(once)).ms);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Seconds from the start of the upload until the tour reads as ready. */
async function processTour(call: Call, model: Uint8Array, title: string): Promise<number> {
  const id = await createTour(call, title);
  const started = performance.now();
  await expectOk(
    call(`/api/v1/tours/${id}/source`, {
      method: 'PUT',
      body: Buffer.from(model),
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const tour = (await (await expectOk(call(`/api/v1/tours/${id}`))).json()) as TourView;
    if (tour.status === 'ready') return (performance.now() - started) / 1000;
    if (tour.status === 'failed') throw new Error(`processing failed: ${tour.error ?? ''}`);
    await sleep(READY_POLL_MS);
  }
  throw new Error(`the tour was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function legitimateUser(
  base: string,
  account: Account,
  model: Uint8Array,
  options: SiegeOptions,
): Promise<PhaseFigures> {
  const health = await measureHealth(base, options.healthRequests);
  const signedIn = await timed(() => signIn(base, account));
  const { call } = signedIn.value;
  const list = await timed(async () => (await expectOk(call('/api/v1/tours'))).json());
  const tourSeconds: number[] = [];
  for (let index = 0; index < options.tours; index += 1) {
    tourSeconds.push(await processTour(call, model, `Apartment ${index + 1}`));
  }
  return {
    healthP50Ms: health.p50,
    healthP99Ms: health.p99,
    signInMs: signedIn.ms,
    listToursMs: list.ms,
    tourSeconds,
  };
}

/* ------------------------------------------------------------------ the hostile thread */

/** The hostile account, signed in, with its draft tours: what the hostile clients need. */
async function hostileConfig(base: string, families: string[]): Promise<HostileConfig> {
  const account = await createAccount(base, 'hostile');
  const { call, token } = await signIn(base, account);
  const draftTourIds: string[] = [];
  for (let index = 0; index < HOSTILE_DRAFT_TOURS; index += 1) {
    draftTourIds.push(await createTour(call, `Draft ${index + 1}`));
  }
  return {
    base,
    token,
    csrfToken: account.session.csrfToken,
    cookies: account.session.cookies,
    draftTourIds,
    maxSeconds: HOSTILE_MAX_SECONDS,
    families,
  };
}

interface HostileThread {
  /** Stops the clients and resolves to their figures (none if the thread does not answer). */
  stop: () => Promise<ClientStats[]>;
}

function nextMessage(worker: Worker, type: HostileMessage['type']): Promise<HostileMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: HostileMessage) => {
      if (message.type !== type) return;
      worker.off('message', onMessage);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the hostile thread exited (${code})`)));
  });
}

async function startHostileThread(config: HostileConfig): Promise<HostileThread> {
  const worker = new Worker(path.join(benchDir, 'siege-thread.mjs'), {
    workerData: { role: HOSTILE_ROLE, config },
  });
  const stop = async () => {
    const stats = nextMessage(worker, 'stats');
    worker.postMessage('stop');
    try {
      const message = await Promise.race([stats, sleep(STOP_TIMEOUT_MS, undefined)]);
      return message?.type === 'stats' ? message.stats : [];
    } catch {
      return [];
    } finally {
      await worker.terminate();
    }
  };
  try {
    await nextMessage(worker, 'started');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return { stop };
}

/* ------------------------------------------------------------------ report */

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

interface Verdicts {
  p99Ratio: number;
  tourRatio: number;
  p99Met: boolean;
  tourMet: boolean;
}

function verdicts(idle: PhaseFigures, siege: PhaseFigures): Verdicts {
  const p99Ratio = siege.healthP99Ms / idle.healthP99Ms;
  const tourRatio = median(siege.tourSeconds) / median(idle.tourSeconds);
  return {
    p99Ratio,
    tourRatio,
    p99Met: p99Ratio <= MAX_P99_RATIO,
    tourMet: tourRatio <= MAX_TOUR_RATIO,
  };
}

function printFigures(idle: PhaseFigures, siege: PhaseFigures, v: Verdicts): void {
  const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}x`;
  const verdict = (met: boolean) => (met ? 'met' : 'OVER BUDGET');
  const row = (name: string, a: number, b: number, digits: number, target = '', met = '') => [
    name,
    a.toFixed(digits),
    b.toFixed(digits),
    ratio(a, b),
    target,
    met,
  ];
  const tours = (figures: PhaseFigures) => figures.tourSeconds.map((s) => s.toFixed(2)).join(', ');
  printTable(
    ['legitimate user', 'idle', 'siege', 'ratio', 'target', 'verdict'],
    [
      row('/api/health p50 (ms)', idle.healthP50Ms, siege.healthP50Ms, 2),
      row(
        '/api/health p99 (ms)',
        idle.healthP99Ms,
        siege.healthP99Ms,
        2,
        `<= ${MAX_P99_RATIO}x`,
        verdict(v.p99Met),
      ),
      row('sign in (ms)', idle.signInMs, siege.signInMs, 1),
      row('list tours (ms)', idle.listToursMs, siege.listToursMs, 1),
      row(
        'tour: upload to ready, median (s)',
        median(idle.tourSeconds),
        median(siege.tourSeconds),
        2,
        `<= ${MAX_TOUR_RATIO}x`,
        verdict(v.tourMet),
      ),
    ],
  );
  console.log(`\ntours, upload to ready (s): idle ${tours(idle)}; siege ${tours(siege)}`);
}

function printHostile(stats: ClientStats[], seconds: number): void {
  console.log(`\nhostile clients over ${seconds.toFixed(1)} s of siege:\n`);
  const statuses = (tally: Record<string, number>) =>
    Object.entries(tally)
      .map(([status, n]) => `${status}x${n}`)
      .join(' ');
  printTable(
    ['client', 'address', 'requests', 'answers (status x count)', 'MB written', 'streams'],
    stats.map((client) => [
      client.name,
      client.address,
      String(client.requests),
      statuses(client.statuses),
      (client.bytesSent / 1e6).toFixed(1),
      client.maxOpenStreams === undefined ? '' : `max ${client.maxOpenStreams}`,
    ]),
  );
  for (const client of stats) console.log(`  ${client.name}: ${client.what}`);
  for (const client of stats) {
    for (const [outcome, n] of Object.entries(client.outcomes ?? {})) {
      console.log(`  ${client.name}: ${n} bomb tour(s) ended ${outcome}`);
    }
  }
}

function writeResults(result: object): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/* ------------------------------------------------------------------ the run */

async function underSiege<T>(
  config: HostileConfig,
  warmupSeconds: number,
  work: () => Promise<T>,
): Promise<{ value: T; hostile: ClientStats[]; seconds: number }> {
  const thread = await startHostileThread(config);
  const started = performance.now();
  let stats: ClientStats[] | undefined;
  try {
    await sleep(warmupSeconds * 1000);
    const value = await work();
    stats = await thread.stop();
    return { value, hostile: stats, seconds: (performance.now() - started) / 1000 };
  } finally {
    if (stats === undefined) await thread.stop();
  }
}

export async function runSiegeBench(options: SiegeOptions): Promise<BenchmarkOutcome> {
  if (!existsSync(path.join(options.dist, 'index.html'))) {
    console.log(`No build in ${options.dist}: run \`npm run build\` first.`);
    return { summary: 'no build', overBudget: false, measured: false };
  }
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), ` +
      `load average ${loadAverage()}; ${options.healthRequests} health requests and ` +
      `${options.tours} tour(s) per phase, ${options.warmupSeconds} s of siege before measuring` +
      `${options.families.length > 0 ? `; only ${options.families.join(', ')}` : ''}.`,
  );
  const server = await startBenchServer(options.dist, 'siege-bench', {
    SIGNUP_CREDITS: String(SIGNUP_CREDITS),
  });
  try {
    const model = await apartmentGlb();
    const legitimate = await createAccount(server.url, 'legitimate');
    const config = await hostileConfig(server.url, options.families);
    console.log(`Server: ${server.url}. Idle phase…`);
    const idle = await legitimateUser(server.url, legitimate, model, options);
    console.log('Siege phase…');
    const siege = await underSiege(config, options.warmupSeconds, () =>
      legitimateUser(server.url, legitimate, model, options),
    );
    console.log(`(load average at the end: ${loadAverage()})\n`);
    const v = verdicts(idle, siege.value);
    printFigures(idle, siege.value, v);
    printHostile(siege.hostile, siege.seconds);
    writeResults({
      options,
      loadAverage: os.loadavg(),
      idle,
      siege: siege.value,
      verdicts: v,
      hostile: siege.hostile,
    });
    console.log(`\nWritten to ${path.relative(repoRoot, RESULTS_FILE)}.`);
    return {
      summary:
        `health p99 ${idle.healthP99Ms.toFixed(1)} -> ${siege.value.healthP99Ms.toFixed(1)} ms ` +
        `(${v.p99Ratio.toFixed(2)}x, target ${MAX_P99_RATIO}x); tour ${median(idle.tourSeconds).toFixed(2)} -> ` +
        `${median(siege.value.tourSeconds).toFixed(2)} s (${v.tourRatio.toFixed(2)}x, target ${MAX_TOUR_RATIO}x)`,
      overBudget: !v.p99Met || !v.tourMet,
      measured: true,
    };
  } finally {
    await server.stop();
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  runSiegeBench(parseSiegeArgs(process.argv.slice(2))).then(
    () => {
      process.exitCode = 0;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
