/**
 * The six entities of SPEC §5's outgoing escaping (docs/decisions/0005): the app escapes what it
 * sends (src/services/content-safety.ts) and turns what it reads back into typed text; the server
 * does the same where it hands stored text to someone other than the app (the partner API).
 */

export const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2F;',
};

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

export function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
