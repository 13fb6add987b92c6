/**
 * Error reporting (SPEC §1, §3, §7, §8): Sentry, loaded on demand after first paint, with the
 * token and key query parameters removed from every reported URL under /api/. The SDK and the
 * scrubbers (error-reporting-scrub.ts) are separate chunks, fetched only when reporting is enabled
 * and has its key, so the first load of the app carries neither. Before it starts, the run-time
 * flags of GET /settings are applied: a SUPERADMIN can keep reporting off in every browser.
 */
import type * as SentryReact from '@sentry/react';
import type { BrowserOptions, User } from '@sentry/react';
import { logger } from './logger';
import {
  FINAL_TRACE_TIMEOUT_MS,
  IDLE_TRACE_TIMEOUT_MS,
  LINKED_ERRORS_LIMIT,
  MAX_BREADCRUMBS,
  MISSING_KEY_WARNING,
  TRACE_HEARTBEAT_MS,
  applyReportingFlags,
  type ReportingConfig,
  type ReportingFlags,
} from './error-reporting-config';

export * from './error-reporting-config';
export * from './after-first-paint';

/* ------------------------------------------------------------------------------------------ */
/* The reporter                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** The part of `@sentry/react` used here: the edge that tests replace with a fake. */
export interface SentryModule {
  init(options: BrowserOptions): object | undefined;
  captureException(
    exception: unknown,
    hint?: Parameters<typeof SentryReact.captureException>[1],
  ): string;
  setUser(user: User | null): void;
  browserTracingIntegration: typeof SentryReact.browserTracingIntegration;
  linkedErrorsIntegration: typeof SentryReact.linkedErrorsIntegration;
  browserSessionIntegration: typeof SentryReact.browserSessionIntegration;
}

export interface ReportedUser {
  id: string;
  email: string;
  username?: string;
}

export interface ErrorContext {
  componentStack?: string;
}

/** pending: not started yet; loading: SDK on its way; running; off: disabled or failed. */
export type ReportingStatus = 'pending' | 'loading' | 'running' | 'off';

export interface ErrorReporter {
  /** Starts reporting once; later calls get the first call's result. True when running. */
  start(config: ReportingConfig): Promise<boolean>;
  reportError(error: unknown, context?: ErrorContext): void;
  setUser(user: ReportedUser | null): void;
  readonly status: ReportingStatus;
}

/** Errors kept while the SDK loads; beyond this the earliest ones are kept (the likely cause). */
export const MAX_QUEUED_ERRORS = 20;

interface QueuedError {
  error: unknown;
  context: ErrorContext | undefined;
  user: User | null;
}

function toSentryUser(user: ReportedUser): User {
  return { id: user.id, email: user.email, username: user.username ?? user.email };
}

