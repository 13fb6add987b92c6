/**
 * Error reporting (SPEC §1, §3, §7, §8): Sentry, loaded on demand after first paint, with the
 * token and key query parameters removed from every reported URL under /api/.
 */
import type * as SentryReact from '@sentry/react';
import type { Breadcrumb, BrowserOptions, Event as SentryEvent, User } from '@sentry/react';
import { logger } from './logger';
import {
  FINAL_TRACE_TIMEOUT_MS,
  IDLE_TRACE_TIMEOUT_MS,
  LINKED_ERRORS_LIMIT,
  MAX_BREADCRUMBS,
  TRACE_HEARTBEAT_MS,
  type ReportingConfig,
} from './error-reporting-config';

export * from './error-reporting-config';

/* ------------------------------------------------------------------------------------------ */
/* URL scrubbing                                                                               */
/* ------------------------------------------------------------------------------------------ */

/** Query parameters that carry credentials on /api/ calls (SPEC §7); matched case-insensitively. */
export const STRIPPED_QUERY_PARAMS: readonly string[] = ['token', 'key'];

const API_PREFIX = '/api/';
/** Resolves relative URLs ("/api/v1/x", "api/x", "//host/api/x") so their path can be read. */
const RELATIVE_BASE = 'http://relative.invalid/';

/** The path is under /api/: true or false, or undefined when the URL cannot be parsed. */
function isApiUrl(url: string): boolean | undefined {
  try {
    return new URL(url, RELATIVE_BASE).pathname.startsWith(API_PREFIX);
  } catch {
    return undefined;
  }
}

function isStrippedParam(part: string): boolean {
  const [name] = new URLSearchParams(part).keys();
  return name !== undefined && STRIPPED_QUERY_PARAMS.includes(name.toLowerCase());
}

/** Removes the stripped parameters from a query string ("a=1&token=x" or "?a=1&token=x"). */
function stripQuery(query: string): string {
  const hasMark = query.startsWith('?');
  const parts = (hasMark ? query.slice(1) : query).split('&');
  const kept = parts.filter((part) => !isStrippedParam(part));
  if (kept.length === parts.length) return query;
  if (kept.length === 0) return '';
  return `${hasMark ? '?' : ''}${kept.join('&')}`;
}

/** What a warning may show of a URL: never its query, which is what holds the secrets. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Removes the `token` and `key` query parameters from a URL whose path is under /api/ (absolute
 * or relative); everything else (other parameters, their order and encoding, the fragment) is
 * kept as written. URLs outside /api/ come back unchanged. A URL that cannot be parsed comes back
 * unchanged and is logged as a warning (SPEC §8).
 */
export function scrubReportedUrl(url: string): string {
  const underApi = isApiUrl(url);
  if (underApi === undefined) {
    logger.warn('Error reporting could not parse a URL in a report; it is sent unchanged', {
      url: withoutQuery(url),
    });
    return url;
  }
  if (!underApi) return url;

  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const query = beforeHash.slice(queryAt);
  const scrubbed = stripQuery(query);
  return scrubbed === query ? url : `${beforeHash.slice(0, queryAt)}${scrubbed}${hash}`;
}

/** A breadcrumb with its `data.url` (fetch and xhr breadcrumbs) scrubbed; others unchanged. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const url: unknown = breadcrumb.data?.url;
  if (typeof url !== 'string') return breadcrumb;
  const scrubbed = scrubReportedUrl(url);
  return scrubbed === url
    ? breadcrumb
    : { ...breadcrumb, data: { ...breadcrumb.data, url: scrubbed } };
}

/**
 * The `beforeSend` scrubber: an event (error or transaction) with `request.url` and every
 * breadcrumb's `data.url` scrubbed. Pure: the event passed in is not modified.
 */
export function scrubEvent<E extends SentryEvent>(event: E): E {
  const requestUrl = event.request?.url;
  const scrubbedUrl = requestUrl === undefined ? undefined : scrubReportedUrl(requestUrl);
  const breadcrumbs = event.breadcrumbs?.map(scrubBreadcrumb);
  const breadcrumbsChanged =
    breadcrumbs !== undefined && breadcrumbs.some((crumb, i) => crumb !== event.breadcrumbs?.[i]);
  if (scrubbedUrl === requestUrl && !breadcrumbsChanged) return event;
  return {
    ...event,
    ...(scrubbedUrl !== requestUrl ? { request: { ...event.request, url: scrubbedUrl } } : {}),
    ...(breadcrumbsChanged ? { breadcrumbs } : {}),
  };
}

type SpanJson = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];
const SPAN_URL_KEYS = ['url', 'http.url', 'url.full'] as const;
const SPAN_QUERY_KEYS = ['http.query', 'url.query'] as const;

/**
 * The `beforeSendSpan` scrubber: outgoing-request spans (browser tracing) record the called URL
 * and its query in their data; the same rule applies to them.
 */
export function scrubSpan(span: SpanJson): SpanJson {
  const data = { ...span.data };
  let underApi = false;
  for (const key of SPAN_URL_KEYS) {
    const value = data[key];
    if (typeof value !== 'string') continue;
    underApi ||= isApiUrl(value) === true;
    data[key] = scrubReportedUrl(value);
  }
  if (underApi) {
    for (const key of SPAN_QUERY_KEYS) {
      const value = data[key];
      if (typeof value === 'string') data[key] = stripQuery(value);
    }
  }
  const changed = Object.keys(data).some((key) => data[key] !== span.data[key]);
  return changed ? { ...span, data } : span;
}

/* ------------------------------------------------------------------------------------------ */
/* Scheduling                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** The parts of `window` the scheduler uses. */
export interface PaintWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout?: number }) => number;
  setTimeout(callback: () => void, ms: number): number;
}

/** Longest wait for an idle period before the task runs anyway. */
export const IDLE_CALLBACK_TIMEOUT_MS = 2_000;

/**
 * Runs `task` after the window's load event and then an idle period (requestIdleCallback, else a
 * 1 ms timeout), so that whatever it loads (Sentry) never competes with first paint.
 */
export function scheduleAfterFirstPaint(task: () => void, win: PaintWindow = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => task(), { timeout: IDLE_CALLBACK_TIMEOUT_MS });
    } else {
      win.setTimeout(() => task(), 1);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

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
      logger.warn(
        'Error reporting is enabled but its key (VITE_SENTRY_DSN) was not provided; reporting stays off.',
      );
      return turnOff();
    }
    status = 'loading';
    try {
      const module = await loadSentry();
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

/** The app's reporter: Sentry is fetched as its own chunk when `startErrorReporting` runs. */
export const errorReporter: ErrorReporter = createErrorReporter();

export function startErrorReporting(config: ReportingConfig): Promise<boolean> {
  return errorReporter.start(config);
}

export function reportError(error: unknown, context?: ErrorContext): void {
  errorReporter.reportError(error, context);
}

export function setReportedUser(user: ReportedUser | null): void {
  errorReporter.setUser(user);
}
