/** axe-core on every public page, in English and in Gulf Arabic (right to left). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

const LOCALES = ['en', 'ar-SA'] as const;
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/complete-profile',
  '/contact',
  '/pricing',
  '/privacy',
  '/terms',
  '/sitemap',
  '/no-such-page',
];

for (const locale of LOCALES) {
  test.describe(`accessibility in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      // The language a returning visitor chose, as the app stores it.
      await page.addInitScript((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
    });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Sections that load what they show near the viewport (the landing page's pricing and
        // contact form, docs/decisions/0059) are scrolled to, and sections that load data
        // (pricing plans, legal documents) settle first.
        await page.waitForLoadState('networkidle');
        const sections = page.locator('main section[id]');
        for (let index = 0; index < (await sections.count()); index += 1) {
          await sections.nth(index).scrollIntoViewIfNeeded();
        }
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((n) => n.target).join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
