/**
 * The public tour viewer (issue 7 point 4) on the real server: an owner's ready tour of the
 * generated apartment (their sample, a copy of the demo the real pipeline processed at the
 * server's start), given a destination and published through the API, opened at /t/{slug} by a
 * visitor in a fresh browser context. Headless Chromium draws WebGL 2 in software, so the canvas
 * is read back as pixels: the model is there, and choosing a destination draws a route on the
 * floor. /embed/{slug} loads inside another site's iframe, while /t/{slug} and / refuse framing.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { floorPlanPoint } from './support/apartment';
import {
  brightnessAround,
  colourCount,
  countDrawCalls,
  drawCalls,
  expectViewerAtRest,
  expectViewerReady,
  nextFrames,
  openTour,
  routePixels,
  viewerCanvas,
} from './support/canvas';
import { serveListing } from './support/other-site';
import { APP_START_DEADLINE_MS } from '../../src/paint-first/app-scripts';
import { FIRST_FRAME_MARK } from '../../src/viewer/types';
import { expect, test } from './support/test';
import { newOwner, setUpWithOwnAddress } from './support/tours';

const TITLE = 'Canal-side apartment';
const DESTINATION = 'Living room';

/** An owner's ready tour of the apartment fixture, given a destination and published. */
async function publishedApartmentTour(request: APIRequestContext): Promise<string> {
  const { api } = await newOwner(request, 'viewer');
  const { id, bounds } = await api.readyApartment({ title: TITLE });
  const { min, max } = bounds!;
  // The living room lies in the apartment's first corner (the generated plan is always the same).
  const position = { x: min.x + (max.x - min.x) * 0.2, y: min.y, z: min.z + (max.z - min.z) * 0.2 };
  await api.patch(id, { destinations: [{ id: 'living-room', name: DESTINATION, position }] });
  const { slug } = await api.publish(id);
  return slug!;
}

