/**
 * Issue 36, point 6: PostgreSQL restarted under a running server, which recovers without a
 * restart of its own: /api/ready is ready again, a sign-in (a read and a write) works, the queue
 * worker runs a job enqueued after the restart, and the LISTEN connection hears notifications
 * again. On a cluster of the test's own (the shared one serves other test files meanwhile), so
 * only where TEST_DATABASE_URL is set and the test runs as root, as in CI.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FORGET_CHANNEL } from '../../server/auth/auth-cache';
import { BILLING_TICK_JOB } from '../../server/billing/tick';
import { seededEmail } from '../../server/db/seed';
import {
  signInSeededUser,
  startFaultServer,
  type FaultServer,
  until,
} from './support/fault-servers';
import {
  canMakePrivatePostgres,
  createPrivatePostgres,
  type PrivatePostgres,
} from './support/private-postgres';
import { SLOW_WORK_TIMEOUT_MS } from './support/slow-work';
import { testDatabaseUrl } from './support/test-database';

const RECOVERY_WITHIN_MS = 30_000;

describe.runIf(testDatabaseUrl() !== undefined && canMakePrivatePostgres())(
  'PostgreSQL restarted under a running server',
  () => {
    let postgres: PrivatePostgres;
    let server: FaultServer;

    beforeAll(async () => {
      postgres = await createPrivatePostgres();
      server = await startFaultServer({ DATABASE_URL: postgres.url });
    }, SLOW_WORK_TIMEOUT_MS);

    afterAll(async () => {
      await server?.stop();
      postgres?.drop();
    }, SLOW_WORK_TIMEOUT_MS);

    it(
      'answers again, signs in, runs jobs and hears notifications, without a restart of its own',
      async () => {
        const { url } = server;
        expect(await readiness(url)).toBe(200);
        await signInSeededUser(url);

        const restartStarted = performance.now();
        await postgres.restart();
        const backAt = performance.now();
        await until(
          () => readiness(url),
          (status) => status === 200,
          RECOVERY_WITHIN_MS,
        );
        const readyAt = performance.now();
        const token = await until(
          () => signInSeededUser(url).catch(() => undefined),
          (signedIn) => signedIn !== undefined,
          RECOVERY_WITHIN_MS,
        );
        const signedInAt = performance.now();

        await withDatabase(postgres.url, async (sql) => {
          const { rows } = await sql.query<{ id: string }>(
            `insert into jobs (kind, payload) values ($1, '{}') returning id`,
            [BILLING_TICK_JOB],
          );
          const jobId = rows[0]!.id;
          const status = await until(
            async () => {
              const found = await sql.query<{ status: string }>(
                `select status from jobs where id = $1 and status not in ('queued', 'running')`,
                [jobId],
              );
              return found.rows[0]?.status;
            },
            (ended) => ended !== undefined,
            RECOVERY_WITHIN_MS,
          );
          expect(status).toBe('succeeded');
          const jobDoneAt = performance.now();

          // Revoked by hand, the session still passes from the cache; a notification makes the
          // server forget it at once, if its LISTEN connection is back.
          const profile = () =>
            fetch(`${url}/auth/profile`, { headers: { Authorization: `Bearer ${token}` } });
          expect((await profile()).status).toBe(200);
          const { rows: users } = await sql.query<{ id: string }>(
            `update sessions set revoked_at = now() where user_id =
               (select id from users where email = $1) returning user_id as id`,
            [seededEmail('USER')],
          );
          expect((await profile()).status).toBe(200);
          await until(
            async () => {
              await sql.query('select pg_notify($1, $2)', [
                AUTH_FORGET_CHANNEL,
                `user:${users[0]!.id}`,
              ]);
              await sleep(200);
              return (await profile()).status;
            },
            (status) => status === 401,
            RECOVERY_WITHIN_MS,
          );
          const heardAt = performance.now();

          const ms = (at: number) => `${Math.round(at - backAt)} ms`;
          console.info(
            `PostgreSQL restart took ${Math.round(backAt - restartStarted)} ms; from PostgreSQL ` +
              `back: ready in ${ms(readyAt)}, signed in in ${ms(signedInAt)}, a new job done in ` +
              `${ms(jobDoneAt)}, notifications heard in ${ms(heardAt)}`,
          );
        });
      },
      SLOW_WORK_TIMEOUT_MS,
    );
  },
);

async function readiness(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function withDatabase(url: string, use: (sql: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
