import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE, createApp } from '../../server/app';
import {
  ConfigError,
  PUBLIC_URL_REQUIRED_MESSAGE,
  displayUrl,
  readServerConfig,
  startServer,
} from '../../server/start';
import {
  buildContentSecurityPolicy,
  cspConfigFromEnv,
} from '../../src/contract/content-security-policy';
import {
  LOCALE_FILE_CODES,
  SUPPORTED_LOCALES,
  isRtlLocale,
  isSupportedLocale,
  localeFileCode,
} from '../../src/contract/locales';
import { SITEMAP_PAGES } from '../../src/contract/sitemap';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root">Roomwalk test index</div></body></html>';
const ASSET_JS = 'console.log("asset");';
const SECRET = 'top secret outside dist';
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../src/main.tsx'], mappings: 'AAAA' });

const repoLocales = path.resolve(import.meta.dirname, '../../public/locales');
const csp = buildContentSecurityPolicy(cspConfigFromEnv({}));

/** The page's style nonce in its policy (decision 0063), or undefined. */
function styleNonce(policy: string): string | undefined {
  return /style-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
}

/** The policy with its style nonce left out. */
const withoutNonce = (policy: string) => policy.replace(/ 'nonce-[^']+'/, '');

let tmpRoot: string;
let distDir: string;
let localesDir: string;
let allLocalesDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-server-test-'));
  distDir = path.join(tmpRoot, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), ASSET_JS);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js.map'), SOURCE_MAP);
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(distDir, '.env'), 'SECRET=1');
  await writeFile(path.join(tmpRoot, 'secret.txt'), SECRET);

  // Every allowed folder, in a temporary copy: other catalogues may still be in progress.
  allLocalesDir = path.join(tmpRoot, 'locales');
  for (const code of LOCALE_FILE_CODES) {
    await mkdir(path.join(allLocalesDir, code), { recursive: true });
    await writeFile(
      path.join(allLocalesDir, code, 'translation.json'),
      JSON.stringify({ hero: { title: { defaultMessage: `title ${code}` } } }),
    );
  }
  // The real catalogues when English is there, so the test never depends on unfinished work.
  localesDir = existsSync(path.join(repoLocales, 'en', 'translation.json'))
    ? repoLocales
    : allLocalesDir;
  await writeFile(path.join(tmpRoot, 'translation.json'), JSON.stringify({ secret: SECRET }));

  app = createApp({ distDir, localesDir, csp, serveApp: true });
});

afterAll(async () => {
  await rm(tmpRoot, { recursive: true, force: true });
});

