import type { Breadcrumb, BrowserOptions, ErrorEvent, User } from '@sentry/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import {
  createErrorReporter,
  resolveReportingConfig,
  scheduleAfterFirstPaint,
  type PaintWindow,
  type ReportingConfig,
  type ReportingEnv,
  type SentryModule,
} from './error-reporting';
import { scrubBreadcrumb, scrubEvent, scrubReportedUrl, scrubSpan } from './error-reporting-scrub';

/* A hand-written stand-in for @sentry/react, the outside service, recording what it is asked. */
interface FakeSentry extends SentryModule {
  inits: BrowserOptions[];
  captured: { exception: unknown; hint: unknown }[];
  users: (User | null)[];
  integrationOptions: Record<string, unknown>;
}

function fakeSentry(overrides: Partial<SentryModule> = {}): FakeSentry {
  const fake: FakeSentry = {
    inits: [],
    captured: [],
    users: [],
    integrationOptions: {},
    init(options) {
      fake.inits.push(options);
      return {};
    },
    captureException(exception, hint) {
      fake.captured.push({ exception, hint });
      return 'event-id';
    },
    setUser(user) {
      fake.users.push(user);
    },
    browserTracingIntegration(options) {
      fake.integrationOptions.BrowserTracing = options;
      return { name: 'BrowserTracing', setup() {}, afterAllSetup() {} };
    },
    linkedErrorsIntegration(options) {
      fake.integrationOptions.LinkedErrors = options;
      return { name: 'LinkedErrors' };
    },
    browserSessionIntegration(options) {
      fake.integrationOptions.BrowserSession = options ?? {};
      return { name: 'BrowserSession' };
    },
    ...overrides,
  };
  return fake;
}

const DSN = 'https://public@o1.ingest.example/1';
const enabledConfig = (overrides: Partial<ReportingConfig> = {}): ReportingConfig => ({
  ...resolveReportingConfig({ MODE: 'production', VITE_SENTRY_DSN: DSN }),
  ...overrides,
});

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
  error = vi.spyOn(logger, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('scrubReportedUrl (SPEC §7)', () => {
  it('removes token and key from absolute /api/ URLs and keeps every other parameter', () => {
    expect(
      scrubReportedUrl('https://roomwalk.example/api/v1/tours?token=abc&page=2&key=k1&q=a%20b#top'),
    ).toBe('https://roomwalk.example/api/v1/tours?page=2&q=a%20b#top');
  });

  it('removes them from relative /api/ URLs', () => {
    expect(scrubReportedUrl('/api/v1/assets/1.glb?key=secret&v=3')).toBe(
      '/api/v1/assets/1.glb?v=3',
    );
    expect(scrubReportedUrl('/api/csrf-token?token=t')).toBe('/api/csrf-token');
    expect(scrubReportedUrl('//cdn.example/api/x?Token=t&a=1')).toBe('//cdn.example/api/x?a=1');
  });

  it('removes every occurrence, encoded names too, and only exact names', () => {
    expect(scrubReportedUrl('/api/x?token=1&token=2&tok%65n=3&tokens=4&monkey=5&key')).toBe(
      '/api/x?tokens=4&monkey=5',
    );
  });

  it('leaves URLs outside /api/ unchanged', () => {
    for (const url of [
      'https://roomwalk.example/tours?token=abc&key=k',
      '/auth/reset-password?token=abc',
      '/apiary?token=abc',
      '/v1/api/x?token=abc',
    ]) {
      expect(scrubReportedUrl(url)).toBe(url);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves /api/ URLs without those parameters exactly as written', () => {
    const url = '/api/v1/tours?b=2&a=1&x=%7E';
    expect(scrubReportedUrl(url)).toBe(url);
  });

  it('returns an unparsable URL unchanged and logs a warning without its query', () => {
    const url = 'http://[::1/api/x?token=secret';
    expect(scrubReportedUrl(url)).toBe(url);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not parse a URL/);
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain('secret');
  });
});

describe('event, breadcrumb and span scrubbing', () => {
  it('scrubs event.request.url and breadcrumb data urls without modifying the event', () => {
    const event: ErrorEvent = {
      type: undefined,
      request: { url: 'https://roomwalk.example/api/v1/me?token=abc&lang=nl', method: 'GET' },
      breadcrumbs: [
        { category: 'fetch', data: { method: 'GET', url: '/api/v1/tours?key=k&page=1' } },
        { category: 'xhr', data: { url: '/api/v1/x?token=t' } },
        { category: 'navigation', data: { from: '/a', to: '/b' } },
      ],
    };
    const before = structuredClone(event);
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request).toEqual({
      url: 'https://roomwalk.example/api/v1/me?lang=nl',
      method: 'GET',
    });
    expect(scrubbed.breadcrumbs?.map((crumb) => crumb.data)).toEqual([
      { method: 'GET', url: '/api/v1/tours?page=1' },
      { url: '/api/v1/x' },
      { from: '/a', to: '/b' },
    ]);
    expect(event).toEqual(before);
  });

  it('returns the same event when there is nothing to scrub', () => {
    const event: ErrorEvent = { type: undefined, request: { url: 'https://roomwalk.example/' } };
    expect(scrubEvent(event)).toBe(event);
  });

  it('scrubs a breadcrumb data url as it is recorded', () => {
    const crumb: Breadcrumb = {
      category: 'fetch',
      data: { url: '/api/v1/a?token=1', status_code: 200 },
    };
    expect(scrubBreadcrumb(crumb).data).toEqual({ url: '/api/v1/a', status_code: 200 });
    const console: Breadcrumb = { category: 'console', message: 'hello' };
    expect(scrubBreadcrumb(console)).toBe(console);
  });

  it('scrubs outgoing-request span urls and queries under /api/', () => {
    const span = {
      span_id: 's',
      trace_id: 't',
      start_timestamp: 0,
      data: {
        url: '/api/v1/a?token=1&b=2',
        'http.url': 'https://roomwalk.example/api/v1/a?token=1&b=2',
        'http.query': '?token=1&b=2',
        'http.method': 'GET',
      },
    };
    expect(scrubSpan(span).data).toEqual({
      url: '/api/v1/a?b=2',
      'http.url': 'https://roomwalk.example/api/v1/a?b=2',
      'http.query': '?b=2',
      'http.method': 'GET',
    });
    const other = { ...span, data: { url: '/tours?token=1', 'http.query': '?token=1' } };
    expect(scrubSpan(other)).toBe(other);
  });
});

