/**
 * A viewable tour's page draws its first frame before the app starts (issue 18 point 7, decision
 * 0045): over a real connection to the real app and database, /t/{slug} is the build's tour page
 * template (written by the real prerenderTourPage), with the tour's title and slug in place,
 * escaped, its details and files preloaded before any script, the first frame's modules
 * preloaded, and the app's scripts inert; any other slug gets index.html.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderTourPage } from '../../scripts/prerender-pages';
import { createApp } from '../../server/app';
import { TOUR_PAGE_FILE, tourPageHtml } from '../../server/tours/tour-page';
import { APP_SCRIPTS_TEMPLATE_ID } from '../../src/paint-first/app-scripts';
import { EARLY_VIEWER_SLOT_ID } from '../../src/viewer/early-viewer';
import type { TestApi } from './auth-helpers';
import { readyTour } from './support/ready-tour';
import { serveOnFreePort, type ServedApp } from './support/served-app';
import { createTestApi } from './support/test-api';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Roomwalk</title>
    <meta name="description" content="Turn a phone scan into a tour." />
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
const STYLESHEETS: Record<string, string> = {
  '/assets/index-S1.css': 'body{margin:0}',
  '/assets/screen-S2.css': '.tour-page{display:flex}',
};

/** A build's manifest: the first frame's modules, and the app's tour screen, which waits. */
const MANIFEST = {
  'src/viewer/early-start.ts': { file: 'assets/early-E1.js', imports: ['_viewer-E2.js'] },
  '_viewer-E2.js': { file: 'assets/viewer-E2.js' },
  'src/screens/tour-viewer/tour-viewer-screens.tsx': { file: 'assets/route-C3.js' },
  'node_modules/@recast-navigation/wasm/dist/recast-navigation.wasm.js': {
    file: 'assets/recast-F6.js',
    assets: ['assets/recast-G7.wasm'],
  },
};

let api: TestApi;
let tmpRoot: string;
let served: ServedApp | undefined;
let origin: string;

beforeAll(async () => {
  tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-tour-page-'));
  const distDir = path.join(tmpRoot, 'dist');
  await mkdir(path.join(distDir, '.vite'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
  const english: unknown = JSON.parse(
    await readFile(path.join(localesDir, 'en', 'translation.json'), 'utf8'),
  );
  const template = prerenderTourPage(
    INDEX_HTML,
    english,
    {
      entry: '/assets/tour-first-T1.js',
      entryImports: [],
      readStylesheet: (href) => STYLESHEETS[href] ?? '',
    },
    ['/assets/screen-S2.css'],
  );
  expect(template.file).toBe(TOUR_PAGE_FILE);
  await writeFile(path.join(distDir, template.file), template.html);
  api = await createTestApi();
  const app = createApp({
    distDir,
    localesDir,
    csp: "default-src 'self'",
    serveApp: true,
    publicUrl: 'https://tours.example.test',
    api: api.deps,
  });
  served = await serveOnFreePort(app.fetch);
  origin = served.origin;
  // A fresh database and its migrations: slow on a loaded 2-core machine.
}, 60_000);

afterAll(async () => {
  await served?.close();
  await api?.close();
  if (tmpRoot) await rm(tmpRoot, { recursive: true, force: true });
});

async function pageOf(slug: string) {
  const response = await fetch(`${origin}/t/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, document: new JSDOM(html).window.document };
}

const hrefs = (document: Document, selector: string) =>
  [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

describe('GET /t/{slug}: the page that draws the first frame', { timeout: 30_000 }, () => {
  it("holds the tour's header and stage, its details and files preloaded, the app inert", async () => {
    const tour = await readyTour(api, 'Loft <b>"one"</b>', null, true);
    const { html, document } = await pageOf(tour.slug);

    expect(document.querySelector('#prerendered-page h1')?.textContent).toBe('Loft <b>"one"</b>');
    expect(document.querySelector('#prerendered-page b')).toBeNull();
    expect(document.getElementById(EARLY_VIEWER_SLOT_ID)?.dataset['slug']).toBe(tour.slug);
    expect(document.title).toBe('Loft <b>"one"</b> | Roomwalk');
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toEqual(['body{margin:0}', '.tour-page{display:flex}']);

    const details = `/api/v1/public/tours/${tour.slug}`;
    const model = (await (await fetch(`${origin}${details}`)).json()) as {
      assets: { model: string };
    };
    expect(hrefs(document, 'link[rel="preload"][as="fetch"]')).toEqual([
      details,
      model.assets.model,
      '/assets/recast-G7.wasm',
    ]);
    expect(html.indexOf(details)).toBeLessThan(html.indexOf('<script'));
    expect(hrefs(document, 'link[rel="modulepreload"]')).toEqual([
      '/assets/early-E1.js',
      '/assets/viewer-E2.js',
      '/assets/recast-F6.js',
    ]);
    // The page's own entry runs; the app's scripts wait, inert, until it puts them in place.
    const scripts = [...document.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual(['/assets/tour-first-T1.js']);
    const inert = document.querySelector<HTMLTemplateElement>(`#${APP_SCRIPTS_TEMPLATE_ID}`);
    expect(inert?.content.querySelector('script')?.getAttribute('src')).toBe('/assets/index-A1.js');
  });

  it("styles with a nonce of each response's own, which a title cannot borrow", async () => {
    const tour = await readyTour(api, '<style>h1{color:red}</style> loft', null, true);
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${origin}/t/${tour.slug}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /^default-src 'self'; style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'$/.exec(
        policy,
      )?.[1];
      expect(nonce, policy).toBeDefined();
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const document = new JSDOM(await response.text()).window.document;
      const styles = [...document.querySelectorAll('style')];
      expect(styles.map((style) => style.getAttribute('nonce'))).toEqual([nonce, nonce]);
      const meta = document.head.querySelector('meta[property="csp-nonce"]');
      expect(meta?.getAttribute('nonce')).toBe(nonce);
      // The title stays text: no <style> of its own, with or without the nonce.
      expect(document.querySelector('#prerendered-page h1')?.textContent).toBe(
        '<style>h1{color:red}</style> loft',
      );
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(2);
  });

  it('gives an unpublished tour index.html: no stage, no title, nothing preloaded', async () => {
    const tour = await readyTour(api, 'Hidden loft', null, false);
    const { html, document } = await pageOf(tour.slug);
    expect(document.getElementById(EARLY_VIEWER_SLOT_ID)).toBeNull();
    expect(html).not.toContain('Hidden loft');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('tour-first');
  });
});

describe('tourPageHtml', () => {
  it('escapes the title and the slug, wherever the template holds them', () => {
    const template = '<h1>%%roomwalk-tour-title%%</h1><div data-slug="%%roomwalk-tour-slug%%">';
    expect(tourPageHtml(template, { title: `A & B's "<loft>"`, slug: 'x"y' })).toBe(
      '<h1>A &amp; B&#39;s &quot;&lt;loft&gt;&quot;</h1><div data-slug="x&quot;y">',
    );
  });
});
