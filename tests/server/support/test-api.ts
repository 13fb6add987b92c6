import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../../../server/app';
import { createAuthCache } from '../../../server/auth/auth-cache';
import type { Clock } from '../../../server/clock';
import { seedPricingPlans } from '../../../server/db/seed';
import { countUnfinishedJobs } from '../../../server/jobs/queue';
import { createServerMetrics } from '../../../server/ops/metrics';
import type { ApiDeps } from '../../../server/deps';
import { CSRF_HEADER, csrfCookieName } from '../../../server/http/csrf';
import type { ServerEnv } from '../../../server/http/server-env';
import { createOutboxMailer } from '../../../server/mail/mailer';
import { createTestDatabase } from './test-database';

const LOCALES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../public/locales',
);

/**
 * Time the test moves by hand (the lockout window, token expiry, TOTP steps). It starts an hour
 * ahead of the real time, on a whole second: rows stamped by the database's own now() (seeds,
 * defaults) are then always older than what the test does, whatever day the suite runs.
 */
export class TestClock implements Clock {
  constructor(private current = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60 * 60 * 1000)) {}
  now = () => new Date(this.current);
  advance(milliseconds: number) {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body, sent as is (with the JSON content type unless headers say otherwise). */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** The client address, as the Node adapter would report it. */
  remoteAddress?: string;
  /** Leave out the CSRF header on a state-changing request. */
  withoutCsrf?: boolean;
}

/**
 * A browser-like client of the in-process app: it keeps cookies, sends the CSRF double
 * submit on state-changing requests, and the bearer token once one is set.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  bearer: string | undefined;

  constructor(
    private readonly app: Hono<ServerEnv>,
    /** The anti-forgery cookie's name: `__Host-` in production. */
    private readonly csrfCookie = csrfCookieName(false),
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (stateChanging && !options.withoutCsrf && !this.cookies.has(this.csrfCookie)) {
      await this.request('GET', '/api/csrf-token');
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (stateChanging && !options.withoutCsrf)
      headers[CSRF_HEADER] = this.cookies.get(this.csrfCookie) ?? '';
    if (this.bearer) headers.Authorization ??= `Bearer ${this.bearer}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.body;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const env = {
      incoming: { socket: { remoteAddress: options.remoteAddress ?? '203.0.113.10' } },
    };
    const response = await this.app.request(path, { method, headers, body }, env);
    this.storeCookies(response);
    return response;
  }

  private storeCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) =>
        /max-age=0|expires=thu, 01 jan 1970/i.test(attribute),
      );
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, json?: unknown, options?: RequestOptions) =>
    this.request('POST', path, { ...options, json });
  delete = (path: string, options?: RequestOptions) => this.request('DELETE', path, options);
}

/**
 * The real app on a fresh database (PGlite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set), with a clock the test controls. Call once per test file.
 */
export async function createTestApi(
  overrides: Partial<ApiDeps> = {},
  /**
   * The server's logger and metrics token (none by default: silent, no /api/metrics), and
   * whether to measure (`metrics`: prom-client metrics on this database, watching jobEvents).
   */
  appOptions: Pick<AppOptions, 'logger' | 'metricsToken'> & { metrics?: boolean } = {},
) {
  const database = await createTestDatabase();
  await seedPricingPlans(database.db);
  const clock = new TestClock();
  const deps: ApiDeps = {
    db: database.db,
    clock,
    mailer: createOutboxMailer(database.db, {}),
    secret: 'test-secret-0123456789abcdef0123456789abcdef',
    production: false,
    publicUrl: 'http://localhost:5173',
    authCache: createAuthCache(),
    // The real scrypt, at a cost that keeps the suite quick.
    scryptCost: 2 ** 14,
    ...(database.listen !== undefined && { listen: database.listen }),
    ...overrides,
  };
  const { metrics: measured, ...serverOptions } = appOptions;
  if (measured === true) {
    deps.metrics = createServerMetrics({
      queueDepth: () => countUnfinishedJobs(database.db),
      processMetrics: false,
    });
    if (deps.jobEvents !== undefined) deps.metrics.watchJobs(deps.jobEvents);
  }
  const app = createApp({
    localesDir: LOCALES_DIR,
    csp: "default-src 'self'",
    serveApp: false,
    api: deps,
    ...serverOptions,
  });
  return {
    app,
    deps,
    db: database.db,
    kind: database.kind,
    clock,
    client: () => new TestClient(app, csrfCookieName(deps.production)),
    close: () => database.close(),
  };
}
