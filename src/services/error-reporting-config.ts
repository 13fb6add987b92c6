/**
 * The pure part of error reporting (SPEC §1, §9): which build configuration turns reporting on,
 * and the library defaults it runs with. No Sentry import here, so the app can decide whether
 * reporting starts without loading the SDK.
 */

/** The build variables error reporting reads (Vite's `import.meta.env` satisfies this). */
export interface ReportingEnv {
  MODE?: string;
  VITE_SENTRY_DSN?: string;
  VITE_SENTRY_ENABLED?: string;
  VITE_SENTRY_ENVIRONMENT?: string;
  VITE_SENTRY_TRACES_SAMPLE_RATE?: string;
  VITE_APP_VERSION?: string;
  VITE_SENTRY_SERVICE_NAME?: string;
}

export interface ReportingConfig {
  /** Production environment, or the enable flag is exactly the string 'true'. */
  enabled: boolean;
  /** The error-reporting key; reporting stays off without it. */
  dsn: string | undefined;
  environment: string;
  tracesSampleRate: number;
  release: string;
  serviceName: string;
}

export const DEFAULT_ENVIRONMENT = 'development';
export const PRODUCTION_ENVIRONMENT = 'production';
export const DEFAULT_TRACES_SAMPLE_RATE = 1.0;
export const DEFAULT_RELEASE = '1.0.0';
export const DEFAULT_SERVICE_NAME = 'roomwalk-web';

/** SPEC §9 "Other": error-reporting library defaults. */
export const MAX_BREADCRUMBS = 100;
export const LINKED_ERRORS_LIMIT = 5;
export const IDLE_TRACE_TIMEOUT_MS = 1_000;
export const FINAL_TRACE_TIMEOUT_MS = 30_000;
// Sentry 10 has no heartbeat option; browserTracingIntegration's childSpanTimeout replaced it.
export const TRACE_HEARTBEAT_MS = 5_000;

/** Logged once when the build turns reporting on without its key. */
export const MISSING_KEY_WARNING =
  'Error reporting is enabled but its key (VITE_SENTRY_DSN) was not provided; reporting stays off.';

/** Whether reporting would start: on in the build, and with its key. */
export function reportsWith(config: ReportingConfig): boolean {
  return config.enabled && config.dsn !== undefined;
}

/** An unset or blank build variable counts as absent (`VITE_X=` in a .env file). */
function present(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A decimal number in 0..1; anything else (blank, text, out of range) gives the default. */
export function parseTracesSampleRate(value: string | undefined): number {
  const text = present(value);
  if (text === undefined || !DECIMAL.test(text)) return DEFAULT_TRACES_SAMPLE_RATE;
  const rate = Number(text);
  return rate >= 0 && rate <= 1 ? rate : DEFAULT_TRACES_SAMPLE_RATE;
}

export function resolveReportingConfig(env: ReportingEnv): ReportingConfig {
  const environment =
    present(env.VITE_SENTRY_ENVIRONMENT) ?? present(env.MODE) ?? DEFAULT_ENVIRONMENT;
  return {
    enabled: environment === PRODUCTION_ENVIRONMENT || env.VITE_SENTRY_ENABLED === 'true',
    dsn: present(env.VITE_SENTRY_DSN),
    environment,
    tracesSampleRate: parseTracesSampleRate(env.VITE_SENTRY_TRACES_SAMPLE_RATE),
    release: present(env.VITE_APP_VERSION) ?? DEFAULT_RELEASE,
    serviceName: present(env.VITE_SENTRY_SERVICE_NAME) ?? DEFAULT_SERVICE_NAME,
  };
}

/**
 * The run-time flags a SUPERADMIN sets (GET /settings, src/contract/settings.ts): `enabled`
 * false is a kill switch; a tracesSampleRate replaces the build's rate, null keeps it.
 */
export interface ReportingFlags {
  enabled: boolean;
  tracesSampleRate: number | null;
}

/**
 * The build's configuration with the run-time flags applied. The flags can only turn reporting
 * off: a build that has it off (development, no enable flag) stays off whatever they say.
 */
export function applyReportingFlags(
  config: ReportingConfig,
  flags: ReportingFlags,
): ReportingConfig {
  return {
    ...config,
    enabled: config.enabled && flags.enabled,
    tracesSampleRate: flags.tracesSampleRate ?? config.tracesSampleRate,
  };
}
