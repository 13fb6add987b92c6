/**
 * The app shell of the signed-in pages (issue 22, point 1; docs/decisions/0039): a sidebar on
 * wide screens and a drawer on phones instead of the public top bar, the current page marked,
 * staff areas by role; dialogs cover the whole page; no focus ring on load; nothing wider than a
 * 375 px phone; axe finds nothing in en and ar-SA. With SCREENSHOTS=1 the screenshots of the
 * closing note are written to docs/screenshots; otherwise to the test's output folder.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAt } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { OWNER_PAGES } from './support/signed-in-pages';
import { SEEDED, signInSeededAt } from './support/staff';
import { expect, test } from './support/test';
import { newOwner, PROCESSED_WITHIN_MS } from './support/tours';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

interface Catalogue {
  dashboard: { navLabel: string; credits: string; shell: { create: string } };
  nav: { openMenu: string };
}

/** The shell's words in a catalogue (public/locales/<code>/translation.json). */
function shellWords(code: string) {
  const { dashboard, nav } = JSON.parse(
    readFileSync(`public/locales/${code}/translation.json`, 'utf8'),
  ) as Catalogue;
  return {
    navLabel: dashboard.navLabel,
    credits: dashboard.credits,
    create: dashboard.shell.create,
    openMenu: nav.openMenu,
  };
}

async function screenshot(page: Page, name: string) {
  const path =
    process.env.SCREENSHOTS === '1' ? `docs/screenshots/${name}` : test.info().outputPath(name);
  await page.screenshot({ path });
}

const shellNav = (page: Page, label = 'Dashboard') => page.getByRole('navigation', { name: label });

/** No sideways scroll: the page is no wider than the phone. */
async function expectNoSideScroll(page: Page, path: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

test.describe('app shell', () => {
  test('on a wide screen the sidebar leads through the app and marks the current page', async ({
    page,
    request,
  }) => {
    const { email } = await newOwner(request, 'shell-desktop');
    await page.setViewportSize(DESKTOP);
    await signInAt(page, '/dashboard', email);

    // The shell's navigation, not the public top bar.
    const nav = shellNav(page);
    await expect(nav).toBeVisible();
    await expect(page.locator('.top-bar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const navBox = (await nav.boundingBox())!;
    const mainBox = (await page.locator('#main').boundingBox())!;
    expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x);

    const entries = [
      { name: 'Dashboard', url: /\/dashboard$/, heading: 'Dashboard' },
      { name: 'Tours', url: /\/dashboard\/tours$/, heading: 'My tours' },
      { name: 'Create a tour', url: /\/dashboard\/create-tour$/, heading: 'Create a tour' },
      { name: 'Credits', url: /\/dashboard\/credits$/, heading: 'Credits' },
      { name: 'Buy credits', url: /\/dashboard\/top-up$/, heading: 'Buy credits' },
      { name: 'Messages', url: /\/dashboard\/messages$/, heading: 'Messages' },
      { name: 'Settings', url: /\/dashboard\/settings$/, heading: 'Settings' },
    ];
    for (const entry of entries) {
      await nav.getByRole('link', { name: entry.name, exact: true }).click();
      await expect(page).toHaveURL(entry.url);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveText(entry.name);
    }
    // A user has no staff areas; the account part names them and signs out.
    for (const staffArea of ['Admin', 'Cache performance', 'Superuser', 'Partner area']) {
      await expect(page.getByRole('link', { name: staffArea })).toHaveCount(0);
    }
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

    // A dialog's backdrop covers the whole page, the sidebar included.
    await nav.getByRole('link', { name: 'Messages', exact: true }).click();
    await page.getByRole('button', { name: 'New support chat' }).click();
    await expect(page.getByRole('dialog', { name: 'New support chat' })).toBeVisible();
    const onTop = await page.evaluate(() => document.elementFromPoint(5, 5)?.className ?? '');
    expect(onTop).toContain('dialog-overlay');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'app-shell-desktop.png');
  });

  test('on a 375 px phone a drawer holds the navigation and no page scrolls sideways', async ({
    page,
    request,
  }) => {
    test.setTimeout(PROCESSED_WITHIN_MS + 60_000);
    const { email, api } = await newOwner(request, 'shell-phone');
    const sample = await api.waitForSample();
    await page.setViewportSize(PHONE);
    await signInAt(page, '/dashboard/create-tour', email);

    // The create page opens with its heading unfocused, or focused without a ring.
    const heading = page.getByRole('heading', { level: 2, name: 'What is the tour made from?' });
    await expect(heading).toBeVisible();
    const outline = await heading.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('none');

    // The sidebar's links wait in the drawer.
    await expect(shellNav(page)).toHaveCount(0);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Create a tour');
    await expect(drawer.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await screenshot(page, 'app-shell-375.png');
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menu).toBeFocused();

    for (const path of [...OWNER_PAGES, `/dashboard/tours/${sample.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await expectNoSideScroll(page, path);
    }
    // The tour cards keep their titles in view beside the thumbnail.
    await page.goto('/dashboard/tours');
    await expect(page.getByRole('link', { name: sample.title })).toBeInViewport({ ratio: 1 });
  });

  for (const locale of ['en', 'ar-SA'] as const) {
    test(`the shell passes axe in ${locale}, its sidebar at the reading start`, async ({
      page,
      request,
    }) => {
      const words = shellWords(locale === 'en' ? 'en' : 'ar_gulf');
      const { email } = await newOwner(request, `shell-${locale}`);
      await page.setViewportSize(DESKTOP);
      await signInAt(page, '/dashboard/credits', email);
      // The language a returning visitor chose, as the app stores it.
      await page.evaluate((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const nav = shellNav(page, words.navLabel);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(words.credits);
      const navBox = (await nav.boundingBox())!;
      const mainBox = (await page.locator('#main').boundingBox())!;
      if (locale === 'ar-SA') expect(navBox.x).toBeGreaterThanOrEqual(mainBox.x + mainBox.width);
      else expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x);
      await expectNoAxeViolations(page);

      // On a phone: the drawer, from the right in Arabic, also passes axe.
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: words.openMenu }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: words.create })).toBeVisible();
      const drawerBox = (await drawer.boundingBox())!;
      if (locale === 'ar-SA') expect(drawerBox.x + drawerBox.width).toBeCloseTo(PHONE.width, 0);
      else expect(drawerBox.x).toBeCloseTo(0, 0);
      await expectNoAxeViolations(page);
      if (locale === 'ar-SA') await screenshot(page, 'app-shell-375-ar.png');
    });
  }

  test('staff areas show by role', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInSeededAt(page, '/dashboard', SEEDED.admin);
    const nav = shellNav(page);
    const staff = nav.getByRole('list', { name: 'Staff' });
    await expect(staff.getByRole('link')).toHaveText([
      'Partner area',
      'Admin',
      'Cache performance',
    ]);
    await staff.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin(\?|$)/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Admin');
  });

  test('the superadmin also has the Superuser area', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInSeededAt(page, '/dashboard', SEEDED.superadmin);
    const staff = shellNav(page).getByRole('list', { name: 'Staff' });
    await expect(staff.getByRole('link')).toHaveText([
      'Partner area',
      'Admin',
      'Cache performance',
      'Superuser',
    ]);
    await staff.getByRole('link', { name: 'Superuser' }).click();
    await expect(page).toHaveURL(/\/superuser$/);
  });
});
