/**
 * Real server processes for the fault tests (issue 36, point 6): started through tsx on a data
 * folder of their own, on PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set
 * (one backend per run, so that `.ci/run`'s PostgreSQL pass does not repeat the PGlite run);
 * killed with SIGKILL and started again on the same data; a user signed up on them, the seeded
 * one signed in, /api/health timed and the metrics read.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  csrfCaller,
  readCsrfSession,
  type Call,
  type CsrfSession,
} from '../../../bench/csrf-session';
import {
  serverAddress,
  startServerProcess,
  type ServerProcess,
} from '../../../bench/server-process';
import { seededEmail } from '../../../server/db/seed';
import { createEmptyPostgresDatabase, testDatabaseUrl } from './test-database';

export const FAULT_BACKEND = testDatabaseUrl() === undefined ? 'PGlite' : 'PostgreSQL';
export const FAULT_METRICS_TOKEN = 'fault-tests-metrics-token-0123456789';
const SEED_PASSWORD = 'Fault-Tests-R00ms!';

export interface FaultServers {
  /** DATA_DIR of every server of this set. */
  dataDir: string;
  /** Starts a server on the set's data and database; `env` adds to the set's variables. */
  start(env?: NodeJS.ProcessEnv): Promise<{ server: ServerProcess; base: string }>;
  /** Stops the servers. */
  stop(): Promise<void>;
  /** Stops the servers, drops the database, removes the data. */
  close(): Promise<void>;
}

/**
 * A data folder and database for servers that share them, one after another. A DATABASE_URL in
 * `env` is used as it is (a test's own PostgreSQL server).
 */
export async function faultServers(env: NodeJS.ProcessEnv = {}): Promise<FaultServers> {
  const adminUrl = testDatabaseUrl();
  const database =
    adminUrl === undefined || env.DATABASE_URL !== undefined
      ? undefined
      : await createEmptyPostgresDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-faults-'));
  const started: ServerProcess[] = [];
  const shared: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    ...(database !== undefined && { DATABASE_URL: database.url }),
    // Tokens and anti-forgery sessions outlive a killed process.
    AUTH_SECRET: 'a-secret-that-outlives-the-killed-process-0123',
    HOST: '127.0.0.1',
    PORT: '0',
    SERVE_APP: 'false',
    SIGNUP_CREDITS: '2',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: FAULT_METRICS_TOKEN,
    SEED_PASSWORD,
    // The seeded accounts and the sign-up hash their passwords: cheaply here.
    SCRYPT_COST: String(2 ** 10),
    ...env,
  };
  const stop = async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
  };
  return {
    dataDir,
    async start(more = {}) {
      const server = await startServerProcess({
        role: 'server',
        compiled: false,
        env: { ...shared, ...more },
      });
      started.push(server);
      return { server, base: serverAddress(server) };
    },
    stop,
    async close() {
      await stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function killProcess(server: ServerProcess): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

export const post = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
});

export async function ok(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Reads every 50 ms until `done` holds for what was read, and returns that; fails after `withinMs`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs: number,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`Not within ${withinMs} ms; last read: ${JSON.stringify(value)}`);
    }
    await sleep(50);
  }
}

export interface SignedUp {
  session: CsrfSession;
  token: string;
  /** Her calls to `base`: any server of the same secret takes them. */
  on(base: string, options?: { timeoutMs?: number }): Call;
}

/** Signs a new user up and in on `base`. */
export async function signUp(base: string): Promise<SignedUp> {
  const session = await readCsrfSession(await ok(fetch(`${base}/api/csrf-token`)));
  const email = `faults-${Date.now()}-${Math.random().toString(36).slice(2)}@roomwalk.test`;
  const person = { firstName: 'Fiona', lastName: 'Fault' };
  const call = csrfCaller(base, session);
  await ok(call('/auth/register', post({ ...person, email, password: 'Faults-Happen-42' })));
  const login = await ok(call('/auth/login', post({ email, password: 'Faults-Happen-42' })));
  const { token } = (await login.json()) as { token: string };
  const on = (to: string, options: { timeoutMs?: number } = {}) =>
    csrfCaller(to, session, { token, ...options });
  await ok(on(base)('/auth/complete-profile', post({ ...person, industry: 'REAL_ESTATE' })));
  return { session, token, on };
}

/** One server on data of its own, removed when it stops. */
export interface FaultServer {
  process: ServerProcess;
  url: string;
  stop(): Promise<void>;
}

export async function startFaultServer(env: NodeJS.ProcessEnv = {}): Promise<FaultServer> {
  const servers = await faultServers(env);
  try {
    const { server, base } = await servers.start();
    return { process: server, url: base, stop: servers.close };
  } catch (error) {
    await servers.close();
    throw error;
  }
}

/** GET /api/health's status and how long it took, in milliseconds. */
export async function timedHealth(url: string, timeoutMs = 10_000): Promise<[number, number]> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
  await response.arrayBuffer();
  return [response.status, performance.now() - started];
}

/** Signs the seeded user in: the database read and the password check of a real API call. */
export async function signInSeededUser(url: string, timeoutMs = 10_000): Promise<string> {
  const session = await readCsrfSession(
    await fetch(`${url}/api/csrf-token`, { signal: AbortSignal.timeout(timeoutMs) }),
  );
  const response = await csrfCaller(url, session, { timeoutMs })('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: seededEmail('USER'), password: SEED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The value of a metric without labels in the server's Prometheus text. */
export async function metricValue(url: string, name: string): Promise<number> {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { Authorization: `Bearer ${FAULT_METRICS_TOKEN}` },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  if (line === undefined) throw new Error(`${name} is not among the metrics:\n${text}`);
  return Number(line.slice(name.length + 1));
}
