/**
 * The one request client (SPEC §7 "Request clients", §8, §9 "Requests and data"). Its concerns
 * live in src/services/api/ (see api/client.ts for the map); this module is the entry point the
 * app imports from, with the same exports as before the split.
 */
export { createApiClient } from './api/client';
export type { ApiClient, ApiClientOptions, RequestBody, RequestOptions } from './api/types';
export {
  ApiRequestError,
  CHANGE_PASSWORD_FAILED,
  COMPLETE_PROFILE_FAILED,
  DEFAULT_RETRY_AFTER_SECONDS,
  DISABLE_TWO_FACTOR_FAILED,
  ENABLE_TWO_FACTOR_FAILED,
  FAILURE_MESSAGES,
  FETCH_PROFILE_FAILED,
  FORGOT_PASSWORD_FAILED,
  GET_SESSIONS_FAILED,
  LOGIN_FAILED,
  REFRESH_TOKEN_FAILED,
  REGISTRATION_FAILED,
  RESET_PASSWORD_FAILED,
  REVOKE_ALL_SESSIONS_FAILED,
  REVOKE_SESSION_FAILED,
  UNEXPECTED_RESPONSE_MESSAGE,
  VERIFY_TWO_FACTOR_FAILED,
  failureMessage,
  fieldErrorsOf,
  withFailureMessage,
} from './api/errors';
export type { ApiCall, ApiRequestErrorInit } from './api/errors';
export { cacheModeFor, resolveApiUrl, resourceTypeOf, safeRedirect } from './api/paths';
export type { ResourceType } from './api/paths';
export {
  MAX_NETWORK_RETRIES,
  REQUEST_TIMEOUT_MS,
  RETRY_BASE_DELAY_MS,
  TIMEOUT_MESSAGE,
  UPLOAD_TIMEOUT_MS,
  timeoutFor,
} from './api/transport';
export { CSRF_TOKEN_PATH } from './api/csrf';
export { KEPT_AS_TYPED_KEYS, RESPONSE_REJECTED_MESSAGE } from './api/escaping';
export { CACHE_ANALYTICS_PATH, cacheReportSender } from './api/statistics';
