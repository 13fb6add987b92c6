/**
 * Storeys in the public tour viewer (issue 18 point 3, decision 0035) on the real server, in
 * Chromium: the generated two-storey house (an IFC with its storeys, rooms and a stair) uploaded,
 * processed and published, then opened by a visitor. The storey selector lists the model's
 * storeys, starts on the entrance storey, cuts the dollhouse at the chosen storey, names its
 * rooms there, and takes the visitor to stand on it. The dollhouse draws the storeys up to the one
 * shown, no more (issue 34).
 */
import type { Page } from '@playwright/test';
import { HOUSE_STOREYS, houseIfc } from '../../scripts/fixtures/ifc';
import {
  canvasPixels,
  countDrawCalls,
  differingShare,
  lastFrameDrawCalls,
  nextFrames,
  openTour,
  viewerCanvas,
  WALKING_VIEWPORT,
} from './support/canvas';
import { expect, test } from './support/test';
import { publishedTour, setUpWithOwnAddress } from './support/tours';

const roomLabel = (page: Page, name: string) =>
  page.locator('.viewer-room-label', { hasText: new RegExp(`^${name}$`) });

test.describe('storeys in the tour viewer', () => {
  // Software WebGL on a shared machine: every change waits for frames drawn on the CPU.
  test.describe.configure({ timeout: 480_000 });

  let slug: string;
  test.beforeAll(async ({ playwright }) => {
    const house = await houseIfc();
    slug = await setUpWithOwnAddress(playwright, test.info().project.use.baseURL, (request) =>
      publishedTour(request, 'storeys', 'Two-storey house', house),
    );
  });

  test('the storey selector shows the chosen storey in every mode and takes the visitor there', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    await countDrawCalls(page);
    await openTour(page, slug);
    const storey = page.getByRole('combobox', { name: 'Storey' });
    await expect(storey.locator('option')).toHaveText(HOUSE_STOREYS.map((item) => item.name));
    await expect(storey).toHaveValue('0');
    const viewer = page.locator('.tour-viewer-canvas');
    await expect(viewer).toHaveAttribute('data-visitor-storey', '0');

    // The dollhouse of the ground floor has the first floor cut away; choosing it adds it.
    await page.getByRole('button', { name: 'Dollhouse' }).click();
    await expect(roomLabel(page, 'Kitchen')).toBeVisible();
    await expect(roomLabel(page, 'Bedroom')).toBeHidden();
    const canvas = viewerCanvas(page);
    await nextFrames(page);
    const ground = await canvasPixels(canvas);
    const groundDrawCalls = await lastFrameDrawCalls(page);
    await storey.selectOption({ label: HOUSE_STOREYS[1].name });
    await expect(viewer).toHaveAttribute('data-viewer-storey', '1');
    await nextFrames(page);
    expect(differingShare(ground, await canvasPixels(canvas))).toBeGreaterThan(0.02);
    // The ground floor alone was drawn: the first floor's geometry was left out, not only cut.
    expect(await lastFrameDrawCalls(page)).toBeGreaterThan(groundDrawCalls);
    // The rooms the model names, on the storey shown.
    await expect(roomLabel(page, 'Bedroom')).toBeVisible();
    await expect(roomLabel(page, 'Kitchen')).toBeHidden();
    // The visitor now stands upstairs: walking shows the first floor, and the selector keeps it.
    await expect(viewer).toHaveAttribute('data-visitor-storey', '1');
    await page.getByRole('button', { name: 'Walk' }).click();
    await nextFrames(page);
    await expect(storey).toHaveValue('1');

    // From the keyboard, in walk mode, back down.
    await storey.focus();
    await page.keyboard.press('ArrowUp');
    await expect(storey).toHaveValue('0');
    await expect(viewer).toHaveAttribute('data-visitor-storey', '0');
  });

  test('a route to a room upstairs climbs the stair, and the selector follows the visitor', async ({
    newVisitor,
  }) => {
    const page = await newVisitor(WALKING_VIEWPORT);
    await openTour(page, slug);
    const storey = page.getByRole('combobox', { name: 'Storey' });
    await expect(storey).toHaveValue('0');
    await page.getByRole('button', { name: 'Navigate to…' }).click();
    await page
      .getByRole('region', { name: 'Navigate to…' })
      .getByRole('button', { name: 'Bedroom' })
      .click();
    await expect(page.getByText('The way to Bedroom is shown on the floor.')).toBeVisible();
    await page.getByRole('button', { name: 'Walk me there' }).click();
    await expect(page.getByText('You have arrived at Bedroom.')).toBeVisible({ timeout: 120_000 });
    await expect(storey).toHaveValue('1');
    await expect(page.locator('.tour-viewer-canvas')).toHaveAttribute('data-visitor-storey', '1');
  });
});
