import type { Locator, Page } from '@playwright/test';
import { LISTING_PORTALS } from '../../src/screens/home/listing-portals';
import { expect, test, waitForTheApp } from './support/test';

const HERO_TITLE = 'Phone to tour, in one scan';
const PHONE = { width: 390, height: 844 };

/** The section's top edge sits below the sticky top bar and inside the window. */
async function expectSectionInView(page: Page, section: Locator) {
  await expect(section).toBeInViewport();
  await expect
    .poll(async () => {
      const barBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
      const top = (await section.boundingBox())?.y ?? -1;
      const viewport = page.viewportSize()?.height ?? 0;
      return top >= barBottom - 2 && top < viewport / 2;
    })
    .toBe(true);
}

test.describe('landing page hero', () => {
  test('shows the heading, the two calls to action and the four cards', async ({ page }) => {
    await page.goto('/');
    // The app's own page, not the prerendered one it replaces (whose boxes vanish in the swap).
    await waitForTheApp(page);
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    const cards = page.getByRole('list', { name: 'What a Roomwalk tour gives you' });
    for (const title of [
      'True 3D mesh',
      'New Feature: Smarter Object Detection',
      'Fully Interactive',
      'Built-in Navigation',
    ]) {
      await expect(cards.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const interactive = cards.getByRole('listitem').filter({ hasText: 'Fully Interactive' });
    await expect(interactive.getByText('Live', { exact: true })).toBeVisible();
    await expect(interactive.getByText('AR', { exact: true })).toBeVisible();
    const enterTour = interactive.getByRole('link', { name: 'Enter a Tour' });
    await expect(enterTour).toBeVisible();
    await expect(enterTour).toHaveAttribute('href', '/t/demo');
    // The card area is 600 px high on a wide screen.
    expect((await cards.boundingBox())?.height).toBe(600);
  });

  test('Start Capturing leads to /register', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Capturing' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
  });

  test('See Pricing scrolls down to the pricing section', async ({ page }) => {
    await page.goto('/');
    // The app's own link, not the prerendered hero's plain anchor (followed as /#pricing when it is
    // pressed before the app has taken over, on a busy machine).
    await waitForTheApp(page);
    const pricing = page.locator('#pricing');
    await expect(pricing).not.toBeInViewport();
    await page.getByRole('link', { name: 'See Pricing' }).click();
    await expectSectionInView(page, pricing);
    await expect(page).toHaveURL(/\/$/);
  });

  test('stacks the cards on a phone without spilling sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'What a Roomwalk tour gives you' });
    await expect(cards.locator(':scope > li')).toHaveCount(4);
    const boxes = await cards
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes).toHaveLength(4);
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test.describe('top bar anchors followed from another page', () => {
  for (const { label, id } of [
    { label: 'Tech', id: 'features' },
    { label: 'Pricing', id: 'pricing' },
    { label: 'FAQ', id: 'faq' },
  ]) {
    test(`${label} on /contact lands on / with #${id} in view`, async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: "Let's Talk Tours" })).toBeVisible();
      const link = page.getByRole('banner').getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', `/#${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeAttached();
      await expectSectionInView(page, page.locator(`#${id}`));
    });
  }
});

test.describe('compatible-portals strip', () => {
  const strip = (page: Page) =>
    page.getByRole('region', { name: 'Works on the listing portals you already use' });

  test('scrolls 3 rows of portal names on a phone, each name heard once', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const region = strip(page);
    await region.scrollIntoViewIfNeeded();
    const rows = region.getByRole('list');
    await expect(rows).toHaveCount(3);
    const heard = (await rows.getByRole('listitem').allTextContents()).sort();
    expect(heard).toEqual([...LISTING_PORTALS].sort());
    await expect(
      region.getByText(
        'All names are trademarks of their respective owners. Their listing here means technical compatibility only, not partnership or endorsement.',
      ),
    ).toBeVisible();

    // The rows move on their own…
    const track = region.locator('.portals-track').first();
    const offset = () =>
      track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const before = await offset();
    await expect.poll(offset).not.toBe(before);
    // …stop when asked to…
    await region.getByRole('checkbox', { name: 'Pause the scrolling names' }).check();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    // …and never push the page sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('holds still with reduced motion, every name on screen once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const region = strip(page);
    await region.scrollIntoViewIfNeeded();
    for (const track of await region.locator('.portals-track').all()) {
      await expect(track).toHaveCSS('animation-name', 'none');
      await expect(track).toHaveCSS('transform', 'none');
    }
    await expect(region.getByRole('checkbox')).toBeHidden();
    const shown = await region
      .locator('.portals-name')
      .evaluateAll((items) =>
        items
          .filter((item) => item.getClientRects().length > 0)
          .map((item) => ({ name: item.textContent, box: item.getBoundingClientRect().toJSON() })),
      );
    expect(shown.map(({ name }) => name).sort()).toEqual([...LISTING_PORTALS].sort());
    for (const { name, box } of shown) {
      expect(box.left, name ?? '').toBeGreaterThanOrEqual(0);
      expect(box.right, name ?? '').toBeLessThanOrEqual(PHONE.width);
    }
  });
});
