import type { MiddlewareHandler } from 'hono';
import { withStyleNonce } from '../src/contract/content-security-policy';
import type { ServerEnv } from './http/server-env';

/** Camera and WebXR (AR placement) for our own pages only; nothing else is used. */
export const PERMISSIONS_POLICY =
  'camera=(self), xr-spatial-tracking=(self), microphone=(), geolocation=(), payment=(), usb=()';

export function securityHeaderValues(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** HSTS for production (HTTPS) deployments: two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The embeddable tour viewer, the one page other sites may put in a frame. */
export const EMBED_PATH_PREFIX = '/embed/';

export interface SecurityHeaderOptions {
  hsts: boolean;
  /** The policy of EMBED_PATH_PREFIX pages (frame-ancestors *); without it they refuse framing too. */
  embedCsp?: string | undefined;
}

/**
 * Sets the security headers on every response, errors and 404s included. An HTML page's policy
 * admits the inline styles that carry the page's nonce (`styleNonce`, set by its handler).
 */
export function securityHeaders(
  csp: string,
  options: SecurityHeaderOptions = { hsts: false },
): MiddlewareHandler<ServerEnv> {
  const hsts = options.hsts ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
  const values = Object.entries({ ...securityHeaderValues(csp), ...hsts });
  const embedValues = Object.entries({
    ...securityHeaderValues(options.embedCsp ?? ''),
    ...hsts,
  }).filter(([name]) => name !== 'X-Frame-Options');
  return async (c, next) => {
    await next();
    const embed = options.embedCsp !== undefined && c.req.path.startsWith(EMBED_PATH_PREFIX);
    const nonce = c.get('styleNonce');
    for (const [name, value] of embed ? embedValues : values) {
      if (name === 'Content-Security-Policy') {
        // A response with a stricter policy of its own (a tour's floor plan SVG) keeps it.
        if (c.res.headers.has(name)) continue;
        c.res.headers.set(name, nonce === undefined ? value : withStyleNonce(value, nonce));
        continue;
      }
      c.res.headers.set(name, value);
    }
  };
}