describe('single-page app', () => {
  it.each(['/', '/login', '/dashboard/tours/123', '/dashboard/create-tour', '/no-such-page'])(
    'answers %s with index.html (history fallback)',
    async (route) => {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // A nonce of its own on every response (decision 0063): never revalidated to a 304.
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(PAGE_CACHE).toBe('private, no-cache');
      expect(res.headers.get('etag')).toBeNull();
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it('compresses text over 1 KiB for clients that accept gzip', async () => {
    const res = await app.request('/locales/en/translation.json', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const unzipped = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(JSON.parse(unzipped)).toHaveProperty('app.name', 'Roomwalk');
    const plain = await app.request('/locales/en/translation.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD on an app route without a body', async () => {
    const res = await app.request('/dashboard', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it('serves hashed assets with an immutable cache', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(ASSET_JS);
  });

  it('serves other files with no-cache and revalidates by ETag', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/robots.txt', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it.each(['/foo.png', '/assets/missing-123.js', '/dashboard/photo.jpg'])(
    'answers a missing file %s with 404, not the app',
    async (route) => {
      const res = await app.request(route);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Roomwalk test index');
    },
  );

  it('keeps source maps to whoever holds the metrics token (decision 0061)', async () => {
    const token = 'metrics-token-of-the-test-0123456789';
    const withToken = createApp({ distDir, localesDir, csp, serveApp: true, metricsToken: token });
    for (const server of [app, withToken]) {
      for (const route of [
        '/assets/index-abc123.js.map',
        '/assets/index-abc123.js.%6Dap',
        '/assets/INDEX-abc123.JS.MAP',
      ]) {
        const res = await server.request(route);
        expect(res.status, route).toBe(404);
        expect(await res.text(), route).not.toContain('mappings');
      }
    }
    const wrong = await withToken.request('/assets/index-abc123.js.map', {
      headers: { Authorization: 'Bearer metrics-token-of-the-test-000000000' },
    });
    expect(wrong.status).toBe(404);
    const map = await withToken.request('/assets/index-abc123.js.map', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(map.status).toBe(200);
    expect(map.headers.get('cache-control')).toBe('private, no-store');
    expect(await map.text()).toBe(SOURCE_MAP);
    // Without a token configured, no token opens them.
    const none = await app.request('/assets/index-abc123.js.map', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(none.status).toBe(404);
  });

  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%00index.html',
    '/%E0%A4%A',
    '/.env',
  ])('does not escape the build folder or expose hidden files: %s', async (route) => {
    const res = await app.request(route);
    const body = await res.text();
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain('root:');
    expect(body).not.toContain('SECRET=1');
    expect([200, 404]).toContain(res.status);
    if (res.status === 200) expect(body).toBe(INDEX_HTML);
  });

  it('refuses to create an app-serving instance without a build folder', () => {
    expect(() => createApp({ localesDir, csp, serveApp: true })).toThrow(/distDir/);
  });
});

describe('locales', () => {
  it('serves the catalogue of a known code as JSON, never cached without revalidation', async () => {
    const res = await app.request('/locales/en/translation.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toBeTypeOf('object');
  });

  it('serves every file code, including the mapped ones', async () => {
    const allLocales = createApp({ localesDir: allLocalesDir, csp, serveApp: false });
    for (const code of LOCALE_FILE_CODES) {
      const res = await allLocales.request(`/locales/${code}/translation.json`);
      expect(res.status, code).toBe(200);
      expect(await res.json()).toEqual({ hero: { title: { defaultMessage: `title ${code}` } } });
    }
  });

  it.each([
    '/locales/xx/translation.json',
    '/locales/ar-SA/translation.json',
    '/locales/EN/translation.json',
    '/locales/..%2f/translation.json',
    '/locales/..%2f..%2f/translation.json',
    '/locales/%2e%2e/translation.json',
    '/locales/en%2f..%2f..%2f/translation.json',
    '/locales/en/other.json',
  ])('answers %s with 404', async (route) => {
    // allLocalesDir sits beside tmpRoot/translation.json, which holds the secret.
    const allLocales = createApp({ localesDir: allLocalesDir, csp, serveApp: false });
    for (const target of [app, allLocales]) {
      const res = await target.request(route);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(SECRET);
    }
  });

  it('maps every supported locale to a served folder', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(13);
    expect(SUPPORTED_LOCALES.map(localeFileCode)).toEqual([...LOCALE_FILE_CODES]);
    expect(localeFileCode('ar-SA')).toBe('ar_gulf');
    expect(localeFileCode('ar-MA')).toBe('ar_ma');
    expect(localeFileCode('es-419')).toBe('es_latam');
    expect(localeFileCode('fil')).toBe('fil');
    expect(isSupportedLocale('es-419')).toBe(true);
    expect(isSupportedLocale('es')).toBe(false);
    expect(isSupportedLocale('ar_gulf')).toBe(false);
    expect(isRtlLocale('ar-SA')).toBe(true);
    expect(isRtlLocale('he')).toBe(true);
    expect(isRtlLocale('he-IL')).toBe(true);
    expect(isRtlLocale('en')).toBe(false);
    expect(isRtlLocale('sr')).toBe(false);
  });
});

describe('sitemap.xml', () => {
  it("lists the nine pages under the server's own address, never the Host header", async () => {
    const local = createApp({
      localesDir,
      csp,
      serveApp: false,
      localUrl: 'http://localhost:5321',
    });
    const res = await local.request('http://attacker.example:8080/sitemap.xml', {
      headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    // Derived, not configured: not for shared caches.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const xml = await res.text();
    expect(xml).not.toContain('attacker');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(SITEMAP_PAGES.map((page) => `http://localhost:5321${page.path}`));
    expect(locs).toHaveLength(9);
    const today = new Date().toISOString().slice(0, 10);
    expect(xml).toContain(`<lastmod>${today}</lastmod>`);
  });

  it('uses publicUrl when configured', async () => {
    const configured = createApp({
      localesDir,
      csp,
      serveApp: false,
      publicUrl: 'https://roomwalk.example/',
    });
    const res = await configured.request('http://attacker.example/sitemap.xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(xml).not.toContain('attacker');
    expect(xml).toContain('<loc>https://roomwalk.example/</loc>');
    expect(xml).toContain('<loc>https://roomwalk.example/terms</loc>');
  });

  it('refuses an invalid publicUrl', () => {
    expect(() =>
      createApp({ localesDir, csp, serveApp: false, publicUrl: 'roomwalk.example' }),
    ).toThrow('Invalid base URL. Must start with http:// or https://');
  });
});

describe('security headers', () => {
  it.each(['/', '/assets/index-abc123.js', '/api/health', '/api/nope', '/foo.png', '/sitemap.xml'])(
    'are set on %s',
    async (route) => {
      const res = await app.request(route);
      const policy = res.headers.get('content-security-policy') ?? '';
      // An HTML page's policy adds its own style nonce, and only a page's (decision 0063).
      const page = route === '/';
      expect(styleNonce(policy) !== undefined, route).toBe(page);
      expect(withoutNonce(policy)).toBe(csp);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("default-src 'self'");
      // Issue 38, point 5: scripts from our own origin only; no whole third-party host.
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(policy).not.toMatch(/https?:|gstatic/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const permissions = res.headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('camera=(self)');
      expect(permissions).toContain('xr-spatial-tracking=(self)');
    },
  );

  it('let any site frame the embeddable viewer, and only it', async () => {
    const embedCsp = buildContentSecurityPolicy({ cdnHosts: [] }, { framable: true });
    const framing = createApp({ distDir, localesDir, csp, embedCsp, serveApp: true });
    const embed = await framing.request('/embed/Abc123');
    expect(embed.status).toBe(200);
    const embedPolicy = embed.headers.get('content-security-policy') ?? '';
    expect(withoutNonce(embedPolicy)).toBe(embedCsp);
    expect(styleNonce(embedPolicy)).toBeDefined();
    expect(embedPolicy).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('x-content-type-options')).toBe('nosniff');
    for (const route of ['/', '/t/Abc123', '/embed', '/embedded/x', '/dashboard']) {
      const page = await framing.request(route);
      expect(withoutNonce(page.headers.get('content-security-policy') ?? ''), route).toBe(csp);
      expect(page.headers.get('x-frame-options'), route).toBe('DENY');
    }
  });

  it('are set on errors and non-GET 404s too', async () => {
    const res = await app.request('/login', { method: 'POST', body: '{}' });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe(csp);
  });
});

describe('API', () => {
  it('answers /api/health', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/api/x'],
    ['GET', '/api'],
    ['GET', '/api/v1/tours/123'],
    ['POST', '/api/x'],
    ['DELETE', '/api/health'],
    ['GET', '/auth/nope'],
  ])('answers unknown %s %s with a JSON 404', async (method, route) => {
    const res = await app.request(route, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ message: 'Not found', status: 404 });
  });

  it.each([
    ['POST', '/login'],
    ['PUT', '/dashboard'],
    ['DELETE', '/'],
  ])('answers unmatched %s %s with a JSON 404, not the app', async (method, route) => {
    const res = await app.request(route, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Not found', status: 404 });
  });
});

describe('API-only mode (development)', () => {
  it('serves the API, locales and sitemap but not the app', async () => {
    const apiOnly = createApp({ localesDir, csp, serveApp: false });
    expect((await apiOnly.request('/api/health')).status).toBe(200);
    expect((await apiOnly.request('/locales/en/translation.json')).status).toBe(200);
    expect((await apiOnly.request('/sitemap.xml')).status).toBe(200);
    const page = await apiOnly.request('/dashboard');
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ message: 'Not found', status: 404 });
  });
});

describe('server configuration', () => {
  it('has the documented defaults', () => {
    const config = readServerConfig({});
    expect(config.port).toBe(5173);
    expect(config.host).toBe('0.0.0.0');
    expect(config.serveApp).toBe(true);
    expect(config.runWorker).toBe(true);
    expect(config.publicUrl).toBeUndefined();
    expect(config.distDir.endsWith(`${path.sep}dist`)).toBe(true);
    expect(config.localesDir.endsWith(path.join('public', 'locales'))).toBe(true);
    expect(config.csp).toContain("frame-ancestors 'none'");
    expect(config.embedCsp).toContain('frame-ancestors *');
    expect(config).toMatchObject({ signupCredits: 0, jobMemoryLimitMb: 4096 });
  });

  it('reads the environment', () => {
    const config = readServerConfig({
      PORT: '5321',
      HOST: '127.0.0.1',
      SERVE_APP: 'false',
      RUN_WORKER: '0',
      PUBLIC_URL: 'https://roomwalk.example',
      VITE_API_BASE_URL: 'https://api.roomwalk.example/v1',
    });
    expect(config).toMatchObject({
      port: 5321,
      host: '127.0.0.1',
      serveApp: false,
      runWorker: false,
      publicUrl: 'https://roomwalk.example',
    });
    expect(config.csp).toContain('https://api.roomwalk.example');
  });

  it('refuses a switch that is neither true nor false', () => {
    expect(() => readServerConfig({ RUN_WORKER: 'no' })).toThrow(
      'RUN_WORKER must be true or false, got "no".',
    );
  });

  it('takes a strong SEED_PASSWORD in development only', () => {
    expect(readServerConfig({ SEED_PASSWORD: 'Walk-The-R00ms!' }).seedPassword).toBe(
      'Walk-The-R00ms!',
    );
    expect(readServerConfig({}).seedPassword).toBeUndefined();
    expect(() => readServerConfig({ SEED_PASSWORD: 'password' })).toThrow(
      'SEED_PASSWORD must meet the password rules (SPEC §5).',
    );
    expect(() =>
      readServerConfig({
        SEED_PASSWORD: 'Walk-The-R00ms!',
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(64),
        BILLING_PROVIDER: 'test',
      }),
    ).toThrow('SEED_PASSWORD is for development only; unset it in production.');
  });

  it("keeps OWASP's scrypt cost unless SCRYPT_COST lowers it outside production", () => {
    expect(readServerConfig({}).scryptCost).toBeUndefined();
    expect(readServerConfig({ SCRYPT_COST: '16384' }).scryptCost).toBe(2 ** 14);
    for (const refused of ['1000', '512', String(2 ** 18), '2^14', '-16384']) {
      expect(() => readServerConfig({ SCRYPT_COST: refused })).toThrow(
        `SCRYPT_COST must be a power of two from 1024 to 131072, got "${refused}".`,
      );
    }
    expect(() =>
      readServerConfig({
        SCRYPT_COST: '16384',
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(64),
        BILLING_PROVIDER: 'test',
        PUBLIC_URL: 'https://roomwalk.example',
      }),
    ).toThrow('SCRYPT_COST is for development and tests only; unset it in production.');
  });

  it('reads the credits of new accounts and the memory limit of processing', () => {
    expect(readServerConfig({ SIGNUP_CREDITS: '5', JOB_MEMORY_LIMIT_MB: '512' })).toMatchObject({
      signupCredits: 5,
      jobMemoryLimitMb: 512,
    });
    expect(() => readServerConfig({ SIGNUP_CREDITS: '-1' })).toThrow(/SIGNUP_CREDITS/);
    expect(() => readServerConfig({ SIGNUP_CREDITS: '101' })).toThrow(/0 to 100/);
    expect(() => readServerConfig({ JOB_MEMORY_LIMIT_MB: '64' })).toThrow(/256 to 65536/);
  });

  it('refuses to start in production without PUBLIC_URL, saying so', async () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(64),
      BILLING_PROVIDER: 'test',
    };
    // The worker reads the same configuration and needs no PUBLIC_URL; the server does.
    const started = startServer(readServerConfig(production));
    await expect(started).rejects.toThrow(PUBLIC_URL_REQUIRED_MESSAGE);
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    expect(
      readServerConfig({ ...production, PUBLIC_URL: 'https://roomwalk.example' }).publicUrl,
    ).toBe('https://roomwalk.example');
  });

  it.each([{ PORT: 'abc' }, { PORT: '70000' }, { SERVE_APP: 'maybe' }, { PUBLIC_URL: 'x.y' }])(
    'refuses %j',
    (env) => {
      expect(() => readServerConfig(env)).toThrow();
    },
  );

  it('prints localhost for wildcard hosts', () => {
    expect(displayUrl('0.0.0.0', 5173)).toBe('http://localhost:5173');
    expect(displayUrl('::', 5173)).toBe('http://localhost:5173');
    expect(displayUrl('127.0.0.1', 80)).toBe('http://127.0.0.1:80');
    expect(displayUrl('::1', 5173)).toBe('http://[::1]:5173');
  });
});
