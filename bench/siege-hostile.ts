/**
 * The hostile clients of bench/siege.ts (issue 19, F1-F4), run in a worker thread
 * (siege-thread.mjs) so that their work never shares the event loop of the legitimate user's
 * measurements.
 *
 * Every client talks only to the bench server on 127.0.0.1, from its own loopback address
 * (127.0.0.x: a distinct client to the server's per-address limits, so the legitimate user on
 * 127.0.0.1 is never limited by them). A client sends one request at a time, at most one per
 * `intervalMs`, and keeps trying after 429s. All stop when the main thread says so, or after
 * `maxSeconds` in any case, and close what they hold open.
 */
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { dxfBlockBomb } from '../tests/server/support/hostile-inputs';

const KiB = 1024;
const MiB = 1024 * KiB;
/** F2: the most one chunked body sends, unless the server answers first (it should at 64 KiB). */
const FLOOD_BYTES = 16 * MiB;
const FLOOD_CHUNK = new Uint8Array(64 * KiB).fill(0x20);
/** F3: how long a bomb's tour is watched for its end before the next bomb is sent. */
const BOMB_WATCH_MS = 120_000;
const BOMB_POLL_MS = 500;
/** F4: a client never holds more streams than this, whatever the server allows. */
const MAX_STREAMS_PER_CLIENT = 20;
const REQUEST_TIMEOUT_MS = 30_000;
export const HOSTILE_ROLE = 'siege-hostile';

/** What the worker is given: the server, and the hostile account's session and draft tours. */
export interface HostileConfig {
  /** http://127.0.0.1:port */
  base: string;
  /** The hostile account's bearer token. */
  token: string;
  /** A CSRF double submit: the token, and the cookies (token and anti-forgery session). */
  csrfToken: string;
  cookies: string;
  /** Draft tours of the hostile account: what its streams follow and its PATCH bodies target. */
  draftTourIds: string[];
  /** A hard stop, whatever the main thread says. */
  maxSeconds: number;
  /** The findings to run (F1..F4); all of them when empty. */
  families: string[];
}

export interface ClientStats {
  name: string;
  what: string;
  address: string;
  requests: number;
  /**
   * Answers by status; `error` for a request that got none (for F2, mostly a connection the
   * server closed after its 413 before the client read it).
   */
  statuses: Record<string, number>;
  /** Bytes the client wrote; for F2 mostly taken by the kernel's socket buffers before the answer. */
  bytesSent: number;
  /** F4: the most streams this client held open at once. */
  maxOpenStreams?: number;
  /** F3: how each bomb's tour ended (status and error). */
  outcomes?: Record<string, number>;
}

export type HostileMessage = { type: 'started' } | { type: 'stats'; stats: ClientStats[] };

/** One client's run: its stats, the stop signal, and the streams it holds. */
interface Run {
  config: HostileConfig;
  stats: ClientStats;
  signal: AbortSignal;
  streams: Set<http.ClientRequest>;
}

interface Client {
  name: string;
  what: string;
  address: string;
  intervalMs: number;
  attempt: (run: Run) => Promise<void>;
}

/* ------------------------------------------------------------------ bodies */

/** F1 as found: 3,500 levels of `[` around 16,000 empty strings (about 55 KB). */
export function nestedEmptyStrings(depth = 3500, strings = 16_000): string {
  const inner = Array<string>(strings).fill('""').join(',');
  return '['.repeat(depth) + inner + ']'.repeat(depth);
}

/** F1's pattern body: a sign-in whose password is 60 KB of `< < <`. */
export function angleBrackets(bytes = 60_000): string {
  return JSON.stringify({ email: 'a@b.test', password: '< '.repeat(bytes / 2) });
}

/* ------------------------------------------------------------------ HTTP from an address */

interface RequestSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

function count(tally: Record<string, number>, key: string): void {
  tally[key] = (tally[key] ?? 0) + 1;
}

function requestOptions(run: Run, spec: RequestSpec): http.RequestOptions {
  const url = new URL(spec.path, run.config.base);
  return {
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: spec.method,
    localAddress: run.stats.address,
    agent: false,
    timeout: REQUEST_TIMEOUT_MS,
    headers: spec.headers ?? {},
    signal: run.signal,
  };
}

/** Counts a request that got no answer, unless it was cut off by the stop. */
function countFailure(run: Run): void {
  if (!run.signal.aborted) count(run.stats.statuses, 'error');
}

/** One request with a whole body, its answer read in full. */
function send(run: Run, spec: RequestSpec): Promise<{ status: number; body: string } | undefined> {
  run.stats.requests += 1;
  if (spec.body !== undefined) run.stats.bytesSent += Buffer.byteLength(spec.body);
  return new Promise((resolve) => {
    const request = http.request(requestOptions(run, spec), (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        count(run.stats.statuses, String(response.statusCode));
        resolve({ status: response.statusCode ?? 0, body });
      });
      response.on('error', () => resolve(undefined));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => {
      countFailure(run);
      resolve(undefined);
    });
    request.end(spec.body);
  });
}

