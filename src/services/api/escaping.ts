/**
 * Content safety of requests and responses (SPEC §5, docs/decisions/0005).
 *
 * - Outgoing: a body matching a dangerous pattern is blocked before sending ('Request blocked due
 *   to suspicious content', 400); string values are HTML-escaped, except the values of keys
 *   matching KEPT_AS_TYPED_KEYS, which are sent exactly as typed (escaping a password or a
 *   one-time code would change it, and the server compares them byte for byte).
 * - Incoming: a response with dangerous content logs a warning, or is rejected when the caller
 *   asks for `strict`. A body of the form { data } alone is unwrapped. The server undid our
 *   escaping as it read the request (docs/decisions/0060): responses carry text as typed, and
 *   are read as they are (unescaping them again would turn a typed "&amp;" into "&").
 */
import { SUSPICIOUS_CONTENT_MESSAGE } from '../../contract/api-error';
import { KEPT_AS_TYPED_KEYS } from '../../contract/html-escaping';
import { escapeHtml, valueContainsDangerousContent } from '../content-safety';
import { logger } from '../logger';
import { ApiRequestError, isPlainRecord } from './errors';

export const RESPONSE_REJECTED_MESSAGE = 'Response rejected due to suspicious content';

/** Keys whose values are sent exactly as typed (src/contract/html-escaping.ts). */
export { KEPT_AS_TYPED_KEYS };

/** A body sent as it is (a form, a file, bytes, URL parameters), not as JSON. */
export function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    body instanceof URLSearchParams
  );
}

export interface OutgoingBody {
  payload: BodyInit | undefined;
  contentType: string | undefined;
}

/** The body as sent: raw bodies as they are, others checked, escaped and JSON-encoded. */
export function outgoingBody(
  method: string,
  path: string,
  body: unknown,
  escape: boolean,
): OutgoingBody {
  if (body === undefined || body === null) return { payload: undefined, contentType: undefined };
  if (isRawBody(body)) return { payload: body, contentType: undefined };
  if (valueContainsDangerousContent(body)) {
    logger.warn(`${method} ${path} was blocked: the body contains suspicious content`);
    throw new ApiRequestError(SUSPICIOUS_CONTENT_MESSAGE, { status: 400 });
  }
  const outgoing = escape ? escapeHtml(body, (key) => KEPT_AS_TYPED_KEYS.test(key)) : body;
  return { payload: JSON.stringify(outgoing), contentType: 'application/json' };
}

/** A successful response's data: checked for dangerous content and unwrapped. */
export function incomingData(
  method: string,
  path: string,
  value: unknown,
  { strict, status }: { strict: boolean; status: number },
): unknown {
  if (valueContainsDangerousContent(value)) {
    if (strict) {
      logger.warn(`${method} ${path} was rejected: the response contains suspicious content`);
      throw new ApiRequestError(RESPONSE_REJECTED_MESSAGE, { status, generic: true });
    }
    logger.warn(`${method} ${path}: the response contains potentially dangerous content`);
  }
  // The second client "reads the data field": a body that is only { data } is unwrapped.
  return isPlainRecord(value) && Object.keys(value).length === 1 && 'data' in value
    ? value.data
    : value;
}

/** An event's data, JSON-parsed: text as typed, like any response's (throws when not JSON). */
export function eventData(data: string): unknown {
  return JSON.parse(data) as unknown;
}
