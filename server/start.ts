import { access } from 'node:fs/promises';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import {
  buildContentSecurityPolicy,
  cspConfigFromEnv,
} from '../src/contract/content-security-policy';
import { createApp } from './app';
import { createBillingDeps, type BillingSettings } from './billing/config';
import { ensureBillingTick } from './billing/tick';
import { createAuthCache, shareAuthCache } from './auth/auth-cache';
import { hashPassword } from './auth/passwords';
import { sweepRateLimitHits } from './auth/rate-limit';
import { systemClock } from './clock';
import { openDatabase, type OpenedDatabase } from './db/database';
import { seedDevelopmentAccounts, seedPricingPlans, type SeededAccount } from './db/seed';
import type { ApiDeps } from './deps';
import { describeForLog } from './http/errors';
import { countUnfinishedJobs } from './jobs/queue';
import { startWorker } from './jobs/start-worker';
import { releaseStalledUploadsWhileRunning } from './tours/stalled-uploads';
import { createJobEvents } from './jobs/worker';
import { storageDirFor } from './storage/disk-storage';
import { describeS3Settings, type S3Settings } from './storage/s3-settings';
import { tourFilesConfig } from './tours/config';
import { seedDemoTour } from './tours/demo-tour';
import { createOutboxMailer } from './mail/mailer';
import { createLogger, type LogLevel, type Logger } from './ops/logger';
import { stdoutLogOutput, type LogOutput } from './ops/log-output';
import { createServerMetrics } from './ops/metrics';
import { ROOT_DIR } from './root-dir';
import { ConfigError, parseEnv } from './config/env';
import { resolveAuthSecret } from './secret';

