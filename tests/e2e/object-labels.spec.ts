/**
 * Object labels on demand (issue 18 point 4, issue 17 point 7, decision 0037) on the real server,
 * in Chromium: the generated two-storey house (an IFC with a front door, windows, a stair, a sofa,
 * a table and, upstairs, a bed) uploaded, processed and published, then opened by a visitor. The
 * Labels button, pressed from the keyboard, shows the labels of the storey shown, in the
 * visitor's words; pressed again, hides them.
 */
import type { Page } from '@playwright/test';
import { HOUSE_STOREYS, houseIfc } from '../../scripts/fixtures/ifc';
import { expectViewerReady } from './support/canvas';
import { expect, test } from './support/test';
import { publishedTour, setUpWithOwnAddress } from './support/tours';

const objectLabel = (page: Page, text: string) =>
  page.locator('.viewer-object-label', { hasText: new RegExp(`^${text}$`) });

test.describe('object labels in the tour viewer', () => {
  // Software WebGL on a shared machine: every change waits for frames drawn on the CPU.
  test.describe.configure({ timeout: 480_000 });

  let slug: string;
  test.beforeAll(async ({ playwright }) => {
    const house = await houseIfc();
    slug = await setUpWithOwnAddress(playwright, test.info().project.use.baseURL, (request) =>
      publishedTour(request, 'labels', 'Labelled house', house),
    );
  });

  test('Labels shows the objects of the storey shown, and hides them again', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await page.goto(`/t/${slug}`);
    await expectViewerReady(page);
    const labels = page.getByRole('button', { name: 'Labels' });
    await expect(labels).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.viewer-object-label:visible')).toHaveCount(0);

    // From above the whole ground floor is in view: its door, sofa and stair are labelled.
    await page.getByRole('button', { name: 'Dollhouse' }).click();
    await labels.focus();
    await page.keyboard.press('Enter');
    await expect(labels).toHaveAttribute('aria-pressed', 'true');
    for (const text of ['Door', 'Window', 'Stairs', 'Sofa', 'Table'])
      await expect(objectLabel(page, text).first()).toBeVisible();
    // The bed is upstairs: shown only with the first floor.
    await expect(objectLabel(page, 'Bed')).toBeHidden();
    await page
      .getByRole('combobox', { name: 'Storey' })
      .selectOption({ label: HOUSE_STOREYS[1].name });
    await expect(objectLabel(page, 'Bed')).toBeVisible();
    await expect(objectLabel(page, 'Sofa')).toBeHidden();
    // The model's own names are not shown, its labels are.
    await expect(page.locator('.viewer-object-label', { hasText: 'Front door' })).toHaveCount(0);

    await labels.focus();
    await page.keyboard.press('Space');
    await expect(labels).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.viewer-object-label:visible')).toHaveCount(0);
  });
});
