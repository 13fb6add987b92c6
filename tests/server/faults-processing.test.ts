/**
 * A fault a customer would see (issue 36, point 6): the only server process is killed with
 * SIGKILL in the middle of processing a tour, then started again on the same data. The restarted
 * worker takes the job back at once (its holder, the killed process, is certainly gone) instead
 * of waiting out the lease, so the tour becomes ready soon after the restart. The lease is set far
 * beyond the test's bound, so that waiting for it could not pass.
 *
 * Real `node` processes of the server (tsx). On PGlite with a DATA_DIR of its own, or on
 * PostgreSQL when TEST_DATABASE_URL is set (as `.ci/run`'s PostgreSQL pass sets it): one backend
 * per run, so that neither pass repeats the other's work. Prints "restart to ready" for the issue.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { csrfCaller, readCsrfSession, type CsrfSession } from '../../bench/csrf-session';
import { serverAddress, startServerProcess, type ServerProcess } from '../../bench/server-process';
import { scanPly } from '../../scripts/fixtures/scan';
import type { TourView } from '../../src/contract/tours';
import { allowSlowWork } from './support/slow-work';
import { followUntil } from './support/tour-stream';
import { createEmptyPostgresDatabase, testDatabaseUrl } from './support/test-database';

allowSlowWork();

const PASSWORD = 'Killed-Midway-42';
/** Far beyond READY_WITHIN_MS: only the take-back at start-up can make the tour ready in time. */
const LEASE_SECONDS = 600;
/** From the restarted server listening to the tour ready: the old lease alone was 60 s. */
const READY_WITHIN_MS = 30_000;
/** Processing takes a few seconds: long enough to be killed in, short enough to redo. */
const SCAN_TRIANGLES = 20_000;

let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  const adminUrl = testDatabaseUrl();
  if (adminUrl !== undefined) database = await createEmptyPostgresDatabase(adminUrl);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-faults-'));
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<ServerProcess> {
  return startServerProcess({
    role: 'server',
    compiled: false,
    env: {
      DATA_DIR: dataDir,
      ...(database !== undefined && { DATABASE_URL: database.url }),
      AUTH_SECRET: 'a-secret-that-outlives-the-killed-process-0123',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_APP: 'false',
      SIGNUP_CREDITS: '1',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      // The seeded demo tour is processed first and alone: only the killed tour is redone.
      JOB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      // The seeded accounts and the sign-up hash their passwords: cheaply here.
      SCRYPT_COST: String(2 ** 10),
    },
  });
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

async function ok(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs a new user up and in on `base`: her anti-forgery session and access token. */
async function signUp(base: string): Promise<{ session: CsrfSession; token: string }> {
  const session = await readCsrfSession(await ok(fetch(`${base}/api/csrf-token`)));
  const email = `killed-${Date.now()}@roomwalk.test`;
  const person = { firstName: 'Kim', lastName: 'Killed' };
  const call = csrfCaller(base, session);
  await ok(call('/auth/register', post({ ...person, email, password: PASSWORD })));
  const login = await ok(call('/auth/login', post({ email, password: PASSWORD })));
  const { token } = (await login.json()) as { token: string };
  await ok(
    csrfCaller(base, session, { token })(
      '/auth/complete-profile',
      post({ ...person, industry: 'REAL_ESTATE' }),
    ),
  );
  return { session, token };
}

const ended = (tour: TourView) => tour.status === 'ready' || tour.status === 'failed';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface KilledMidway {
  session: CsrfSession;
  token: string;
  tourId: string;
}

/**
 * Starts the server, uploads a scan for a new tour and kills the server with SIGKILL once the
 * tour's processing thread has reported progress: in the middle of the pipeline.
 */
async function killMidProcessing(): Promise<KilledMidway> {
  server = await startServer();
  const base = serverAddress(server);
  const { session, token } = await signUp(base);
  const call = csrfCaller(base, session, { token });
  const created = await ok(call('/api/v1/tours', post({ title: 'Killed', sourceKind: 'scan' })));
  const { id } = (await created.json()) as TourView;
  const stream = await ok(call(`/api/v1/tours/${id}/events`));
  await ok(
    call(`/api/v1/tours/${id}/source`, {
      method: 'PUT',
      body: Buffer.from(scanPly({ triangles: SCAN_TRIANGLES, seed: 36 })),
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
  const midway = await followUntil(
    stream,
    (tour) => (tour.status === 'processing' && tour.progress > 0) || ended(tour),
  );
  expect(midway.status).toBe('processing');
  const { child } = server;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return { session, token, tourId: id };
}

/** The tour as it ended, followed on `base`; throws after READY_WITHIN_MS. */
async function tourAtItsEnd(base: string, killed: KilledMidway): Promise<TourView> {
  const call = csrfCaller(base, killed.session, {
    token: killed.token,
    timeoutMs: READY_WITHIN_MS,
  });
  try {
    return await followUntil(await ok(call(`/api/v1/tours/${killed.tourId}/events`)), ended);
  } catch (error) {
    throw new Error(`The tour did not end within ${seconds(READY_WITHIN_MS)} of the restart`, {
      cause: error,
    });
  }
}

const BACKEND = testDatabaseUrl() === undefined ? 'PGlite' : 'PostgreSQL';

it(`makes a tour ready soon after a restart that followed a SIGKILL mid-processing (${BACKEND})`, async () => {
  const killed = await killMidProcessing();

  const restartedAt = Date.now();
  server = await startServer();
  const listeningAt = Date.now();
  const tour = await tourAtItsEnd(serverAddress(server), killed);
  const readyAt = Date.now();
  console.log(
    `${BACKEND}: restart to ready: ${seconds(readyAt - restartedAt)} ` +
      `(listening after ${seconds(listeningAt - restartedAt)}, ` +
      `then ready in ${seconds(readyAt - listeningAt)})`,
  );
  expect(tour.status, tour.error ?? '').toBe('ready');
  expect(server.output()).toContain('takes back jobs of workers that are gone');
});
