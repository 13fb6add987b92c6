/**
 * Walking the demo tour as a body (issue 18, points 2 and 4; decision 0041), in Chromium against
 * the real server: holding W into a wall keeps the visitor's body 0.3 m off it and the view is
 * still a view, the floor cursor shows over floor (not over a wall), and the minimap of walk
 * mode shows the plan and walks the visitor to where it is clicked. The visitor's place is read
 * from the viewer's data-visitor ("x y z yaw", world metres); the walls from the apartment's
 * layout. With SCREENSHOTS=1 the minimap is photographed for docs/screenshots.
 */
import type { Page } from '@playwright/test';
import { WALL_THICKNESS, WALLS } from '../../scripts/fixtures/layout';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import {
  canvasPixels,
  colourCount,
  differingShare,
  nextFrames,
  openTour,
  viewerCanvas,
  WALKING_VIEWPORT,
} from './support/canvas';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS, waitForDemoTour } from './support/tours';

/**
 * The nearest the body may come to a wall face, in metres: the navmesh's agent radius (0.3 m)
 * less what recast may cut off it (navmesh.ts: `maxSimplificationError` of 1.3 cells, and half a
 * cell where a wall's face falls inside a cell, of 0.05 m for the apartment). Sliding along a
 * wall in a phone's short frames (the viewer draws only on change, decision 0046) reaches the
 * corners of those polygons: 0.234 m in the test below.
 */
const NEAREST_TO_A_WALL = 0.3 - (1.3 + 0.5) * 0.05;

/** Reading a model centres it: a point of the layout's plan (x, y) is at world (x − 5, 4.5 − y). */
const toPlan = (x: number, z: number) => ({ x: x + 5, y: 4.5 - z });
const toWorld = (x: number, y: number) => ({ x: x - 5, z: 4.5 - y });

/** How far a plan point is from the nearest wall's face (doorways are openings). */
function distanceToWalls(point: { x: number; y: number }): number {
  const half = WALL_THICKNESS / 2;
  let nearest = Infinity;
  for (const wall of WALLS) {
    const alongX = wall.from[1] === wall.to[1];
    const start = alongX ? wall.from[0] : wall.from[1];
    const direction = Math.sign((alongX ? wall.to[0] : wall.to[1]) - start);
    const length = Math.abs((alongX ? wall.to[0] : wall.to[1]) - start);
    // The wall's solid stretches, between its doorways.
    const cuts = [...wall.doorways].sort((a, b) => a.start - b.start);
    let from = 0;
    const pieces: [number, number][] = [];
    for (const cut of [...cuts, { start: length, end: length }]) {
      if (cut.start > from) pieces.push([from, cut.start]);
      from = cut.end;
    }
    for (const [a, b] of pieces) {
      const [p, q] = [start + direction * a, start + direction * b].sort((m, n) => m - n) as [
        number,
        number,
      ];
      const along = alongX ? point.x : point.y;
      const across = alongX ? point.y - wall.from[1] : point.x - wall.from[0];
      const dAlong = Math.max(p - half - along, 0, along - q - half);
      const dAcross = Math.max(Math.abs(across) - half, 0);
      nearest = Math.min(nearest, Math.hypot(dAlong, dAcross));
    }
  }
  return nearest;
}

interface Visitor {
  x: number;
  y: number;
  z: number;
  yaw: number;
}

async function visitor(page: Page): Promise<Visitor> {
  const text = await page.locator('.tour-viewer-canvas').getAttribute('data-visitor');
  const [x = NaN, y = NaN, z = NaN, yaw = NaN] = (text ?? '').split(' ').map(Number);
  return { x, y, z, yaw };
}

/** Holds a turning key until the visitor looks along `yaw` (within a few degrees). */
async function turnTo(page: Page, yaw: number) {
  const { yaw: now } = await visitor(page);
  const left = Math.atan2(Math.sin(yaw - now), Math.cos(yaw - now));
  const key = left > 0 ? 'ArrowLeft' : 'ArrowRight';
  await page.keyboard.down(key);
  await page.waitForFunction(
    (wanted) => {
      const text = document.querySelector('.tour-viewer-canvas')?.getAttribute('data-visitor');
      const current = Number(text?.split(' ')[3]);
      return Math.abs(Math.atan2(Math.sin(wanted - current), Math.cos(wanted - current))) < 0.15;
    },
    yaw,
    { timeout: 30_000 },
  );
  await page.keyboard.up(key);
}

