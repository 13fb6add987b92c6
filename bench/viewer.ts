/**
 * The tour viewer (issue 7 point 6, issue 18 point 7): what /t/:slug costs and how it runs.
 *
 *   npx tsx bench/viewer.ts [--dist <folder>] [--runs 5] [--walk-seconds 3] [--orbit-seconds 3]
 *                           [--network 4g]   each load over an emulated phone link (PHONE_LINK)
 *   npx tsx bench/viewer.ts --check     the JavaScript ceilings alone, from the build (CI)
 *
 * It reads a built dist/ (it does not build), then prints:
 * - from the build, gzip level 9 (dist/.vite/manifest.json, each file counted once): what
 *   index.html loads, the /t/:slug route's chunk with its static imports (what runs before the
 *   model's download starts where the page's own preloads are ignored: see bench/README.md),
 *   the viewer's chunk with three.js (what the first frame needs besides), then apart recast
 *   (its loader and WebAssembly, for walls and routes) and what loads on first use (View in AR and
 *   model-viewer, Measure);
 * - against a real server (node dist-server/main.mjs, its own throw-away data folder), on the demo
 *   tour (/t/demo, the generated apartment processed at the server's first start), `--runs` cold
 *   page loads in headless Chromium (/usr/bin/chromium, the flags of playwright.config.ts, WebGL 2
 *   in software), each in a fresh context: the time from navigation to the viewer's first frame
 *   with the model (the FIRST_FRAME_MARK performance mark), the JavaScript and WebAssembly the page
 *   had requested before the model's request and before that frame (resource timing, gzip sizes
 *   of the same files), and the frames per second (requestAnimationFrame counted in the page)
 *   while walking (W held, a turn) and while orbiting the dollhouse (a drag); then the medians,
 *   with the load average beside each run;
 * - before each of those loads, one of the viewer alone (VIEWER_ALONE_PAGE: the built viewer and
 *   three.js drawing the demo tour, without React or the app), whose first frame is what this
 *   machine's software WebGL takes whatever the app does (docs/decisions/0044).
 * Figures are printed, never asserted (but `--check`): headless software rendering is far slower
 * than a phone's GPU, and this machine is shared, so the timings compare builds on one machine.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  MANIFEST_PATH,
  gzipSize,
  kb,
  measureBundle,
  staticImports,
} from './bundle-size';
import {
  pageModulesOf,
  withTourPreloads,
  type PageModules,
} from '../server/tours/tour-page-preloads';
import { startBenchServer, type StartedServer } from './bench-server';
import { FIRST_FRAME_MARK } from '../src/viewer/types';
import type { BenchmarkOutcome } from './outcome';
import { COUNT_DRAW_CALLS, drawCalls } from '../tests/e2e/support/draw-calls';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The slug of the demo tour (src/contract/demo-tour.ts). */
export const DEMO_SLUG = 'demo';
export const VIEWER_ROUTE_MODULE = 'src/screens/tour-viewer/tour-viewer-screens.tsx';
/** What the route imports once the tour's details are in: the viewer with three.js. */
export const VIEWER_MODULES = ['src/viewer/tour-viewer.ts'];
/** recast's loader, imported by the viewer with the navmesh; its .wasm is the loader's asset. */
export const RECAST_MODULES = [
  'node_modules/@recast-navigation/wasm/dist/recast-navigation.wasm.js',
];
/** What View in AR imports when it is first opened. */
export const AR_MODULES = [
  'src/screens/tour-viewer/ar-dialog.tsx',
  'src/viewer/model-viewer.ts',
  'node_modules/@google/model-viewer/lib/model-viewer.js',
];
/** What Measure imports when it is first used. */
export const MEASURE_MODULES = [
  'src/screens/tour-viewer/measure-panel.tsx',
  'src/viewer/measure-layer.ts',
];

