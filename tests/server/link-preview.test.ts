/**
 * Link previews (issue 18 point 6): a plain HTTP fetch of /t/{slug}, over a real connection to the
 * real app and database, reads a published tour's Open Graph and Twitter tags from the served
 * HTML, escaped; a private, unpublished, paused or unknown tour gets only the generic tags.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { tours } from '../../server/db/schema';
import { GENERIC_PREVIEW_DESCRIPTION } from '../../server/tours/link-preview';
import type { TestApi } from './auth-helpers';
import { readyTour } from './support/ready-tour';
import { serveOnFreePort, type ServedApp } from './support/served-app';
import { createTestApi } from './support/test-api';

const PUBLIC_URL = 'https://tours.example.test';
const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Roomwalk | AR and virtual 3D tours from a phone scan</title>
    <meta
      name="description"
      content="Turn a phone scan into a tour."
    />
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-B2.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A build's manifest: the tour page's modules, one chunk index.html loads already. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_shared-B2.js'] },
  '_shared-B2.js': { file: 'assets/shared-B2.js' },
  'src/screens/tour-viewer/tour-viewer-screens.tsx': {
    file: 'assets/route-C3.js',
    imports: ['_shared-B2.js', '_three-D4.js'],
  },
  'src/viewer/tour-viewer.ts': { file: 'assets/viewer-E5.js', imports: ['_three-D4.js'] },
  '_three-D4.js': { file: 'assets/three-D4.js' },
  'node_modules/@recast-navigation/wasm/dist/recast-navigation.wasm.js': {
    file: 'assets/recast-F6.js',
    assets: ['assets/recast-G7.wasm'],
  },
  'src/screens/landing/landing.tsx': { file: 'assets/landing-H8.js' },
};

let api: TestApi;
let tmpRoot: string;
let served: ServedApp | undefined;
let origin: string;

beforeAll(async () => {
  tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-preview-'));
  const distDir = path.join(tmpRoot, 'dist');
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  api = await createTestApi();
  const app = createApp({
    distDir,
    localesDir: path.resolve(import.meta.dirname, '../../public/locales'),
    csp: "default-src 'self'",
    serveApp: true,
    publicUrl: PUBLIC_URL,
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

/** The page as a chat app's crawler gets it: one plain GET, no script run. */
async function previewOf(urlPath: string) {
  const response = await fetch(`${origin}${urlPath}`, { headers: { 'User-Agent': 'Slackbot' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) =>
    document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`);
  const one = (selector: string) => {
    const found = meta(selector);
    expect(found, selector).toHaveLength(1);
    return found[0]!.content;
  };
  return {
    html,
    title: document.title,
    og: {
      title: one('property="og:title"'),
      description: one('property="og:description"'),
      image: one('property="og:image"'),
      url: one('property="og:url"'),
    },
    twitterCard: one('name="twitter:card"'),
    description: one('name="description"'),
  };
}

describe('GET /t/{slug} link preview', { timeout: 30_000 }, () => {
  // Each test signs a new user up (scrypt): slow on a loaded 2-core machine.
  it("reads a published tour's title, description, absolute thumbnail and URL", async () => {
    const tour = await readyTour(api, 'Canal house', 'Three floors by the water.', true);
    const preview = await previewOf(`/t/${tour.slug}`);
    expect(preview.og).toEqual({
      title: 'Canal house',
      description: 'Three floors by the water.',
      image: `${PUBLIC_URL}/api/v1/public/tours/${tour.slug}/assets/thumbnail.webp`,
      url: `${PUBLIC_URL}/t/${tour.slug}`,
    });
    expect(preview.twitterCard).toBe('summary_large_image');
    expect(preview.title).toBe('Canal house | Roomwalk');
    expect(preview.description).toBe('Three floors by the water.');
  });

  it('escapes what the owner wrote, so no markup of theirs reaches the page', async () => {
    const title = `"><script>alert(1)</script> & 'loft'`;
    const description = `</title><img src=x onerror=alert(2)> "quoted" & <b>bold</b>`;
    const tour = await readyTour(api, title, description, true);
    const preview = await previewOf(`/t/${tour.slug}`);
    expect(preview.og.title).toBe(title);
    expect(preview.og.description).toBe(description);
    expect(preview.title).toBe(`${title} | Roomwalk`);
    expect(preview.html).not.toContain('<script>alert');
    expect(preview.html).not.toContain('<img src=x');
    expect(preview.html).not.toContain('<b>bold');
  });

  it('gives an unpublished tour only the generic tags, nothing of the tour', async () => {
    const tour = await readyTour(api, 'Secret penthouse', 'Not for anyone yet.', false);
    const preview = await previewOf(`/t/${tour.slug}`);
    expect(preview.og).toEqual({
      title: 'Roomwalk',
      description: GENERIC_PREVIEW_DESCRIPTION,
      image: `${PUBLIC_URL}/og-image.jpg`,
      url: `${PUBLIC_URL}/`,
    });
    expect(preview.html).not.toContain('Secret penthouse');
    expect(preview.html).not.toContain('Not for anyone yet.');
    expect(preview.html).not.toContain(tour.slug);
  });

  it('gives an unknown slug the same generic tags as an unpublished tour', async () => {
    const unknown = await previewOf('/t/no-such-tour-here');
    expect(unknown.og.title).toBe('Roomwalk');
    expect(unknown.og.image).toBe(`${PUBLIC_URL}/og-image.jpg`);
    expect(unknown.html).not.toContain('no-such-tour-here');
    expect(unknown.twitterCard).toBe('summary_large_image');
  });

  it("preloads a published tour's files before any script, and the viewer's code", async () => {
    const tour = await readyTour(api, 'Preloaded loft', null, true);
    const details = await fetch(`${origin}/api/v1/public/tours/${tour.slug}`);
    const { assets } = (await details.json()) as { assets: { model: string } };
    const { html } = await previewOf(`/t/${tour.slug}`);
    const { document } = new JSDOM(html).window;
    const fetched = [...document.head.querySelectorAll('link[rel="preload"][as="fetch"]')];
    // The same address, mode and credentials as the viewer's own fetch(), so that it is reused.
    expect(fetched.map((link) => link.getAttribute('href'))).toEqual([
      assets.model,
      '/assets/recast-G7.wasm',
    ]);
    for (const link of fetched) expect(link.getAttribute('crossorigin')).toBe('anonymous');
    expect(html.indexOf(assets.model)).toBeLessThan(html.indexOf('<script'));
    const modules = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    // index.html's own, then the tour page's that it lacks (its entry, or a landing page's, not).
    expect(modules).toEqual([
      '/assets/shared-B2.js',
      '/assets/route-C3.js',
      '/assets/three-D4.js',
      '/assets/viewer-E5.js',
      '/assets/recast-F6.js',
    ]);
  });

  it('preloads nothing for an unpublished tour', async () => {
    const tour = await readyTour(api, 'Hidden loft', null, false);
    const { html } = await previewOf(`/t/${tour.slug}`);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('route-C3.js');
  });

  it('falls back to the generic description and picture for a tour without them', async () => {
    const tour = await readyTour(api, 'Bare studio', null, true);
    await api.db
      .update(tours)
      .set({ assets: { 'model.glb': { bytes: 16 } } })
      .where(eq(tours.slug, tour.slug));
    const preview = await previewOf(`/t/${tour.slug}`);
    expect(preview.og.title).toBe('Bare studio');
    expect(preview.og.description).toBe(GENERIC_PREVIEW_DESCRIPTION);
    expect(preview.og.image).toBe(`${PUBLIC_URL}/og-image.jpg`);
  });
});