describe('scheduleAfterFirstPaint', () => {
  /** A task scheduled on a fake window in `readyState`, with or without requestIdleCallback. */
  function scheduleOnFakeWindow(readyState: DocumentReadyState, idle: boolean) {
    const loadListeners: (() => void)[] = [];
    const idleCallbacks: (() => void)[] = [];
    const timeouts: { callback: () => void; ms: number }[] = [];
    const win: PaintWindow = {
      document: { readyState },
      addEventListener: (_type, listener) => loadListeners.push(listener),
      setTimeout: (callback, ms) => timeouts.push({ callback, ms }),
      ...(idle ? { requestIdleCallback: (callback) => idleCallbacks.push(callback) } : {}),
    };
    const task = vi.fn();
    scheduleAfterFirstPaint(task, win);
    return { task, loadListeners, idleCallbacks, timeouts };
  }

  it('waits for the load event, then an idle period', () => {
    const { task, loadListeners, idleCallbacks } = scheduleOnFakeWindow('loading', true);
    expect(loadListeners).toHaveLength(1);
    loadListeners[0]?.();
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the idle step when the page has already loaded', () => {
    const { task, loadListeners, idleCallbacks } = scheduleOnFakeWindow('complete', true);
    expect(loadListeners).toHaveLength(0);
    idleCallbacks[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 1 ms timeout without requestIdleCallback', () => {
    const { task, loadListeners, timeouts } = scheduleOnFakeWindow('interactive', false);
    loadListeners[0]?.();
    expect(timeouts.map((t) => t.ms)).toEqual([1]);
    timeouts[0]?.callback();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('createErrorReporter: start', () => {
  /** Starts a reporter configured from `env` and checks that it stays off, Sentry not loaded. */
  async function expectStartToStayOff(env: ReportingEnv) {
    const load = vi.fn(() => Promise.resolve(fakeSentry()));
    const reporter = createErrorReporter(load);
    await expect(reporter.start(resolveReportingConfig(env))).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(reporter.status).toBe('off');
  }

  it('does nothing when reporting is not enabled', async () => {
    await expectStartToStayOff({ MODE: 'development' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns that the key was not provided and stays off when enabled without a DSN', async () => {
    await expectStartToStayOff({ MODE: 'production' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/VITE_SENTRY_DSN.*not provided/));
  });

  it('initialises Sentry with the config, library defaults, integrations and scrubbers', async () => {
    const sentry = fakeSentry();
    const reporter = createErrorReporter(() => Promise.resolve(sentry));
    const config = resolveReportingConfig({
      MODE: 'staging',
      VITE_SENTRY_ENABLED: 'true',
      VITE_SENTRY_DSN: DSN,
      VITE_SENTRY_TRACES_SAMPLE_RATE: '0.2',
      VITE_APP_VERSION: '2.0.0',
    });
    await expect(reporter.start(config)).resolves.toBe(true);
    expect(reporter.status).toBe('running');
    expect(sentry.inits).toHaveLength(1);
    const options = sentry.inits[0];
    expect(options).toMatchObject({
      dsn: DSN,
      environment: 'staging',
      release: '2.0.0',
      tracesSampleRate: 0.2,
      maxBreadcrumbs: 100,
      initialScope: { tags: { service: 'roomwalk-web' } },
    });
    expect(options?.integrations).toEqual([
      expect.objectContaining({ name: 'BrowserTracing' }),
      expect.objectContaining({ name: 'LinkedErrors' }),
      expect.objectContaining({ name: 'BrowserSession' }),
    ]);
    expect(sentry.integrationOptions).toEqual({
      BrowserTracing: { idleTimeout: 1000, finalTimeout: 30000, childSpanTimeout: 5000 },
      LinkedErrors: { limit: 5 },
      BrowserSession: {},
    });

    const event: ErrorEvent = { type: undefined, request: { url: '/api/v1/x?token=t&a=1' } };
    const sent = await options?.beforeSend?.(event, {});
    expect(sent?.request?.url).toBe('/api/v1/x?a=1');
    const crumb = options?.beforeBreadcrumb?.({ category: 'xhr', data: { url: '/api/y?key=k' } });
    expect(crumb?.data?.url).toBe('/api/y');
  });

  it('starts once: a second start returns the first result without loading again', async () => {
    const load = vi.fn(() => Promise.resolve(fakeSentry()));
    const reporter = createErrorReporter(load);
    const first = reporter.start(enabledConfig());
    const second = reporter.start(enabledConfig());
    expect(second).toBe(first);
    await expect(second).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs an initialisation failure and stays off', async () => {
    const failure = new Error('bad DSN');
    const sentry = fakeSentry({
      init: () => {
        throw failure;
      },
    });
    const reporter = createErrorReporter(() => Promise.resolve(sentry));
    await expect(reporter.start(enabledConfig())).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/failed to initialise/), failure);
    expect(reporter.status).toBe('off');

    reporter.reportError(new Error('later'));
    expect(sentry.captured).toHaveLength(0);
  });

  it('logs a failure to load the SDK chunk and stays off', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const reporter = createErrorReporter(() => Promise.reject(failure));
    await expect(reporter.start(enabledConfig())).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/failed to initialise/), failure);
  });
});

describe('createErrorReporter: reportError', () => {
  it('sends the error with its component stack in contexts.react when running', async () => {
    const sentry = fakeSentry();
    const reporter = createErrorReporter(() => Promise.resolve(sentry));
    await reporter.start(enabledConfig());
    const boom = new Error('boom');
    reporter.reportError(boom, { componentStack: '\n    at TourViewer' });
    expect(sentry.captured).toEqual([
      { exception: boom, hint: { contexts: { react: { componentStack: '\n    at TourViewer' } } } },
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('queues errors reported before Sentry has loaded and flushes them once it starts', async () => {
    const sentry = fakeSentry();
    let finishLoading: (module: SentryModule) => void = () => {};
    const reporter = createErrorReporter(
      () => new Promise<SentryModule>((resolve) => (finishLoading = resolve)),
    );
    const early = new Error('before start');
    reporter.reportError(early, { componentStack: 'at App' });
    const starting = reporter.start(enabledConfig());
    expect(reporter.status).toBe('loading');
    const during = new Error('while loading');
    reporter.reportError(during);
    expect(sentry.captured).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(2); // still visible in the console meanwhile

    finishLoading(sentry);
    await starting;
    expect(sentry.captured).toEqual([
      { exception: early, hint: { contexts: { react: { componentStack: 'at App' } } } },
      { exception: during, hint: {} },
    ]);
  });

  it('logs the error, component stack included, when reporting is off', async () => {
    const reporter = createErrorReporter(() => Promise.resolve(fakeSentry()));
    await reporter.start(resolveReportingConfig({}));
    const boom = new Error('boom');
    reporter.reportError(boom, { componentStack: 'at Pricing' });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/off/), boom, 'at Pricing');
  });

  it('drops the queue without sending it when reporting turns out to be off', async () => {
    const sentry = fakeSentry();
    const reporter = createErrorReporter(() => Promise.resolve(sentry));
    reporter.reportError(new Error('early'));
    await reporter.start(resolveReportingConfig({ MODE: 'production' }));
    expect(sentry.captured).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('createErrorReporter: setUser (SPEC §3)', () => {
  const agent = { id: 'u1', email: 'agent@roomwalk.example' };

  it('remembers a user set before start and applies it when Sentry starts', async () => {
    const sentry = fakeSentry();
    const reporter = createErrorReporter(() => Promise.resolve(sentry));
    reporter.setUser(agent);
    expect(sentry.users).toEqual([]);
    await reporter.start(enabledConfig());
    expect(sentry.users).toEqual([
      { id: 'u1', email: 'agent@roomwalk.example', username: 'agent@roomwalk.example' },
    ]);
  });

  it('tags errors queued before start with the user of that moment', async () => {
    const sentry = fakeSentry();
    const reporter = createErrorReporter(() => Promise.resolve(sentry));
    reporter.setUser({ ...agent, username: 'agent1' });
    reporter.reportError(new Error('early'));
    await reporter.start(enabledConfig());
    expect(sentry.captured[0]?.hint).toEqual({
      user: { id: 'u1', email: 'agent@roomwalk.example', username: 'agent1' },
    });
  });

  it('sets and clears the user directly once running', async () => {
    const sentry = fakeSentry();
    const reporter = createErrorReporter(() => Promise.resolve(sentry));
    await reporter.start(enabledConfig());
    reporter.setUser({ ...agent, username: 'agent1' });
    reporter.setUser(null);
    expect(sentry.users).toEqual([
      { id: 'u1', email: 'agent@roomwalk.example', username: 'agent1' },
      null,
    ]);
  });
});

describe('with the real @sentry/react SDK (only its network replaced by a recording transport)', () => {
  it('sends a scrubbed event tagged with the service, user and component stack', async () => {
    const Sentry = await import('@sentry/react');
    const envelopes: string[] = [];
    const reporter = createErrorReporter(() =>
      Promise.resolve({
        ...Sentry,
        init: (options: BrowserOptions) =>
          Sentry.init({
            ...options,
            transport: (transportOptions) =>
              Sentry.createTransport(transportOptions, (request) => {
                envelopes.push(
                  typeof request.body === 'string'
                    ? request.body
                    : new TextDecoder().decode(request.body),
                );
                return Promise.resolve({ statusCode: 200 });
              }),
          }),
      }),
    );
    const page = window.location.href;
    window.history.pushState(null, '', '/api/v1/tours/7?token=secret-token&view=3d');
    try {
      reporter.setUser({ id: 'u1', email: 'agent@roomwalk.example' });
      await expect(reporter.start(enabledConfig({ tracesSampleRate: 0 }))).resolves.toBe(true);
      Sentry.addBreadcrumb({ category: 'fetch', data: { url: '/api/v1/me?key=secret-key&x=1' } });
      reporter.reportError(new Error('boom'), { componentStack: '\n    at TourViewer' });
      await Sentry.flush(2000);

      const items = envelopes.flatMap((envelope) =>
        envelope
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      const event = items.find((item) => item.exception !== undefined) as ErrorEvent | undefined;
      expect(event?.request?.url).toBe(`${window.location.origin}/api/v1/tours/7?view=3d`);
      expect(event?.tags).toMatchObject({ service: 'roomwalk-web' });
      expect(event?.user).toMatchObject({
        id: 'u1',
        email: 'agent@roomwalk.example',
        username: 'agent@roomwalk.example',
      });
      expect(event?.contexts?.react).toEqual({ componentStack: '\n    at TourViewer' });
      expect(event?.breadcrumbs?.find((crumb) => crumb.category === 'fetch')?.data).toEqual({
        url: '/api/v1/me?x=1',
      });
      expect(envelopes.join('\n')).not.toMatch(/secret-(token|key)/);
      expect(items.some((item) => item.type === 'session')).toBe(true); // session tracking on
    } finally {
      await Sentry.close();
      window.history.replaceState(null, '', page);
    }
  });
});
