import type { ErrorContext, ReportedUser } from '../../services/error-reporting';
import {
  MISSING_KEY_WARNING,
  reportsWith,
  type ReportingConfig,
} from '../../services/error-reporting-config';
import { logger } from '../../services/logger';

type ReportingModule = typeof import('../../services/error-reporting');

/**
 * The app's side of error reporting (src/services/error-reporting.ts). The reporter's module loads
 * only when it has something to do: the build turns reporting on with its key, or an error is
 * reported. A visitor of a build without reporting who meets no error never loads it
 * (docs/decisions/0059).
 * What the reporter would have been told before it loaded (the signed-in user, a start with
 * reporting off) is told to it as it arrives, before anything else.
 */
let reportingModule: ReportingModule | undefined;
let loading: Promise<ReportingModule> | undefined;
let startedWith: ReportingConfig | undefined;
let reportedUser: ReportedUser | null = null;

/** The reporter's module; a failed download is tried again on the next use. */
function loadReporting(): Promise<ReportingModule> {
  loading ??= import('../../services/error-reporting').then(
    (loaded) => {
      reportingModule = loaded;
      loaded.setReportedUser(reportedUser);
      // Off in this build: the reporter turns off at once, as it would have at the start (its
      // warning about a missing key was logged then).
      if (startedWith && !reportsWith(startedWith)) {
        void loaded.errorReporter.start({ ...startedWith, enabled: false });
      }
      return loaded;
    },
    (failure: unknown) => {
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}

/** Starts the reporter with the build's configuration: loads it only when it would report. */
export function startErrorReporting(config: ReportingConfig): void {
  startedWith = config;
  if (reportingModule) {
    void reportingModule.startErrorReporting(config);
  } else if (reportsWith(config)) {
    loadReporting().then(
      (loaded) => void loaded.startErrorReporting(config),
      (failure: unknown) => logger.error('Error reporting did not load', failure),
    );
  } else if (config.enabled) {
    logger.warn(MISSING_KEY_WARNING);
  }
}

export function reportError(error: unknown, context?: ErrorContext): void {
  if (reportingModule) {
    reportingModule.reportError(error, context);
    return;
  }
  loadReporting().then(
    (loaded) => loaded.reportError(error, context),
    (failure: unknown) =>
      logger.error(
        'Error (error reporting did not load)',
        error,
        ...(context?.componentStack !== undefined ? [context.componentStack] : []),
        failure,
      ),
  );
}

export function setReportedUser(user: ReportedUser | null): void {
  reportedUser = user;
  reportingModule?.setReportedUser(user);
}