export function createErrorReporter(
  loadSentry: () => Promise<SentryModule> = () => import('@sentry/react'),
): ErrorReporter {
  let status: ReportingStatus = 'pending';
  let started: Promise<boolean> | undefined;
  let sentry: SentryModule | undefined;
  let user: User | null = null;
  let queue: QueuedError[] = [];

  const capture = (running: SentryModule, item: QueuedError) => {
    const hint: Parameters<typeof SentryReact.captureException>[1] = {
      ...(item.context?.componentStack !== undefined
        ? { contexts: { react: { componentStack: item.context.componentStack } } }
        : {}),
      ...(item.user ? { user: item.user } : {}),
    };
    try {
      running.captureException(item.error, hint);
    } catch (failure) {
      logger.error('Error reporting failed to send an error', item.error, failure);
    }
  };

  const turnOff = (): false => {
    status = 'off';
    queue = []; // each was logged when it happened
    return false;
  };

  const init = async (config: ReportingConfig): Promise<boolean> => {
    if (!config.enabled) return turnOff();
    if (config.dsn === undefined) {
      logger.warn(MISSING_KEY_WARNING);
      return turnOff();
    }
    status = 'loading';
    try {
      const [module, { scrubBreadcrumb, scrubEvent, scrubSpan }] = await Promise.all([
        loadSentry(),
        import('./error-reporting-scrub'),
      ]);
      const client = module.init({
        dsn: config.dsn,
        environment: config.environment,
        release: config.release,
        tracesSampleRate: config.tracesSampleRate,
        maxBreadcrumbs: MAX_BREADCRUMBS,
        integrations: [
          module.browserTracingIntegration({
            idleTimeout: IDLE_TRACE_TIMEOUT_MS,
            finalTimeout: FINAL_TRACE_TIMEOUT_MS,
            childSpanTimeout: TRACE_HEARTBEAT_MS,
          }),
          module.linkedErrorsIntegration({ limit: LINKED_ERRORS_LIMIT }),
          module.browserSessionIntegration(),
        ],
        initialScope: { tags: { service: config.serviceName } },
        beforeSend: (event) => scrubEvent(event),
        beforeSendTransaction: (event) => scrubEvent(event),
        beforeSendSpan: (span) => scrubSpan(span),
        beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
      });
      if (client === undefined) {
        logger.warn('Error reporting did not start: the Sentry SDK declined to initialise.');
        return turnOff();
      }
      sentry = module;
    } catch (failure) {
      logger.error('Error reporting failed to initialise; reporting stays off.', failure);
      return turnOff();
    }
    status = 'running';
    if (user) sentry.setUser(user);
    const queued = queue;
    queue = [];
    for (const item of queued) capture(sentry, item);
    return true;
  };

  return {
    get status() {
      return status;
    },
    start(config) {
      started ??= init(config);
      return started;
    },
    reportError(error, context) {
      if (status === 'running' && sentry) {
        capture(sentry, { error, context, user: null });
        return;
      }
      logger.error(
        status === 'off' ? 'Error (error reporting is off)' : 'Error (queued for error reporting)',
        error,
        ...(context?.componentStack !== undefined ? [context.componentStack] : []),
      );
      if (status !== 'off' && queue.length < MAX_QUEUED_ERRORS) {
        queue.push({ error, context, user });
      }
    },
    setUser(next) {
      user = next ? toSentryUser(next) : null;
      if (status === 'running' && sentry) sentry.setUser(user);
    },
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Run-time settings                                                                           */
/* ------------------------------------------------------------------------------------------ */

/** Reads the SUPERADMIN's error-reporting flags (GET /settings). */
export type ReportingFlagsReader = () => Promise<ReportingFlags>;

/** GET /settings through the app's request client, its module fetched only when needed. */
const readFlagsFromServer: ReportingFlagsReader = async () =>
  (await import('./error-reporting-settings')).readReportingFlags();

/**
 * The configuration reporting starts with: the build's, with the run-time flags applied. The
 * flags are read only when the build would report (they can only turn it off); when they cannot
 * be read, the build's configuration applies as it is.
 */
export async function withRunTimeFlags(
  config: ReportingConfig,
  readFlags: ReportingFlagsReader,
): Promise<ReportingConfig> {
  if (!config.enabled || config.dsn === undefined) return config;
  try {
    return applyReportingFlags(config, await readFlags());
  } catch (failure) {
    logger.warn(
      "The error-reporting settings could not be read; the build's configuration applies.",
      failure,
    );
    return config;
  }
}

/** The app's reporter: Sentry is fetched as its own chunk when `startErrorReporting` runs. */
export const errorReporter: ErrorReporter = createErrorReporter();

/** Reads the run-time flags (GET /settings), then starts the app's reporter with them applied. */
export async function startErrorReporting(
  config: ReportingConfig,
  readFlags: ReportingFlagsReader = readFlagsFromServer,
): Promise<boolean> {
  return errorReporter.start(await withRunTimeFlags(config, readFlags));
}

export function reportError(error: unknown, context?: ErrorContext): void {
  errorReporter.reportError(error, context);
}

export function setReportedUser(user: ReportedUser | null): void {
  errorReporter.setUser(user);
}
