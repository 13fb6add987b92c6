/**
 * Reading a response (SPEC §3, §8): the body parsed by its content type, the API error object of a
 * failure (message precedence, 429's wait), the data of a success checked, unwrapped and validated
 * by the caller's valibot schema.
 */
import * as v from 'valibot';
import { logger } from '../logger';
import {
  ApiRequestError,
  errorMessage,
  retryAfterSeconds,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './errors';
import { incomingData } from './escaping';
import type { Exchange } from './transport';
import type { RequestOptions } from './types';

export function parseBody(text: string, contentType: string): { value: unknown; parsed: boolean } {
  if (text === '') return { value: undefined, parsed: true };
  if (!/\bjson\b/i.test(contentType)) return { value: text, parsed: true };
  try {
    return { value: JSON.parse(text) as unknown, parsed: true };
  } catch {
    return { value: text, parsed: false };
  }
}

export interface ResponseContext {
  now: () => number;
  /** A failure was read: the CSRF handling looks at its status and message. */
  onRefused: (method: string, path: string, status: number, message: string) => Promise<void>;
}

export async function readResponse<T>(
  method: string,
  path: string,
  { response, text, blob }: Exchange,
  requestOptions: RequestOptions<T>,
  context: ResponseContext,
): Promise<T> {
  if (blob !== undefined) return blob as T;
  const { value, parsed } = parseBody(text, response.headers.get('content-type') ?? '');

  if (!response.ok) {
    const { message, generic } = errorMessage(value, response);
    if (response.status === 429) {
      const now = context.now();
      const seconds = retryAfterSeconds(response.headers.get('retry-after'), value, now);
      throw new ApiRequestError(message, {
        status: 429,
        data: value,
        generic,
        retryAfterSeconds: seconds,
        nextValidRequestTime: now + seconds * 1000,
      });
    }
    await context.onRefused(method, path, response.status, message);
    throw new ApiRequestError(message, { status: response.status, data: value, generic });
  }

  if (!parsed) {
    logger.warn(`${method} ${path} answered with JSON that cannot be read`);
    throw new ApiRequestError(UNEXPECTED_RESPONSE_MESSAGE, {
      status: response.status,
      data: value,
      generic: true,
    });
  }

  const data = incomingData(method, path, value, {
    strict: requestOptions.strict === true,
    status: response.status,
  });

  if (requestOptions.schema) {
    const result = v.safeParse(requestOptions.schema, data);
    if (!result.success) {
      logger.warn(`${method} ${path} answered with an unexpected shape`, v.flatten(result.issues));
      throw new ApiRequestError(UNEXPECTED_RESPONSE_MESSAGE, {
        status: response.status,
        data,
        generic: true,
      });
    }
    return result.output;
  }
  return data as T;
}
