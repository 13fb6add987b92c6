/**
 * Textures for phones (issue 34 point 6, decision 0050) in Chromium against the real server: a
 * floor under a 1,024 px colour texture is processed into KTX2 (Basis ETC1S), and a visitor's
 * viewer fetches the Basis transcoder from our own /basis/, transcodes in our same-origin worker
 * (whose own policy allows what the page's forbids), and draws the floor in the texture's colour;
 * model-viewer's AR view loads it too.
 */
import sharp from 'sharp';
import { texturedFloorGlb } from '../../scripts/fixtures/boxes';
import { openTour, viewerCanvas } from './support/canvas';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS, publishedTour, setUpWithOwnAddress } from './support/tours';

/**
 * A checker of two reds no wall or light of the viewer has: not of one colour, which processing
 * would make a material's colour (glTF-Transform's prune) rather than keep as a texture.
 */
async function redCheckerPng(size: number): Promise<Uint8Array> {
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const light = ((x >> 6) + (y >> 6)) % 2 === 0;
      pixels.set(light ? [210, 35, 25] : [170, 25, 15], (y * size + x) * 3);
    }
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

async function redShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    if (r > g + 60 && r > b + 60) red += 1;
  }
  return red / (info.width * info.height);
}

test('a large colour texture comes as KTX2 and is drawn in its colour', async ({
  playwright,
  newVisitor,
}) => {
  test.setTimeout(PROCESSED_WITHIN_MS + 120_000);
  const texture = await redCheckerPng(1024);
  const model = await texturedFloorGlb(texture);
  const slug = await setUpWithOwnAddress(playwright, test.info().project.use.baseURL, (request) =>
    publishedTour(request, 'ktx2-floor', 'Red floor', model),
  );

  const page = await newVisitor();
  const transcoder = page.waitForResponse((response) =>
    response.url().endsWith('/basis/basis_transcoder.wasm'),
  );
  await openTour(page, slug, 120_000);
  expect((await transcoder).status()).toBe(200);
  // The floor fills the lower part of the view, in the texture's red (lit, so darker or lighter).
  await expect
    .poll(async () => redShare(await viewerCanvas(page).screenshot()), { timeout: 30_000 })
    .toBeGreaterThan(0.2);

  // model-viewer (View in AR) transcodes it in the same worker.
  await page.getByRole('button', { name: 'View in AR' }).click();
  const viewerInAr = page.getByRole('dialog', { name: 'View in AR' }).locator('model-viewer');
  await expect
    .poll(
      () => viewerInAr.evaluate((element) => (element as { loaded?: boolean }).loaded === true),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});
