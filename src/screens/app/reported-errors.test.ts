import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportingConfig } from '../../services/error-reporting-config';

const config = (overrides: Partial<ReportingConfig>): ReportingConfig => ({
  enabled: true,
  dsn: 'https://key@example.com/1',
  environment: 'production',
  tracesSampleRate: 1,
  release: '1.0.0',
  serviceName: 'roomwalk-web',
  ...overrides,
});

/** A stand-in for the reporter's module, recording what it is told, in order. */
function fakeReporting() {
  const calls: unknown[][] = [];
  const module = {
    setReportedUser: (user: unknown) => calls.push(['setReportedUser', user]),
    startErrorReporting: (started: ReportingConfig) => {
      calls.push(['startErrorReporting', started]);
      return Promise.resolve(true);
    },
    reportError: (error: unknown) => calls.push(['reportError', error]),
    errorReporter: {
      start: (started: ReportingConfig) => {
        calls.push(['errorReporter.start', started]);
        return Promise.resolve(false);
      },
    },
  };
  return { calls, module };
}

let fake: ReturnType<typeof fakeReporting>;
let loads = 0;

beforeEach(() => {
  vi.resetModules();
  fake = fakeReporting();
  loads = 0;
  vi.doMock('../../services/error-reporting', () => {
    loads += 1;
    return fake.module;
  });
});

afterEach(() => {
  vi.doUnmock('../../services/error-reporting');
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reported-errors', () => {
  it('does not load the reporter for a build without reporting, nor for a signed-in user', async () => {
    const { startErrorReporting, setReportedUser } = await import('./reported-errors');
    startErrorReporting(config({ enabled: false }));
    setReportedUser({ id: 'u1', email: 'a@example.com' });
    await settle();
    expect(loads).toBe(0);
  });

  it('loads and starts the reporter when the build reports, with the user already set', async () => {
    const { startErrorReporting, setReportedUser } = await import('./reported-errors');
    const user = { id: 'u1', email: 'a@example.com' };
    setReportedUser(user);
    const started = config({});
    startErrorReporting(started);
    await settle();
    expect(fake.calls).toEqual([
      ['setReportedUser', user],
      ['startErrorReporting', started],
    ]);
  });

  it('warns of a missing key without loading; a later error turns the reporter off first', async () => {
    const { logger } = await import('../../services/logger');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { MISSING_KEY_WARNING } = await import('../../services/error-reporting-config');
    const { startErrorReporting, reportError } = await import('./reported-errors');
    const started = config({ dsn: undefined });
    startErrorReporting(started);
    await settle();
    expect(warn).toHaveBeenCalledWith(MISSING_KEY_WARNING);
    expect(loads).toBe(0);
    const error = new Error('boom');
    reportError(error);
    await settle();
    expect(fake.calls).toEqual([
      ['setReportedUser', null],
      ['errorReporter.start', { ...started, enabled: false }],
      ['reportError', error],
    ]);
  });
});
