import type { Context } from 'hono';
import * as v from 'valibot';
import { SUSPICIOUS_CONTENT_MESSAGE } from '../../src/contract/api-error';
import { readBodyBytes } from './body-stream';
import { ApiError, badRequest } from './errors';

/** The largest JSON body any call accepts. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * SPEC §5: request bodies that match a dangerous pattern are blocked: script tags,
 * javascript: URLs, inline event-handler attributes, data: URLs, iframe, embed, object,
 * and img with onerror.
 */
const DANGEROUS_PATTERNS = [
  /<\s*script\b/i,
  /javascript\s*:/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /\bdata:\s*[a-z]+\/[a-z0-9.+-]+[;,]/i,
  /<\s*iframe\b/i,
  /<\s*embed\b/i,
  /<\s*object\b/i,
  /<\s*img\b[^>]*\bonerror\b/i,
];

export function isSuspicious(text: string): boolean {
  return DANGEROUS_PATTERNS.some((pattern) => pattern.test(text));
}

/** Every string in a parsed JSON value, keys included, so no escaping hides a pattern. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item);
    }
  }
}

async function readBodyText(c: Context): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(c.req.raw, MAX_JSON_BYTES));
}

/** Field path → messages, from valibot's issues. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Reads a JSON body and validates it with the contract's schema. Bad input gets a clear
 * 400 (or 413, 415) and nothing downstream runs.
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  const text = await readBodyText(c);
  const type = c.req.header('content-type') ?? '';
  if (text.length > 0 && !/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  let json: unknown = {};
  if (text.trim().length > 0) {
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }
  for (const value of stringsIn(json)) {
    if (isSuspicious(value)) throw new ApiError(400, SUSPICIOUS_CONTENT_MESSAGE);
  }
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    const first = Object.values(errors)[0]?.[0];
    throw badRequest(first ?? 'The request is invalid', errors);
  }
  return result.output;
}

/** The query string validated by `schema`: 400 with the first message when it does not fit. */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query());
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  throw badRequest(Object.values(errors)[0]?.[0] ?? 'The query is invalid', errors);
}
