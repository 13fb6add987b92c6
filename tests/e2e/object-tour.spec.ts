/**
 * An object tour (issue 17 point 6, decision 0032) in Chromium against the real server, queue
 * and worker: an open crate (no floor to walk on) is uploaded through the API and becomes a
 * ready tour of kind 'object'. Its owner's editor says why, with the model's size, and offers no
 * walking modes, start or destinations; a visitor of /t/{slug} turns the model around in the
 * orbit view, with the annotation and View in AR there and walk, dollhouse, floor plan and
 * Navigate to… absent.
 */
import { openCrateObj } from '../../scripts/fixtures/object';
import { signInAt } from './support/accounts';
import { colourCount, expectViewerReady, nextFrames, viewerCanvas } from './support/canvas';
import { expect, test } from './support/test';
import { newOwner, PROCESSED_WITHIN_MS } from './support/tours';

const TITLE = 'Oak crate';
const NOTE = 'Hand-made lid';

test.describe('an object tour', () => {
  test.setTimeout(PROCESSED_WITHIN_MS + 120_000);

  test('opens in the orbit view without walking, and its owner is told why', async ({
    page,
    request,
    newVisitor,
  }) => {
    const { email, api } = await newOwner(request, 'object-tour');
    const { id } = await api.createTour({ title: TITLE, sourceKind: 'scan' });
    await api.upload(id, openCrateObj());
    const tour = await api.waitUntilReady(id);
    expect(tour.kind).toBe('object');
    expect(tour.assets.navmesh).toBeUndefined();
    const { min, max } = tour.bounds!;
    const lid = { x: (min.x + max.x) / 2, y: max.y, z: (min.z + max.z) / 2 };
    await api.patch(id, {
      annotations: [{ id: 'lid', title: NOTE, text: 'Oak, oiled.', position: lid }],
    });
    const { slug } = await api.publish(id);

    // The owner's editor: the notice with the model's size, and nothing about walking.
    await signInAt(page, `/dashboard/tours/${id}`, email);
    const notice = page.getByTestId('object-tour-notice');
    await expect(
      notice.getByRole('heading', { name: 'This tour opens as an object to turn around' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText(
      /No walkable floor was found in this model \([\d.]+ × [\d.]+ × [\d.]+ m\)/,
    );
    await expect(notice).toContainText('upload a model of a space that includes its floor');
    await expect(page.getByRole('heading', { level: 2, name: 'Annotations' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Destinations' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Walk', exact: true })).toHaveCount(0);

    // A visitor: the model in the orbit view, annotations and AR, no walking or navigation.
    const visitor = await newVisitor();
    await visitor.goto(`/t/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expectViewerReady(visitor);
    await expect(visitor.locator('.tour-viewer-canvas')).toHaveAttribute(
      'data-viewer-mode',
      'orbit',
    );
    for (const name of ['Walk', 'Dollhouse', 'Floor plan', 'Navigate to…']) {
      await expect(visitor.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(visitor.getByRole('button', { name: 'View in AR' })).toBeVisible();
    await nextFrames(visitor);
    expect(await colourCount(viewerCanvas(visitor))).toBeGreaterThan(5);
    await visitor.getByRole('button', { name: NOTE }).click();
    const annotation = visitor.getByRole('region', { name: NOTE });
    await expect(annotation).toContainText('Oak, oiled.');
    await expect(annotation.getByRole('button', { name: 'Navigate here' })).toHaveCount(0);
  });
});
