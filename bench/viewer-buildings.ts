/**
 * The tour viewer on real buildings (issue 34, point 7). Per tour and run, in headless Chromium
 * (software WebGL, the flags of playwright.config.ts): the time to the first frame and to the
 * controls, the draw calls and triangles of a frame in each mode (walk, dollhouse, floor plan),
 * the draw calls and main-thread time over 5 s at rest, the JS heap and the estimated GPU memory
 * (bench/gpu-memory.ts), with the resolution adaptive quality drew the last walk at. The tours: the demo and
 * third-party IFC buildings, each uploaded by an owner of its own to a real compiled server,
 * processed by its worker and published:
 * - KIT's FZK-Haus (ArchiCAD 14, IFC2X3; Debian's assimp-testmodels),
 * - buildingSMART's Duplex (Revit 2011, IFC2X3; npm's ifc-convert 1.2.0),
 * - a floor of ours under a 2,048 px colour texture (for the GPU memory of a KTX2 texture),
 * - and any file named with `--building` (such as buildingSMART's Office_A, a Revit office of
 *   99 rooms on three storeys, which no npm or Debian package ships).
 *
 *   npm run build && npx tsx bench/viewer-buildings.ts [--runs 3] [--building <file>]...
 *     [--screenshots <folder>]
 *
 * Figures are printed, never asserted: software WebGL on a shared machine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { TourView } from '../src/contract/tours';
import { texturedFloorGlb } from '../scripts/fixtures/boxes';
import { checkerPng } from '../scripts/fixtures/textures';
import { ROOT_DIR } from '../server/root-dir';
import { file as assimpFile } from '../tests/corpus/assimp';
import { lastFrameDraws, type FrameDraws } from '../tests/e2e/support/draw-calls';
import { startBenchServer } from './bench-server';
import { ESTIMATE_GPU_MEMORY, gpuMemory } from './gpu-memory';
import { newUser, ok } from './bench-user';
import { printTable } from './table';
import { CHROMIUM_ARGS } from './bundle-size';
import {
  DEMO_SLUG,
  IDLE_SECONDS,
  measureIdle,
  poll,
  loadTourPage,
  median,
  waitForDemo,
} from './viewer';

const READY_WITHIN_MS = 600_000;
/** Time for a mode's camera glide to end and the viewer to draw its last frame. */
const MODE_SETTLE_MS = 2_500;
/** Long enough for adaptive quality to lower the resolution if frames are slow. */
const WALK_MS = 4_000;
const MODES = ['walk', 'dollhouse', 'floorPlan'] as const;
type Mode = (typeof MODES)[number];

interface Building {
  name: string;
  bytes: () => Promise<Uint8Array>;
}

const BUILDINGS: Building[] = [
  {
    name: 'floor under a 2,048 px texture (made here)',
    bytes: () =>
      texturedFloorGlb(
        checkerPng(2_048, 128, [
          [200, 180, 150],
          [120, 90, 60],
        ]),
      ),
  },
  {
    name: 'FZK-Haus (ArchiCAD 14)',
    bytes: () => assimpFile('IFC/AC14-FZK-Haus.ifc'),
  },
  {
    name: 'Duplex (Revit 2011)',
    bytes: async () =>
      new Uint8Array(readFileSync(path.join(ROOT_DIR, 'node_modules/ifc-convert/test/duplex.ifc'))),
  },
];

interface TourRun {
  firstFrameMs: number;
  controlsMs: number;
  frames: Record<Mode, FrameDraws>;
  idleDrawCalls: number;
  idleBusyMs: number;
  heapMb: number;
  gpuMb: number;
  /** The share of the full resolution the walk ended at (frame-quality.ts). */
  walkResolution: number;
}

/** Uploads the building as a new owner's tour, waits for it to be ready, publishes it: its slug. */
async function publishBuilding(base: string, building: Building, index: number): Promise<string> {
  const owner = await newUser(base, `198.18.1.${index + 1}`);
  const created = await ok(
    owner.call('/api/v1/tours', {
      method: 'POST',
      body: JSON.stringify({ title: building.name, sourceKind: 'cad' }),
    }),
  );
  const { id } = (await created.json()) as TourView;
  await ok(
    owner.call(`/api/v1/tours/${id}/source`, {
      method: 'PUT',
      body: Buffer.from(await building.bytes()),
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const tour = (await (await ok(owner.call(`/api/v1/tours/${id}`))).json()) as TourView;
    if (tour.status === 'failed') throw new Error(`${building.name}: ${tour.error ?? 'failed'}`);
    if (tour.status === 'ready') break;
    if (Date.now() > deadline) throw new Error(`${building.name}: still ${tour.status}`);
    await sleep(500);
  }
  const published = await ok(owner.call(`/api/v1/tours/${id}/publish`, { method: 'POST' }));
  const { slug } = (await published.json()) as TourView;
  if (slug === null) throw new Error(`${building.name}: published without a slug`);
  return slug;
}

/**
 * One cold load of the tour and its figures; with `screenshotsTo`, a screenshot of each mode
 * (the dollhouse and the plan show the entrance storey) into that folder, named after the tour.
 */
async function measureTour(
  browser: Browser,
  base: string,
  slug: string,
  screenshotsTo?: { dir: string; name: string },
): Promise<TourRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(ESTIMATE_GPU_MEMORY);
    const { firstFrameMs, controlsMs } = await loadTourPage(page, `${base}/t/${slug}`, 120_000);
    const frames = {} as Record<Mode, FrameDraws>;
    const walkResolution = await walkAhead(page);
    for (const [index, mode] of MODES.entries()) {
      frames[mode] = await frameIn(page, mode, index);
      if (screenshotsTo) {
        const file = `${screenshotsTo.name.replaceAll(/[^\w]+/g, '-')}-${mode}.png`;
        await page.screenshot({ path: path.join(screenshotsTo.dir, file) });
      }
    }
    const idle = await measureIdle(page);
    return {
      firstFrameMs,
      controlsMs,
      frames,
      idleDrawCalls: idle.drawCalls,
      idleBusyMs: idle.busyMs,
      heapMb: await jsHeapMb(page),
      gpuMb: (await gpuMemory(page)).total / 1e6,
      walkResolution,
    };
  } finally {
    await context.close();
  }
}

