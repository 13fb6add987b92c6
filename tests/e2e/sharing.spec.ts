/**
 * Sharing (issue 18 point 6) on the real server and the seeded demo tour: an embed shows a cover
 * (title, thumbnail, Enter tour) and loads the model only when the visitor enters; View in AR on
 * a computer shows a QR code that a phone's camera reads as the tour's link; both in English and,
 * laid out right to left, in Gulf Arabic. (The share panel's QR code: tour-editor.spec.ts.)
 */
import { devices, type Page, type Request } from '@playwright/test';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import { expectNoAxeViolations } from './support/axe';
import { expectViewerReady } from './support/canvas';
import { decodeQr } from './support/qr';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS, waitForDemoTour } from './support/tours';

const TITLE = 'Demo apartment';

/** The tour's model and navmesh, wherever they are fetched from (with processing's version). */
const isTourAsset = (request: Request) =>
  /\/assets\/(model\.glb|navmesh\.bin)(\?v=\d+)?$/.test(request.url());

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The AR dialog's model-viewer has loaded the model: the page is quiet again. */
async function arModelLoaded(page: Page) {
  await expect
    .poll(
      () =>
        page
          .locator('model-viewer')
          .evaluate((element) => (element as { loaded?: boolean }).loaded === true),
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function inLocale(page: Page, locale: string) {
  await page.addInitScript((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
}

test.describe('sharing a tour', () => {
  test.describe.configure({ timeout: PROCESSED_WITHIN_MS + 120_000 });

  test.beforeAll(async ({ request }) => {
    await waitForDemoTour(request);
  });

  test('an embed shows its cover, and loads the model only after Enter tour', async ({
    newVisitor,
  }) => {
    const page = await newVisitor();
    const requested = recordRequests(page);
    await page.goto(`/embed/${DEMO_TOUR_SLUG}`);
    const cover = page.locator('.tour-embed-cover');
    await expect(cover.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const thumbnail = cover.locator('img.tour-embed-cover-image');
    await expect(thumbnail).toHaveAttribute('src', /\/assets\/thumbnail\.webp(\?v=\d+)?$/);
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const enter = page.getByRole('button', { name: 'Enter tour' });
    await expect(enter).toBeVisible();
    await expectNoAxeViolations(page);

    // The cover is complete (its details and picture are in): nothing of the model was asked for,
    // and no viewer was made.
    expect(requested.filter((url) => /model\.glb|navmesh\.bin/.test(url))).toEqual([]);
    await expect(page.locator('.tour-viewer-canvas')).toHaveCount(0);

    const modelRequest = page.waitForRequest(isTourAsset, { timeout: 60_000 });
    await enter.click();
    await modelRequest;
    await expectViewerReady(page);
    await expect(cover).toHaveCount(0);
    await expect(page.getByRole('toolbar', { name: 'Viewer controls' })).toBeVisible();
  });

  test('View in AR on a computer shows a QR code of the tour’s link', async ({
    newVisitor,
    baseURL,
  }) => {
    const page = await newVisitor();
    await page.goto(`/t/${DEMO_TOUR_SLUG}`);
    await expectViewerReady(page);
    await page.getByRole('button', { name: 'View in AR' }).click();
    const dialog = page.getByRole('dialog', { name: 'View in AR' });
    // Its code loads once the model is in; on a busy machine it may still be on its way.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('Scan to open in AR on your phone')).toBeVisible();
    await arModelLoaded(page);
    const qr = dialog.getByRole('img', { name: `QR code of the link to ${TITLE}` });
    await expect
      .poll(() => decodeQr(qr), { timeout: 60_000 })
      .toBe(`${baseURL}/t/${DEMO_TOUR_SLUG}`);
  });

  test('a phone gets no QR code in the AR dialog: it is the phone', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      hasTouch: true,
      isMobile: true,
      // An Android phone, as the dialog tells one: by what its browser says it is.
      userAgent: devices['Pixel 7'].userAgent,
      // A visitor address of its own, as every test has (support/test.ts).
      extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 250)}.7` },
    });
    const page = await context.newPage();
    await page.goto(`/t/${DEMO_TOUR_SLUG}`);
    await expectViewerReady(page);
    await page.getByRole('button', { name: 'View in AR' }).click();
    const dialog = page.getByRole('dialog', { name: 'View in AR' });
    // Its code loads once the model is in; on a busy machine it may still be on its way.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('Scan to open in AR on your phone')).toHaveCount(0);
    await context.close();
  });

  test('right to left in Gulf Arabic: the embed cover and the AR dialog’s QR code', async ({
    newVisitor,
    baseURL,
  }) => {
    const page = await newVisitor();
    await inLocale(page, 'ar-SA');
    await page.goto(`/embed/${DEMO_TOUR_SLUG}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('img.tour-embed-cover-image')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    const enter = page.getByRole('button', { name: 'ادخل الجولة' });
    await expect(enter).toBeVisible();
    await expect(enter).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('embed-cover-ar_gulf.png') });
    await expectNoAxeViolations(page);

    const tour = await newVisitor();
    await inLocale(tour, 'ar-SA');
    await tour.goto(`/t/${DEMO_TOUR_SLUG}`);
    await expectViewerReady(tour);
    await tour.getByRole('button', { name: 'العرض بالواقع المعزز' }).click();
    const dialog = tour.getByRole('dialog', { name: 'العرض بالواقع المعزز' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const caption = dialog.getByText('امسح الرمز للفتح بالواقع المعزز على هاتفك');
    await expect(caption).toBeVisible();
    await arModelLoaded(tour);
    const qr = dialog.getByRole('img', { name: `رمز QR لرابط ${TITLE}` });
    await expect
      .poll(() => decodeQr(qr), { timeout: 60_000 })
      .toBe(`${baseURL}/t/${DEMO_TOUR_SLUG}`);
    // Right to left: the code comes first, at the right, and its caption on its left.
    const code = (await qr.boundingBox())!;
    const text = (await caption.boundingBox())!;
    expect(text.x + text.width).toBeLessThanOrEqual(code.x + 1);
    await tour.screenshot({ path: test.info().outputPath('ar-dialog-qr-ar_gulf.png') });
  });
});
