/**
 * SPEC §5's dangerous patterns, shared by the app (src/services/content-safety.ts) and the API
 * server (server/http/json-body.ts). Every check here runs in time linear in its input: bodies
 * come from anyone, so no pattern may backtrack over the text and no walk may cost its depth.
 */

/**
 * Script tags, javascript: URLs, inline event-handler attributes, data: URLs, iframe, embed,
 * object, and img with onerror.
 *
 * The two tag patterns that look past the tag's name start from the last candidate opening
 * before what they look for: `<[^>]*\son…` and `<img\b[^>]*\bonerror` match the same texts,
 * but restart a scan to the end of the text at every '<' (60 KB of '< < <' took seconds).
 */
export const DANGEROUS_PATTERNS: readonly RegExp[] = [
  /<\s*script\b/i,
  /javascript\s*:/i,
  /<[^<>]*\son[a-z]+\s*=/i,
  /\bdata:\s*[a-z]+\/[a-z0-9.+-]+[;,]/i,
  /<\s*iframe\b/i,
  /<\s*embed\b/i,
  /<\s*object\b/i,
  /<\s*img\b(?:(?!<\s*img\b)[^>])*\bonerror\b/i,
];

export function containsDangerousContent(text: string): boolean {
  return DANGEROUS_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Every string in a value (object keys included), so that no nesting hides a pattern. An
 * explicit stack, not recursion: each string is handed out once, whatever its depth.
 */
export function* stringsIn(value: unknown): Generator<string> {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') yield next;
    else if (Array.isArray(next)) for (const item of next.slice().reverse()) pending.push(item);
    else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next).reverse()) pending.push(item, key);
    }
  }
}