/** Walks forward for a few seconds: the resolution the last moving frame was drawn at. */
async function walkAhead(page: Page): Promise<number> {
  await page.evaluate(`document.querySelector('[role="application"]')?.focus()`);
  await page.keyboard.down('KeyW');
  await page.waitForTimeout(WALK_MS);
  const resolution = await page.evaluate(
    `Number(document.querySelector('[data-viewer-resolution]')?.dataset.viewerResolution ?? 1)`,
  );
  await page.keyboard.up('KeyW');
  return Number(resolution);
}

/** The draw calls and triangles of the last frame drawn in `mode` (its button is the index-th). */
async function frameIn(page: Page, mode: Mode, index: number): Promise<FrameDraws> {
  await page.evaluate(
    `[...document.querySelectorAll('.tour-viewer-modes button')][${index}]?.click()`,
  );
  await poll(page, `document.querySelector('[data-viewer-mode="${mode}"]') ? true : null`, 30_000);
  await page.waitForTimeout(MODE_SETTLE_MS);
  return lastFrameDraws(page);
}

async function jsHeapMb(page: Page): Promise<number> {
  const devtools = await page.context().newCDPSession(page);
  const { usedSize } = await devtools.send('Runtime.getHeapUsage');
  await devtools.detach();
  return usedSize / 1e6;
}

function report(tours: { name: string; runs: TourRun[] }[]): void {
  const header = ['tour', 'run', 'first frame', 'controls'];
  for (const mode of MODES) header.push(`${mode} draws`, `${mode} tris`);
  header.push(`idle draws (${IDLE_SECONDS} s)`, 'idle busy', 'JS heap', 'GPU (est.)', 'walk res.');
  const rows: string[][] = [];
  for (const { name, runs } of tours) {
    const row = (label: string, pick: (pickRun: (run: TourRun) => number) => number) => {
      const cells = [
        name,
        label,
        `${Math.round(pick((run) => run.firstFrameMs))} ms`,
        `${Math.round(pick((run) => run.controlsMs))} ms`,
      ];
      for (const mode of MODES) {
        cells.push(String(Math.round(pick((run) => run.frames[mode].drawCalls))));
        cells.push(Math.round(pick((run) => run.frames[mode].triangles)).toLocaleString('en'));
      }
      cells.push(
        String(Math.round(pick((run) => run.idleDrawCalls))),
        `${Math.round(pick((run) => run.idleBusyMs))} ms`,
        `${pick((run) => run.heapMb).toFixed(1)} MB`,
        `${pick((run) => run.gpuMb).toFixed(1)} MB`,
        pick((run) => run.walkResolution).toFixed(2),
      );
      return cells;
    };
    runs.forEach((run, index) => rows.push(row(String(index + 1), (read) => read(run))));
    rows.push(row('median', (read) => median(runs.map(read))));
  }
  printTable(header, rows);
}

function parseArgs(argv: string[]): { runs: number; files: string[]; screenshots?: string } {
  const files: string[] = [];
  let screenshots: string | undefined;
  let runs = 3;
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--building' && argv[index + 1]) files.push(argv[(index += 1)] ?? '');
    if (argv[index] === '--screenshots' && argv[index + 1]) screenshots = argv[(index += 1)];
    if (argv[index] === '--runs') runs = Math.max(1, Math.min(10, Number(argv[(index += 1)]) || 3));
  }
  return { runs, files, ...(screenshots === undefined ? {} : { screenshots }) };
}

async function main(): Promise<void> {
  const { runs, files, screenshots } = parseArgs(process.argv.slice(2));
  const buildings = [
    ...BUILDINGS,
    ...files.map((file) => ({
      name: path.basename(file),
      bytes: async () => new Uint8Array(readFileSync(file)),
    })),
  ];
  const server = await startBenchServer(path.join(ROOT_DIR, 'dist'), 'viewer-buildings', {
    SIGNUP_CREDITS: '1',
    TRUST_PROXY_HOPS: '1',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    await waitForDemo(server.url);
    const tours = [{ name: 'demo apartment', slug: DEMO_SLUG }];
    for (const [index, building] of buildings.entries()) {
      console.log(`  processing ${building.name}…`);
      tours.push({ name: building.name, slug: await publishBuilding(server.url, building, index) });
    }
    const measured: { name: string; runs: TourRun[] }[] = [];
    for (const tour of tours) {
      const tourRuns: TourRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        const shots = screenshots && run === 0 ? { dir: screenshots, name: tour.name } : undefined;
        tourRuns.push(await measureTour(browser, server.url, tour.slug, shots));
        console.log(`  ${tour.name}: run ${run + 1} of ${runs}`);
      }
      measured.push({ name: tour.name, runs: tourRuns });
    }
    console.log(`\nHeadless Chromium (software WebGL), 1280 × 800, ${runs} cold loads a tour:`);
    report(measured);
  } finally {
    await browser.close();
    await server.stop();
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
