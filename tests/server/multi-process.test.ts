/**
 * Several processes on one PostgreSQL and one object store (issue 21, point 3): two API processes
 * without workers and two worker processes, all real `node` processes of the server, sharing the
 * database and an S3-protocol server (s3rver) for the tour files. One user's journey crosses both API processes; a worker killed with SIGKILL in the
 * middle of the user's job leaves it to the other worker, and the stream on the first API process
 * sees the tour become ready (PostgreSQL's NOTIFY reaches it from the other worker's process).
 *
 * PostgreSQL only (TEST_DATABASE_URL, as `.ci/run` sets it): the embedded PGlite serves one process.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfCaller, readCsrfSession } from '../../bench/csrf-session';
import { serverAddress, startServerProcess, type ServerProcess } from '../../bench/server-process';
import { scanPly } from '../../scripts/fixtures/scan';
import type { TourView } from '../../src/contract/tours';
import { startS3Server, type S3TestServer } from './support/s3-server';
import { followUntil } from './support/tour-stream';
import { createEmptyPostgresDatabase, testDatabaseUrl } from './support/test-database';
import { SLOW_WORK_TIMEOUT_MS } from './support/slow-work';

const PASSWORD = 'Many-Processes-42';
/** A lease this short lets the other worker take the killed worker's job within seconds. */
const LEASE_SECONDS = 3;

const running: ServerProcess[] = [];

async function start(role: 'server' | 'worker', env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const started = await startServerProcess({ role, env, compiled: false });
  running.push(started);
  return started;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

async function ok(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Retries `check` for the few milliseconds a notification takes between processes; an entry that
 * aged out instead would take a minute (AUTH_CACHE_MAX_AGE_MS), far beyond this.
 */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Not within 5 s');
    await sleep(20);
  }
}

describe.runIf(testDatabaseUrl())('two API processes and two workers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let dataDir: string;
  let s3: S3TestServer;
  let sql: pg.Client;
  const apis: string[] = [];
  /** Worker process by pid, the pid that a job's locked_by names. */
  const workers = new Map<number, ServerProcess>();

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(testDatabaseUrl()!);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-processes-'));
    s3 = await startS3Server();
    const { bucket, endpoint, credentials } = s3.settings;
    const shared: NodeJS.ProcessEnv = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials?.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'several-processes-share-this-secret-0123456789',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_APP: 'false',
      SIGNUP_CREDITS: '2',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    // The first process migrates and seeds; the others then start together.
    const first = await start('server', { ...shared, RUN_WORKER: 'false' });
    apis.push(serverAddress(first));
    const [second, ...started] = await Promise.all([
      start('server', { ...shared, RUN_WORKER: 'false' }),
      start('worker', shared),
      start('worker', shared),
    ]);
    apis.push(serverAddress(second));
    for (const worker of started) workers.set(worker.child.pid!, worker);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, SLOW_WORK_TIMEOUT_MS);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(running.map((started) => started.stop()));
    await database?.drop();
    await s3?.stop();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  }, SLOW_WORK_TIMEOUT_MS);

  /**
   * The pid in the job's locked_by (host:pid:random) once a worker is processing the tour: its
   * job claimed and the tour marked processing.
   */
  async function processingWorker(tourId: string): Promise<number> {
    const deadline = Date.now() + SLOW_WORK_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const { rows } = await sql.query<{ locked_by: string | null }>(
        `select jobs.locked_by from jobs join tours on tours.id::text = $1
           where jobs.kind = 'tour.process' and jobs.payload->>'tourId' = $1
             and jobs.status = 'running' and tours.status = 'processing'`,
        [tourId],
      );
      const lockedBy = rows[0]?.locked_by;
      if (lockedBy != null) return Number(lockedBy.split(':').at(-2));
      await sleep(10);
    }
    throw new Error('No worker processed the tour');
  }

  it(
    'signs in on one, uploads on the other, and follows the tour on the first while a worker dies',
    async () => {
      const [first, second] = apis as [string, string];
      // Sign up and in on the first process.
      const session = await readCsrfSession(await ok(fetch(`${first}/api/csrf-token`)));
      const email = `processes-${Date.now()}@roomwalk.test`;
      const person = { firstName: 'Paula', lastName: 'Process' };
      await ok(
        csrfCaller(first, session)(
          '/auth/register',
          post({ ...person, email, password: PASSWORD }),
        ),
      );
      const login = await ok(
        csrfCaller(first, session)('/auth/login', post({ email, password: PASSWORD })),
      );
      const { token } = (await login.json()) as { token: string };
      const onFirst = csrfCaller(first, session, { token });
      const onSecond = csrfCaller(second, session, { token });
      await ok(onFirst('/auth/complete-profile', post({ ...person, industry: 'REAL_ESTATE' })));

      // Create and upload on the second: its token and anti-forgery session hold there too.
      const created = await ok(
        onSecond('/api/v1/tours', post({ title: 'Across processes', sourceKind: 'scan' })),
      );
      const { id } = (await created.json()) as TourView;
      const stream = await ok(onFirst(`/api/v1/tours/${id}/events`));
      await ok(
        onSecond(`/api/v1/tours/${id}/source`, {
          method: 'PUT',
          body: Buffer.from(scanPly({ triangles: 200_000, seed: 21 })),
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
      );

      // Kill the worker that took the job, in the middle of it.
      const killedPid = await processingWorker(id);
      const killed = workers.get(killedPid);
      expect(killed, `job claimed by pid ${killedPid}, not one of the workers`).toBeDefined();
      const exited = new Promise((resolve) => killed!.child.once('exit', resolve));
      killed!.child.kill('SIGKILL');
      await exited;
      const { rows: whileDead } = await sql.query<{ status: string }>(
        `select status from tours where id = $1`,
        [id],
      );
      expect(whileDead[0]?.status).toBe('processing');

      // The first API process's stream follows the tour to the end, finished by the other worker.
      const statuses: string[] = [];
      const ended = await followUntil(
        stream,
        (tour) => tour.status === 'ready' || tour.status === 'failed',
        (tour) => statuses.push(tour.status),
      );
      expect(ended.status, ended.error ?? '').toBe('ready');
      expect(statuses).toContain('processing');
      const { rows: jobRows } = await sql.query<{ locked_by: string | null; attempts: number }>(
        `select locked_by, attempts from jobs where payload->>'tourId' = $1`,
        [id],
      );
      expect(jobRows[0]?.attempts).toBe(2);

      // Both processes answer for the ready tour and serve its model from the bucket.
      for (const call of [onFirst, onSecond]) {
        const tour = (await (await ok(call(`/api/v1/tours/${id}`))).json()) as TourView;
        expect(tour.status).toBe('ready');
        const model = await ok(call(`/api/v1/tours/${id}/assets/model.glb`));
        expect(new TextDecoder().decode((await model.arrayBuffer()).slice(0, 4))).toBe('glTF');
      }
      expect(
        s3.requests.some((request) => request.method === 'PUT' && request.url.includes(id)),
      ).toBe(true);
      expect(existsSync(path.join(dataDir, 'storage'))).toBe(false);

      // Signed out on the first process: the second, which has the session in its cache from the
      // calls above, refuses the same access token at once.
      expect((await onSecond('/auth/profile')).status).toBe(200);
      await ok(onFirst('/auth/logout', { method: 'POST' }));
      await eventually(async () => (await onSecond('/auth/profile')).status === 401);
      expect((await onFirst('/auth/profile')).status).toBe(401);
    },
    SLOW_WORK_TIMEOUT_MS,
  );
});
