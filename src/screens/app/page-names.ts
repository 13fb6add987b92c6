/**
 * The catalogue page key (`pages.<key>.title`) of a signed-in route, so that text names a page
 * ("Messages") instead of showing its path ("/dashboard/messages"). Null for a path that is not
 * one of them: the caller then names no page.
 */
const EXACT: Readonly<Record<string, string>> = {
  '/dashboard': 'dashboard',
  '/dashboard/tours': 'tours',
  '/dashboard/create-tour': 'createTour',
  '/dashboard/settings': 'settings',
  '/dashboard/credits': 'credits',
  '/dashboard/top-up': 'topUp',
  '/dashboard/messages': 'chat',
  '/dashboard/cache-performance': 'cachePerformance',
  '/admin': 'admin',
  '/superuser': 'superuser',
  '/partner': 'partner',
};

export function pageKeyOfPath(target: string): string | null {
  // The remembered target may carry a query or a hash: only the path names the page.
  const path = target.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  if (EXACT[path]) return EXACT[path];
  if (/^\/dashboard\/tours\/[^/]+$/.test(path)) return 'tour';
  if (/^\/dashboard\/messages\/[^/]+$/.test(path)) return 'chat';
  if (path.startsWith('/partner/')) return 'partner';
  return null;
}
