/**
 * A real building in the tour viewer (issue 17): KIT's FZK-Haus, an architect's two-storey house
 * exported by ArchiCAD 14 as IFC2X3 (from Debian's assimp-testmodels, tests/corpus), uploaded,
 * processed and published through the real server, then opened by a visitor in Chromium. The
 * visitor starts indoors on the ground storey, both storeys are offered, each storey has its own
 * floor plan, the dollhouse and the plan name the rooms of the storey shown in labels readable on
 * a phone that never overlap, and a preview of the entrance
 * storey comes before the whole model. The screenshots are attached
 * to the test's report and kept in its output folder.
 */
import type { Page } from '@playwright/test';
import { file } from '../corpus/assimp';
import { canvasPixels, differingShare, nextFrames, openTour, viewerCanvas } from './support/canvas';
import { expect, test } from './support/test';
import { publishedTour, setUpWithOwnAddress } from './support/tours';

const STOREYS = ['0. Erdgeschoss', '1. Dachgeschoss'];

/** A screenshot of the page, kept in the test's output folder and attached to its report. */
async function attachView(page: Page, name: string) {
  await nextFrames(page);
  const path = test.info().outputPath(`${name.replaceAll(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test.describe('a real building: FZK-Haus (IFC2X3, ArchiCAD 14)', () => {
  // Software WebGL on a shared machine: every change waits for frames drawn on the CPU.
  test.describe.configure({ timeout: 480_000 });

  let slug: string;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(300_000);
    const house = await file('IFC/AC14-FZK-Haus.ifc');
    slug = await setUpWithOwnAddress(playwright, test.info().project.use.baseURL, (request) =>
      publishedTour(request, 'fzk-haus', 'FZK-Haus', house),
    );
  });

  test('opens indoors on the ground storey, with a floor plan per storey and its rooms named', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTour(page, slug, 120_000);
    const storey = page.getByRole('combobox', { name: 'Storey' });
    await expect(storey.locator('option')).toHaveText(STOREYS);
    await expect(storey).toHaveValue('0');
    const viewer = page.locator('.tour-viewer-canvas');
    await expect(viewer).toHaveAttribute('data-visitor-storey', '0');
    // Its entrance storey came first as a coarse preview, the whole model after the first frame
    // (decision 0049).
    await expect(viewer).toHaveAttribute('data-viewer-detail', 'full', { timeout: 60_000 });
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.split('/').pop())
        .filter((name) => name?.endsWith('.glb')),
    );
    expect(requested).toEqual(['model-preview.glb', 'model.glb']);
    await attachView(page, 'walk, ground storey');

    await page.getByRole('button', { name: 'Floor plan' }).click();
    await expect(page.getByRole('button', { name: 'Floor plan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const canvas = viewerCanvas(page);
    await nextFrames(page);
    const groundPlan = await canvasPixels(canvas);
    await attachView(page, 'floor plan, ground storey');
    await storey.selectOption({ label: STOREYS[1] });
    await expect(viewer).toHaveAttribute('data-viewer-storey', '1');
    await nextFrames(page);
    expect(differingShare(groundPlan, await canvasPixels(canvas))).toBeGreaterThan(0.02);
    await attachView(page, 'floor plan, upper storey');

    // The plan names its rooms as labels over the canvas, readable on a phone: the upper
    // storey's Galerie, at 375 px wide, at least 11 px high, none overlapping another.
    const room = (name: string) => page.locator('.viewer-room-label', { hasText: name });
    await page.setViewportSize({ width: 375, height: 700 });
    await expect(room('Galerie')).toBeVisible();
    await expect(room('Küche')).toBeHidden();
    await expectReadableLabels(page);
    await attachView(page, 'floor plan, upper storey, phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Dollhouse' }).click();
    await storey.selectOption({ label: STOREYS[0] });
    await expect(room('Küche')).toBeVisible();
    await expect(room('Galerie')).toBeHidden();
    await expectReadableLabels(page);
    await attachView(page, 'dollhouse, ground storey');
  });
});

/** The room labels shown: each at least 11 px high in its font, no two overlapping. */
async function expectReadableLabels(page: Page) {
  const boxes = await page.locator('.viewer-room-label:visible').evaluateAll((labels) =>
    labels.map((label) => ({
      box: label.getBoundingClientRect().toJSON() as DOMRect,
      fontSize: parseFloat(getComputedStyle(label).fontSize),
    })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const { fontSize } of boxes) expect(fontSize).toBeGreaterThanOrEqual(11);
  boxes.forEach(({ box: a }, index) => {
    for (const { box: b } of boxes.slice(index + 1)) {
      const apart =
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart).toBe(true);
    }
  });
}
