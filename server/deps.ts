import type { AuthCache } from './auth/auth-cache';
import type { BillingDeps } from './billing/provider';
import type { Clock } from './clock';
import type { Database, DatabaseListen } from './db/database';
import type { JobEvents } from './jobs/worker';
import type { Mailer } from './mail/mailer';
import type { ServerMetrics } from './ops/metrics';
import type { TourFilesConfig } from './tours/config';

/** Everything the API needs from the outside world, passed in so tests control it. */
export interface ApiDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Signs access tokens and CSRF tokens. At least 32 bytes of randomness. */
  secret: string;
  /** Production turns on Secure/__Host- cookies and HSTS. */
  production: boolean;
  /** Base URL of the app, for links in e-mails (e.g. password reset). */
  publicUrl: string;
  /** TRUST_PROXY_HOPS: reverse proxies in front whose X-Forwarded-For is believed (0). */
  trustedProxyHops?: number;
  /** How long an access token lives; 15 minutes unless configured (tests shorten it). */
  accessTokenTtlMs?: number;
  /** Tour file storage and the upload limit; in-process test servers read the environment. */
  tourFiles?: TourFilesConfig;
  /** What the in-process worker tells of its jobs: progress streams to clients at once. */
  jobEvents?: JobEvents;
  /** PostgreSQL's LISTEN: progress streams hear of changes made by any process. */
  listen?: DatabaseListen;
  /** Aborted when the server begins to shut down: open progress streams end (clients reconnect). */
  shutdown?: AbortSignal;
  /** SIGNUP_CREDITS: credits granted to every new account (0: none, until a plan is bought). */
  signupCredits?: number;
  /** The payment provider (Stripe when configured); the built-in test provider by default. */
  billing?: BillingDeps;
  /** scrypt cost parameter N; OWASP's 2^17 by default, lower only in tests. */
  scryptCost?: number;
  /**
   * Session checks and profiles of signed-in requests (createAuthCache). Every route that changes
   * a session, a role or a profile tells it (decision 0019).
   */
  authCache: AuthCache;
  /** Prometheus metrics (GET /api/metrics); absent, nothing is measured. */
  metrics?: ServerMetrics;
}