/**
 * The budget of issue 18: /t/:slug's JavaScript before the model, 300 KB gzip (1 kB = 1000 B).
 * Met by what runs before the model's download starts; the first frame needs three.js besides.
 */
export const BEFORE_MODEL_BUDGET_BYTES = 300_000;
/**
 * CI ceilings (`--check`), the figures of decision 0042 rounded up, lowered as cuts land so that
 * the route can only shrink: before the model's download, and everything the first frame needs
 * but recast (index.html's load, the route, the viewer with three.js), on the way the app opens a
 * tour itself (a link within the app). Raised by 0.5 and 1 KB for the hand-over of decision 0045
 * (the viewer's element made outside React, the adoption, the held frame), with which the
 * server's /t/ page loads 235 KB before its first frame and none of the app; the first frame's
 * by 0.5 KB more for drawing on demand (decision 0046: 365.69 KB), and by 1 KB for adaptive
 * quality, the preview's hand-over to the model and the dollhouse's damping by time (decision
 * 0049: 366.37 KB).
 */
export const BEFORE_MODEL_CEILING_BYTES = 175_000;
export const FIRST_FRAME_CEILING_BYTES = 367_000;

const DEMO_TIMEOUT_MS = 240_000;
const FIRST_FRAME_TIMEOUT_MS = 180_000;
/** The processed model's request (its address ends in the asset's name, before ?v=). */
const MODEL_REQUEST = /\/model\.glb(?:\?|$)/;

export interface ViewerBenchOptions {
  dist: string;
  runs: number;
  walkSeconds: number;
  orbitSeconds: number;
  check: boolean;
  /** Loads over PHONE_LINK instead of loopback's unlimited one. */
  phoneLink: boolean;
}

/**
 * A phone's 4G link, as Chromium's DevTools emulates one: on loopback every request is instant,
 * so what the page asks for late (a waterfall of requests) costs nothing there but round trips
 * on a phone.
 */
export const PHONE_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: 10_000_000 / 8,
  uploadThroughput: 5_000_000 / 8,
};

export function parseViewerBenchArgs(argv: string[]): ViewerBenchOptions {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const bounded = (flag: string, fallback: number, max: number) => {
    const number = Number(value(flag));
    return Number.isFinite(number) && number > 0 ? Math.min(number, max) : fallback;
  };
  return {
    dist: path.resolve(value('--dist') ?? path.join(repoRoot, 'dist')),
    runs: Math.round(bounded('--runs', 5, 15)),
    walkSeconds: bounded('--walk-seconds', 3, 30),
    orbitSeconds: bounded('--orbit-seconds', 3, 30),
    check: argv.includes('--check'),
    phoneLink: value('--network') === '4g',
  };
}

/* ------------------------------------------------------------------ JavaScript size */

export interface RouteSize {
  /** index.html's first load, gzip. */
  shell: number;
  /** The /t/:slug screen chunk and its static imports not already in the shell. */
  route: number;
  /** The viewer chunk (three.js) and its static imports not counted above. */
  viewer: number;
  /** recast's loader, and its WebAssembly. */
  recastJs: number;
  recastWasm: number;
  /** View in AR (its dialog, model-viewer) and Measure, loaded on first use. */
  ar: number;
  measure: number;
  problems: string[];
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  assets?: string[];
}

function readManifest(dist: string): Record<string, ManifestEntry> {
  const file = path.join(dist, MANIFEST_PATH);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>)
    : {};
}

/**
 * A module's manifest entry. Packages are keyed by their path from the project, which starts with
 * ../ where node_modules is a link to another checkout's (a git worktree's), hence the suffix.
 */
function manifestEntry(
  manifest: Record<string, ManifestEntry>,
  module: string,
): ManifestEntry | undefined {
  if (manifest[module]) return manifest[module];
  if (!module.startsWith('node_modules/')) return undefined;
  const key = Object.keys(manifest).find((name) => name.endsWith(`/${module}`));
  return key ? manifest[key] : undefined;
}

