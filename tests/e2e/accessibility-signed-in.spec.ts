/**
 * axe-core on every page of a signed-in owner and of the staff areas, in English and in Gulf Arabic
 * (right to left), at desktop width and on a 375 px phone, where nothing may be wider than the
 * screen (issue 22).
 */
import type { Page } from '@playwright/test';
import { signInAt } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { OWNER_PAGES } from './support/signed-in-pages';
import { SEEDED, signInSeededAt } from './support/staff';
import { expect, test } from './support/test';
import { newOwner, PROCESSED_WITHIN_MS } from './support/tours';

const LOCALES = ['en', 'ar-SA'] as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;
const STAFF_PAGES = ['/superuser', '/admin', '/dashboard/cache-performance'] as const;

/** The page has settled: its heading is there and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const locale of LOCALES) {
  test(`a signed-in owner's pages pass axe and fit a phone, in ${locale}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(PROCESSED_WITHIN_MS + 300_000);
    const { email, api } = await newOwner(request, `axe-${locale}`);
    // The sample tour every new account gets: its editor is one of the pages.
    const { id } = await api.waitForSample();
    await signInAt(page, '/dashboard', email);
    await page.evaluate((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
    const paths = [...OWNER_PAGES, `/dashboard/tours/${encodeURIComponent(id)}`];
    await expectEveryPageFits(page, locale, paths);
  });

  test(`the staff areas pass axe and fit a phone, in ${locale}`, async ({ page }) => {
    // Six pages, each checked by axe: 45 s on a busy two-core machine.
    test.setTimeout(120_000);
    await signInSeededAt(page, STAFF_PAGES[0], SEEDED.superadmin);
    await page.evaluate((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
    await expectEveryPageFits(page, locale, STAFF_PAGES);
  });
}

/** Each page at each viewport: in the locale, settled, no axe violations, no sideways scroll. */
async function expectEveryPageFits(page: Page, locale: string, paths: readonly string[]) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await test.step(`${path} at ${viewport.width} px`, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settled(page);
        await expectNoAxeViolations(page);
        expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      });
    }
  }
}
