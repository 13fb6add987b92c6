/**
 * Issue 21, point 4: /api/health and /api/ready, one JSON log line per request with its request
 * id, and Prometheus metrics behind METRICS_TOKEN. The real app on its real database; the log
 * lines are collected from the real logger by giving it a stream to write to.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../src/contract/api-error';
import type { TourView } from '../../src/contract/tours';
import { creditLedger } from '../../server/db/schema';
import { JobFailure } from '../../server/jobs/job-handler';
import { enqueue } from '../../server/jobs/queue';
import { Worker, createJobEvents } from '../../server/jobs/worker';
import { createLogger } from '../../server/ops/logger';
import { METRICS_TOKEN_REQUIRED_MESSAGE, sameSecret } from '../../server/ops/routes';
import { ConfigError, readServerConfig } from '../../server/start';
import { tourFilesConfig } from '../../server/tours/config';
import {
  PASSWORD,
  body,
  expectError,
  newClient,
  register,
  signIn,
  type ErrorBody,
  type TestApi,
} from './auth-helpers';
import { createTestApi } from './support/test-api';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

let dataDir: string;
let api: TestApi;
/** Every line the server's logger wrote, as written and parsed. */
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-ops-'));
  const logger = createLogger({
    level: 'info',
    destination: { write: (line: string) => void written.push(line) },
  });
  api = await createTestApi(
    { tourFiles: tourFilesConfig(dataDir, 1024 * 1024), jobEvents: createJobEvents() },
    { logger, metricsToken: METRICS_TOKEN, metrics: true },
  );
});

afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The log lines of one request, by its X-Request-Id. */
function linesOf(response: Response): Record<string, unknown>[] {
  const id = response.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return lines().filter((line) => line.requestId === id);
}

/** The one request line of a response. */
function requestLine(response: Response): Record<string, unknown> {
  const found = linesOf(response).filter((line) => line.msg === 'request');
  expect(found).toHaveLength(1);
  return found[0]!;
}

async function scrape(token = METRICS_TOKEN): Promise<Response> {
  return api.client().get('/api/metrics', { headers: { Authorization: `Bearer ${token}` } });
}