/**
 * A chunked body (no Content-Length) of up to FLOOD_BYTES, written as fast as the socket takes
 * it and cut off as soon as the server answers.
 */
function sendChunkedFlood(run: Run, spec: RequestSpec): Promise<void> {
  run.stats.requests += 1;
  return new Promise((resolve) => {
    let answered = false;
    let written = 0;
    const request = http.request(requestOptions(run, spec), (response) => {
      answered = true;
      count(run.stats.statuses, String(response.statusCode));
      response.resume();
      request.destroy();
      resolve();
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => {
      if (answered) return;
      countFailure(run);
      resolve();
    });
    const pump = () => {
      while (!answered && !request.destroyed && written < FLOOD_BYTES) {
        written += FLOOD_CHUNK.byteLength;
        run.stats.bytesSent += FLOOD_CHUNK.byteLength;
        if (!request.write(FLOOD_CHUNK)) return void request.once('drain', pump);
      }
      if (!answered && !request.destroyed) request.end();
    };
    pump();
  });
}

/** The hostile account's headers: its bearer token and the CSRF double submit. */
function accountHeaders(config: HostileConfig): Record<string, string> {
  return { ...csrfHeaders(config), Authorization: `Bearer ${config.token}` };
}

/** What anyone gets from GET /api/csrf-token: enough for a sign-in attempt. */
function csrfHeaders(config: HostileConfig): Record<string, string> {
  return {
    Cookie: config.cookies,
    'X-XSRF-TOKEN': config.csrfToken,
    'Content-Type': 'application/json',
  };
}

const draftTour = (config: HostileConfig, index: number) =>
  config.draftTourIds[index % config.draftTourIds.length] ?? '';

/* ------------------------------------------------------------------ F1 and F2 */

/** F1 against sign-in: an adversarial body with a valid CSRF token, no account needed. */
function loginBody(body: string): Client['attempt'] {
  return async (run) => {
    await send(run, {
      method: 'POST',
      path: '/auth/login',
      headers: csrfHeaders(run.config),
      body,
    });
  };
}

/** F1 where no rate limit answers first: the account's PATCH of its own draft tour. */
function tourBodies(bodies: string[]): Client['attempt'] {
  return async (run) => {
    const body = bodies[run.stats.requests % bodies.length] ?? '';
    const path = `/api/v1/tours/${draftTour(run.config, 0)}`;
    await send(run, { method: 'PATCH', path, headers: accountHeaders(run.config), body });
  };
}

/** F2: chunked bodies far over the limit, to sign-in or to the account's draft tour. */
function chunkedFlood(target: 'login' | 'tour'): Client['attempt'] {
  return async (run) => {
    const spec =
      target === 'login'
        ? { method: 'POST', path: '/auth/login', headers: csrfHeaders(run.config) }
        : {
            method: 'PATCH',
            path: `/api/v1/tours/${draftTour(run.config, 1)}`,
            headers: accountHeaders(run.config),
          };
    await sendChunkedFlood(run, spec);
  };
}

/* ------------------------------------------------------------------ F3: the DXF block bomb */

/** Creates a tour, uploads the bomb and watches the tour until it ends (or the watch does). */
function blockBomb(bomb: Uint8Array): Client['attempt'] {
  return async (run) => {
    const headers = accountHeaders(run.config);
    const body = JSON.stringify({ title: 'Block bomb', sourceKind: 'cad' });
    const created = await send(run, { method: 'POST', path: '/api/v1/tours', headers, body });
    if (created?.status !== 201) return;
    const { id } = JSON.parse(created.body) as { id: string };
    const upload = await send(run, {
      method: 'PUT',
      path: `/api/v1/tours/${id}/source`,
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      body: bomb,
    });
    if (upload?.status === 202) await watchBomb(run, id);
  };
}

async function watchBomb(run: Run, id: string): Promise<void> {
  const deadline = Date.now() + BOMB_WATCH_MS;
  const outcomes = (run.stats.outcomes ??= {});
  while (Date.now() < deadline && !run.signal.aborted) {
    await sleep(BOMB_POLL_MS, undefined, { signal: run.signal }).catch(() => undefined);
    const path = `/api/v1/tours/${id}`;
    const polled = await send(run, { method: 'GET', path, headers: accountHeaders(run.config) });
    if (polled?.status !== 200) continue;
    const tour = JSON.parse(polled.body) as { status: string; error: string | null };
    if (tour.status === 'failed' || tour.status === 'ready') {
      count(outcomes, `${tour.status}: "${(tour.error ?? '').slice(0, 60)}…"`);
      return;
    }
  }
}

/* ------------------------------------------------------------------ F4: progress streams */

/** Opens one more progress stream on a draft tour and holds it until the stop. */
function openStream(run: Run): Promise<void> {
  if (run.streams.size >= MAX_STREAMS_PER_CLIENT) return Promise.resolve();
  run.stats.requests += 1;
  const path = `/api/v1/tours/${draftTour(run.config, run.stats.requests)}/events`;
  const headers = { ...accountHeaders(run.config), Accept: 'text/event-stream' };
  return new Promise((resolve) => {
    const request = http.request(
      { ...requestOptions(run, { method: 'GET', path, headers }), timeout: 0 },
      (response) => {
        count(run.stats.statuses, String(response.statusCode));
        response.resume();
        if (response.statusCode === 200) hold(run, request);
        resolve();
      },
    );
    request.on('error', () => {
      if (!run.streams.has(request)) countFailure(run);
      run.streams.delete(request);
      resolve();
    });
    request.end();
  });
}

function hold(run: Run, request: http.ClientRequest): void {
  run.streams.add(request);
  run.stats.maxOpenStreams = Math.max(run.stats.maxOpenStreams ?? 0, run.streams.size);
  request.on('close', () => run.streams.delete(request));
}

/* ------------------------------------------------------------------ the clients */

/** The hostile clients, each from its own loopback address. */
export function hostileClients(): Client[] {
  const nested = nestedEmptyStrings();
  const angles = angleBrackets();
  const bomb = dxfBlockBomb(40, 8);
  const client = (
    index: number,
    name: string,
    what: string,
    intervalMs: number,
    attempt: Client['attempt'],
  ): Client => ({ name, what, address: `127.0.0.${10 + index}`, intervalMs, attempt });
  return [
    client(
      1,
      'F1 nesting',
      'POST /auth/login, 55 KB of [ around empty strings',
      100,
      loginBody(nested),
    ),
    client(2, 'F1 < < <', 'POST /auth/login, 60 KB of "< < <"', 100, loginBody(angles)),
    client(
      3,
      'F1 on a tour',
      'PATCH own draft tour, both F1 bodies',
      100,
      tourBodies([nested, angles]),
    ),
    client(4, 'F2 login', 'POST /auth/login, chunked, up to 16 MiB', 200, chunkedFlood('login')),
    client(
      5,
      'F2 on a tour',
      'PATCH own draft tour, chunked, up to 16 MiB',
      200,
      chunkedFlood('tour'),
    ),
    client(6, 'F3 bomb a', 'upload the 11 KB DXF block bomb, watch it end', 1000, blockBomb(bomb)),
    client(7, 'F3 bomb b', 'upload the 11 KB DXF block bomb, watch it end', 1000, blockBomb(bomb)),
    client(8, 'F4 streams a', 'GET /tours/:id/events on draft tours, held open', 200, openStream),
    client(9, 'F4 streams b', 'GET /tours/:id/events on draft tours, held open', 200, openStream),
  ];
}

async function runClient(client: Client, run: Run): Promise<void> {
  while (!run.signal.aborted) {
    const started = Date.now();
    await client.attempt(run).catch(() => countFailure(run));
    const wait = Math.max(0, client.intervalMs - (Date.now() - started));
    await sleep(wait, undefined, { signal: run.signal }).catch(() => undefined);
  }
  for (const request of run.streams) request.destroy();
}

/** Runs every client until `signal`; resolves to their figures. */
export async function runHostileClients(
  config: HostileConfig,
  signal: AbortSignal,
  onStarted: () => void = () => undefined,
): Promise<ClientStats[]> {
  const clients = hostileClients().filter(
    (client) =>
      config.families.length === 0 ||
      config.families.some((family) => client.name.startsWith(`${family} `)),
  );
  // Each client listens while it sleeps or sends, and once more per stream it holds.
  setMaxListeners(clients.length * (2 + MAX_STREAMS_PER_CLIENT), signal);
  const runs = clients.map((client) => {
    const stats: ClientStats = {
      name: client.name,
      what: client.what,
      address: client.address,
      requests: 0,
      statuses: {},
      bytesSent: 0,
    };
    const run: Run = { config, stats, signal, streams: new Set() };
    return { run, done: runClient(client, run) };
  });
  onStarted();
  await Promise.all(runs.map(({ done }) => done));
  return runs.map(({ run }) => run.stats);
}

/* ------------------------------------------------------------------ the worker thread */

interface HostileWorkerData {
  role: typeof HOSTILE_ROLE;
  config: HostileConfig;
}

function isHostileWorkerData(data: unknown): data is HostileWorkerData {
  return typeof data === 'object' && data !== null && 'role' in data && data.role === HOSTILE_ROLE;
}

/** In the worker: runs until the main thread posts 'stop' (or maxSeconds), then posts the figures. */
async function serveMainThread(port: MessagePort, config: HostileConfig): Promise<void> {
  const controller = new AbortController();
  const hardStop = setTimeout(() => controller.abort(), config.maxSeconds * 1000);
  port.on('message', (message: unknown) => {
    if (message === 'stop') controller.abort();
  });
  const post = (message: HostileMessage) => port.postMessage(message);
  const stats = await runHostileClients(config, controller.signal, () => post({ type: 'started' }));
  clearTimeout(hardStop);
  post({ type: 'stats', stats });
  port.close();
}

if (!isMainThread && parentPort !== null && isHostileWorkerData(workerData)) {
  void serveMainThread(parentPort, workerData.config);
}
