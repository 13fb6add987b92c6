import type { Context } from 'hono';
import * as v from 'valibot';
import { SUSPICIOUS_CONTENT_MESSAGE } from '../../src/contract/api-error';
import { containsDangerousContent } from '../../src/contract/dangerous-content';
import { unescapeRequestBody } from '../../src/contract/html-escaping';
import { readBodyBytes } from './body-stream';
import { ApiError, badRequest } from './errors';

/** The largest JSON body any call accepts. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Levels of objects and arrays a JSON body may nest: far more than any call's shape needs. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted`;

/** Keys that name JavaScript's object machinery, never a field of any call. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const forbiddenKeyMessage = (key: string) =>
  `The request body contains a key that is not accepted: "${key}"`;

/** SPEC §5: a body with a dangerous pattern is blocked. */
function checkText(text: string): void {
  if (containsDangerousContent(text)) throw new ApiError(400, SUSPICIOUS_CONTENT_MESSAGE);
}

function checkKey(key: string): void {
  if (FORBIDDEN_KEYS.has(key)) throw badRequest(forbiddenKeyMessage(key));
  checkText(key);
}

/**
 * The nesting depth, the keys and every string (keys included, so no escaping hides a pattern)
 * of a parsed body, walked with an explicit stack: each value is visited once, so the cost is
 * linear in the body's size whatever its shape.
 */
function checkJsonValue(json: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value: json, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') checkText(value);
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw badRequest(JSON_TOO_DEEP_MESSAGE);
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      checkKey(key);
      pending.push({ value: item, depth: depth + 1 });
    }
  }
}

async function readBodyText(c: Context, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(c.req.raw, maxBytes));
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
 * Reads a JSON body (at most `maxBytes`, MAX_JSON_BYTES unless a call needs less, counted as it
 * arrives), undoes the app's wire escaping once (SPEC §5; docs/decisions/0060: every string but
 * secrets, codes and links becomes the text the user typed, so limits count typed characters and
 * what is stored is what was typed), checks its depth, keys and strings, and validates it with
 * the contract's schema. Bad input gets a clear 400 (or 413, 415) and nothing downstream runs.
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  maxBytes = MAX_JSON_BYTES,
): Promise<v.InferOutput<S>> {
  const text = await readBodyText(c, maxBytes);
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
  // Depth and keys first, so that unescaping walks only a body of bounded depth; then the typed
  // text is checked too: escaping must not hide a pattern the app itself refuses.
  checkJsonValue(json);
  json = unescapeRequestBody(json);
  checkJsonValue(json);
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
