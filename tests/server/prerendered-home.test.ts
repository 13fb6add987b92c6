import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { PRERENDERED_HOME_FILE } from '../../server/static';
import { prerenderHomePage } from '../../scripts/prerender-home';
import {
  buildContentSecurityPolicy,
  cspConfigFromEnv,
} from '../../src/contract/content-security-policy';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
const HERO_HEADING = '<h1 id="hero-title">Phone to tour, in one scan</h1>';
/** The Start Capturing link, its attributes in any order (React and Preact order them apart). */
const START_CAPTURING =
  /<a (?=[^>]*class="button button-primary")(?=[^>]*href="\/register")[^>]*>Start Capturing<\/a>/;

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
let tmpRoot: string;
let homeHtml: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-prerender-test-'));
  const distDir = path.join(tmpRoot, 'dist');
  await mkdir(distDir, { recursive: true });
  const english: unknown = JSON.parse(
    await readFile(path.join(localesDir, 'en', 'translation.json'), 'utf8'),
  );
  homeHtml = prerenderHomePage(INDEX_HTML, english);
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, PRERENDERED_HOME_FILE), homeHtml);
  const csp = buildContentSecurityPolicy(cspConfigFromEnv({}));
  app = createApp({ distDir, localesDir, csp, serveApp: true });
});

afterAll(async () => {
  await rm(tmpRoot, { recursive: true, force: true });
});

describe('the landing page prerendered into the HTML (DESIGN.md: the hero is in the served HTML)', () => {
  it('renders the top bar and the hero, in English, before the empty #root', () => {
    expect(homeHtml).toContain(HERO_HEADING);
    expect(homeHtml).toMatch(START_CAPTURING);
    expect(homeHtml).toContain('aria-label="Language: English"');
    expect(homeHtml).toContain('aria-label="Open menu"');
    expect(homeHtml.indexOf('id="prerendered-page"')).toBeLessThan(homeHtml.indexOf('id="root"'));
    expect(homeHtml).toContain('<div id="root"></div>');
  });

  it('adds no inline script (the content security policy allows none)', () => {
    const scripts = homeHtml.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toEqual(['<script type="module" src="/assets/index-abc.js"></script>']);
  });

  it('GET / returns the HTML with the hero heading and the Start Capturing link', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(HERO_HEADING);
    expect(html).toMatch(START_CAPTURING);
  });

  it.each(['/login', '/pricing', '/dashboard/tours', '/no-such-page'])(
    'GET %s returns the plain index.html, without the hero',
    async (route) => {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toBe(INDEX_HTML);
      expect(html).not.toContain('Phone to tour, in one scan');
      expect(html).not.toContain('Start Capturing');
    },
  );

  it('answers HEAD / without a body', async () => {
    const res = await app.request('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});
