/**
 * The create-tour wizard (issue 7, point 1) in Chromium against the real server, queue and
 * worker: the apartment fixture uploads with a progress bar and becomes a ready tour stage by
 * stage; a cancelled upload leaves a draft that a second upload fills without another credit; a
 * PNG named .glb fails with the server's reason and its credit back; wrong files are refused
 * before upload. New accounts have the SIGNUP_CREDITS of playwright.config.ts (5).
 */
import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, CDPSession, FileChooser, Locator, Page } from '@playwright/test';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { pngRenamedGlb } from '../../scripts/fixtures/hostile';
import { encodePng } from '../../scripts/fixtures/png';
import { UNSUPPORTED_MESSAGE } from '../../server/processing/inputs/input-error';
import { UPLOAD_CHUNK_BYTES } from '../../src/services/resumable-upload';
import { registerViaApi, signInAt, unique } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS } from './support/tours';

const STAGES = [
  'Reading the file',
  'Cleaning the model',
  'Simplifying the mesh',
  'Optimising the textures',
  'Finding where visitors can walk',
  'Drawing the floor plan',
  'Making the thumbnail',
  'Choosing the starting point',
  'Shading corners and edges',
  'Compressing the model',
];

const wizard = (page: Page) => page.getByRole('region', { name: 'Create a tour' });

