import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { KTX2_WORKER_CSP, KTX2_WORKER_FILE } from '../src/contract/content-security-policy';
import { isLocaleFileCode } from '../src/contract/locales';
import { assertValidBaseUrl, generateSitemapXml } from '../src/contract/sitemap';
import { createApi, csrfTokenRoute } from './api';
import { bearerToken } from './auth/http';
import type { ApiDeps } from './deps';
import { handleError, handleNotFound } from './http/errors';
import { requestId } from './http/request-id';
import type { ServerEnv } from './http/server-env';
import type { Logger } from './ops/logger';
import { readinessCheck } from './ops/readiness';
import { opsRoutes, sameSecret } from './ops/routes';
import { newStyleNonce, withPageNonce } from './page-nonce';
import { securityHeaders } from './security-headers';
import { tourFilesConfigFromEnv } from './tours/config';
import {
  fileResponse,
  hasFileExtension,
  isHtmlPath,
  isSourceMapPath,
  prerenderedPageFile,
  resolveInside,
} from './static';
import { tourLinkPreview, tourPageSlug } from './tours/link-preview';
import { servedTourPage } from './tours/tour-page';

export interface AppOptions {
  /** The Vite build output; required when serveApp is true. */
  distDir?: string;
  /** public/locales: one folder per LOCALE_FILE_CODES entry, each with translation.json. */
  localesDir: string;
  /** PUBLIC_URL: the base URL of absolute links (sitemap). */
  publicUrl?: string;
  /**
   * Without PUBLIC_URL (development only), the server's own address stands in for it; a sitemap
   * built from it is not publicly cached. Never the request's Host header, which a client picks.
   */
  localUrl?: string;
  /** The Content-Security-Policy header value. */
  csp: string;
  /** The policy of the embeddable viewer (/embed/...), which lets any site frame it. */
  embedCsp?: string;
  /** Serve the built app (static files + history fallback). Off in development, where Vite does. */
  serveApp: boolean;
  /** The API and what it needs; absent, only static files, locales and the sitemap are served. */
  api?: ApiDeps;
  /** One JSON line per request and the routes' own lines (LOG_LEVEL); silent when absent. */
  logger?: Logger;
  /** METRICS_TOKEN: GET /api/metrics (api.metrics) answers to it; without it, 404. */
  metricsToken?: string;
}

/** The development server's address, for a sitemap when neither URL is given. */
const DEFAULT_LOCAL_URL = 'http://localhost:5173';

/** Hashed build output: safe to cache forever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/**
 * An HTML page, whose nonce is new on every response (decision 0063): no shared cache keeps it,
 * and with no ETag a browser never revalidates it to a 304, which would pair the copy it holds
 * (the old nonce) with the new response's policy (a new one).
 */
export const PAGE_CACHE = 'private, no-cache';

/** Paths that belong to the API (the dev server proxies them too): never answered with the app. */
const API_PREFIXES = ['/api', '/auth'];

