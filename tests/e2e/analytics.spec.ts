/**
 * Owner analytics (issue 22 point 7, decision 0040) on the real server: a new owner publishes the
 * sample tour every account gets (a copy of the demo apartment, with a destination per room);
 * one visitor opens it at /t/{slug} (standing in the living room), draws a route to the
 * kitchen and opens View in AR; another enters it through the embed. Then the owner sees those visits on the
 * tour's page and on the dashboard, and the analytics panel has no axe violations in English
 * and, laid out right to left, in Gulf Arabic.
 */
import type { Page, Request } from '@playwright/test';
import type { TourAnalytics } from '../../src/contract/analytics';
import { signInAt } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectViewerReady, openTour } from './support/canvas';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS, newOwner, setUpWithOwnAddress, type OwnerApi } from './support/tours';

const DESTINATION = 'Kitchen';
const START_ROOM = 'Living room';

/** The next visit event of `type` the page sends. */
const visitEvent = (page: Page, type: string) =>
  page.waitForRequest(
    (request: Request) =>
      request.method() === 'POST' &&
      /\/public\/tours\/[^/]+\/visits$/.test(request.url()) &&
      (request.postDataJSON() as { type?: string } | null)?.type === type,
    { timeout: 90_000 },
  );

let owner: { email: string; api: OwnerApi };
let tourId: string;
let slug: string;

test.describe('owner analytics', () => {
  test.describe.configure({ mode: 'serial', timeout: PROCESSED_WITHIN_MS + 180_000 });

  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(PROCESSED_WITHIN_MS + 60_000);
    ({ owner, tourId, slug } = await setUpWithOwnAddress(playwright, baseURL, async (request) => {
      const created = await newOwner(request, 'analytics');
      const sample = await created.api.waitForSample();
      const published = await created.api.publish(sample.id);
      return { owner: created, tourId: sample.id, slug: published.slug ?? '' };
    }));
  });

  test('visits through the link and the embed reach the tour’s page and the dashboard', async ({
    newVisitor,
    page,
    request,
  }) => {
    // A visitor through the direct link: a route to the kitchen, walked, and View in AR.
    const visitor = await newVisitor();
    const started = visitEvent(visitor, 'visit');
    // The room under the visitor is reported once, when they first stand in it: the tour starts
    // in the living room.
    const roomReached = visitor.waitForRequest(
      (sent) =>
        /\/visits$/.test(sent.url()) &&
        (sent.postDataJSON() as { type?: string; name?: string } | null)?.name === START_ROOM,
      { timeout: 120_000 },
    );
    await openTour(visitor, slug);
    expect((await started).postDataJSON()).toMatchObject({ type: 'visit', source: 'direct' });
    const destinationSent = visitEvent(visitor, 'destination');
    await visitor.getByRole('button', { name: 'Navigate to…' }).click();
    await visitor
      .getByRole('region', { name: 'Navigate to…' })
      .getByRole('button', { name: DESTINATION, exact: true })
      .click();
    await destinationSent;
    await roomReached;
    const arSent = visitEvent(visitor, 'ar');
    await visitor.getByRole('button', { name: 'View in AR' }).click();
    await arSent;
    await visitor
      .getByRole('dialog', { name: 'View in AR' })
      .getByRole('button', { name: 'Close' })
      .click();
    // Leaving the page sends the time on it (a beacon on pagehide: the server's figures show it).
    await visitor.goto('about:blank');

    // A visitor through the embed: the visit starts once they enter.
    const embedded = await newVisitor();
    await embedded.goto(`/embed/${slug}`);
    const embedStarted = visitEvent(embedded, 'visit');
    await embedded.getByRole('button', { name: 'Enter tour' }).click();
    await expectViewerReady(embedded);
    expect((await embedStarted).postDataJSON()).toMatchObject({ source: 'embed' });
    await embedded.goto('about:blank');

    // The server has both visits (the time reports are beacons: read until they are in).
    let analytics: TourAnalytics | undefined;
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/v1/tours/${tourId}/analytics?days=30`, {
            headers: owner.api.headers,
          });
          analytics = (await response.json()) as TourAnalytics;
          return { visits: analytics.visits, timed: analytics.medianSeconds !== null };
        },
        { timeout: 30_000 },
      )
      .toEqual({ visits: 2, timed: true });
    expect(analytics).toMatchObject({
      sources: { direct: 1, embed: 1 },
      arOpens: 1,
      destinations: [{ name: DESTINATION, visits: 1 }],
    });
    expect(analytics?.rooms).toContainEqual({ name: START_ROOM, visits: 1 });

    // The owner's tour page.
    await signInAt(page, `/dashboard/tours/${tourId}`, owner.email);
    const panel = page.getByRole('region', { name: 'Visitors' });
    // The editor loads its 3D view beside the panel: slow on a busy machine.
    await expect(panel.locator('[data-stat="visits"] dd')).toHaveText('2', { timeout: 30_000 });
    await expect(panel.locator('[data-stat="direct"] dd')).toHaveText('1');
    await expect(panel.locator('[data-stat="embed"] dd')).toHaveText('1');
    await expect(panel.locator('[data-stat="ar"] dd')).toHaveText('1');
    await expect(panel.locator('[data-stat="median"] dd')).not.toHaveText('Not known yet');
    await expect(
      panel.getByRole('img', { name: 'Visits and unique visitors per day, last 30 days' }),
    ).toBeVisible();
    const destinations = panel.getByRole('table', { name: 'Destinations used' });
    await expect(destinations.getByRole('row', { name: `${DESTINATION} 1` })).toBeVisible();
    await panel.locator('summary').click();
    await expect(panel.getByRole('table', { name: 'Figures per day' })).toBeVisible();
    await expectNoAxeViolations(page, '.tour-analytics');

    // The dashboard's summary.
    await page.goto('/dashboard');
    const summary = page.getByRole('region', { name: 'Visits in the last 30 days' });
    await expect(summary.getByText(/Visits: 2 · Unique visitors: \d/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(summary.getByRole('link', { name: /Demo apartment/ })).toBeVisible();
    await expectNoAxeViolations(page, '.analytics-summary');
  });

  test('the analytics panel reads right to left in Arabic, with no axe violations', async ({
    page,
  }) => {
    await signInAt(page, `/dashboard/tours/${tourId}`, owner.email);
    // The language a returning visitor chose, as the app stores it.
    await page.evaluate(() => localStorage.setItem('roomwalk.locale', 'ar-SA'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = page.locator('.tour-analytics');
    await expect(panel.getByRole('heading', { name: 'الزوّار' })).toBeVisible({ timeout: 30_000 });
    // Numbers as the locale writes them (Arabic-Indic digits in ar-SA).
    await expect(panel.locator('[data-stat="visits"] dd')).toHaveText(/^(٢|2)$/, {
      timeout: 30_000,
    });
    await panel.locator('summary').click();
    await expectNoAxeViolations(page, '.tour-analytics');
    await page.goto('/dashboard');
    await expect(page.locator('.analytics-summary table')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, '.analytics-summary');
  });
});
