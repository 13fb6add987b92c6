/**
 * The screenshots of the tour viewer for the record (issue 18): walk, dollhouse and floor plan
 * with room names, measuring and the embed cover, at desktop width and on a 375 px phone. The
 * apartment is the seeded demo tour; the rooms are named on the generated two-storey house (an
 * IFC with its spaces). Run only on demand, with SCREENSHOTS=1 (playwright.config.ts leaves the
 * file out otherwise): the pictures are written to docs/screenshots and checked by eye, so this
 * adds nothing to CI's run.
 */
import type { Page } from '@playwright/test';
import { HOUSE_STOREYS, houseIfc } from '../../scripts/fixtures/ifc';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import { floorPlanPoint } from './support/apartment';
import { nextFrames, openTour, viewerCanvas } from './support/canvas';
import { expect, test } from './support/test';
import { publishedTour, setUpWithOwnAddress } from './support/tours';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

async function keep(page: Page, name: string) {
  await nextFrames(page);
  await page.screenshot({ path: `docs/screenshots/tour-${name}.png` });
}

const modeButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function chooseMode(page: Page, name: string) {
  await modeButton(page, name).click();
  await expect(modeButton(page, name)).toHaveAttribute('aria-pressed', 'true');
}

/** A measuring point where the crosshair in the middle of the view meets the model (Enter). */
async function placeAtCrosshair(page: Page) {
  await page.getByRole('application').focus();
  await nextFrames(page);
  await page.keyboard.press('Enter');
}

test.describe('screenshots of the tour viewer', () => {
  test.describe.configure({ timeout: 600_000 });

  let house: string;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(300_000);
    const bytes = await houseIfc();
    house = await setUpWithOwnAddress(playwright, test.info().project.use.baseURL, (request) =>
      publishedTour(request, 'screenshots', 'Two-storey house', bytes),
    );
  });

  for (const size of ['desktop', 'phone'] as const) {
    const viewport = VIEWPORTS[size];
    test(`the demo apartment: walk, dollhouse, measuring and the embed cover (${size})`, async ({
      newVisitor,
    }) => {
      const page = await newVisitor(viewport);
      await openTour(page, DEMO_TOUR_SLUG);
      // The minimap's plan drawn in its corner, not its empty panel.
      await expect(page.locator('svg[data-minimap="shown"]')).toBeVisible({ timeout: 30_000 });
      await keep(page, `walk-${size}`);
      await chooseMode(page, 'Dollhouse');
      await keep(page, `dollhouse-${size}`);

      await chooseMode(page, 'Floor plan');
      await page.getByRole('button', { name: 'Measure', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Measure' });
      await expect(panel.getByText(/Click or tap two points/)).toBeVisible({ timeout: 30_000 });
      await nextFrames(page);
      if (size === 'desktop') {
        // The bedroom, wall to wall, by two clicks on the plan.
        const canvas = viewerCanvas(page);
        const box = (await canvas.boundingBox())!;
        for (const x of [0.1, 5.9]) {
          const point = await floorPlanPoint(canvas, { x, y: 2.8 });
          await page.mouse.click(box.x + point.x, box.y + point.y);
        }
      } else {
        // On a phone, the keyboard's crosshair: on the plan, then straight ahead in walk mode
        // (taps on the plan's upper half measure too: viewer-phone.spec.ts).
        await placeAtCrosshair(page);
        await chooseMode(page, 'Walk');
        await placeAtCrosshair(page);
      }
      await expect(panel.getByRole('status')).toHaveText(/^Measurement 1: /);
      await keep(page, `measure-${size}`);

      await page.goto(`/embed/${DEMO_TOUR_SLUG}`);
      await expect(page.locator('.tour-embed-cover img')).toBeVisible();
      await expect
        .poll(() =>
          page
            .locator('.tour-embed-cover img')
            .evaluate((image: HTMLImageElement) => image.complete),
        )
        .toBe(true);
      await keep(page, `embed-cover-${size}`);
    });

    test(`the two-storey house: rooms named on the floor plan and in the dollhouse (${size})`, async ({
      newVisitor,
    }) => {
      const page = await newVisitor(viewport);
      await openTour(page, house);
      await keep(page, `house-walk-${size}`);
      await chooseMode(page, 'Floor plan');
      await keep(page, `house-floor-plan-${size}`);
      await chooseMode(page, 'Dollhouse');
      const storey = page.getByRole('combobox', { name: 'Storey' });
      await storey.selectOption({ label: HOUSE_STOREYS[1].name });
      await expect(page.locator('.viewer-room-label', { hasText: 'Bedroom' })).toBeVisible();
      await keep(page, `house-dollhouse-upper-${size}`);
    });
  }
});