export function isApiPath(urlPath: string): boolean {
  return API_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

const notFoundJson = (c: Context<ServerEnv>) => handleNotFound(c);

export function createApp(options: AppOptions): Hono<ServerEnv> {
  if (options.publicUrl !== undefined) assertValidBaseUrl(options.publicUrl);
  const distDir = options.serveApp ? options.distDir : undefined;
  if (options.serveApp && distDir === undefined) {
    throw new Error('createApp: distDir is required when serveApp is true');
  }

  const app = new Hono<ServerEnv>();

  const metrics = options.api?.metrics;
  app.use(
    '*',
    requestId({
      ...(options.logger !== undefined && { logger: options.logger }),
      ...(metrics !== undefined && { observe: (request) => metrics.observeRequest(request) }),
    }),
  );
  app.use(
    '*',
    securityHeaders(options.csp, {
      hsts: options.api?.production ?? false,
      embedCsp: options.embedCsp,
    }),
  );
  // Scripts, styles, HTML, catalogues and JSON go out gzip-compressed (over 1 KiB, when the
  // client accepts it): a quarter of the bytes on a phone's connection.
  app.use('*', compress());

  app.notFound(notFoundJson);
  app.onError(handleError);

  // --- API (SPEC §7). Mount further areas (auth, tours, billing, admin, ...) here, above the app
  // routes below: a GET that nothing here answers falls through to the single-page app.
  opsRoutes(app, {
    ...(options.api !== undefined && {
      readiness: readinessCheck({
        db: options.api.db,
        storage: (options.api.tourFiles ?? tourFilesConfigFromEnv()).storage,
      }),
    }),
    ...(metrics !== undefined && { metrics }),
    ...(options.metricsToken !== undefined && { metricsToken: options.metricsToken }),
  });
  if (options.api) {
    const api = createApi(options.api);
    app.route('/api/csrf-token', csrfTokenRoute(options.api));
    app.route('/api/v1', api);
    app.route('/', api);
  }

  // --- Translation catalogues (SPEC §7): only the known folder names ever reach the filesystem.
  app.get('/locales/:code/translation.json', async (c) => {
    const code = c.req.param('code');
    if (!isLocaleFileCode(code)) return notFoundJson(c);
    const response = await fileResponse(path.join(options.localesDir, code, 'translation.json'), {
      cacheControl: NO_CACHE,
      contentType: 'application/json; charset=utf-8',
      headOnly: c.req.method === 'HEAD',
      ifNoneMatch: c.req.header('if-none-match'),
    });
    return response ?? notFoundJson(c);
  });

  // --- Sitemap (SPEC §2).
  const sitemapBaseUrl = options.publicUrl ?? options.localUrl ?? DEFAULT_LOCAL_URL;
  const sitemapCacheControl = options.publicUrl === undefined ? 'no-store' : 'public, max-age=3600';
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', sitemapCacheControl);
    return c.body(generateSitemapXml(sitemapBaseUrl, new Date()), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    });
  });

  // --- The built single-page app: static files, then index.html for every app route.
  if (distDir !== undefined) {
    const indexFile = path.join(distDir, 'index.html');
    /** An HTML page with a nonce of its own in its styles and its policy (decision 0063). */
    const htmlPage = (c: Context<ServerEnv>, html: string | undefined) => {
      if (html === undefined) return notFoundJson(c);
      const nonce = newStyleNonce();
      c.set('styleNonce', nonce);
      return c.body(withPageNonce(html, nonce), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': PAGE_CACHE,
      });
    };
    const readPage = (file: string) => readFile(file, 'utf8').catch(() => undefined);

    app.get('*', async (c, next) => {
      const urlPath = new URL(c.req.url).pathname;
      if (isApiPath(urlPath)) return next();
      const request = {
        headOnly: c.req.method === 'HEAD',
        ifNoneMatch: c.req.header('if-none-match'),
      };

      const filePath = resolveInside(distDir, urlPath);
      if (filePath === undefined) return notFoundJson(c);
      // Source maps only to whoever holds the metrics token (decision 0061); to anyone else
      // they do not exist.
      if (isSourceMapPath(filePath)) {
        const token = bearerToken(c);
        const allowed =
          options.metricsToken !== undefined &&
          token !== undefined &&
          sameSecret(token, options.metricsToken);
        const map = allowed
          ? await fileResponse(filePath, { ...request, cacheControl: 'private, no-store' })
          : undefined;
        return map ?? notFoundJson(c);
      }
      // A page asked for by its file name is a page all the same.
      if (isHtmlPath(filePath)) {
        const html = await readPage(filePath);
        if (html !== undefined) return htmlPage(c, html);
      }
      const cacheControl = urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : NO_CACHE;
      const file = await fileResponse(filePath, { ...request, cacheControl });
      // The transcoder's worker runs under a policy of its own (decision 0050).
      if (file && urlPath === `/basis/${KTX2_WORKER_FILE}`) {
        file.headers.set('Content-Security-Policy', KTX2_WORKER_CSP);
      }
      if (file) return file;
      if (hasFileExtension(urlPath)) return notFoundJson(c);

      // A tour's page carries its link preview (issue 18): chat apps read the served HTML only.
      // A viewable tour's page draws its first frame before the app starts (decision 0045).
      const slug = tourPageSlug(urlPath);
      if (slug !== undefined && options.api !== undefined) {
        const preview = await tourLinkPreview(options.api.db, sitemapBaseUrl, slug);
        return htmlPage(c, await servedTourPage(distDir, preview, slug));
      }

      // History fallback: index.html is read on each request, so a rebuild needs no restart.
      // `/` and `/pricing` get their prerendered copies (scripts/prerender-pages.tsx); a build
      // without them falls back to the plain index.html.
      const prerendered = prerenderedPageFile(urlPath);
      const page =
        prerendered === undefined ? undefined : await readPage(path.join(distDir, prerendered));
      return htmlPage(c, page ?? (await readPage(indexFile)));
    });
  }

  return app;
}
