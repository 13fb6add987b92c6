/**
 * The six entities of SPEC §5's outgoing escaping (docs/decisions/0005, amended by 0060): the app
 * escapes what it sends (src/services/content-safety.ts); the server undoes it once, as it reads a
 * request body (server/http/json-body.ts), and stores and answers text as the owner typed it.
 */

/**
 * Keys whose values travel exactly as typed, never HTML-escaped: secrets and codes (escaping a
 * password or a one-time code would change it), and links (an annotation's web address, which
 * both sides validate as an http(s) URL).
 */
export const KEPT_AS_TYPED_KEYS = /password|token|code|^link$/i;

export const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2F;',
};

/** One string escaped as SPEC §5 has the app send it (the six characters above). */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"'/]/g, (character) => HTML_ESCAPES[character] ?? character);
}

const HTML_UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(HTML_ESCAPES).map(([character, entity]) => [entity, character]),
);

/**
 * The inverse of escapeHtml: the six entities it writes become characters again, in strings
 * and (deeply) in objects and arrays. Escaping '&' first makes the round trip exact.
 */
export function unescapeHtml<T>(value: T): T;
export function unescapeHtml(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.replace(
      /&(?:amp|lt|gt|quot|#x27|#x2F);/g,
      (entity) => HTML_UNESCAPES[entity] ?? entity,
    );
  }
  if (Array.isArray(value)) return value.map((item) => unescapeHtml(item));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, unescapeHtml(item)]),
    );
  }
  return value;
}

/**
 * A request body as the user typed it: every string unescaped once (unescapeHtml), except the
 * values of KEPT_AS_TYPED_KEYS, which the app sends as typed. Keys are never escaped.
 */
export function unescapeRequestBody(value: unknown): unknown {
  if (typeof value === 'string') return unescapeHtml(value);
  if (Array.isArray(value)) return value.map((item) => unescapeRequestBody(item));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        KEPT_AS_TYPED_KEYS.test(key) ? item : unescapeRequestBody(item),
      ]),
    );
  }
  return value;
}

export function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