/** A new account, signed in on /dashboard/create-tour. */
async function openWizard(page: Page, request: APIRequestContext) {
  const email = unique('create-tour');
  await registerViaApi(request, email);
  await signInAt(page, '/dashboard/create-tour', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a tour' })).toBeVisible();
  return wizard(page);
}

/** Source and details, up to the file step. */
async function fillSourceAndDetails(form: Locator, title: string) {
  await expect(form.getByText('You have 5 credits. Creating this tour uses one.')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Phone scan' })).toBeChecked();
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Address (optional)').fill('4 Quay Street');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('heading', { name: 'Add the file' })).toBeFocused();
}

async function fixtureFile(name: string, bytes: Uint8Array): Promise<string> {
  const file = test.info().outputPath(name);
  await writeFile(file, bytes);
  return file;
}

/** Records the highest value the upload's progress bar showed (it may show only briefly). */
async function recordUploadProgress(page: Page) {
  await page.addInitScript(() => {
    const seen = { max: -1 };
    Object.assign(window, { __uploadProgress: seen });
    new MutationObserver(() => {
      const bar = document.getElementById('create-tour-upload-progress');
      if (bar instanceof HTMLProgressElement) seen.max = Math.max(seen.max, bar.value);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const highestUploadProgress = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __uploadProgress: { max: number } }).__uploadProgress.max,
  );

/** Slows the browser's uploads to `bytesPerSecond` (null: full speed again). */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number | null) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

async function expectReady(form: Locator, title: string) {
  await expect(form.getByRole('heading', { name: `“${title}” is ready` })).toBeVisible({
    timeout: PROCESSED_WITHIN_MS,
  });
  const stages = form.getByRole('list', { name: 'Processing stages' });
  for (const stage of STAGES) {
    await expect(stages.getByRole('listitem').filter({ hasText: stage })).toContainText('Done');
  }
  await expect(form.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
    'value',
    '100',
  );
  const openTour = form.getByRole('link', { name: 'Open the tour' });
  await expect(openTour).toHaveAttribute('href', /^\/dashboard\/tours\/[0-9a-f-]{36}$/);
  // The way to the finished tour comes into view by itself (issue 22).
  await expect(openTour).toBeInViewport();
}

test.describe('create-tour wizard', () => {
  test('a phone scan uploads with progress and is processed stage by stage until ready', async ({
    page,
    request,
  }) => {
    test.setTimeout(PROCESSED_WITHIN_MS + 60_000);
    await recordUploadProgress(page);
    const form = await openWizard(page, request);
    await fillSourceAndDetails(form, 'Harbour loft');
    await form
      .getByLabel('Tour file', { exact: true })
      .setInputFiles(await fixtureFile('apartment.glb', await apartmentGlb()));
    await expect(form.getByText(/^Chosen: apartment\.glb \(\d+(\.\d)? KB\)$/)).toBeVisible();
    await form.getByRole('button', { name: 'Create the tour and upload' }).click();

    await expect(form.getByRole('list', { name: 'Processing stages' })).toBeVisible();
    await expect(
      form.getByRole('list', { name: 'Processing stages' }).getByRole('listitem'),
    ).toHaveText(STAGES.map((stage) => new RegExp(`^${stage}`)));
    expect(await highestUploadProgress(page)).toBeGreaterThan(0);
    // A reload while it is processing reopens the wizard where the tour stands, not at step 1.
    await expect(page).toHaveURL(/\/dashboard\/create-tour\?tour=[0-9a-f-]{36}$/);
    await page.reload();
    await expect(form.getByRole('list', { name: 'Processing stages' })).toBeVisible();
    await expectReady(form, 'Harbour loft');

    await form.getByRole('link', { name: 'Go to my tours' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tours$/);
  });

  test('a cancelled upload keeps the draft, and the second upload spends no other credit', async ({
    page,
    request,
  }) => {
    test.setTimeout(PROCESSED_WITHIN_MS + 60_000);
    const form = await openWizard(page, request);
    await fillSourceAndDetails(form, 'Slow upload');
    await form
      .getByLabel('Tour file', { exact: true })
      .setInputFiles(await fixtureFile('apartment.glb', await apartmentGlb()));
    const cdp = await page.context().newCDPSession(page);
    await throttleUploads(cdp, 4 * 1024);
    await form.getByRole('button', { name: 'Create the tour and upload' }).click();

    await expect(form.getByRole('heading', { name: 'Uploading “Slow upload”' })).toBeVisible();
    const bar = form.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
    // Leaving asks first (issue 22): a link within the app, then a reload.
    await page.getByRole('link', { name: 'Tours', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave while the file uploads?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    // The address names the new tour (a reload reopens it), as it did before the question.
    await expect(page).toHaveURL(/\/dashboard\/create-tour\?tour=[0-9a-f-]{36}$/);
    // A reload or a closed tab: the page asks the browser to confirm (the browser's own dialog).
    expect(
      await page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    ).toBe(true);
    await expect(bar).toBeVisible();
    // Cancelling ends the upload on the server too (tus's DELETE): the tour is a draft again.
    const terminated = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await form.getByRole('button', { name: 'Cancel upload' }).click();
    expect((await terminated).status()).toBe(204);
    await expect(
      form.getByRole('heading', { name: 'Your tour is saved as a draft' }),
    ).toBeFocused();
    await expect(form.getByRole('status')).toHaveText('The upload was cancelled.');
    // Reopened later from its address, the draft waits for its file.
    await throttleUploads(cdp, null);
    await page.reload();
    await expect(
      form.getByRole('heading', { name: 'Your tour is saved as a draft' }),
    ).toBeVisible();
    await expect(form.getByRole('status')).toHaveText(
      'This tour has no file yet: its upload did not finish. Choose the file again to upload it.',
    );
    await form
      .getByLabel('Tour file', { exact: true })
      .setInputFiles(await fixtureFile('apartment.glb', await apartmentGlb()));

    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectReady(form, 'Slow upload');
    // One credit for the tour, whatever the number of uploads.
    await form.getByRole('button', { name: 'Create another tour' }).click();
    await expect(form.getByText('You have 4 credits. Creating this tour uses one.')).toBeVisible();
  });

  test('an upload cut by a reload goes on from where it stopped, at phone width', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const form = await openWizard(page, request);
    await fillSourceAndDetails(form, 'Long scan');
    // Three parts of 5 MiB; a file on disk keeps its date, by which the browser knows it again.
    const scan = await fixtureFile('long-scan.ply', new Uint8Array(12 * 1024 * 1024).fill(32));
    await form.getByLabel('Tour file', { exact: true }).setInputFiles(scan);
    // The second part is held back, never to reach the server: the page is reloaded while it is
    // on its way. Held by its offset (a retried first part is let through), and the route stays
    // until the reload has cut it: a request held when its route is removed would go on.
    let secondPartHeld = false;
    let secondPartSent: () => void = () => {};
    const secondPart = new Promise<void>((resolve) => (secondPartSent = resolve));
    await page.route('**/uploads/*', async (route) => {
      const offset = Number(await route.request().headerValue('upload-offset'));
      if (route.request().method() !== 'PATCH' || secondPartHeld || offset < UPLOAD_CHUNK_BYTES) {
        return route.continue();
      }
      secondPartHeld = true;
      secondPartSent();
    });
    await form.getByRole('button', { name: 'Create the tour and upload' }).click();
    await secondPart;
    const bar = form.getByRole('progressbar', { name: 'Upload progress' });
    await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(40);

    page.once('dialog', (dialog) => void dialog.accept()); // "Leave the page?" while uploading
    await page.reload();
    await page.unroute('**/uploads/*');
    await expect(form.getByRole('status')).toHaveText(
      'The upload stopped before the end. Choose the same file again: it goes on from where it stopped.',
    );
    const resumedOffsets: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH') resumedOffsets.push(sent.headers()['upload-offset'] ?? '');
    });
    await form.getByLabel('Tour file', { exact: true }).setInputFiles(scan);
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    // It starts at the part that did not arrive, not at zero.
    await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(40);
    await page.screenshot({ path: test.info().outputPath('upload-resuming-375.png') });
    await expect(form.getByRole('list', { name: 'Processing stages' })).toBeVisible();
    // The first part was whole on the server; the second, cut by the reload, in part at most.
    const [resumedAt, ...rest] = resumedOffsets.map(Number);
    expect(resumedAt).toBeGreaterThanOrEqual(UPLOAD_CHUNK_BYTES);
    expect(rest.every((offset) => offset > resumedAt!)).toBe(true);
  });

  test('a file that is no model fails with the reason, and its credit comes back', async ({
    page,
    request,
  }) => {
    test.setTimeout(PROCESSED_WITHIN_MS + 60_000);
    const form = await openWizard(page, request);
    await fillSourceAndDetails(form, 'Holiday photo');
    const png = encodePng({ width: 4, height: 4, rgb: new Uint8Array(48).fill(120) });
    await form
      .getByLabel('Tour file', { exact: true })
      .setInputFiles(await fixtureFile('scan.glb', pngRenamedGlb(png)));
    await form.getByRole('button', { name: 'Create the tour and upload' }).click();

    await expect(
      form.getByRole('heading', { name: '“Holiday photo” could not be processed' }),
    ).toBeVisible({
      timeout: PROCESSED_WITHIN_MS,
    });
    await expect(form.getByRole('alert')).toContainText(UNSUPPORTED_MESSAGE);
    await expect(form.getByText('The credit for this tour has been refunded.')).toBeVisible();
    await expect(
      form.getByRole('list', { name: 'Processing stages' }).getByRole('listitem').first(),
    ).toContainText('Failed');
    // Reopened from its address, the failure and its reason are still there.
    await page.reload();
    await expect(form.getByRole('alert')).toContainText(UNSUPPORTED_MESSAGE);
    await form.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/dashboard\/create-tour$/);
    await expect(form.getByText('You have 5 credits. Creating this tour uses one.')).toBeVisible();
  });

  test('wrong files are refused before upload, with clear messages', async ({ page, request }) => {
    const form = await openWizard(page, request);
    await fillSourceAndDetails(form, 'Checks');
    const input = form.getByLabel('Tour file', { exact: true });
    const submit = form.getByRole('button', { name: 'Create the tour and upload' });

    // The limits are stated before anything is uploaded.
    await expect(form.getByText(/up to 500 MB\.$/)).toBeVisible();
    await expect(
      form.getByText('At most 5,000,000 faces: reduce a larger model first', { exact: false }),
    ).toBeVisible();
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Choose a file to upload');
    await input.setInputFiles({
      name: 'empty.glb',
      mimeType: 'model/gltf-binary',
      buffer: Buffer.alloc(0),
    });
    await expect(form.getByRole('alert')).toHaveText('The file is empty');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('rooms'),
    });
    // Refused here, before any tour is made: what to upload instead (the server's refusal of an
    // upload says to create the tour again).
    await expect(form.getByRole('alert')).toHaveText(
      'This file type is not supported. Upload a glTF (.glb, .gltf or zipped .gltf), OBJ, PLY, STL, DXF or IFC file.',
    );
    // A .gltf that names its .bin rather than holding it (a self-contained one is taken).
    await input.setInputFiles({
      name: 'flat.gltf',
      mimeType: 'model/gltf+json',
      buffer: Buffer.from(
        '{"asset":{"version":"2.0"},"buffers":[{"uri":"flat.bin","byteLength":4}]}',
      ),
    });
    await expect(form.getByRole('alert')).toContainText('put it in a .zip');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // A refused file is not kept: submitting still asks for one, and nothing is created.
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Choose a file to upload');
    await expect(form.getByRole('heading', { name: 'Add the file' })).toBeVisible();
  });

  test('every step is reachable from the keyboard, the file picker included', async ({
    page,
    request,
  }) => {
    // Listening long before Space is pressed: Playwright starts intercepting file choosers
    // when the first listener is added, asynchronously, and one opened before that is cancelled.
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    const form = await openWizard(page, request);
    await expectNoAxeViolations(page, '.create-tour');
    await form.getByRole('radio', { name: 'Phone scan' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'CAD file' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(form.getByRole('heading', { name: 'About the tour' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(form.getByRole('alert')).toHaveText('Enter a title for the tour');
    await expectNoAxeViolations(page, '.create-tour');
    await page.keyboard.type('Keyboard loft');
    await page.keyboard.press('Enter');

    await expect(form.getByRole('heading', { name: 'Add the file' })).toBeFocused();
    await expect(form.getByText(/^A floor plan as DXF/)).toBeVisible();
    await page.keyboard.press('Tab');
    const input = form.getByLabel('Tour file', { exact: true });
    await expect(input).toBeFocused();
    // The input is styled as a button in the page's language, which shows the focus.
    await expect(form.locator('.create-tour-drop-button')).toHaveText('Choose a file');
    await expect(form.locator('.create-tour-drop-button')).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(await fixtureFile('apartment.glb', await apartmentGlb()));
    await expect(form.getByText(/^Chosen: apartment\.glb/)).toBeVisible();
    await expectNoAxeViolations(page, '.create-tour');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Create the tour and upload' })).toBeFocused();
  });
});