/** The gzip size of `files` and their static imports, skipping (and adding to) `seen`. */
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
  const shell = measureBundle(dist, null, 'index.html');
  const seen = new Set(shell.firstLoadJs.map((asset) => path.join(dist, asset.file)));
  const manifest = readManifest(dist);
  const problems: string[] = [...shell.unresolved.map((file) => `cannot find ${file}`)];
  const entries = (modules: string[]) =>
    modules.flatMap((module) => {
      const entry = manifestEntry(manifest, module);
      if (!entry) problems.push(`${module} is not in ${MANIFEST_PATH}`);
      return entry ? [entry] : [];
    });
  const chunks = (modules: string[]) => entries(modules).map((entry) => entry.file);
  const wasm = (modules: string[]) =>
    entries(modules).flatMap((entry) => (entry.assets ?? []).filter((a) => a.endsWith('.wasm')));
  const route = chunkClosure(dist, chunks([VIEWER_ROUTE_MODULE]), seen);
  const viewer = chunkClosure(dist, chunks(VIEWER_MODULES), seen);
  const recastJs = chunkClosure(dist, chunks(RECAST_MODULES), seen);
  const recastWasm = chunkClosure(dist, wasm(RECAST_MODULES), seen);
  // What loads on first use may share chunks with the viewer (three.js): those are counted once,
  // with the viewer; a copy of `seen` keeps AR's and Measure's shares apart from each other.
  const ar = chunkClosure(dist, chunks(AR_MODULES), new Set(seen));
  const measure = chunkClosure(dist, chunks(MEASURE_MODULES), new Set(seen));
  return {
    shell: shell.firstLoadJs.reduce((sum, asset) => sum + asset.gzip, 0),
    route,
    viewer,
    recastJs,
    recastWasm,
    ar,
    measure,
    problems,
  };
}

/** Prints the sizes; returns what is before the model and what the first frame needs. */
function reportRouteSize(size: RouteSize): { beforeModel: number; firstFrame: number } {
  const beforeModel = size.shell + size.route;
  const firstFrame = beforeModel + size.viewer;
  const line = (label: string, bytes: number, note = '') =>
    console.log(`  ${label.padEnd(40)}${kb(bytes).padStart(12)}${note ? `  ${note}` : ''}`);
  console.log('JavaScript of /t/:slug, from the build (gzip -9):');
  line('index.html first load', size.shell);
  line('tour viewer screen (route)', size.route);
  line('= before the model download starts', beforeModel, budgetNote(beforeModel));
  line('viewer with three.js', size.viewer);
  line('= what the first frame needs', firstFrame, '(+ recast, below)');
  line('recast loader (walls, routes)', size.recastJs);
  line('recast WebAssembly', size.recastWasm);
  line('on first use: View in AR (model-viewer)', size.ar);
  line('on first use: Measure', size.measure);
  for (const problem of size.problems) console.log(`  warning: ${problem}`);
  return { beforeModel, firstFrame };
}

function budgetNote(bytes: number): string {
  return `(budget ${kb(BEFORE_MODEL_BUDGET_BYTES)}${bytes > BEFORE_MODEL_BUDGET_BYTES ? ', OVER BUDGET' : ''})`;
}

/** `--check`: exit code 1 when a figure is over its ceiling or something could not be measured. */
export function checkRouteSize(dist: string): number {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log(`No build in ${dist}: run \`npm run build\` first.`);
    return 1;
  }
  const size = measureRouteSize(dist);
  const { beforeModel, firstFrame } = reportRouteSize(size);
  const failures = [
    ...size.problems,
    ...(beforeModel > BEFORE_MODEL_CEILING_BYTES
      ? [`before the model: ${kb(beforeModel)} > ceiling ${kb(BEFORE_MODEL_CEILING_BYTES)}`]
      : []),
    ...(firstFrame > FIRST_FRAME_CEILING_BYTES
      ? [`first frame: ${kb(firstFrame)} > ceiling ${kb(FIRST_FRAME_CEILING_BYTES)}`]
      : []),
  ];
  for (const failure of failures) console.log(`FAIL ${failure}`);
  if (failures.length === 0) {
    console.log(
      `ok: under the CI ceilings (${kb(BEFORE_MODEL_CEILING_BYTES)}, ${kb(FIRST_FRAME_CEILING_BYTES)})`,
    );
  }
  return failures.length === 0 ? 0 : 1;
}