async function metricsText(): Promise<string> {
  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample line `name{labels} value`, undefined when absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const matches = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (matches) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /api/health', () => {
  it('says the process is alive, in JSON, with a request id', async () => {
    const response = await api.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(requestLine(response)).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/health',
      status: 200,
    });
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers, the migrations are applied and storage is usable', async () => {
    const response = await api.client().get('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  it('answers 503 when the storage cannot be used', async () => {
    const notAFolder = path.join(dataDir, 'a-file');
    await writeFile(notAFolder, 'not a folder');
    const broken = await createTestApi({ tourFiles: tourFilesConfig(notAFolder, 1024) });
    try {
      const response = await broken.client().get('/api/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', storage: 'unreachable' },
      });
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when the newest migration is not applied, or the database is gone', async () => {
    const behind = await createTestApi({ tourFiles: tourFilesConfig(dataDir, 1024) });
    try {
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const pending = await behind.client().get('/api/ready');
      expect(pending.status).toBe(503);
      expect(await pending.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
      });
    } finally {
      await behind.close();
    }
    const gone = await behind.client().get('/api/ready');
    expect(gone.status).toBe(503);
    expect(await gone.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'unreachable', migrations: 'not checked', storage: 'ok' },
    });
    // /api/health still answers: the process is alive, only not ready.
    expect((await behind.client().get('/api/health')).status).toBe(200);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request: id, method, route pattern, status, duration, user', async () => {
    const client = newClient(api);
    const account = await register(client);
    const tokens = await signIn(client, account.email);
    const response = await client.get('/auth/profile');
    expect(response.status).toBe(200);
    const line = requestLine(response);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/auth/profile',
      status: 200,
      userId: account.profile.id,
    });
    expect(typeof line.durationMs).toBe('number');
    expect(typeof line.time).toBe('string');

    // A route with a parameter logs its pattern; under /api/v1 the prefix shows.
    const listed = await client.get(`/api/v1/tours/${crypto.randomUUID()}`);
    expect(requestLine(listed)).toMatchObject({ route: '/api/v1/tours/:id', status: 404 });
    // What no route matches is one label, whatever the path.
    const made = await client.get('/api/made-up/path');
    expect(requestLine(made)).toMatchObject({ route: 'unmatched', status: 404 });

    // Nothing secret reached the log: not the password, the tokens, the cookies or the e-mail.
    const everything = written.join('');
    const refresh = client.cookies.get('roomwalk_refresh') ?? '';
    for (const secret of [PASSWORD, tokens.token, refresh, account.email]) {
      expect(secret.length).toBeGreaterThan(0);
      expect(everything).not.toContain(secret);
    }
  });

  it('never writes the query, which may carry a token', async () => {
    const response = await api.client().get('/api/health?token=query-secret-123&key=k-456');
    expect(requestLine(response).route).toBe('/api/health');
    expect(written.join('')).not.toContain('query-secret-123');
    expect(written.join('')).not.toContain('k-456');
  });

  it('ties an error body, its X-Request-Id and its log lines together', async () => {
    const client = api.client();
    const response = await client.get('/auth/profile', {
      headers: { Authorization: 'Bearer not.a.token', Cookie: 'roomwalk_refresh=cookie-secret-1' },
    });
    const error: ErrorBody = await expectError(response, 401, SESSION_EXPIRED_MESSAGE);
    expect(error.data?.requestId).toBe(response.headers.get('x-request-id'));
    const [failure, request] = linesOf(response);
    expect(failure).toMatchObject({ level: 'warn', area: 'auth', event: 'access token refused' });
    expect(request).toMatchObject({ msg: 'request', status: 401, route: '/auth/profile' });
    expect(written.join('')).not.toContain('cookie-secret-1');
  });

  it('censors keys that name secrets', () => {
    const out: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void out.push(line) } });
    logger.child({ requestId: 'r' }).warn({ email: 'a@b.test', password: 'p', user: 'kept' }, 'x');
    const line = JSON.parse(out[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ email: '[redacted]', password: '[redacted]', user: 'kept' });
    expect(out[0]).not.toContain('a@b.test');
  });
});

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApi({}, { metrics: true });
    try {
      const response = await plain.client().get('/api/metrics', {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      await expectError(response, 404, 'Not found');
    } finally {
      await plain.close();
    }
  });

  it('needs the token', async () => {
    await expectError(await api.client().get('/api/metrics'), 401, METRICS_TOKEN_REQUIRED_MESSAGE);
    await expectError(await scrape('wrong-token-0123456789'), 401, METRICS_TOKEN_REQUIRED_MESSAGE);
    await expectError(await scrape(`${METRICS_TOKEN}x`), 401, METRICS_TOKEN_REQUIRED_MESSAGE);
    expect(sameSecret(METRICS_TOKEN, METRICS_TOKEN)).toBe(true);
    expect(sameSecret('', METRICS_TOKEN)).toBe(false);
  });

  it('counts requests by route pattern, method and status', async () => {
    const before = sample(await metricsText(), 'roomwalk_http_request_duration_seconds_count', {
      route: '/api/health',
      status: '200',
    });
    for (let i = 0; i < 3; i++) await api.client().get('/api/health');
    const text = await metricsText();
    const after = sample(text, 'roomwalk_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/health',
      status: '200',
    });
    expect(after).toBe((before ?? 0) + 3);
    expect(text).toContain('# TYPE roomwalk_http_request_duration_seconds histogram');
  });

  it('tells the queue depth, and the durations and failures of the jobs run here', async () => {
    await enqueue(api.db, { kind: 'ops-test.ok', payload: {} });
    await enqueue(api.db, { kind: 'ops-test.fails', payload: {}, maxAttempts: 1 });
    const queued = await metricsText();
    expect(sample(queued, 'roomwalk_jobs', { kind: 'ops-test.ok', status: 'queued' })).toBe(1);
    expect(sample(queued, 'roomwalk_jobs', { kind: 'ops-test.fails', status: 'queued' })).toBe(1);

    const worker = new Worker({
      db: api.db,
      handlers: {
        'ops-test.ok': async () => ({ done: true }),
        'ops-test.fails': async () => {
          throw new JobFailure('This input cannot be processed');
        },
      },
      events: api.deps.jobEvents!,
      logError: () => {},
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(true);

    const text = await metricsText();
    expect(sample(text, 'roomwalk_jobs', { kind: 'ops-test.ok' })).toBeUndefined();
    const ran = (kind: string, outcome: string) =>
      sample(text, 'roomwalk_job_duration_seconds_count', { kind, outcome });
    expect(ran('ops-test.ok', 'succeeded')).toBe(1);
    expect(ran('ops-test.fails', 'failed')).toBe(1);
    expect(
      sample(text, 'roomwalk_job_failures_total', { kind: 'ops-test.fails', outcome: 'failed' }),
    ).toBe(1);
    expect(sample(text, 'roomwalk_job_failures_total', { kind: 'ops-test.ok' })).toBeUndefined();
  });

  it('counts the progress streams open now', async () => {
    const client = newClient(api);
    const account = await register(client);
    await signIn(client, account.email);
    await api.db
      .insert(creditLedger)
      .values({ userId: account.profile.id, amount: 1, kind: 'grant', reason: 'Test' });
    const created = await client.post('/api/v1/tours', { title: 'Streamed', sourceKind: 'scan' });
    expect(created.status).toBe(201);
    const tour = await body<TourView>(created);
    const openBefore = sample(await metricsText(), 'roomwalk_open_streams') ?? 0;

    const stream = await client.get(`/api/v1/tours/${tour.id}/events`);
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read(); // the first event: the stream is open
    expect(sample(await metricsText(), 'roomwalk_open_streams')).toBe(openBefore + 1);
    await reader.cancel();
  });
});

describe('configuration', () => {
  it('reads LOG_LEVEL, LOG_BUFFER_KB and METRICS_TOKEN, refusing what would not work', () => {
    expect(readServerConfig({}).logLevel).toBe('info');
    expect(readServerConfig({ LOG_LEVEL: 'Warn' }).logLevel).toBe('warn');
    expect(() => readServerConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(readServerConfig({}).logBufferKb).toBe(1024);
    expect(readServerConfig({ LOG_BUFFER_KB: '64' }).logBufferKb).toBe(64);
    for (const refused of ['8', '1.5', 'lots'])
      expect(() => readServerConfig({ LOG_BUFFER_KB: refused })).toThrow(/LOG_BUFFER_KB/);
    expect(readServerConfig({}).metricsToken).toBeUndefined();
    expect(readServerConfig({ METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
    expect(() => readServerConfig({ METRICS_TOKEN: 'short' })).toThrow(/at least 16/);
  });
});
