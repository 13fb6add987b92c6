import type { MiddlewareHandler } from 'hono';

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

/** Sets the security headers on every response, errors and 404s included. */
/** HSTS for production (HTTPS) deployments: two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function securityHeaders(
  csp: string,
  options: { hsts: boolean } = { hsts: false },
): MiddlewareHandler {
  const values = Object.entries({
    ...securityHeaderValues(csp),
    ...(options.hsts && { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }),
  });
  return async (c, next) => {
    await next();
    for (const [name, value] of values) c.res.headers.set(name, value);
  };
}