/* ------------------------------------------------------------------ the demo tour */

/**
 * Waits until the server has processed its demo tour (seeded at its first start); returns its
 * model's and navmesh's paths, as the server's /t/ page preloads them.
 */
export async function waitForDemo(base: string): Promise<string[]> {
  const deadline = Date.now() + DEMO_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/api/v1/public/tours/${DEMO_SLUG}`).catch(() => null);
    if (response?.ok) {
      const tour = (await response.json()) as {
        assets?: { model?: string | null; navmesh?: string | null };
      };
      const { model, navmesh } = tour.assets ?? {};
      if (model) {
        return [model, navmesh].flatMap((url) => {
          if (!url) return [];
          const { pathname, search } = new URL(url, base);
          return [pathname + search];
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo tour was not processed in time');
}

/* ------------------------------------------------------------------ the viewer alone */

/**
 * The page of the viewer alone: no React, no app, no catalogue; the tour's details, then the
 * built viewer (three.js) drawing the demo tour into a stage the size of the app's. Its first
 * frame is what software WebGL on this machine takes whatever the app around it does
 * (docs/decisions/0044). The real server serves it from a copy of the build (writeViewerAlonePage),
 * and it preloads the tour's files and the viewer's code as the server's /t/ page does.
 */
const VIEWER_ALONE_PAGE = 'bench-viewer-alone.html';
const VIEWER_ALONE_SCRIPT = 'bench-viewer-alone.js';

/** The modules the page preloads: the viewer's chunk and recast's loader, with their imports. */
const VIEWER_ALONE_MODULES = [...VIEWER_MODULES, ...RECAST_MODULES];

/**
 * The page: a stage below a 52 px bar, with the preloads the server's /t/ page would have for
 * the viewer's modules alone (the server's own `withTourPreloads`).
 */
function viewerAlonePage(modules: PageModules, tourFiles: string[]): string {
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>viewer alone</title>
<style>body{margin:0}#stage{position:fixed;inset:52px 0 0 0}</style>
<script type="module" src="/${VIEWER_ALONE_SCRIPT}"></script></head>
<body><div id="stage"></div></body></html>`;
  return withTourPreloads(page, tourFiles, modules);
}

/** The page's script: what the app's viewer screen does, without the app. */
function viewerAloneScript(viewerFile: string): string {
  return `const details = fetch('/api/v1/public/tours/${DEMO_SLUG}', { credentials: 'include' })
  .then((response) => response.json());
const { createTourViewer } = await import(${JSON.stringify(viewerFile)});
const tour = await details;
const { model, navmesh, floorplan } = tour.assets;
await createTourViewer(document.getElementById('stage'), {}).load({
  modelUrl: model,
  navMeshUrl: navmesh ?? undefined,
  floorPlanUrl: floorplan ?? undefined,
  storeys: tour.storeys.map(({ elevation, floorplan: floorPlanUrl, entrance }) =>
    ({ elevation, floorPlanUrl, entrance })),
  rooms: tour.building?.rooms.map(({ name, position }) => ({ name, position })) ?? [],
  objects: [],
  bounds: tour.bounds,
  startPosition: tour.startPosition,
  annotations: tour.annotations,
  destinations: tour.destinations,
});`;
}

/**
 * Writes the page into `servedDist` (a copy of the build, never the build itself), with the
 * demo tour's files (`tourFiles`, from waitForDemo) preloaded.
 */
