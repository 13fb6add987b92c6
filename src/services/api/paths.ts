/**
 * Where a request goes (SPEC §7): the API URL of a path, its X-Resource-Type and its cache mode;
 * and the redirect targets the app follows (SPEC §5).
 */
import { isSafeRelativeUrl } from '../content-safety';
import { logger } from '../logger';

export type ResourceType = 'auth' | 'user' | 'static' | 'api';

const STATIC_ASSET =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|glb|gltf|bin|ktx2|mp4|webm)$/i;

/** The path without query, hash and the /api/v1 (or /api) prefix, with a leading slash. */
function apiPathname(path: string): string {
  const pathname = (path.startsWith('/') ? path : `/${path}`).split(/[?#]/, 1)[0] ?? '/';
  return pathname.replace(/^\/api(?:\/v1)?(?=\/|$)/, '') || '/';
}

/** SPEC §7: the X-Resource-Type of a path. */
export function resourceTypeOf(path: string): ResourceType {
  const pathname = apiPathname(path);
  if (/^\/auth(?:\/|$)/.test(pathname)) return 'auth';
  if (/\/(?:users?|profiles?)(?:\/|$)/.test(pathname)) return 'user';
  if (/^\/(?:static|assets)\//.test(pathname) || STATIC_ASSET.test(pathname)) return 'static';
  return 'api';
}

/** SPEC §7: auth paths are not cached, user and profile paths revalidated, static force-cached. */
export function cacheModeFor(path: string): RequestCache {
  switch (resourceTypeOf(path)) {
    case 'auth':
      return 'no-store';
    case 'user':
      return 'no-cache';
    case 'static':
      return 'force-cache';
    default:
      return 'default';
  }
}

/** The URL of an API path: relative paths get /api/v1, joined to the base. */
export function resolveApiUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('\\')) {
    throw new Error(`Request paths must be relative to the API: ${path}`);
  }
  let relative = path.startsWith('/') ? path : `/${path}`;
  if (!/^\/api(?:[/?#]|$)/.test(relative)) relative = `/api/v1${relative}`;
  return baseUrl.replace(/\/+$/, '') + relative;
}

/** SPEC §5: a redirect target the app follows only when it is a relative URL with one slash. */
export function safeRedirect(url: string | null | undefined, fallback = '/'): string {
  if (url === null || url === undefined || url === '') return fallback;
  if (isSafeRelativeUrl(url)) return url;
  logger.warn('An unsafe redirect target was ignored', url);
  return fallback;
}
