/**
 * GET /settings (issue 9): the run-time settings every client may know, with no sign-in: the
 * error-reporting kill switch and trace sample rate (src/contract/settings.ts). The app reads it
 * once per page load, before error reporting starts. Browsers and shared caches may keep it for
 * PUBLIC_SETTINGS_MAX_AGE_SECONDS, so a change reaches every browser within a minute.
 */
import { Hono } from 'hono';
import { PUBLIC_SETTINGS_MAX_AGE_SECONDS, type PublicSettings } from '../../src/contract/settings';
import type { ApiDeps } from '../deps';
import type { ServerEnv } from '../http/server-env';
import { readSettings, toPublicSettings } from './settings';

export const PUBLIC_SETTINGS_CACHE_CONTROL = `public, max-age=${PUBLIC_SETTINGS_MAX_AGE_SECONDS}`;

export function publicSettingsRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.get('/', async (c) => {
    const body: PublicSettings = toPublicSettings(await readSettings(deps.db));
    c.header('Cache-Control', PUBLIC_SETTINGS_CACHE_CONTROL);
    return c.json(body);
  });
  return routes;
}