function writeViewerAlonePage(servedDist: string, tourFiles: string[]): void {
  const manifest = readManifest(servedDist);
  const viewer = manifestEntry(manifest, VIEWER_MODULES[0] as string);
  if (!viewer) throw new Error(`${VIEWER_MODULES[0]} is not in ${MANIFEST_PATH}`);
  const modules = pageModulesOf(manifest, VIEWER_ALONE_MODULES);
  writeFileSync(path.join(servedDist, VIEWER_ALONE_PAGE), viewerAlonePage(modules, tourFiles));
  writeFileSync(path.join(servedDist, VIEWER_ALONE_SCRIPT), viewerAloneScript(`/${viewer.file}`));
}

/**
 * Waits for the page's next two frames. A frame takes up to a second in software WebGL, and a
 * page closed in the middle of one slowed the next load by more than a second: each load closes
 * its page at rest.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`,
  );
}

/** A tab of a fresh context, over PHONE_LINK when asked. */
async function openPage(context: BrowserContext, phoneLink: boolean): Promise<Page> {
  const page = await context.newPage();
  if (phoneLink) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', PHONE_LINK);
  }
  return page;
}

/** One cold load of the viewer alone: navigation to its first frame, ms. */
async function measureViewerAlone(
  browser: Browser,
  base: string,
  phoneLink: boolean,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await openPage(context, phoneLink);
    await tab.goto(`${base}/${VIEWER_ALONE_PAGE}`);
    const firstFrameMs = await poll<number>(
      tab,
      `performance.getEntriesByName(${JSON.stringify(FIRST_FRAME_MARK)})[0]?.startTime ?? null`,
      FIRST_FRAME_TIMEOUT_MS,
    );
    await settle(tab);
    return firstFrameMs;
  } finally {
    await context.close();
  }
}

/* ------------------------------------------------------------------ the browser */

export interface ViewerRun {
  /** The 1-minute load average when the run started. */
  loadAverage: number;
  /** Navigation start to the first frame with the model, ms. */
  firstFrameMs: number;
  /** The same for the viewer alone, without the app (VIEWER_ALONE_PAGE), loaded before it. */
  aloneFirstFrameMs: number;
  /** Navigation start to the viewer's controls (its stage ready), ms. */
  controlsMs: number;
  /** Navigation start to the model's request, ms (null: never requested). */
  modelRequestMs: number | null;
  /** JavaScript and WebAssembly requested before the model's request / the first frame (gzip). */
  jsBeforeModel: number;
  wasmBeforeModel: number;
  jsBeforeFirstFrame: number;
  wasmBeforeFirstFrame: number;
  walkFps: number;
  orbitFps: number;
  /** WebGL draw calls while nothing moved for IDLE_SECONDS, once settled (issue 34: none). */
  idleDrawCalls: number;
  /** Main-thread task time in those seconds, ms (Chromium's TaskDuration). */
  idleBusyMs: number;
}

/** How long the tour is left alone, once settled, to see what it costs at rest. */
export const IDLE_SECONDS = 5;
/** Time for the viewer to come to rest after the last input (src/viewer/frame-demand.ts: 1 s). */
const SETTLE_BEFORE_IDLE_MS = 2_000;

/** What the open tour costs while nothing moves: draw calls and main-thread time. */
export async function measureIdle(page: Page): Promise<{ drawCalls: number; busyMs: number }> {
  await page.waitForTimeout(SETTLE_BEFORE_IDLE_MS);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await devtools.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  const drawsBefore = await drawCalls(page);
  const busyBefore = await taskSeconds();
  await page.waitForTimeout(IDLE_SECONDS * 1000);
  const busyAfter = await taskSeconds();
  const drawsAfter = await drawCalls(page);
  await devtools.detach();
  return { drawCalls: drawsAfter - drawsBefore, busyMs: (busyAfter - busyBefore) * 1000 };
}

interface ResourceEntry {
  name: string;
  startTime: number;
}

