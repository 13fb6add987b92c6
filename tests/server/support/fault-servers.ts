/**
 * Real server processes for the fault tests (issue 36, point 6): started through tsx on a data
 * folder of their own, on PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set
 * (one backend per run, so that `.ci/run`'s PostgreSQL pass does not repeat the PGlite run);
 * killed with SIGKILL and started again on the same data; a user signed up on them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
import { createEmptyPostgresDatabase, testDatabaseUrl } from './test-database';

export const FAULT_BACKEND = testDatabaseUrl() === undefined ? 'PGlite' : 'PostgreSQL';

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

/** A data folder and database for servers that share them, one after another. */
export async function faultServers(env: NodeJS.ProcessEnv = {}): Promise<FaultServers> {
  const adminUrl = testDatabaseUrl();
  const database = adminUrl === undefined ? undefined : await createEmptyPostgresDatabase(adminUrl);
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
