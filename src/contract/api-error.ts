import * as v from 'valibot';

/** SPEC §3's API error object, the one JSON error shape of every failing call. */
export const ApiErrorBodySchema = v.object({
  message: v.string(),
  status: v.number(),
  data: v.optional(
    v.object({
      /** Field name → messages, for a request that failed validation. */
      fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
      /** Seconds until another attempt may succeed (429). */
      retryAfter: v.optional(v.number()),
      /** Sign-in attempts left before the account is locked. */
      attemptsRemaining: v.optional(v.number()),
      /** Why a resource is not available, when there are several reasons (e.g. 'unpublished'). */
      reason: v.optional(v.string()),
      requestId: v.optional(v.string()),
    }),
  ),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const SUSPICIOUS_CONTENT_MESSAGE = 'Request blocked due to suspicious content';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
/** 403 for a signed-in user whose role the route does not allow (docs/decisions/0010). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to access this resource';
