/**
 * The Measure tool of the public tour viewer (issue 18 point 5, decision 0031) on the real server,
 * in Chromium: a room of the generated apartment measured wall to wall on the floor plan by two
 * clicks a few centimetres off the walls (they catch on the walls' feet), within 1 % of its true
 * width; and a measurement made with the keyboard alone, across modes, announced to screen readers.
 */
import type { Page } from '@playwright/test';
import { floorPlanPoint } from './support/apartment';
import { expectNoAxeViolations } from './support/axe';
import { nextFrames, openTour, viewerCanvas } from './support/canvas';
import { expect, test } from './support/test';
import { publishedTour, setUpWithOwnAddress } from './support/tours';

/**
 * The bedroom (scripts/fixtures/layout.ts): from the west wall at x = 0 to the wall at x = 6,
 * both 12 cm thick on their centre lines, so 6 − 0.12 = 5.88 m between their faces. At y = 2.8
 * nothing stands along either wall.
 */
const BEDROOM_WIDTH = 6 - 0.12;
const ACROSS_THE_BEDROOM = { y: 2.8, west: 0.1, east: 5.9 };

/** Metres from a distance as the tool writes it: "5.88 m", or "19 ft 3 in" for en-US. */
function metresOf(text: string): number {
  const metric = /([\d.]+)\s*m\b/.exec(text);
  if (metric) return Number(metric[1]);
  const imperial = /(?:(\d+)\s*ft)?\s*(\d+)\s*in/.exec(text);
  if (!imperial) throw new Error(`No distance in “${text}”`);
  return (Number(imperial[1] ?? 0) * 12 + Number(imperial[2])) * 0.0254;
}

const measureButton = (page: Page) => page.getByRole('button', { name: 'Measure', exact: true });
const measurePanel = (page: Page) => page.getByRole('region', { name: 'Measure' });

test.describe('measuring in the tour viewer', () => {
  // Software WebGL on a shared machine: every click waits for frames drawn on the CPU.
  test.describe.configure({ timeout: 480_000 });

  let slug: string;
  test.beforeAll(async ({ playwright }) => {
    slug = await setUpWithOwnAddress(playwright, test.info().project.use.baseURL, (request) =>
      publishedTour(request, 'measure', 'Measured apartment'),
    );
  });

  test('two clicks by the walls of a room on the floor plan read its width within 1 %', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await openTour(page, slug);
    await page.getByRole('button', { name: 'Floor plan' }).click();
    await expect(page.getByRole('button', { name: 'Floor plan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await measureButton(page).click();
    await expect(measureButton(page)).toHaveAttribute('aria-pressed', 'true');
    const panel = measurePanel(page);
    await expect(panel.getByText(/Click or tap two points/)).toBeVisible({ timeout: 30_000 });
    await nextFrames(page);

    const canvas = viewerCanvas(page);
    const box = (await canvas.boundingBox())!;
    const { y, west, east } = ACROSS_THE_BEDROOM;
    for (const x of [west, east]) {
      const point = await floorPlanPoint(canvas, { x, y });
      await page.mouse.click(box.x + point.x, box.y + point.y);
    }
    const item = panel.getByRole('listitem');
    await expect(item).toHaveCount(1);
    const measured = metresOf((await item.locator('span').textContent()) ?? '');
    expect(Math.abs(measured - BEDROOM_WIDTH) / BEDROOM_WIDTH).toBeLessThan(0.01);
    // The same distance is written on the model, at the middle of the line.
    const label = page.locator('.viewer-measure-label');
    await expect(label).toHaveCount(1);
    expect(metresOf((await label.textContent()) ?? '')).toBeCloseTo(measured, 5);
    await expect(panel.getByRole('status')).toHaveText(/^Measurement 1: /);

    // A second measurement stands beside the first; each can go, or all at once.
    for (const x of [2, 3]) {
      const point = await floorPlanPoint(canvas, { x, y: 2.4 });
      await page.mouse.click(box.x + point.x, box.y + point.y);
    }
    await expect(item).toHaveCount(2);
    await expect(label).toHaveCount(2);
    await panel.getByRole('button', { name: 'Remove measurement 1' }).click();
    await expect(item).toHaveCount(1);
    await expect(label).toHaveCount(1);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await expect(item).toHaveCount(0);
    await expect(label).toHaveCount(0);
  });

  test('the keyboard alone measures: Enter at the crosshair, in any mode; Escape leaves', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await openTour(page, slug);
    const application = page.getByRole('application');
    await measureButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(measureButton(page)).toHaveAttribute('aria-pressed', 'true');
    const panel = measurePanel(page);
    await expect(panel.getByText(/Click or tap two points/)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.viewer-crosshair')).toBeVisible();

    // The first point in the middle of the floor plan (the hallway's floor) …
    await page.getByRole('button', { name: 'Floor plan' }).focus();
    await page.keyboard.press('Enter');
    await application.focus();
    await nextFrames(page);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText(
      'First point placed. Choose the second point.',
    );
    // … the second where the visitor looks in walk mode, at eye height.
    await page.getByRole('button', { name: 'Walk' }).focus();
    await page.keyboard.press('Enter');
    await application.focus();
    await nextFrames(page);
    await page.keyboard.press('Enter');
    const status = panel.getByRole('status');
    await expect(status).toHaveText(/^Measurement 1: /);
    expect(metresOf((await status.textContent()) ?? '')).toBeGreaterThan(0.5);
    await expect(status).toHaveAttribute('aria-live', 'polite');

    // Escape drops a first point, then leaves measuring.
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('First point placed. Choose the second point.');
    await page.keyboard.press('Escape');
    await expect(status).toHaveText(/^Measurement 1: /);
    await page.keyboard.press('Escape');
    await expect(measureButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(panel).toBeHidden();
    await expect(page.locator('.viewer-crosshair')).toHaveCount(0);
    await expect(page.locator('.viewer-measure-label')).toHaveCount(0);
  });

  test('right to left: the tool speaks Arabic, writes Arabic digits and keeps to the inline end', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await page.addInitScript(() => localStorage.setItem('roomwalk.locale', 'ar-SA'));
    await openTour(page, slug);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'مخطط الطابق' }).click();
    const measure = page.getByRole('button', { name: 'القياس', exact: true });
    await measure.click();
    const panel = page.getByRole('region', { name: 'القياس' });
    await expect(panel.getByText(/انقر أو المس نقطتين/)).toBeVisible({ timeout: 30_000 });
    await nextFrames(page);

    const canvas = viewerCanvas(page);
    const box = (await canvas.boundingBox())!;
    const { y, west, east } = ACROSS_THE_BEDROOM;
    for (const x of [west, east]) {
      const point = await floorPlanPoint(canvas, { x, y });
      await page.mouse.click(box.x + point.x, box.y + point.y);
    }
    const label = page.locator('.viewer-measure-label');
    await expect(label).toHaveCount(1);
    // Arabic-Indic digits and the Arabic unit, as Intl writes metres for ar-SA ("٥٫٨٨ متر").
    await expect(label).toHaveText(/^[٠-٩]+٫[٠-٩]{2} (م|متر)$/);
    await expect(panel.getByRole('status')).toHaveText(/^القياس [١1]: [٠-٩]+٫[٠-٩]{2} (م|متر)$/);
    // The panel stands at the inline end: the left side of a right-to-left page.
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x + panelBox.width / 2).toBeLessThan(box.x + box.width / 2);
    await expectNoAxeViolations(page);
  });
});
