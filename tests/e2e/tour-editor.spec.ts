/**
 * The owner's tour page (issue 7, point 3) in Chromium against the real server, queue and worker:
 * a tour processed from the apartment fixture opens in the 3D viewer; the owner walks, keeps that
 * view as the start, places an annotation on a surface, publishes, and copies the direct link and
 * the embed code. The tests of the page's layout and of a start facing a wall take a ready tour
 * of the apartment without processing one (OwnerApi.readyApartment). New accounts have the
 * SIGNUP_CREDITS of playwright.config.ts (5).
 */
import type { Page } from '@playwright/test';
import type { PublicTourView } from '../../src/contract/tours';
import sharp from 'sharp';
import { signInAt } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { decodeQr } from './support/qr';
import { expect, test } from './support/test';
import { newOwner, PROCESSED_WITHIN_MS } from './support/tours';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the box lies within the page's viewport. */
const inViewport = (page: Page, box: Box) => {
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
};

/** Text as owners type it (issue 38): stored, shown and shared exactly like this. */
const QUIRKY_TITLE = `Anna's loft 3/4 & "garden"`;
const QUIRKY_ANNOTATION = 'Kitchen & "den" 1/2';

const panel = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

test.describe('the tour editor', () => {
  test.setTimeout(PROCESSED_WITHIN_MS + 120_000);

  test('sets the start, adds an annotation, publishes and shares a processed tour', async ({
    page,
    request,
    context,
    baseURL,
    newVisitor,
  }) => {
    const { email, api } = await newOwner(request, 'tour-editor');
    const tour = await api.processedTour({ title: QUIRKY_TITLE, address: '4 Quay Street' });
    expect(tour.startPosition).not.toBeNull();

    await signInAt(page, `/dashboard/tours/${tour.id}`, email);
    await expect(page.getByRole('heading', { level: 1, name: QUIRKY_TITLE })).toBeVisible();

    // The model loads into the viewer (WebGL 2 in software): the placing buttons come alive.
    const viewer = page.getByTestId('tour-editor-viewer');
    await expect(viewer.locator('canvas')).toBeVisible({ timeout: 30_000 });
    const placeAnnotation = page.getByRole('button', { name: 'Place annotation' });
    await expect(placeAnnotation).toBeEnabled({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Walk' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Walk forward with the keyboard until the picture has moved, then keep this view as the
    // start. (At rest the viewer draws nothing: the picture changes only once it moves.)
    await viewer.focus();
    const standing = await viewer.screenshot();
    await page.keyboard.down('w');
    await expect
      .poll(async () => (await viewer.screenshot()).equals(standing), { timeout: 15_000 })
      .toBe(false);
    await page.keyboard.up('w');
    const stageBefore = (await viewer.boundingBox())!;
    await page.getByRole('button', { name: 'Use this view as the start' }).click();
    await expect(
      page.getByText('The start position is saved: visitors start with this view.'),
    ).toBeVisible();
    // The notice appears in the editor's bar: the 3D view does not move (issue 22).
    expect(await viewer.boundingBox()).toEqual(stageBefore);
    const started = await api.tour(tour.id);
    expect(started.startPosition).not.toEqual(tour.startPosition);
    expect(Number.isFinite(started.startPosition?.yaw)).toBe(true);

    // Place an annotation: a click on the model picks the surface point, then the form.
    await placeAnnotation.click();
    await expect(page.getByText('Click or tap a surface of the model')).toBeVisible();
    // Placing scrolled the page to the panel's button; the view sticks below the bars once still.
    let box = (await viewer.boundingBox())!;
    await expect
      .poll(async () => {
        const previous = box;
        box = (await viewer.boundingBox())!;
        return box.y === previous.y;
      })
      .toBe(true);
    // Where the walk ended decides what is on screen: the first spot that hits a surface (a
    // doorway shows only the sky behind it, which the editor refuses with its message).
    const form = page.getByRole('form', { name: 'New annotation' });
    for (const [across, down] of [
      [0.5, 0.6],
      [0.85, 0.5],
      [0.15, 0.5],
      [0.5, 0.35],
    ] as const) {
      await page.mouse.click(box.x + box.width * across, box.y + box.height * down);
      const placed = await form.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (placed) break;
    }
    await expect(form).toBeVisible();
    await form.getByLabel('Title').fill(QUIRKY_ANNOTATION);
    await form.getByLabel('Text').fill('Fitted in 2024 <b>not bold</b>');
    await form.getByLabel('Link (optional)').fill('https://example.com/kitchen');
    await form.getByRole('button', { name: 'Save annotation' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    const annotations = panel(page, 'Annotations');
    await expect(
      annotations.getByRole('heading', { level: 3, name: QUIRKY_ANNOTATION }),
    ).toBeVisible();
    // Plain text: the markup shows as typed and makes no element.
    await expect(annotations.getByText('Fitted in 2024 <b>not bold</b>')).toBeVisible();
    await expect(annotations.locator('b')).toHaveCount(0);
    // The viewer shows its marker, named by its title (hidden while a wall is in front of it).
    await expect(viewer.locator('.viewer-marker', { hasText: QUIRKY_ANNOTATION })).toHaveCount(1);
    const annotated = await api.tour(tour.id);
    expect(annotated.annotations).toEqual([
      expect.objectContaining({
        // Sent HTML-escaped (SPEC §5), stored as typed (decision 0060).
        title: QUIRKY_ANNOTATION,
        text: 'Fitted in 2024 <b>not bold</b>',
        link: 'https://example.com/kitchen',
      }),
    ]);

    // Publish, from the bar that stays in view: the direct link and the embed code appear, each
    // with Copy, and Preview as a visitor opens the tour's public page.
    const actions = page.getByRole('toolbar', { name: 'Tour actions' });
    await expect(actions.getByRole('button', { name: 'Preview as a visitor' })).toBeDisabled();
    await actions.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText('The tour is published. Share its link or embed code.'),
    ).toBeVisible();
    const { slug } = await api.tour(tour.id);
    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const link = `${baseURL}/t/${slug}`;
    await expect(page.getByLabel('Direct link')).toHaveValue(link);
    await expect(actions.getByRole('link', { name: 'Preview as a visitor' })).toHaveAttribute(
      'href',
      link,
    );
    const embed =
      `<iframe src="${baseURL}/embed/${slug}" title="Anna&#39;s loft 3/4 &amp; &quot;garden&quot;" ` +
      'width="100%" height="480" ' +
      'style="border:0" allow="fullscreen; xr-spatial-tracking" allowfullscreen></iframe>';
    await expect(page.getByLabel('Embed code')).toHaveValue(embed);
    // The QR code beside the link reads, as a phone camera reads it, as the same link.
    await expect
      .poll(() => decodeQr(page.getByRole('img', { name: 'QR code of the direct link' })), {
        timeout: 30_000,
      })
      .toBe(link);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copyLink = page.getByRole('button', { name: 'Copy Direct link' });
    await copyLink.click();
    const linkCopied = panel(page, 'Share').getByText('The direct link is on your clipboard.');
    await expect(linkCopied).toBeVisible();
    // What Copy did is said below it, never over it (issue 22).
    expect(overlaps((await linkCopied.boundingBox())!, (await copyLink.boundingBox())!)).toBe(
      false,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole('button', { name: 'Copy Embed code' }).click();
    await expect(
      panel(page, 'Share').getByText('The embed code is on your clipboard.'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(embed);

    // Anyone can now read the published tour, with what the owner set.
    const published = await request.get(`/api/v1/public/tours/${slug}`);
    expect(published.status()).toBe(200);
    const view = (await published.json()) as PublicTourView;
    expect(view.startPosition).toEqual(started.startPosition);
    expect(view.annotations.map((annotation) => annotation.title)).toEqual([QUIRKY_ANNOTATION]);
    // The tour's page and its link preview, as served: the title escaped once.
    const served = await request.get(`/t/${slug}`);
    const html = await served.text();
    expect(html).toContain(
      '<meta property="og:title" content="Anna&#39;s loft 3/4 &amp; &quot;garden&quot;" />',
    );
    expect(html).toMatch(/<h1[^>]*>Anna&#39;s loft 3\/4 &amp; &quot;garden&quot;<\/h1>/);
    expect(html).not.toContain('&amp;#');

    // Branding (issue 18): an accent colour and a logo, set here, shown on the embed's cover.
    const branding = panel(page, 'Branding on embeds');
    await branding.getByLabel('Accent colour').fill('#1a7f5a');
    await branding.getByRole('button', { name: 'Save colour' }).click();
    await expect(branding.getByText('Branding saved.')).toBeVisible();
    const logoFile = branding.getByLabel('Logo image', { exact: true });
    await logoFile.setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(branding.getByRole('alert')).toHaveText(
      'The logo must be a PNG, JPEG or WebP image.',
    );
    // A small file that decodes to 7000 × 7000 pixels is refused, with the limit named (0062).
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await logoFile.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: bomb });
    await expect(branding.getByRole('alert')).toHaveText(
      'The logo must be at most 2048 × 2048 pixels.',
    );
    const logo = await sharp({
      create: { width: 64, height: 32, channels: 4, background: '#d03030' },
    })
      .png()
      .toBuffer();
    await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(branding.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await expect(branding.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page, 'section[aria-labelledby="tour-editor-branding-heading"]');

    const visitor = await newVisitor();
    await visitor.goto(`/embed/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: QUIRKY_TITLE })).toBeVisible();
    const coverLogo = visitor.getByRole('img', { name: "Logo of the tour's owner" });
    await expect(coverLogo).toBeVisible();
    await expect
      .poll(() => coverLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(64);
    const enter = visitor.getByRole('button', { name: 'Enter tour' });
    await expect(enter).toHaveCSS('background-color', 'rgb(26, 127, 90)');
    await expect(enter).toHaveCSS('color', 'rgb(255, 255, 255)');
    await enter.click();
    await expect(visitor.locator('img.tour-embed-logo')).toBeVisible();
  });

  test('side by side, the 3D view and the tour actions stay in view while the panels scroll', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { email, api } = await newOwner(request, 'editor-layout');
    const tour = await api.readyApartment({ title: 'Lighthouse loft' });
    await signInAt(page, `/dashboard/tours/${tour.id}`, email);
    // The breadcrumbs name the tour by its title, not by its id.
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Lighthouse loft');
    await expect(breadcrumbs).not.toContainText(tour.id);

    const viewer = page.getByTestId('tour-editor-viewer');
    await expect(viewer.locator('canvas')).toBeVisible({ timeout: 30_000 });
    const actions = page.getByRole('toolbar', { name: 'Tour actions' });
    await page.getByRole('heading', { level: 2, name: 'Details' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const control of [
      actions.getByRole('button', { name: 'Publish' }),
      actions.getByRole('link', { name: 'Share' }),
      actions.getByRole('button', { name: 'Preview as a visitor' }),
    ]) {
      expect(inViewport(page, (await control.boundingBox())!)).toBe(true);
    }
    const stage = (await viewer.boundingBox())!;
    expect(stage.height).toBeGreaterThan(300);
    expect(inViewport(page, stage)).toBe(true);
    expect(overlaps(stage, (await actions.boundingBox())!)).toBe(false);
    // Share leads to the share panel, below the bar.
    await actions.getByRole('link', { name: 'Share' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Share' })).toBeInViewport();
  });

  test('on a phone the tour actions stay in view while the page scrolls', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { email, api } = await newOwner(request, 'editor-phone');
    const tour = await api.readyApartment({ title: 'Pocket flat' });
    await signInAt(page, `/dashboard/tours/${tour.id}`, email);
    const actions = page.getByRole('toolbar', { name: 'Tour actions' });
    await page.getByRole('heading', { level: 2, name: 'Details' }).scrollIntoViewIfNeeded();
    const bar = (await actions.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(0);
    expect(bar.y + bar.height).toBeLessThan(740 / 3);
    await expect(actions.getByRole('button', { name: 'Publish' })).toBeInViewport();
    // No sideways scrolling.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  test('warns before saving a start that faces a wall less than a metre away', async ({
    page,
    request,
  }) => {
    const { email, api } = await newOwner(request, 'editor-blocked-start');
    const tour = await api.readyApartment({ title: 'Wall-facing flat' });
    // In the bedroom (scripts/fixtures/layout.ts), 0.7 m east of its west wall's centre line
    // (0.64 m from its face), looking west at it: plan x east is the model's x, plan y north its −z.
    const { min, max } = tour.bounds!;
    const facingTheWall = {
      position: { x: min.x + 0.06 + 0.7, y: min.y + 1.6, z: max.z - 0.06 - 2.8 },
      yaw: Math.PI / 2,
    };
    await api.patch(tour.id, { startPosition: facingTheWall });

    await signInAt(page, `/dashboard/tours/${tour.id}`, email);
    await expect(page.getByRole('button', { name: 'Place annotation' })).toBeEnabled({
      timeout: 60_000,
    });
    const start = panel(page, 'Start position');
    await start.getByRole('button', { name: 'Use this view as the start' }).click();
    const warning = start.getByRole('alert');
    await expect(warning).toContainText('Something is less than 1 m in front of this view');
    // Choosing another view saves nothing; saving anyway is the owner's call.
    await warning.getByRole('button', { name: 'Choose another view' }).click();
    await expect(warning).toBeHidden();
    await start.getByRole('button', { name: 'Use this view as the start' }).click();
    await start.getByRole('alert').getByRole('button', { name: 'Save anyway' }).click();
    await expect(
      page.getByText('The start position is saved: visitors start with this view.'),
    ).toBeVisible();
    const saved = (await api.tour(tour.id)).startPosition!;
    expect(saved.yaw).toBeCloseTo(Math.PI / 2, 2);
  });
});
