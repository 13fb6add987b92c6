import type { InspectionEvent, Observer } from 'xstate';

const PRIVATE_HOST_PATTERNS = [
  /^localhost$/,
  /\.localhost$/,
  /^127(\.\d{1,3}){3}$/,
  /^\[?::1\]?$/,
  /^10(\.\d{1,3}){3}$/,
  /^192\.168(\.\d{1,3}){2}$/,
  /^172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}$/,
  /\.local$/,
];

/** SPEC §9: developer tools run only on localhost and private networks. */
export function isDevToolsHost(hostname: string): boolean {
  return PRIVATE_HOST_PATTERNS.some((pattern) => pattern.test(hostname.toLowerCase()));
}

/** Keys whose values are secrets: tokens, passwords, one-time and recovery codes. */
const SECRET_KEY = /token|password|secret|authorization|cookie|^(recovery)?codes?$/i;

/** Replaces secret-looking values so the inspector never shows them. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner),
    ]),
  );
}

/** Plain JSON data of a value: toJSON applied, functions dropped, a cycle shown as '[circular]'. */
function toPlainData(value: unknown, ancestors: Set<object>): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') {
    const converted = withJson.toJSON();
    if (converted !== value) return toPlainData(converted, ancestors);
  }
  if (ancestors.has(value)) return '[circular]';
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => toPlainData(item, ancestors) ?? null);
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const converted = toPlainData(inner, ancestors);
      if (converted !== undefined) result[key] = converted;
    }
    return result;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * An inspection event as the inspector window receives it: plain JSON data with every secret
 * redacted. Contexts and events alone are not enough: an invoked actor's snapshot carries its
 * input (the password of a sign-in).
 */
export function serializeForInspector(event: unknown): unknown {
  return redactSecrets(toPlainData(event, new Set()));
}

/**
 * `?inspect` on a developer host opens the Stately inspector on every actor.
 * The inspector code is loaded only then.
 */
export async function createInspectorIfRequested(
  location: Location = window.location,
): Promise<Observer<InspectionEvent> | undefined> {
  const requested = new URLSearchParams(location.search).has('inspect');
  if (!requested || !isDevToolsHost(location.hostname)) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redactSecrets(context) as typeof context,
    sanitizeEvent: (event) => redactSecrets(event) as typeof event,
    serialize: (event) => serializeForInspector(event) as typeof event,
  });
  return inspector.inspect;
}
