/**
 * The tour viewer (issue 7 point 6): what /t/:slug costs and how it runs.
 *
 *   npx tsx bench/viewer.ts [--dist <folder>] [--walk-seconds 6]
 *
 * It reads a built dist/ (it does not build), then prints:
 * - the route's JavaScript, gzip level 9: the first load of index.html, the /t/:slug route chunk
 *   (src/screens/tour-viewer/tour-viewer-screens.tsx) and the viewer chunk it imports at once
 *   (src/viewer/tour-viewer.ts: three.js, recast), each with its static imports, found through
 *   dist/.vite/manifest.json; model-viewer is listed apart (it loads only when AR is opened);
 * - against a real server (node dist-server/main.mjs, its own throw-away data folder) holding a tour
 *   processed from the generated apartment (scripts/fixtures/gltf.ts) and published: in headless
 *   Chromium (/usr/bin/chromium, the flags of playwright.config.ts, WebGL 2 in software), the time
 *   from navigation to the viewer's first frame with the model (the FIRST_FRAME_MARK performance
 *   mark) and the frames per second over a scripted walk (keys held, turns, a route walked).
 * Figures are printed, never asserted: headless software rendering is far slower than a phone's
 * GPU, so the frame rate is for comparing builds, not a budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { apartmentGlb } from '../scripts/fixtures/gltf';
import type { TourView } from '../src/contract/tours';
import { MANIFEST_PATH, gzipSize, kb, measureBundle, staticImports } from './bundle-size';
import { startBenchServer } from './bench-server';
import type { BenchmarkOutcome } from './run';
import { readCsrfSession } from './csrf-session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const VIEWER_ROUTE_MODULE = 'src/screens/tour-viewer/tour-viewer-screens.tsx';
/** What the route imports as soon as it renders: the viewer, then recast's loader. */
export const VIEWER_MODULES = [
  'src/viewer/tour-viewer.ts',
  'node_modules/@recast-navigation/wasm/dist/recast-navigation.wasm.js',
];
/** What View in AR imports when it is opened. */
export const AR_MODULES = [
  'src/viewer/model-viewer.ts',
  'node_modules/@google/model-viewer/lib/model-viewer.js',
];
/** Must match FIRST_FRAME_MARK in src/viewer/tour-viewer.ts. */
const FIRST_FRAME_MARK = 'roomwalk:viewer-first-frame';
const PROCESSING_TIMEOUT_MS = 180_000;
const PASSWORD = 'Bench-The-R00ms!';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ViewerBenchOptions {
  dist: string;
  walkSeconds: number;
}

export function parseViewerBenchArgs(argv: string[]): ViewerBenchOptions {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const walk = Number(value('--walk-seconds'));
  return {
    dist: path.resolve(value('--dist') ?? path.join(repoRoot, 'dist')),
    walkSeconds: Number.isFinite(walk) && walk > 0 ? walk : 6,
  };
}

/* ------------------------------------------------------------------ JavaScript size */

export interface RouteSize {
  /** index.html's first load, gzip. */
  shell: number;
  /** The /t/:slug screen chunk and its static imports not already in the shell. */
  route: number;
  /** The viewer chunks (three.js, recast's loader) and their static imports not counted above. */
  viewer: number;
  /** recast's WebAssembly, fetched by its loader. */
  wasm: number;
  /** model-viewer, loaded only when View in AR is opened. */
  ar: number;
  problems: string[];
}

interface ManifestEntry {
  file: string;
  assets?: string[];
}

function readManifest(dist: string): Record<string, ManifestEntry> {
  const file = path.join(dist, MANIFEST_PATH);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>)
    : {};
}

