import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForTheApp } from './support/test';

/**
 * The fonts of scripts a machine may lack (docs/decisions/0030): Thai and Arabic text renders with
 * the Noto files served from our own /assets, fetched only where such text is on the page. The
 * test machine's Chromium has no system font for either script, so without the @font-face rules
 * the text would fall back to boxes.
 */

const SCRIPTS = [
  {
    locale: 'th',
    family: 'Noto Sans Thai',
    file: /\/assets\/noto-sans-thai-thai-400-normal-[\w-]+\.woff2$/,
  },
  {
    locale: 'ar-SA',
    family: 'Noto Sans Arabic',
    file: /\/assets\/noto-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
  },
] as const;

type FaceStatus = { weight: string; status: FontFaceLoadStatus };

/** The status of each @font-face of `family`, once the fonts the page uses have loaded. */
async function faceStatuses(page: Page, family: string): Promise<FaceStatus[]> {
  return page.evaluate(async (wanted) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === wanted)
      .map((face) => ({ weight: face.weight, status: face.status }));
  }, family);
}

/** The fonts Chromium actually drew the element's text with (DevTools protocol). */
async function renderedFonts(page: Page, element: Locator) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const marker = `font-probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, id) => node.setAttribute('data-font-probe', id), marker);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `[data-font-probe="${marker}"]`,
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Widths of distinct letters in the page's own font stack: boxes would all be one width. */
async function distinctWidths(page: Page, letters: string): Promise<number> {
  return page.evaluate((text) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.font = `40px ${getComputedStyle(document.body).fontFamily}`;
    return new Set([...text].map((letter) => context.measureText(letter).width.toFixed(2))).size;
  }, letters);
}

for (const { locale, family, file } of SCRIPTS) {
  test(`in ${locale} the page text renders with the shipped ${family}, from our own server`, async ({
    page,
    baseURL,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.addInitScript((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
    await page.goto('/pricing');
    await waitForTheApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    // The regular face is loaded because the page uses it; a missing @font-face gives no entry.
    expect(await faceStatuses(page, family)).toContainEqual({ weight: '400', status: 'loaded' });
    expect(fontRequests.some((url) => file.test(url))).toBe(true);
    for (const url of fontRequests) expect(url.startsWith(`${baseURL}/assets/`)).toBe(true);

    // And Chromium draws the heading with it, not with a fallback.
    const fonts = await renderedFonts(page, page.getByRole('heading', { level: 1 }));
    expect(fonts).toContainEqual(
      expect.objectContaining({ familyName: family, isCustomFont: true }),
    );
  });
}

test('Thai letters have their own shapes, not one box each', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('roomwalk.locale', 'th'));
  await page.goto('/pricing');
  await waitForTheApp(page);
  expect(await faceStatuses(page, 'Noto Sans Thai')).toContainEqual({
    weight: '400',
    status: 'loaded',
  });
  // Seven letters of different widths in Noto Sans Thai; as boxes they measure the same.
  expect(await distinctWidths(page, 'กขมฟฝำไ')).toBeGreaterThan(3);
});

test('an English page fetches no Thai or Arabic font until the language menu shows those names', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  await waitForTheApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const family of ['Noto Sans Thai', 'Noto Sans Arabic']) {
    const statuses = await faceStatuses(page, family);
    expect(statuses.length).toBe(3);
    expect(statuses.every(({ status }) => status === 'unloaded')).toBe(true);
  }
  expect(fontRequests).toEqual([]);

  await page.getByRole('button', { name: 'Language: English' }).click();
  const thai = page.getByRole('menuitemradio', { name: 'ไทย' });
  const arabic = page.getByRole('menuitemradio', { name: 'العربية (الخليج)' });
  await expect(thai).toBeVisible();
  await expect
    .poll(async () => (await faceStatuses(page, 'Noto Sans Thai')).map(({ status }) => status))
    .toContain('loaded');
  await expect
    .poll(async () => (await faceStatuses(page, 'Noto Sans Arabic')).map(({ status }) => status))
    .toContain('loaded');
  expect(await renderedFonts(page, thai)).toContainEqual(
    expect.objectContaining({ familyName: 'Noto Sans Thai', isCustomFont: true }),
  );
  expect(await renderedFonts(page, arabic)).toContainEqual(
    expect.objectContaining({ familyName: 'Noto Sans Arabic', isCustomFont: true }),
  );
});
