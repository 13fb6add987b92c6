/**
 * What error reports may not carry (SPEC §7): the `token` and `key` query parameters of URLs under
 * /api/, removed from events, breadcrumbs and spans before Sentry sends them. Loaded together with
 * the Sentry SDK (error-reporting.ts), only when reporting starts.
 */
import type { Breadcrumb, BrowserOptions, Event as SentryEvent } from '@sentry/react';
import { logger } from './logger';

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