/** The gzip size of the chunks of `modules` and their static imports, skipping files in `seen`. */
function chunkClosure(dist: string, files: string[], seen: Set<string>): number {
  let total = 0;
  const queue = files.map((file) => path.join(dist, file));
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    total += gzipSize(code);
    if (!file.endsWith('.js')) continue;
    for (const specifier of staticImports(code.toString('utf8'))) {
      if (/^\.{0,2}\//.test(specifier)) queue.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return total;
}

export function measureRouteSize(dist: string): RouteSize {
  const shell = measureBundle(dist, null);
  const seen = new Set(shell.firstLoadJs.map((asset) => path.join(dist, asset.file)));
  const manifest = readManifest(dist);
  const problems: string[] = [];
  const entries = (modules: string[]) =>
    modules.flatMap((module) => {
      const entry = manifest[module];
      if (!entry) problems.push(`${module} is not in ${MANIFEST_PATH}`);
      return entry ? [entry] : [];
    });
  const chunks = (modules: string[]) => entries(modules).map((entry) => entry.file);
  const assets = (modules: string[]) =>
    entries(modules).flatMap((entry) => (entry.assets ?? []).filter((a) => a.endsWith('.wasm')));
  return {
    shell: shell.firstLoadJs.reduce((sum, asset) => sum + asset.gzip, 0),
    route: chunkClosure(dist, chunks([VIEWER_ROUTE_MODULE]), seen),
    viewer: chunkClosure(dist, chunks(VIEWER_MODULES), seen),
    wasm: chunkClosure(dist, assets(VIEWER_MODULES), seen),
    ar: chunkClosure(dist, chunks(AR_MODULES), seen),
    problems,
  };
}

/* ------------------------------------------------------------------ a server with a tour */

/** A signed-in API session through plain fetch: the bearer token and the CSRF double submit. */
async function apiSession(
  base: string,
): Promise<(route: string, init?: RequestInit) => Promise<Response>> {
  const { csrfToken, cookies } = await readCsrfSession(await fetch(`${base}/api/csrf-token`));
  let token = '';
  const call = (route: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('X-XSRF-TOKEN', csrfToken);
    headers.set('Cookie', cookies);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    return fetch(`${base}${route}`, { ...init, headers });
  };
  const email = `viewer-bench-${Date.now()}@bench.test`;
  const account = { firstName: 'Vera', lastName: 'Bench', email, password: PASSWORD };
  await expectOk(call('/auth/register', { method: 'POST', body: JSON.stringify(account) }));
  const login = await expectOk(
    call('/auth/login', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) }),
  );
  token = ((await login.json()) as { token: string }).token;
  const profile = { firstName: 'Vera', lastName: 'Bench', industry: 'REAL_ESTATE' };
  await expectOk(call('/auth/complete-profile', { method: 'POST', body: JSON.stringify(profile) }));
  return call;
}

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

