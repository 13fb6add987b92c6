/**
 * The tour viewer on a 375 px phone (decision 0043), on the real server and the seeded demo tour,
 * in English and right to left in Gulf Arabic: the toolbar is one row that scrolls sideways (the
 * keyboard reaches every button, the page never scrolls sideways), and an open panel is a bottom
 * sheet above the toolbar that leaves the upper half of the view to the tour: a tap there reaches
 * the model, and the sheet's own buttons are on top where they are drawn.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import { floorPlanPoint } from './support/apartment';
import { expectNoAxeViolations } from './support/axe';
import { nextFrames, openTour, viewerCanvas } from './support/canvas';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS, waitForDemoTour } from './support/tours';

const PHONE = { width: 375, height: 812 };

const WORDS = {
  en: {
    walk: 'Walk',
    floorPlan: 'Floor plan',
    map: 'Map',
    measure: 'Measure',
    clearAll: 'Clear all',
    done: 'Done',
    navigate: 'Navigate to…',
    close: 'Close',
  },
  'ar-SA': {
    walk: 'تجوّل',
    floorPlan: 'مخطط الطابق',
    map: 'الخريطة',
    measure: 'القياس',
    clearAll: 'مسح الكل',
    done: 'تم',
    navigate: 'الانتقال إلى…',
    close: 'إغلاق',
  },
} as const;

/** Whether the element is what a tap at its middle reaches (nothing lies over it there). */
const isOnTop = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && target.contains(hit);
  });

const boxOf = async (element: Locator) => (await element.boundingBox())!;

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test.describe('the tour viewer on a phone', () => {
  test.describe.configure({ timeout: PROCESSED_WITHIN_MS + 240_000 });

  test.beforeAll(({ request }) => waitForDemoTour(request));

  for (const locale of ['en', 'ar-SA'] as const) {
    const words = WORDS[locale];

    test(`one row of controls, and panels as a sheet above it (${locale})`, async ({
      newVisitor,
    }) => {
      const page = await newVisitor(PHONE);
      await page.addInitScript((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
      await openTour(page, DEMO_TOUR_SLUG);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const stage = await boxOf(page.locator('.tour-viewer-stage'));
      const toolbar = page.getByRole('toolbar');
      const controls = toolbar.locator('button, select');

      // One row: every control at the same height, the bar one control high, inside the page.
      const tops = await controls.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(tops.length).toBeGreaterThan(5);
      expect(new Set(tops).size).toBe(1);
      const bar = await boxOf(toolbar);
      const control = await boxOf(controls.first());
      expect(bar.height).toBeLessThan(control.height * 1.5);
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(PHONE.width);
      // The row starts where the language reads from: the modes at the right in Arabic.
      if (locale === 'ar-SA')
        expect(control.x + control.width).toBeGreaterThan(bar.x + bar.width - 12);
      else expect(control.x).toBeLessThan(bar.x + 12);
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);

      // The keyboard reaches the last control, which scrolls into the bar with a visible ring.
      await page.getByRole('application').focus();
      const last = controls.last();
      for (
        let tab = 0;
        tab < 15 && !(await last.evaluate((e) => e === document.activeElement));
        tab += 1
      )
        await page.keyboard.press('Tab');
      await expect(last).toBeFocused();
      await expect(last).toBeInViewport({ ratio: 1 });
      const lastBox = await boxOf(last);
      expect(lastBox.x).toBeGreaterThanOrEqual(bar.x);
      expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(bar.x + bar.width);
      expect(await last.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
        'solid',
      );
      await expectNoSideScroll(page);

      // Measure on the floor plan, by two taps on the plan's upper half, above the sheet.
      await page.getByRole('button', { name: words.floorPlan, exact: true }).click();
      await page.getByRole('button', { name: words.measure, exact: true }).click();
      const panel = page.getByRole('region', { name: words.measure });
      await expect(panel.getByRole('button', { name: words.done, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await nextFrames(page);
      const canvas = viewerCanvas(page);
      const view = await boxOf(canvas);
      for (const x of [1.5, 8.5]) {
        const point = await floorPlanPoint(canvas, { x, y: 6.5 });
        const at = { x: view.x + point.x, y: view.y + point.y };
        expect(at.y).toBeLessThan((await boxOf(panel)).y);
        const reached = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('.tour-viewer-canvas') !== null,
          at,
        );
        expect(reached).toBe(true);
        await page.mouse.click(at.x, at.y);
      }
      await expect(panel.getByRole('listitem')).toHaveCount(1);

      // The sheet lies above the toolbar, leaves at least half of the view, and its own buttons
      // are on top and work.
      const sheet = await boxOf(panel);
      expect(sheet.y - stage.y).toBeGreaterThanOrEqual(stage.height / 2 - 1);
      expect(sheet.y + sheet.height).toBeLessThanOrEqual((await boxOf(toolbar)).y);
      const clearAll = panel.getByRole('button', { name: words.clearAll });
      const done = panel.getByRole('button', { name: words.done, exact: true });
      expect(await isOnTop(clearAll)).toBe(true);
      expect(await isOnTop(done)).toBe(true);
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      await clearAll.click();
      await expect(panel.getByRole('listitem')).toHaveCount(0);
      await done.click();
      await expect(panel).toBeHidden();

      // In walk mode, Navigate to… is a sheet too, its Close on top, clear of the minimap.
      await page.getByRole('button', { name: words.walk, exact: true }).click();
      const map = page.getByRole('region', { name: words.map });
      await expect(map.getByRole('img')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: words.navigate }).click();
      const navigate = page.getByRole('region', { name: words.navigate });
      await expect(navigate).toBeVisible();
      const list = await boxOf(navigate);
      expect(list.y - stage.y).toBeGreaterThanOrEqual(stage.height / 2 - 1);
      expect(list.y + list.height).toBeLessThanOrEqual((await boxOf(toolbar)).y);
      const mapBox = await boxOf(map);
      expect(mapBox.y + mapBox.height).toBeLessThan(list.y);
      const close = navigate.getByRole('button', { name: words.close });
      expect(await isOnTop(close)).toBe(true);
      await close.click();
      await expect(navigate).toBeHidden();
    });
  }
});
