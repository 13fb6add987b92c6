/**
 * Textures for phones (issue 34 point 6, decision 0050) in Chromium against the real server: a
 * floor under a 1,024 px colour texture is processed into KTX2 (Basis ETC1S), and a visitor's
 * viewer fetches the Basis transcoder from our own /basis/, transcodes in our same-origin worker
 * (whose own policy allows what the page's forbids), and draws the floor in the texture's colour;
 * model-viewer's AR view loads it too, and a Draco-compressed model with the decoder from our own
 * /draco/ (issue 38, point 5): the page's policy allows scripts from no other host.
 */
import { NodeIO } from '@gltf-transform/core';
import { KHRDracoMeshCompression } from '@gltf-transform/extensions';
import { draco } from '@gltf-transform/functions';
import { createDecoderModule, createEncoderModule } from 'draco3dgltf';
import { texturedFloorGlb } from '../../scripts/fixtures/boxes';
import { checkerPng } from '../../scripts/fixtures/textures';
import { openTour, pixelShare, viewerCanvas } from './support/canvas';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS, publishedTour, setUpWithOwnAddress } from './support/tours';

/** Two reds no wall or light of the viewer has. */
const REDS = [
  [210, 35, 25],
  [170, 25, 15],
] as const;

test('a large colour texture comes as KTX2 and is drawn in its colour', async ({
  playwright,
  newVisitor,
}) => {
  test.setTimeout(PROCESSED_WITHIN_MS + 180_000);
  const texture = checkerPng(1024, 64, REDS);
  const model = await texturedFloorGlb(texture);
  const slug = await setUpWithOwnAddress(playwright, test.info().project.use.baseURL, (request) =>
    publishedTour(request, 'ktx2-floor', 'Red floor', model),
  );

  const page = await newVisitor();
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  const transcoder = page.waitForResponse((response) =>
    response.url().endsWith('/basis/basis_transcoder.wasm'),
  );
  await openTour(page, slug, 120_000);
  expect((await transcoder).status()).toBe(200);
  // The floor fills the lower part of the view, in the texture's red (lit, so darker or lighter).
  await expect
    .poll(() => pixelShare(viewerCanvas(page), (r, g, b) => r > g + 60 && r > b + 60), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.2);

  // model-viewer (View in AR) transcodes it in the same worker.
  await page.getByRole('button', { name: 'View in AR' }).click();
  const viewerInAr = page.getByRole('dialog', { name: 'View in AR' }).locator('model-viewer');
  await expect
    .poll(
      () => viewerInAr.evaluate((element) => (element as { loaded?: boolean }).loaded === true),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);

  // A Draco-compressed model (processing never writes one, but model-viewer reads any): decoded
  // with the decoder the app serves, under the page's policy.
  const io = new NodeIO().registerExtensions([KHRDracoMeshCompression]).registerDependencies({
    'draco3d.encoder': await createEncoderModule(),
    'draco3d.decoder': await createDecoderModule(),
  });
  const document = await io.readBinary(model);
  await document.transform(draco());
  const dracoGlb = Buffer.from(await io.writeBinary(document)).toString('base64');
  const decoder = page.waitForResponse((response) =>
    response.url().endsWith('/draco/draco_decoder.wasm'),
  );
  const loaded = viewerInAr.evaluate(
    (element, base64) =>
      new Promise<string>((resolve) => {
        element.addEventListener('load', () => resolve('load'), { once: true });
        element.addEventListener(
          'error',
          (event) => resolve(`error: ${JSON.stringify((event as CustomEvent).detail)}`),
          { once: true },
        );
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const url = URL.createObjectURL(new Blob([bytes], { type: 'model/gltf-binary' }));
        (element as unknown as { src: string }).src = url;
      }),
    dracoGlb,
  );
  const wasm = await decoder;
  expect(new URL(wasm.url()).origin).toBe(new URL(page.url()).origin);
  expect(wasm.status()).toBe(200);
  expect(await loaded).toBe('load');
  expect(policyViolations).toEqual([]);
});
