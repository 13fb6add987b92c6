/**
 * The run-time error-reporting flags (issue 9): a SUPERADMIN's kill switch and sample rate from
 * GET /settings, read through the app's request client from the real API in-process, and applied
 * to the build's configuration before reporting starts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSettings } from '../../server/superuser/settings';
import { signedInWithRole } from '../../tests/server/auth-helpers';
import { startRealApi } from '../../tests/support/real-api';
import { DEFAULT_APP_SETTINGS } from '../contract/settings';
import {
  applyReportingFlags,
  errorReporter,
  resolveReportingConfig,
  startErrorReporting,
  withRunTimeFlags,
  type ReportingConfig,
  type ReportingFlags,
} from './error-reporting';
import { readReportingFlags } from './error-reporting-settings';
import { logger } from './logger';

const DSN = 'https://public@o1.ingest.example/1';
/** A production build with its key and a 0.5 trace sample rate: it would report. */
const productionBuild: ReportingConfig = resolveReportingConfig({
  MODE: 'production',
  VITE_SENTRY_DSN: DSN,
  VITE_SENTRY_TRACES_SAMPLE_RATE: '0.5',
});
const developmentBuild: ReportingConfig = resolveReportingConfig({ MODE: 'development' });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('applyReportingFlags', () => {
  it('turns reporting off where the kill switch is off', () => {
    const applied = applyReportingFlags(productionBuild, {
      enabled: false,
      tracesSampleRate: null,
    });
    expect(applied).toEqual({ ...productionBuild, enabled: false });
  });

  it('never turns on reporting that the build keeps off', () => {
    expect(
      applyReportingFlags(developmentBuild, { enabled: true, tracesSampleRate: 0.2 }).enabled,
    ).toBe(false);
  });

  it("replaces the build's sample rate with a set one, and keeps it for null", () => {
    expect(applyReportingFlags(productionBuild, { enabled: true, tracesSampleRate: 0 })).toEqual({
      ...productionBuild,
      tracesSampleRate: 0,
    });
    expect(applyReportingFlags(productionBuild, { enabled: true, tracesSampleRate: null })).toEqual(
      productionBuild,
    );
  });
});

describe('withRunTimeFlags', () => {
  it('does not read the flags when the build would not report anyway', async () => {
    const read = vi.fn(async (): Promise<ReportingFlags> => ({
      enabled: true,
      tracesSampleRate: 1,
    }));
    expect(await withRunTimeFlags(developmentBuild, read)).toBe(developmentBuild);
    const noKey = { ...productionBuild, dsn: undefined };
    expect(await withRunTimeFlags(noKey, read)).toBe(noKey);
    expect(read).not.toHaveBeenCalled();
  });

  it("keeps the build's configuration, with a warning, when the flags cannot be read", async () => {
    const failure = new Error('offline');
    const config = await withRunTimeFlags(productionBuild, () => Promise.reject(failure));
    expect(config).toBe(productionBuild);
    expect(warn).toHaveBeenCalledWith(
      "The error-reporting settings could not be read; the build's configuration applies.",
      failure,
    );
  });
});

describe('startErrorReporting', () => {
  it('keeps reporting off when the kill switch is off, without loading the SDK', async () => {
    const read = vi.fn(async (): Promise<ReportingFlags> => ({
      enabled: false,
      tracesSampleRate: null,
    }));
    expect(await startErrorReporting(productionBuild, read)).toBe(false);
    expect(read).toHaveBeenCalledOnce();
    expect(errorReporter.status).toBe('off');
  });
});

describe('readReportingFlags, through the request client, from the real API', () => {
  let server: Awaited<ReturnType<typeof startRealApi>>;
  beforeAll(async () => {
    server = await startRealApi();
  }, 30_000);
  afterAll(() => server.close());

  it("reads the defaults, then a SUPERADMIN's kill switch, and falls back when offline", async () => {
    expect(await readReportingFlags(server.api.client)).toEqual(
      DEFAULT_APP_SETTINGS.errorReporting,
    );
    expect(
      await withRunTimeFlags(productionBuild, () => readReportingFlags(server.api.client)),
    ).toEqual(productionBuild);

    const superadmin = await signedInWithRole(server, 'SUPERADMIN');
    await saveSettings(
      server.db,
      { userId: superadmin.account.profile.id, role: 'SUPERADMIN' },
      { errorReporting: { enabled: false, tracesSampleRate: 0.1 } },
      server.clock.now(),
    );
    expect(await readReportingFlags(server.api.client)).toEqual({
      enabled: false,
      tracesSampleRate: 0.1,
    });
    expect(
      await withRunTimeFlags(productionBuild, () => readReportingFlags(server.api.client)),
    ).toEqual({ ...productionBuild, enabled: false, tracesSampleRate: 0.1 });

    server.makeUnreachable('/settings');
    try {
      await expect(readReportingFlags(server.api.client)).rejects.toThrow();
      expect(
        await withRunTimeFlags(productionBuild, () => readReportingFlags(server.api.client)),
      ).toBe(productionBuild);
    } finally {
      server.makeUnreachable(null);
    }
  });
});