const RATE_LIMIT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** How long a stopping server lets a running job finish (under main.ts's 5 s exit timer). */
const WORKER_STOP_GRACE_MS = 3000;

export interface ServerConfig {
  port: number;
  host: string;
  /** PUBLIC_URL: required in production; in development the server's own address stands in. */
  publicUrl?: string;
  serveApp: boolean;
  /** RUN_WORKER (true): 'false' runs no queue worker in this process (workers run apart). */
  runWorker: boolean;
  distDir: string;
  localesDir: string;
  csp: string;
  /** The policy of the embeddable viewer: the same, but any site may frame it. */
  embedCsp: string;
  /** NODE_ENV=production: no seeded accounts, Secure cookies, HSTS, AUTH_SECRET required. */
  production: boolean;
  /** DATABASE_URL: PostgreSQL; otherwise the embedded PGlite in dataDir/pglite. */
  databaseUrl?: string;
  /** DATA_DIR (data): the embedded database and the development secret. */
  dataDir: string;
  authSecret?: string;
  /** ACCESS_TOKEN_TTL_SECONDS: the access-token lifetime, 15 minutes by default. */
  accessTokenTtlSeconds?: number;
  /** TRUST_PROXY_HOPS: how many reverse proxies in front are trusted to report the client. */
  trustedProxyHops?: number;
  /** MAX_UPLOAD_BYTES: the largest tour upload (500 MB). */
  maxUploadBytes: number;
  /** S3_BUCKET and S3_*: tour files in an S3-compatible object store instead of DATA_DIR. */
  objectStorage?: S3Settings;
  /** MAIL_DIR: also write every e-mail as a JSON file here (development and browser tests). */
  mailDir?: string;
  /** JOB_MEMORY_LIMIT_MB: the heap limit of one tour's processing (4096). */
  jobMemoryLimitMb: number;
  /** JOB_CONCURRENCY: tour jobs one worker process runs at once (2). */
  jobConcurrency: number;
  /** JOB_LEASE_SECONDS: how long a claimed job is held without its worker's heartbeat (60). */
  jobLeaseSeconds: number;
  /** SIGNUP_CREDITS: credits every new account receives (0). */
  signupCredits: number;
  /** BILLING_PROVIDER and STRIPE_*: the payment provider (the built-in test provider). */
  billing: BillingSettings;
  /** SEED_PASSWORD (development only): the seeded accounts' password instead of random ones. */
  seedPassword?: string;
  /**
   * SCRYPT_COST (development and tests only): scrypt's N for new password hashes, a power of two
   * from 2^10 up to OWASP's 2^17, the default and the only cost in production. The browser tests
   * lower it: they sign in and register hundreds of times (issue 33).
   */
  scryptCost?: number;
  /** LOG_LEVEL (info): the JSON log lines written to stdout (fatal ... trace, or silent). */
  logLevel: LogLevel;
  /**
   * LOG_BUFFER_KB (1024): the log held for a stdout reader that has fallen behind; what would go
   * past it is dropped and counted, so that a stalled reader never blocks serving.
   */
  logBufferKb: number;
  /** METRICS_TOKEN: the bearer token of GET /api/metrics; unset, that route answers 404. */
  metricsToken?: string;
}

export const PUBLIC_URL_REQUIRED_MESSAGE =
  'PUBLIC_URL is required in production: the public address of the site (e.g. ' +
  'https://roomwalk.example), used for links in e-mails and /sitemap.xml.';

export { ConfigError };

/**
 * The server's configuration from its environment, checked by the schema of server/config/env.ts
 * (which documents every variable); a ConfigError names each variable that cannot work.
 */
export function readServerConfig(environment: Record<string, string | undefined>): ServerConfig {
  const env = parseEnv(environment);
  const csp = cspConfigFromEnv({
    VITE_API_BASE_URL: env.VITE_API_BASE_URL,
    VITE_GEOIP_URL: env.VITE_GEOIP_URL,
    VITE_GPU_CLOUD_URL: env.VITE_GPU_CLOUD_URL,
    VITE_SENTRY_DSN: env.VITE_SENTRY_DSN,
    VITE_CDN_HOSTS: env.VITE_CDN_HOSTS,
  });
  const config: ServerConfig = {
    port: env.PORT,
    host: env.HOST,
    serveApp: env.SERVE_APP,
    runWorker: env.RUN_WORKER,
    distDir: path.resolve(ROOT_DIR, env.DIST_DIR),
    localesDir: path.resolve(ROOT_DIR, env.LOCALES_DIR),
    csp: buildContentSecurityPolicy(csp),
    embedCsp: buildContentSecurityPolicy(csp, { framable: true }),
    production: env.production,
    dataDir: path.resolve(ROOT_DIR, env.DATA_DIR),
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    jobMemoryLimitMb: env.JOB_MEMORY_LIMIT_MB,
    jobConcurrency: env.JOB_CONCURRENCY,
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
    signupCredits: env.SIGNUP_CREDITS,
    billing: env.billing,
    logLevel: env.LOG_LEVEL,
    logBufferKb: env.LOG_BUFFER_KB,
  };
  if (env.PUBLIC_URL !== undefined) config.publicUrl = env.PUBLIC_URL;
  if (env.objectStorage !== undefined) config.objectStorage = env.objectStorage;
  if (env.DATABASE_URL !== undefined) config.databaseUrl = env.DATABASE_URL;
  if (env.AUTH_SECRET !== undefined) config.authSecret = env.AUTH_SECRET;
  if (env.ACCESS_TOKEN_TTL_SECONDS !== undefined) {
    config.accessTokenTtlSeconds = env.ACCESS_TOKEN_TTL_SECONDS;
  }
  if (env.TRUST_PROXY_HOPS !== undefined) config.trustedProxyHops = env.TRUST_PROXY_HOPS;
  if (env.MAIL_DIR !== undefined) config.mailDir = path.resolve(ROOT_DIR, env.MAIL_DIR);
  if (env.METRICS_TOKEN !== undefined) config.metricsToken = env.METRICS_TOKEN;
  if (env.SEED_PASSWORD !== undefined) config.seedPassword = env.SEED_PASSWORD;
  if (env.SCRYPT_COST !== undefined) config.scryptCost = env.SCRYPT_COST;
  return config;
}

/** Where tour files go, for the startup log (never the credentials). */
export function tourFilesLocation(config: Pick<ServerConfig, 'dataDir' | 'objectStorage'>): string {
  return config.objectStorage === undefined
    ? `local disk (${storageDirFor(config.dataDir)})`
    : describeS3Settings(config.objectStorage);
}

/** The address to print: a wildcard host is reached as localhost. */
export function displayUrl(host: string, port: number): string {
  const shown = ['0.0.0.0', '::', '[::]', ''].includes(host) ? 'localhost' : host;
  return `http://${shown.includes(':') && !shown.startsWith('[') ? `[${shown}]` : shown}:${port}`;
}

export interface RunningServer {
  server: ServerType;
  /** e.g. http://localhost:5173 */
  url: string;
  /** Where the data lives: the PGlite folder or the redacted DATABASE_URL. */
  database: Pick<OpenedDatabase, 'kind' | 'location'>;
  /** The development accounts (empty in production); passwords only when just created. */
  accounts: SeededAccount[];
  /** The process's logger, on the process's stdout output. */
  logger: Logger;
  close(): Promise<void>;
}

/** Opens the database, seeds what the product needs, and assembles the API's dependencies. */
async function prepareApi(
  config: ServerConfig,
  url: string,
  { logger, output }: { logger: Logger; output: LogOutput },
  shutdown: AbortSignal,
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const metrics = createServerMetrics({
      queueDepth: () => countUnfinishedJobs(database.db),
      onQueueDepthError: (error) =>
        logger.warn({ error: describeError(error) }, 'metrics: the queue could not be read'),
      droppedLogLines: output.droppedLines,
    });
    await seedPricingPlans(database.db);
    const deps: ApiDeps & Required<Pick<ApiDeps, 'tourFiles' | 'jobEvents'>> = {
      db: database.db,
      clock: systemClock,
      mailer: createOutboxMailer(database.db, {
        ...(!config.production && { print: output.print }),
        ...(config.mailDir !== undefined && { mailDir: config.mailDir }),
      }),
      secret: await resolveAuthSecret({
        configured: config.authSecret,
        production: config.production,
        dataDir: config.dataDir,
      }),
      production: config.production,
      publicUrl: config.publicUrl ?? url,
      authCache:
        database.listen === undefined
          ? createAuthCache()
          : await shareAuthCache(createAuthCache(), {
              db: database.db,
              listen: database.listen,
              logError: (message, error) => logger.error({ error: describeError(error) }, message),
            }),
      tourFiles: tourFilesConfig(config.dataDir, config.maxUploadBytes, config.objectStorage),
      jobEvents: createJobEvents(),
      metrics,
      ...(database.listen !== undefined && { listen: database.listen }),
      shutdown,
      signupCredits: config.signupCredits,
      ...(config.scryptCost !== undefined && { scryptCost: config.scryptCost }),
      billing: createBillingDeps(config.billing),
      ...(config.trustedProxyHops !== undefined && { trustedProxyHops: config.trustedProxyHops }),
      ...(config.accessTokenTtlSeconds !== undefined && {
        accessTokenTtlMs: config.accessTokenTtlSeconds * 1000,
      }),
    };
    await seedDemoTour(database.db, deps.tourFiles.storage);
    // Credits are granted and expired by the recurring billing job: one run is always queued.
    await ensureBillingTick(database.db, systemClock.now());
    const accounts = config.production
      ? []
      : await seedDevelopmentAccounts(
          database.db,
          (password) => hashPassword(password, config.scryptCost),
          config.seedPassword,
        );
    return { database, deps, accounts };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Starts the server; rejects when the port cannot be bound, the build is missing, or production
 * has no PUBLIC_URL (links in e-mails and /sitemap.xml need it, never the request's Host header).
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  if (config.production && config.publicUrl === undefined) {
    throw new ConfigError(PUBLIC_URL_REQUIRED_MESSAGE);
  }
  if (config.serveApp) {
    try {
      await access(path.join(config.distDir, 'index.html'));
    } catch {
      throw new ConfigError(
        `No built app at ${path.join(config.distDir, 'index.html')}. ` +
          'Run `npm run build` first (or `npm start`, which builds and serves).',
      );
    }
  }
  const output = stdoutLogOutput({ maxBufferBytes: config.logBufferKb * 1024 });
  const logger = createLogger({ level: config.logLevel, destination: output.stream });
  const shutdown = new AbortController();
  const { database, deps, accounts } = await prepareApi(
    config,
    displayUrl(config.host, config.port),
    { logger, output },
    shutdown.signal,
  );
  const logError = (message: string, error: unknown) =>
    logger.error({ error: describeError(error) }, message);
  const stopWatchingJobs = deps.metrics?.watchJobs(deps.jobEvents);
  // The queue worker runs inside the server unless RUN_WORKER=false; `npm run worker` runs more
  // beside a PostgreSQL.
  const worker = config.runWorker
    ? startWorker({
        db: database.db,
        clock: systemClock,
        storage: deps.tourFiles.storage,
        memoryLimitMb: config.jobMemoryLimitMb,
        concurrency: config.jobConcurrency,
        leaseMs: config.jobLeaseSeconds * 1000,
        events: deps.jobEvents,
        logError,
        logWarning: (message, fields) => logger.warn(fields, message),
      })
    : undefined;
  const stopSweeping = sweepRateLimitsHourly(database.db, logError);
  const stopReleasingUploads = releaseStalledUploadsWhileRunning({
    db: database.db,
    clock: systemClock,
    uploadStore: deps.tourFiles.uploadStore,
    logError,
  });
  const stopWorkerAndDatabase = async () => {
    stopSweeping();
    stopReleasingUploads();
    // No new job is claimed; a running one finishes or goes back to the queue for another worker.
    await worker?.stop({ graceMs: WORKER_STOP_GRACE_MS });
    stopWatchingJobs?.();
    await database.close();
  };
  const app = createApp({
    distDir: config.distDir,
    localesDir: config.localesDir,
    csp: config.csp,
    embedCsp: config.embedCsp,
    serveApp: config.serveApp,
    api: deps,
    logger,
    ...(config.metricsToken !== undefined && { metricsToken: config.metricsToken }),
    localUrl: displayUrl(config.host, config.port),
    ...(config.publicUrl !== undefined && { publicUrl: config.publicUrl }),
  });

  return new Promise<RunningServer>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
      resolve({
        server,
        url: displayUrl(config.host, info.port),
        database: { kind: database.kind, location: database.location },
        accounts,
        logger,
        close: async () => {
          // Open progress streams end first, or the server would wait for them to close.
          shutdown.abort();
          await closeServer(server);
          await stopWorkerAndDatabase();
        },
      }),
    );
    server.once('error', (error: NodeJS.ErrnoException) => {
      void stopWorkerAndDatabase();
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`Port ${config.port} is already in use; set PORT to another one.`)
          : error,
      );
    });
  });
}

/** Deletes rate-limit hits no window looks at any more, every hour while the server runs. */
function sweepRateLimitsHourly(
  db: OpenedDatabase['db'],
  logError: (message: string, error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    sweepRateLimitHits(db, systemClock.now()).catch((error: unknown) =>
      logError('Sweeping old rate-limit counts failed', error),
    );
  }, RATE_LIMIT_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Idle keep-alive connections would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

/** An error for a log line: its stack, or a database error's code without the query's values. */
function describeError(error: unknown): string {
  return error instanceof Error ? describeForLog(error) : String(error);
}