test.describe('the public tour viewer', () => {
  test.describe.configure({ timeout: 240_000 });

  let slug: string;
  test.beforeAll(async ({ playwright }) => {
    slug = await setUpWithOwnAddress(
      playwright,
      test.info().project.use.baseURL,
      publishedApartmentTour,
    );
  });

  test('a visitor sees the model, and Navigate to… draws the way and walks it', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await countDrawCalls(page);
    // The title comes with the tour's details: once the viewer is ready, whatever the load.
    await openTour(page, slug);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${TITLE} \\| Roomwalk$`));
    const canvas = viewerCanvas(page);
    // A tour left open costs nothing (issue 34): once the view has settled, nothing is drawn.
    await expectViewerAtRest(page);
    expect(await colourCount(canvas)).toBeGreaterThan(20);

    // A change wakes it at once.
    const drawnAtRest = await drawCalls(page);
    await page.getByRole('button', { name: 'Floor plan' }).click();
    await expect(page.getByRole('button', { name: 'Floor plan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => drawCalls(page)).toBeGreaterThan(drawnAtRest);
    await nextFrames(page);
    const before = await routePixels(canvas);
    await page.getByRole('button', { name: 'Navigate to…' }).click();
    const panel = page.getByRole('region', { name: 'Navigate to…' });
    await panel.getByRole('button', { name: DESTINATION }).click();
    await expect(page.getByText(`The way to ${DESTINATION} is shown on the floor.`)).toBeVisible();
    await nextFrames(page);
    expect(await routePixels(canvas)).toBeGreaterThan(before + 300);

    await page.getByRole('button', { name: 'Walk me there' }).click();
    await expect(page.getByRole('button', { name: 'Walk' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`You have arrived at ${DESTINATION}.`)).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Clear route' }).click();
    await expect(page.getByText(`You have arrived at ${DESTINATION}.`)).toBeHidden();
  });

  test("the first frame is drawn before the app's scripts load, and the app takes it over", async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await page.goto(`/t/${slug}`);
    // The title is in the served page, before any script has run.
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const firstFrameAt = await page
      .waitForFunction((mark) => {
        const entry = performance.getEntriesByName(mark)[0];
        if (!entry) return null;
        Object.assign(window, {
          firstCanvas: document.querySelector('.tour-viewer-canvas canvas'),
        });
        return entry.startTime;
      }, FIRST_FRAME_MARK)
      .then(async (handle) => Number(await handle.jsonValue()));
    await expectViewerReady(page);
    const after = await page.evaluate(() => ({
      sameCanvas:
        document.querySelector('.tour-viewer-canvas canvas') ===
        (window as { firstCanvas?: Element | null }).firstCanvas,
      appRequestedAt: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    // One viewer: the app adopted the canvas the page drew with, and made none of its own.
    expect(after.sameCanvas).toBe(true);
    // The app's own code was asked for once the frame was drawn (or the page stopped waiting).
    expect(after.appRequestedAt).toBeGreaterThanOrEqual(
      Math.min(firstFrameAt, APP_START_DEADLINE_MS),
    );
    await expect(page.getByRole('toolbar')).toBeVisible();
  });

  test('baked occlusion darkens the corner of a room against its open floor', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await openTour(page, slug);
    await page.getByRole('button', { name: 'Floor plan' }).click();
    await expect(page.getByRole('button', { name: 'Floor plan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await nextFrames(page);
    const canvas = viewerCanvas(page);
    // The living room's north-west corner, 14 cm from both walls' faces, and its open floor
    // between the coffee table and the hallway, over a metre from any wall: the same wood, the
    // same light from above; only the occlusion baked by processing tells them apart.
    const corner = await brightnessAround(canvas, await floorPlanPoint(canvas, { x: 0.2, y: 8.8 }));
    const open = await brightnessAround(canvas, await floorPlanPoint(canvas, { x: 4.6, y: 6.0 }));
    expect(corner).toBeLessThan(open * 0.85);
  });

  test('the controls work from the keyboard and pass axe', async ({ newVisitor }) => {
    const page = await newVisitor();
    await openTour(page, slug);
    await expectNoAxeViolations(page);

    await page.getByRole('application').focus();
    // The minimap's toggle sits at the top of the view, before the toolbar at its foot.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Hide map' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Walk' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Dollhouse' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The apartment's model names no rooms: its destination is the room the dollhouse labels.
    await expect(page.locator('.viewer-room-label', { hasText: DESTINATION })).toBeVisible();
    await page.getByRole('button', { name: 'Navigate to…' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Navigate to…' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('View in AR shows the model in model-viewer, as a tabletop dollhouse or at true scale', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await openTour(page, slug);
    await page.getByRole('button', { name: 'View in AR' }).click();
    const dialog = page.getByRole('dialog', { name: 'View in AR' });
    // model-viewer is fetched only now, and starts slowly on a software GPU.
    await expect(dialog.getByRole('radio', { name: 'Tabletop dollhouse' })).toBeChecked({
      timeout: 30_000,
    });
    const model = dialog.locator('model-viewer');
    await expect(model).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
    await expect(model).toHaveAttribute('ar-scale', 'auto');
    // The compressed model really loads in model-viewer (its meshopt decoder is ours, not a CDN's);
    // decoding it on a busy machine's software GPU can take longer than the default 5 s.
    await expect
      .poll(() => model.evaluate((element) => (element as { loaded?: boolean }).loaded === true), {
        timeout: 30_000,
      })
      .toBe(true);
    await dialog.getByRole('radio', { name: 'True scale' }).check();
    await expect(dialog.locator('model-viewer')).toHaveAttribute('ar-scale', 'fixed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('it fits a phone-sized screen', async ({ newVisitor }) => {
    const page = await newVisitor({ width: 375, height: 667 });
    await openTour(page, slug);
    const toolbar = page.getByRole('toolbar', { name: 'Viewer controls' });
    const box = (await toolbar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // One row, which scrolls sideways to every button (viewer-phone.spec.ts: the whole layout).
    for (const name of ['Walk', 'Dollhouse', 'Floor plan', 'Navigate to…', 'View in AR']) {
      const button = toolbar.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      // Each at the top of the bar, past its padding (0.4rem).
      expect(Math.abs((await button.boundingBox())!.y - (box.y + 6.4))).toBeLessThan(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('/embed/{slug} loads in another site’s iframe; /t/{slug} and / refuse framing', async ({
    newVisitor,
    request,
    baseURL,
  }) => {
    const embed = await request.get(`/embed/${slug}`);
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
    for (const path of [`/t/${slug}`, '/']) {
      const response = await request.get(path);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }

    // A listing on another origin (another host and port), with the embed code an owner would
    // paste. It is a real local server: Chromium blocks public pages from framing local ones.
    const listing = await serveListing(`<!doctype html><title>Listing</title>
      <iframe id="embed" title="Tour" src="${baseURL}/embed/${slug}" width="800" height="500" allow="fullscreen; xr-spatial-tracking"></iframe>
      <iframe id="page" title="Page" src="${baseURL}/t/${slug}" width="300" height="200"></iframe>
      <iframe id="home" title="Home" src="${baseURL}/" width="300" height="200"></iframe>`);
    const page = await newVisitor();
    await page.goto(listing.url);
    expect(new URL(listing.url).origin).not.toBe(new URL(baseURL!).origin);
    const frame = page.frameLocator('#embed');
    // The embed opens on its cover; the tour loads when the visitor enters (sharing.spec.ts).
    await frame.getByRole('button', { name: 'Enter tour' }).click();
    await expectViewerReady(frame);
    await expect(frame.getByRole('toolbar', { name: 'Viewer controls' })).toBeVisible();
    expect(await colourCount(viewerCanvas(frame))).toBeGreaterThan(20);
    await expect(frame.getByRole('link', { name: 'Open in Roomwalk' })).toHaveAttribute(
      'href',
      `/t/${slug}`,
    );

    for (const id of ['page', 'home']) {
      const blocked = await (await page.locator(`#${id}`).elementHandle())!.contentFrame();
      await expect.poll(() => blocked?.url()).toMatch(/^chrome-error:/);
      await expect(page.frameLocator(`#${id}`).locator('#root')).toHaveCount(0);
    }
    await listing.close();
  });
});
