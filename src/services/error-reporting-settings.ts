/**
 * Reads the error-reporting flags of GET /settings (issue 9) through the app's request client.
 * A module of its own, fetched only when the build would start reporting: the first load of the
 * app does not carry it.
 */
import { PublicSettingsSchema } from '../contract/settings';
import { createApiClient, type ApiClient } from './api-client';
import type { ReportingFlags } from './error-reporting-config';
import { reloadPage } from './page-reload';

/** The settings are read before any session exists, so this client never signs its requests. */
function anonymousClient(): ApiClient {
  return createApiClient({
    getAccessToken: async () => null,
    refreshSession: async () => false,
    onSessionExpired: () => {},
    reloadPage,
  });
}

/** Longest wait for the settings: error reporting should not start long after first paint. */
export const SETTINGS_TIMEOUT_MS = 10_000;

/** GET /settings' error-reporting flags; rejects when the call fails or the answer is malformed. */
export async function readReportingFlags(
  client: Pick<ApiClient, 'get'> = anonymousClient(),
): Promise<ReportingFlags> {
  const settings = await client.get('/settings', {
    auth: false,
    schema: PublicSettingsSchema,
    timeoutMs: SETTINGS_TIMEOUT_MS,
  });
  return settings.errorReporting;
}
