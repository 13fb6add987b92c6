/**
 * SPEC §5 "Outgoing and incoming content": HTML-escaping of outgoing values, the dangerous-pattern
 * check for request and response bodies, and the relative-URL rule for redirect targets.
 */
import { containsDangerousContent, stringsIn } from '../contract/dangerous-content';
import { escapeHtmlText, isPlainObject } from '../contract/html-escaping';

export { containsDangerousContent } from '../contract/dangerous-content';

export { unescapeHtml } from '../contract/html-escaping';

/**
 * Escapes & < > " ' and / in a string, or in every string value of an object or array (deeply).
 * Keys are kept as they are (they name fields, they are not content); numbers, booleans and null
 * pass through. `keepAsTyped` names keys whose values (and everything under them) are not escaped.
 */
export function escapeHtml<T>(value: T, keepAsTyped?: (key: string) => boolean): T;
export function escapeHtml(value: unknown, keepAsTyped?: (key: string) => boolean): unknown {
  if (typeof value === 'string') return escapeHtmlText(value);
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
