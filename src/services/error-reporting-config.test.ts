import { describe, expect, it } from 'vitest';
import {
  FINAL_TRACE_TIMEOUT_MS,
  IDLE_TRACE_TIMEOUT_MS,
  LINKED_ERRORS_LIMIT,
  MAX_BREADCRUMBS,
  TRACE_HEARTBEAT_MS,
  resolveReportingConfig,
} from './error-reporting-config';

describe('resolveReportingConfig: enable rules (SPEC §1)', () => {
  it('is enabled in the production environment without a flag', () => {
    expect(resolveReportingConfig({ MODE: 'production' }).enabled).toBe(true);
    expect(resolveReportingConfig({ VITE_SENTRY_ENVIRONMENT: 'production' }).enabled).toBe(true);
  });

  it('is enabled outside production when the flag is exactly the string true', () => {
    expect(resolveReportingConfig({ MODE: 'staging', VITE_SENTRY_ENABLED: 'true' }).enabled).toBe(
      true,
    );
  });

  it.each(['TRUE', 'True', '1', 'yes', ' true', ''])('is not enabled by the flag %j', (flag) => {
    expect(resolveReportingConfig({ MODE: 'development', VITE_SENTRY_ENABLED: flag }).enabled).toBe(
      false,
    );
  });

  it('is off by default, in development', () => {
    const config = resolveReportingConfig({});
    expect(config.environment).toBe('development');
    expect(config.enabled).toBe(false);
  });
});

describe('resolveReportingConfig: environment precedence', () => {
  it('takes the configured environment name before the build mode', () => {
    expect(
      resolveReportingConfig({ VITE_SENTRY_ENVIRONMENT: 'staging', MODE: 'production' }),
    ).toMatchObject({ environment: 'staging', enabled: false });
  });

  it('falls back to the build mode', () => {
    expect(resolveReportingConfig({ MODE: 'test' }).environment).toBe('test');
  });

  it('falls back to development, treating blank values as unset', () => {
    expect(resolveReportingConfig({ VITE_SENTRY_ENVIRONMENT: ' ', MODE: '' }).environment).toBe(
      'development',
    );
  });
});

describe('resolveReportingConfig: trace sample rate', () => {
  it('defaults to 1.0', () => {
    expect(resolveReportingConfig({}).tracesSampleRate).toBe(1);
  });

  it.each([
    ['0', 0],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['1', 1],
    [' 0.1 ', 0.1],
  ])('reads %j as %d', (value, rate) => {
    expect(resolveReportingConfig({ VITE_SENTRY_TRACES_SAMPLE_RATE: value }).tracesSampleRate).toBe(
      rate,
    );
  });

  it.each(['', 'abc', '1.5', '-0.1', 'NaN', 'Infinity', '0x1', '1e-1'])(
    'falls back to 1.0 for %j',
    (value) => {
      expect(
        resolveReportingConfig({ VITE_SENTRY_TRACES_SAMPLE_RATE: value }).tracesSampleRate,
      ).toBe(1);
    },
  );
});

describe('resolveReportingConfig: release, service name and key', () => {
  it('defaults the release to 1.0.0 and the service name to roomwalk-web', () => {
    expect(resolveReportingConfig({})).toMatchObject({
      release: '1.0.0',
      serviceName: 'roomwalk-web',
      dsn: undefined,
    });
  });

  it('takes the configured app version, service name and key', () => {
    expect(
      resolveReportingConfig({
        VITE_APP_VERSION: '2.3.4',
        VITE_SENTRY_SERVICE_NAME: 'roomwalk-admin',
        VITE_SENTRY_DSN: 'https://public@o1.ingest.example/1',
      }),
    ).toMatchObject({
      release: '2.3.4',
      serviceName: 'roomwalk-admin',
      dsn: 'https://public@o1.ingest.example/1',
    });
  });

  it('treats a blank key as not provided', () => {
    expect(resolveReportingConfig({ VITE_SENTRY_DSN: '' }).dsn).toBeUndefined();
  });
});

describe('library defaults (SPEC §9)', () => {
  it('are 100 breadcrumbs, 5 linked causes, 1 s idle, 30 s final, 5 s heartbeat', () => {
    expect([
      MAX_BREADCRUMBS,
      LINKED_ERRORS_LIMIT,
      IDLE_TRACE_TIMEOUT_MS,
      FINAL_TRACE_TIMEOUT_MS,
      TRACE_HEARTBEAT_MS,
    ]).toEqual([100, 5, 1000, 30000, 5000]);
  });
});
