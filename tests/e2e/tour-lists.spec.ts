/**
 * The owner's tour lists (issue 7, point 2) on the real server: /dashboard/tours with its cards,
 * search and sort, its empty state, and /dashboard with credits, recent and processing tours.
 * Tours are made through the real API, as the create-tour screen would (new accounts have the
 * SIGNUP_CREDITS of playwright.config.ts).
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { signInAt } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { newOwner } from './support/tours';

/**
 * An owner with three draft tours, created in this order, and a fourth whose file is no model;
 * the sample tour the account came with is deleted, so the lists hold these four alone.
 */
async function ownerWithTours(request: APIRequestContext) {
  const { email, api } = await newOwner(request, 'tour-lists');
  await api.deleteSample();
  await api.createTour({ title: 'Canal house', address: 'Herengracht 1, Amsterdam' });
  await api.createTour({ title: 'Attic loft', address: 'Bergstraße 9, Zürich' });
  await api.createTour({ title: 'Beach hut' });
  const broken = await api.createTour({ title: 'Wrong file' });
  await api.upload(
    broken.id,
    new TextEncoder().encode('these are not the rooms you are looking for'),
  );
  return email;
}

/**
 * The cards' titles are exactly these, in this order; retried until the list shows them, since
 * a search or a new order is drawn after the input changes.
 */
async function expectCardTitles(list: Locator, titles: string[]) {
  await expect(list.getByRole('listitem').getByRole('link')).toHaveText(titles);
}

test.describe('the tour lists', () => {
  test('an owner without tours sees the empty state and reaches create-tour', async ({
    page,
    request,
  }) => {
    // A new account has its sample tour (decision 0038): deleted, the list is empty.
    const { email, api } = await newOwner(request, 'no-tours');
    await api.deleteSample();
    await signInAt(page, '/dashboard/tours', email);

    await expect(page.getByText('You have no tours yet')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Create tour' }).click();
    await expect(page).toHaveURL(/\/dashboard\/create-tour$/);
  });

  test('shows the cards, searches them and sorts them', async ({ page, request }) => {
    const email = await ownerWithTours(request);
    await signInAt(page, '/dashboard/tours', email);

    const list = page.getByRole('list', { name: 'Tours' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expectCardTitles(list, ['Wrong file', 'Beach hut', 'Attic loft', 'Canal house']);
    const canal = list.getByRole('listitem').filter({ hasText: 'Canal house' });
    await expect(canal.getByText('Draft, no file yet')).toBeVisible();
    await expect(canal.getByText('Herengracht 1, Amsterdam')).toBeVisible();
    await expect(canal.getByText('0 views')).toBeVisible();
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
    await expect(canal.getByText(`Created ${today}`)).toBeVisible();
    // The upload is processed while the page is open: the list follows it to its end.
    const wrongFile = list.getByRole('listitem').filter({ hasText: 'Wrong file' });
    await expect(wrongFile.getByText('Failed', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(wrongFile.getByText(/This file type is not supported/)).toBeVisible();
    await expectNoAxeViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search by title or address' });
    await search.fill('zurich');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expectCardTitles(list, ['Attic loft']);
    await expect(
      page.getByRole('status').filter({ hasText: 'Showing 1 of 4 tours' }),
    ).toBeVisible();
    await search.fill('house');
    await expectCardTitles(list, ['Canal house']);
    await search.fill('');
    await expect(list.getByRole('listitem')).toHaveCount(4);

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Title (A to Z)' });
    await expectCardTitles(list, ['Attic loft', 'Beach hut', 'Canal house', 'Wrong file']);
    await sort.selectOption({ label: 'Oldest first' });
    await expectCardTitles(list, ['Canal house', 'Attic loft', 'Beach hut', 'Wrong file']);
    // The order is in the address: a reload keeps it.
    await page.reload();
    await expect(sort).toHaveValue('oldest');
    await expectCardTitles(list, ['Canal house', 'Attic loft', 'Beach hut', 'Wrong file']);

    await list.getByRole('link', { name: 'Beach hut' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tours\/[0-9a-f-]{36}$/);
  });

  test('the dashboard shows credits, recent tours and what is processing', async ({
    page,
    request,
  }) => {
    const email = await ownerWithTours(request);
    await signInAt(page, '/dashboard', email);

    // 5 welcome credits, 4 tours; the failed upload gives its credit back.
    const credits = page.getByRole('region', { name: 'Credits' });
    await expect(credits.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/dashboard/top-up',
    );
    const recent = page.getByRole('region', { name: 'Recent tours' });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('link', { name: 'See all 4 tours' })).toBeVisible();
    const processing = page.getByRole('region', { name: 'Still processing' });
    await expect(processing.getByText('No tours are processing right now.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(credits.getByText('2 credits left')).toBeVisible();
    await expectNoAxeViolations(page);

    // Usable on a phone-sized screen: nothing wider than the viewport.
    await page.setViewportSize({ width: 375, height: 740 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Create tour' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/create-tour$/);
  });
});
