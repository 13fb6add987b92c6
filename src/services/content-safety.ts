/**
 * SPEC §5 "Outgoing and incoming content": HTML-escaping of outgoing values, the dangerous-pattern
 * check for request and response bodies, and the relative-URL rule for redirect targets.
 */
import { HTML_ESCAPES, isPlainObject } from '../contract/html-escaping';

export { unescapeHtml } from '../contract/html-escaping';

function escapeString(value: string): string {
  return value.replace(/[&<>"'/]/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * Escapes & < > " ' and / in a string, or in every string value of an object or array (deeply).
 * Keys are kept as they are (they name fields, they are not content); numbers, booleans and null
 * pass through. `keepAsTyped` names keys whose values (and everything under them) are not escaped.
 */
export function escapeHtml<T>(value: T, keepAsTyped?: (key: string) => boolean): T;
export function escapeHtml(value: unknown, keepAsTyped?: (key: string) => boolean): unknown {
  if (typeof value === 'string') return escapeString(value);
  if (Array.isArray(value)) return value.map((item) => escapeHtml(item, keepAsTyped));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        keepAsTyped?.(key) ? item : escapeHtml(item, keepAsTyped),
      ]),
    );
  }
  return value;
}

/**
 * The patterns of SPEC §5: script tags, javascript: URLs, inline event-handler attributes, data:
 * URLs, iframe, embed, object, and img with onerror. The same list the API server applies.
 */
export const DANGEROUS_PATTERNS: readonly RegExp[] = [
  /<\s*script\b/i,
  /javascript\s*:/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /\bdata:\s*[a-z]+\/[a-z0-9.+-]+[;,]/i,
  /<\s*iframe\b/i,
  /<\s*embed\b/i,
  /<\s*object\b/i,
  /<\s*img\b[^>]*\bonerror\b/i,
];

export function containsDangerousContent(text: string): boolean {
  return DANGEROUS_PATTERNS.some((pattern) => pattern.test(text));
}

/** Every string in a value (object keys included), so that no nesting hides a pattern. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item);
    }
  }
}

/** True when any string anywhere in the value matches a dangerous pattern. */
export function valueContainsDangerousContent(value: unknown): boolean {
  for (const text of stringsIn(value)) if (containsDangerousContent(text)) return true;
  return false;
}

/**
 * SPEC §5: only relative URLs starting with exactly one slash are valid. '//host' and '/\host'
 * are protocol-relative in browsers, and browsers drop tabs and line breaks from URLs (so
 * '/\t/host' is '//host'): backslashes and control characters are refused anywhere.
 */
export function isSafeRelativeUrl(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\u0000-\u001f\u007f]/.test(url);
}