/** The apartment fixture, uploaded, processed and published; returns its public slug. */
export async function publishApartmentTour(base: string): Promise<string> {
  const call = await apiSession(base);
  const created = await expectOk(
    call('/api/v1/tours', {
      method: 'POST',
      body: JSON.stringify({ title: 'Bench apartment', sourceKind: 'cad' }),
    }),
  );
  const { id } = (await created.json()) as TourView;
  await expectOk(
    call(`/api/v1/tours/${id}/source`, {
      method: 'PUT',
      body: Buffer.from(await apartmentGlb()),
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
  const ready = await waitUntilProcessed(call, id);
  const destination = ready.startPosition?.position ?? { x: 0, y: 0, z: 0 };
  await expectOk(
    call(`/api/v1/tours/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({
        destinations: [
          { id: 'far-corner', name: 'Far corner', position: farCorner(ready) ?? destination },
        ],
      }),
    }),
  );
  const published = await expectOk(call(`/api/v1/tours/${id}/publish`, { method: 'POST' }));
  const { slug } = (await published.json()) as TourView;
  if (!slug) throw new Error('the published tour has no slug');
  return slug;
}

async function waitUntilProcessed(
  call: (route: string) => Promise<Response>,
  id: string,
): Promise<TourView> {
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const tour = (await (await expectOk(call(`/api/v1/tours/${id}`))).json()) as TourView;
    if (tour.status === 'ready') return tour;
    if (tour.status === 'failed') throw new Error(`processing failed: ${tour.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('processing did not finish in time');
}

/** A floor point near a corner of the model, for a route of some length. */
function farCorner(tour: TourView) {
  if (!tour.bounds) return null;
  const { min, max } = tour.bounds;
  return { x: min.x + (max.x - min.x) * 0.2, y: min.y, z: min.z + (max.z - min.z) * 0.2 };
}

/* ------------------------------------------------------------------ the browser */

export interface ViewerTiming {
  /** Navigation start to the first frame with the model, ms. */
  firstFrameMs: number | null;
  /** Frames per second over the scripted walk. */
  framesPerSecond: number;
  frames: number;
  seconds: number;
}

/** Holds keys and walks a route while counting animation frames. */
async function scriptedWalk(
  page: Page,
  seconds: number,
): Promise<{ frames: number; seconds: number }> {
  // Strings, not functions: tsx names functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const counter = { frames: 0, running: true };
    window.frameCounter = counter;
    const tick = () => {
      counter.frames += 1;
      if (counter.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const started = Date.now();
  await page.getByRole('application').focus();
  const hold = async (key: string, ms: number) => {
    await page.keyboard.down(key);
    await page.waitForTimeout(ms);
    await page.keyboard.up(key);
  };
  const slice = (seconds * 1000) / 6;
  await hold('KeyW', slice);
  await hold('ArrowLeft', slice);
  await hold('KeyW', slice);
  await hold('ArrowRight', slice);
  await page.getByRole('button', { name: 'Navigate to…' }).click();
  await page.getByRole('button', { name: 'Far corner' }).click();
  const walk = page.getByRole('button', { name: 'Walk me there' });
  if (await walk.isVisible()) await walk.click();
  await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started)));
  const frames = await page.evaluate<number>(
    '(() => { window.frameCounter.running = false; return window.frameCounter.frames; })()',
  );
  return { frames, seconds: (Date.now() - started) / 1000 };
}

/** When the viewer marked its first frame (ms after navigation), polled; null if it never did. */
async function firstFrame(page: Page): Promise<number | null> {
  const mark = JSON.stringify(FIRST_FRAME_MARK);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    // A string is evaluated by the debugger, past the page's CSP (no eval there).
    const time = await page.evaluate<number | null>(
      `performance.getEntriesByName(${mark})[0]?.startTime ?? null`,
    );
    if (time !== null) return time;
    await page.waitForTimeout(50);
  }
  return null;
}

export async function measureViewer(
  base: string,
  slug: string,
  walkSeconds: number,
): Promise<ViewerTiming> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/t/${slug}`);
    const firstFrameMs = await firstFrame(page);
    const { frames, seconds } = await scriptedWalk(page, walkSeconds);
    return { firstFrameMs, frames, seconds, framesPerSecond: frames / seconds };
  } finally {
    await browser.close();
  }
}

/* ------------------------------------------------------------------ report */

export async function runViewerBench(options: ViewerBenchOptions): Promise<BenchmarkOutcome> {
  if (!existsSync(path.join(options.dist, 'index.html'))) {
    console.log(`No build in ${options.dist}: run \`npm run build\` first.`);
    return { summary: 'no build', overBudget: false, measured: false };
  }
  const size = measureRouteSize(options.dist);
  const routeTotal = size.shell + size.route + size.viewer;
  console.log('JavaScript of /t/:slug (gzip):');
  console.log(`  index.html first load    ${kb(size.shell).padStart(12)}`);
  console.log(`  tour viewer screen       ${kb(size.route).padStart(12)}`);
  console.log(`  viewer (three, recast)   ${kb(size.viewer).padStart(12)}`);
  console.log(`  total JavaScript         ${kb(routeTotal).padStart(12)}`);
  console.log(`  + recast WebAssembly     ${kb(size.wasm).padStart(12)}`);
  console.log(`  + View in AR, on demand  ${kb(size.ar).padStart(12)}`);
  for (const problem of size.problems) console.log(`  warning: ${problem}`);

  const server = await startBenchServer(options.dist, 'viewer-bench', { SIGNUP_CREDITS: '5' });
  try {
    console.log(`\nServer: ${server.url}; processing the apartment fixture…`);
    const slug = await publishApartmentTour(server.url);
    const timing = await measureViewer(server.url, slug, options.walkSeconds);
    const firstFrame =
      timing.firstFrameMs === null ? 'n/a' : `${Math.round(timing.firstFrameMs)} ms`;
    console.log(`\nHeadless Chromium (software WebGL), /t/${slug}:`);
    console.log(`  time to first frame     ${firstFrame.padStart(12)}`);
    console.log(
      `  frames per second       ${timing.framesPerSecond.toFixed(1).padStart(12)}  (${timing.frames} frames in ${timing.seconds.toFixed(1)} s of scripted walk)`,
    );
    return {
      summary: `route JS ${kb(routeTotal)} gzip, first frame ${firstFrame}, ${timing.framesPerSecond.toFixed(1)} fps`,
      overBudget: false,
      measured: true,
    };
  } finally {
    await server.stop();
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  runViewerBench(parseViewerBenchArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
