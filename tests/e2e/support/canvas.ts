/**
 * Reading the tour viewer's canvas back as pixels. Headless Chromium draws WebGL 2 in software,
 * so a screenshot of the canvas is what a visitor would see.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { COUNT_DRAW_CALLS, drawCalls, lastFrameDrawCalls } from './draw-calls';
import { expect } from './test';

/**
 * The window of a test that walks the visitor over many frames: software WebGL pays for every
 * pixel of every frame, and the walk advances at most 0.1 s a frame (MAX_FRAME_SECONDS), so a
 * smaller canvas walks the same way in half the time (issue 33).
 */
export const WALKING_VIEWPORT = { width: 640, height: 420 } as const;

/** The public viewer's canvas, on a tour page or inside an embed's frame. */
export const viewerCanvas = (page: Page | FrameLocator): Locator =>
  page.locator('.tour-viewer-canvas canvas');

/**
 * Waits until the public viewer shows the loaded model (its machine is in `ready`): WebGL 2 in
 * software on two shared cores, so a minute, or `timeout` where more runs beside it.
 */
export async function expectViewerReady(page: Page | FrameLocator, timeout = 60_000) {
  await expect(page.locator('[data-viewer-state="ready"]')).toBeVisible({ timeout });
}

/** A published tour opened as a visitor would, once its viewer shows the model. */
export async function openTour(page: Page, slug: string, timeout?: number) {
  await page.goto(`/t/${slug}`);
  await expectViewerReady(page, timeout);
}

/**
 * Counts the WebGL draw calls of every page of the browser context from now on (install it
 * before the page loads); drawCalls(page) and lastFrameDrawCalls(page) read the counts.
 */
export async function countDrawCalls(page: Page) {
  await page.addInitScript(COUNT_DRAW_CALLS);
}

export { drawCalls, lastFrameDrawCalls };

/**
 * Waits until the viewer rests: a stretch of `quietMs` with no draw call (render on demand,
 * issue 34; it stops a second after the last change).
 */
export async function expectViewerAtRest(page: Page, quietMs = 2_000) {
  await expect
    .poll(
      async () => {
        const before = await drawCalls(page);
        await page.waitForTimeout(quietMs);
        return (await drawCalls(page)) - before;
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(0);
}

/** Two animation frames, so that what the last change asked for has been drawn. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

type Pixels = Awaited<ReturnType<typeof pixelsOf>>;

/** What the canvas shows now, to compare with what it shows later (differingShare). */
export const canvasPixels = (canvas: Locator): Promise<Pixels> => pixelsOf(canvas);

/** The share (0–1) of pixels that differ clearly (by more than 32 in a channel) between two reads. */
export function differingShare(before: Pixels, after: Pixels): number {
  if (before.count !== after.count) return 1;
  let differing = 0;
  for (let i = 0; i < before.count; i += 1) {
    const at = i * before.channels;
    for (let channel = 0; channel < 3; channel += 1) {
      if (Math.abs(before.data[at + channel]! - after.data[at + channel]!) > 32) {
        differing += 1;
        break;
      }
    }
  }
  return differing / before.count;
}

async function pixelsOf(canvas: Locator) {
  const { data, info } = await sharp(await canvas.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels, count: info.width * info.height };
}

/** How many distinct colours (to 1/32 per channel) the canvas shows: 1 for a blank one. */
export async function colourCount(canvas: Locator): Promise<number> {
  const { data, channels, count } = await pixelsOf(canvas);
  const colours = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const at = i * channels;
    colours.add(((data[at]! >> 3) << 10) | ((data[at + 1]! >> 3) << 5) | (data[at + 2]! >> 3));
  }
  return colours.size;
}

type ColourTest = (r: number, g: number, b: number) => boolean;

function countMatching({ data, channels, count }: Pixels, matches: ColourTest): number {
  let found = 0;
  for (let i = 0; i < count; i += 1) {
    if (matches(data[i * channels]!, data[i * channels + 1]!, data[i * channels + 2]!)) found += 1;
  }
  return found;
}

/** The share (0–1) of the canvas's pixels whose colour `matches`. */
export async function pixelShare(canvas: Locator, matches: ColourTest): Promise<number> {
  const pixels = await pixelsOf(canvas);
  return countMatching(pixels, matches) / pixels.count;
}

/** Pixels in the route's violet (#4c3fd8, a little see-through over the floor). */
export async function routePixels(canvas: Locator): Promise<number> {
  return countMatching(
    await pixelsOf(canvas),
    (r, g, b) => b > 150 && r < 140 && g < 120 && b - r > 60,
  );
}

/** The mean brightness (0–255) of the pixels within `radius` of a point of the canvas (CSS px). */
export async function brightnessAround(
  canvas: Locator,
  point: { x: number; y: number },
  radius = 3,
): Promise<number> {
  const { data, info } = await sharp(await canvas.screenshot({ scale: 'css' }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let count = 0;
  for (let y = Math.round(point.y) - radius; y <= Math.round(point.y) + radius; y += 1)
    for (let x = Math.round(point.x) - radius; x <= Math.round(point.x) + radius; x += 1) {
      if (x < 0 || y < 0 || x >= info.width || y >= info.height) continue;
      const at = (y * info.width + x) * info.channels;
      sum += 0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!;
      count += 1;
    }
  return sum / count;
}