/** Where the visitor stood in each of the next `frames` drawn frames ("x y z yaw" each). */
async function placesOverFrames(page: Page, frames: number): Promise<Visitor[]> {
  const texts = await page.evaluate(
    (count) =>
      new Promise<string[]>((resolve) => {
        const element = document.querySelector('.tour-viewer-canvas');
        const seen: string[] = [];
        const record = () => {
          seen.push(element?.getAttribute('data-visitor') ?? '');
          if (seen.length >= count) resolve(seen);
          else requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      }),
    frames,
  );
  return texts.map((text) => {
    const [x = NaN, y = NaN, z = NaN, yaw = NaN] = text.split(' ').map(Number);
    return { x, y, z, yaw };
  });
}

async function walkToTheHallway(page: Page) {
  await page.getByRole('button', { name: 'Navigate to…' }).click();
  await page
    .getByRole('region', { name: 'Navigate to…' })
    .getByRole('button', { name: 'Hallway' })
    .click();
  await page.getByRole('button', { name: 'Walk me there' }).click();
  await expect(page.getByText('You have arrived at Hallway.')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Clear route' }).click();
}

const screenshots = process.env['SCREENSHOTS'] === '1';

async function photograph(page: Page, name: string) {
  const path = screenshots ? `docs/screenshots/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test.describe('walking the demo tour as a body', () => {
  test.describe.configure({ timeout: PROCESSED_WITHIN_MS + 120_000 });

  test.beforeAll(async ({ request }) => {
    await waitForDemoTour(request);
  });

  test('holding W into a wall keeps the body off it, and the view is still a view', async ({
    newVisitor,
  }) => {
    const page = await newVisitor(WALKING_VIEWPORT);
    await openTour(page, DEMO_TOUR_SLUG);
    await walkToTheHallway(page);
    // In the middle of the hallway, 0.54 m from the faces of its walls, turned to face north
    // (yaw 0 looks towards −z, the plan's +y): a plain stretch of wall, no doorway.
    const arrived = await visitor(page);
    expect(distanceToWalls(toPlan(arrived.x, arrived.z))).toBeGreaterThan(0.4);
    await page.getByRole('application').focus();
    await turnTo(page, 0);

    // W held for 150 drawn frames: into the wall, and along it where the turn left an angle.
    await page.keyboard.down('w');
    const places = await placesOverFrames(page, 150);
    await page.keyboard.up('w');

    const clearances = places.map(({ x, z }) => distanceToWalls(toPlan(x, z)));
    // Never nearer a wall than the body's clearance allows: the navmesh's agent radius, less
    // what its polygons may cut off (server/processing/stages/navmesh.ts)…
    expect(Math.min(...clearances)).toBeGreaterThanOrEqual(NEAREST_TO_A_WALL);
    // …and it did walk up to one (it was 0.54 m from both walls in the hallway's middle).
    expect(Math.min(...clearances)).toBeLessThan(0.4);
    // A view, not one flat plane: the wall's light and the floor or ceiling at its edges.
    await nextFrames(page);
    expect(await colourCount(viewerCanvas(page))).toBeGreaterThan(8);
  });

  test('the floor cursor shows where a click goes, over floor only', async ({ newVisitor }) => {
    const page = await newVisitor();
    await openTour(page, DEMO_TOUR_SLUG);
    const canvas = viewerCanvas(page);
    const stage = page.locator('.tour-viewer-canvas');
    const box = (await canvas.boundingBox())!;
    await expect(stage).toHaveAttribute('data-floor-cursor', 'hidden');
    await nextFrames(page);
    const before = await canvasPixels(canvas);
    // The demo opens in the living room facing the kitchen's doorway: over the wall beside it
    // no cursor; over the kitchen's floor through the doorway, low in the view (above the
    // toolbar), the cursor.
    await page.mouse.move(box.x + box.width * 0.65, box.y + box.height * 0.5);
    await nextFrames(page);
    await expect(stage).toHaveAttribute('data-floor-cursor', 'hidden');
    await page.mouse.move(box.x + box.width * 0.36, box.y + box.height * 0.83);
    await expect(stage).toHaveAttribute('data-floor-cursor', 'shown');
    await nextFrames(page);
    expect(differingShare(before, await canvasPixels(canvas))).toBeGreaterThan(0.0003);
    // The ceiling: no floor there, no cursor.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.05);
    await expect(stage).toHaveAttribute('data-floor-cursor', 'hidden');
  });

  for (const viewport of [
    { name: 'desktop', width: 1000, height: 700 },
    { name: '375', width: 375, height: 667 },
  ]) {
    test(`the minimap shows the plan and walks the visitor where it is clicked (${viewport.name})`, async ({
      newVisitor,
    }) => {
      const page = await newVisitor(viewport);
      await openTour(page, DEMO_TOUR_SLUG);
      const panel = page.getByRole('region', { name: 'Map' });
      const map = panel.getByRole('img', { name: /^Map of this floor/ });
      await expect(map.locator('svg')).toHaveAttribute('data-minimap', 'shown', {
        timeout: 30_000,
      });

      // The bedroom's open floor, between the wardrobe and the bed: where on the map is it?
      const target = toWorld(1.8, 2.8);
      const svg = map.locator('svg');
      const [vx, vz, vw, vh] = ((await svg.getAttribute('viewBox')) ?? '')
        .split(' ')
        .map(Number) as [number, number, number, number];
      const rect = (await svg.boundingBox())!;
      const scale = Math.min(rect.width / vw, rect.height / vh);
      const left = rect.x + (rect.width - vw * scale) / 2;
      const top = rect.y + (rect.height - vh * scale) / 2;
      if (viewport.name === 'desktop') await photograph(page, 'walk-minimap-desktop');
      await page.mouse.click(left + (target.x - vx) * scale, top + (target.z - vz) * scale);
      await expect
        .poll(
          async () => {
            const { x, z } = await visitor(page);
            return Math.hypot(x - target.x, z - target.z);
          },
          { timeout: 60_000 },
        )
        .toBeLessThan(0.4);
      if (viewport.name === '375') await photograph(page, 'walk-minimap-375');

      // Hide map folds it away; Show map brings it back.
      await panel.getByRole('button', { name: 'Hide map' }).click();
      await expect(map).toBeHidden();
      await panel.getByRole('button', { name: 'Show map' }).click();
      await expect(panel.getByRole('img')).toBeVisible();
      // Not in the other modes.
      await page.getByRole('button', { name: 'Dollhouse' }).click();
      await expect(panel).toBeHidden();
    });
  }
});