/** Polls a page expression (a string: the page's CSP forbids eval, the debugger does not). */
export async function poll<T>(page: Page, expression: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await page.evaluate<T | null>(expression);
    if (value !== null) return value;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${expression}`);
}

/** Counts animation frames in the page while `act` runs; frames per second. */
async function framesPerSecond(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(`(() => {
    const counter = { frames: 0, running: true, started: performance.now(), ended: 0 };
    window.benchFrames = counter;
    const tick = () => {
      if (!counter.running) return;
      counter.frames += 1;
      counter.ended = performance.now();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await act();
  const { frames, seconds } = await page.evaluate<{ frames: number; seconds: number }>(
    `(() => { const c = window.benchFrames; c.running = false;
      return { frames: c.frames, seconds: (performance.now() - c.started) / 1000 }; })()`,
  );
  return seconds > 0 ? frames / seconds : 0;
}

/** The gzip size of a built file by its address, memoised; 0 for what is not in dist/. */
function sizeOf(dist: string, cache: Map<string, number>, url: string): number {
  const pathname = new URL(url).pathname;
  const known = cache.get(pathname);
  if (known !== undefined) return known;
  const file = path.join(dist, pathname);
  const size = file.startsWith(dist) && existsSync(file) ? gzipSize(readFileSync(file)) : 0;
  cache.set(pathname, size);
  return size;
}

/**
 * Records when the viewer's stage first says it is ready (its controls are shown): a mutation
 * observer, so that the time does not depend on how often the bench polls.
 */
const RECORD_CONTROLS = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-viewer-state="ready"]')) return;
  window.benchControlsAt = performance.now();
  observer.disconnect();
}).observe(document, { subtree: true, childList: true, attributes: true });`;

/**
 * Opens a tour's page with draw calls counted, and waits for its first frame and then its
 * controls (the page draws its first frame before the app starts, decision 0045: walking and
 * orbiting wait for the app's controls); both in ms from navigation.
 */
export async function loadTourPage(
  page: Page,
  url: string,
  controlsTimeoutMs = 60_000,
): Promise<{ firstFrameMs: number; controlsMs: number }> {
  await page.addInitScript(RECORD_CONTROLS);
  await page.addInitScript(COUNT_DRAW_CALLS);
  await page.goto(url);
  const firstFrameMs = await poll<number>(
    page,
    `performance.getEntriesByName(${JSON.stringify(FIRST_FRAME_MARK)})[0]?.startTime ?? null`,
    FIRST_FRAME_TIMEOUT_MS,
  );
  const controlsMs = await poll<number>(page, 'window.benchControlsAt ?? null', controlsTimeoutMs);
  return { firstFrameMs, controlsMs };
}

async function measureRun(
  browser: Browser,
  base: string,
  options: ViewerBenchOptions,
  sizes: Map<string, number>,
): Promise<Omit<ViewerRun, 'aloneFirstFrameMs'>> {
  const loadAverage = os.loadavg()[0] ?? 0;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await openPage(context, options.phoneLink);
    const { firstFrameMs, controlsMs } = await loadTourPage(page, `${base}/t/${DEMO_SLUG}`);
    const resources = await page.evaluate<ResourceEntry[]>(
      `performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime }))`,
    );
    const modelRequestMs =
      resources.find((entry) => MODEL_REQUEST.test(entry.name))?.startTime ?? null;
    const sum = (kind: RegExp, before: number) =>
      resources
        .filter((entry) => kind.test(new URL(entry.name).pathname) && entry.startTime < before)
        .reduce((total, entry) => total + sizeOf(options.dist, sizes, entry.name), 0);
    const beforeModel = modelRequestMs ?? Infinity;

    // Focused in the page: Playwright's actions wait on a renderer that software WebGL keeps busy.
    await page.evaluate(`document.querySelector('[role="application"]')?.focus()`);
    const walkFps = await framesPerSecond(page, async () => {
      const hold = async (key: string, seconds: number) => {
        await page.keyboard.down(key);
        await page.waitForTimeout(seconds * 1000);
        await page.keyboard.up(key);
      };
      await hold('KeyW', options.walkSeconds * 0.6);
      await hold('ArrowLeft', options.walkSeconds * 0.4);
    });
    await page.evaluate(`(() => {
      const button = [...document.querySelectorAll('.tour-viewer-modes button')][1];
      button?.click();
    })()`);
    await poll<string>(
      page,
      `document.querySelector('[data-viewer-mode="dollhouse"]') ? 'dollhouse' : null`,
      30_000,
    );
    const orbitFps = await framesPerSecond(page, async () => {
      const box = await page.evaluate<{ x: number; y: number; width: number; height: number }>(
        `(() => { const { x, y, width, height } = document.querySelector('[role="application"]')
          .getBoundingClientRect(); return { x, y, width, height }; })()`,
      );
      const y = box.y + box.height / 2;
      const steps = Math.max(4, Math.round(options.orbitSeconds * 4));
      await page.mouse.move(box.x + box.width * 0.3, y);
      await page.mouse.down();
      for (let step = 1; step <= steps; step += 1) {
        await page.mouse.move(box.x + box.width * (0.3 + (0.4 * step) / steps), y);
        await page.waitForTimeout((options.orbitSeconds * 1000) / steps);
      }
      await page.mouse.up();
    });
    const idle = await measureIdle(page);
    await settle(page);
    return {
      loadAverage,
      firstFrameMs,
      controlsMs,
      modelRequestMs,
      jsBeforeModel: sum(/\.m?js$/, beforeModel),
      wasmBeforeModel: sum(/\.wasm$/, beforeModel),
      jsBeforeFirstFrame: sum(/\.m?js$/, firstFrameMs),
      wasmBeforeFirstFrame: sum(/\.wasm$/, firstFrameMs),
      walkFps,
      orbitFps,
      idleDrawCalls: idle.drawCalls,
      idleBusyMs: idle.busyMs,
    };
  } finally {
    await context.close();
  }
}

export async function measureViewer(
  base: string,
  options: ViewerBenchOptions,
): Promise<ViewerRun[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const sizes = new Map<string, number>();
  try {
    const runs: ViewerRun[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      // Before each of the app's loads, so that both see the same load on the machine.
      const aloneFirstFrameMs = await measureViewerAlone(browser, base, options.phoneLink);
      const run = await measureRun(browser, base, options, sizes);
      console.log(
        `  run ${runs.length + 1}: first frame ${Math.round(run.firstFrameMs)} ms (the viewer alone ${Math.round(aloneFirstFrameMs)} ms), controls ${Math.round(run.controlsMs)} ms, load average ${run.loadAverage.toFixed(1)}`,
      );
      runs.push({ ...run, aloneFirstFrameMs });
    }
    return runs;
  } finally {
    await browser.close();
  }
}

/* ------------------------------------------------------------------ report */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function reportRuns(runs: readonly ViewerRun[]): string[] {
  const header = [
    'run',
    'load avg',
    'first frame',
    'alone',
    'controls',
    'model req.',
    'JS<model',
    'wasm<model',
    'JS<frame',
    'wasm<frame',
    'walk fps',
    'orbit fps',
    'idle draws',
    'idle busy',
  ];
  const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const row = (label: string, run: ViewerRun) => [
    label,
    run.loadAverage.toFixed(1),
    ms(run.firstFrameMs),
    ms(run.aloneFirstFrameMs),
    ms(run.controlsMs),
    ms(run.modelRequestMs),
    kb(run.jsBeforeModel),
    kb(run.wasmBeforeModel),
    kb(run.jsBeforeFirstFrame),
    kb(run.wasmBeforeFirstFrame),
    run.walkFps.toFixed(2),
    run.orbitFps.toFixed(2),
    String(Math.round(run.idleDrawCalls)),
    ms(run.idleBusyMs),
  ];
  const of = (pick: (run: ViewerRun) => number) => median(runs.map(pick));
  const medianRun: ViewerRun = {
    loadAverage: of((run) => run.loadAverage),
    firstFrameMs: of((run) => run.firstFrameMs),
    aloneFirstFrameMs: of((run) => run.aloneFirstFrameMs),
    controlsMs: of((run) => run.controlsMs),
    modelRequestMs: runs.every((run) => run.modelRequestMs !== null)
      ? of((run) => run.modelRequestMs ?? 0)
      : null,
    jsBeforeModel: of((run) => run.jsBeforeModel),
    wasmBeforeModel: of((run) => run.wasmBeforeModel),
    jsBeforeFirstFrame: of((run) => run.jsBeforeFirstFrame),
    wasmBeforeFirstFrame: of((run) => run.wasmBeforeFirstFrame),
    walkFps: of((run) => run.walkFps),
    orbitFps: of((run) => run.orbitFps),
    idleDrawCalls: of((run) => run.idleDrawCalls),
    idleBusyMs: of((run) => run.idleBusyMs),
  };
  const rows = [
    header,
    ...runs.map((run, index) => row(String(index + 1), run)),
    row('median', medianRun),
  ];
  const widths = header.map((_, column) =>
    Math.max(...rows.map((cells) => cells[column]?.length ?? 0)),
  );
  return [
    ...rows.map((cells) =>
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    ),
    `summary: first frame ${ms(medianRun.firstFrameMs)} (the viewer alone ${ms(medianRun.aloneFirstFrameMs)}), controls ${ms(medianRun.controlsMs)}, ${medianRun.walkFps.toFixed(1)} fps walking, ${medianRun.orbitFps.toFixed(1)} fps orbiting, ${Math.round(medianRun.idleDrawCalls)} draw calls and ${ms(medianRun.idleBusyMs)} of main thread in ${IDLE_SECONDS} s at rest, JS before the model ${kb(medianRun.jsBeforeModel)}, load average ${medianRun.loadAverage.toFixed(1)}`,
  ];
}

export async function runViewerBench(options: ViewerBenchOptions): Promise<BenchmarkOutcome> {
  if (!existsSync(path.join(options.dist, 'index.html'))) {
    console.log(`No build in ${options.dist}: run \`npm run build\` first.`);
    return { summary: 'no build', overBudget: false, measured: false };
  }
  const { beforeModel } = reportRouteSize(measureRouteSize(options.dist));

  // The server serves a copy of the build, which the viewer-alone page is added to.
  const servedDist = mkdtempSync(path.join(os.tmpdir(), 'roomwalk-viewer-bench-dist-'));
  let server: StartedServer | undefined;
  try {
    cpSync(options.dist, servedDist, { recursive: true });
    server = await startBenchServer(servedDist, 'viewer-bench');
    console.log(`\nServer: ${server.url}; waiting for the demo tour to be processed…`);
    writeViewerAlonePage(servedDist, await waitForDemo(server.url));
    const runs = await measureViewer(server.url, options);
    console.log(
      `\nHeadless Chromium (software WebGL), /t/${DEMO_SLUG}, ${runs.length} cold loads (${os.cpus().length} CPUs):`,
    );
    const lines = reportRuns(runs);
    for (const line of lines) console.log(`  ${line}`);
    return {
      summary: `${lines.at(-1)?.replace('summary: ', '') ?? ''}`,
      overBudget: beforeModel > BEFORE_MODEL_BUDGET_BYTES,
      measured: true,
    };
  } finally {
    await server?.stop();
    rmSync(servedDist, { recursive: true, force: true });
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  const options = parseViewerBenchArgs(process.argv.slice(2));
  if (options.check) {
    process.exitCode = checkRouteSize(options.dist);
  } else {
    runViewerBench(options).catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  }
}
