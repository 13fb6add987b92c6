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
  });
  return inspector.inspect;
}
