import type { Page } from '@playwright/test';
import { expect, test, waitForTheApp } from './support/test';

const PUBLIC_PAGES: { path: string; title: string; heading: string }[] = [
  {
    path: '/',
    title: 'Roomwalk | AR and virtual 3D tours from a phone scan',
    heading: 'Phone to tour, in one scan',
  },
  { path: '/login', title: 'Sign in | Roomwalk', heading: 'Sign in' },
  { path: '/register', title: 'Create your account | Roomwalk', heading: 'Create your account' },
  {
    path: '/forgot-password',
    title: 'Forgot your password? | Roomwalk',
    heading: 'Forgot your password?',
  },
  {
    path: '/complete-profile',
    title: 'Complete your profile | Roomwalk',
    heading: 'Complete your profile',
  },
  { path: '/privacy', title: 'Privacy Policy | Roomwalk', heading: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service | Roomwalk', heading: 'Terms of Service' },
  { path: '/contact', title: "Let's Talk Tours | Roomwalk", heading: "Let's Talk Tours" },
  { path: '/sitemap', title: 'Sitemap | Roomwalk', heading: 'Sitemap' },
  { path: '/pricing', title: 'Pricing | Roomwalk', heading: 'Pricing' },
  { path: '/test-translation', title: 'Translation test | Roomwalk', heading: 'Translation test' },
  { path: '/test-error', title: 'Error test | Roomwalk', heading: 'Error test' },
];

/** Fails the test on any Content-Security-Policy violation or uncaught page error. */
function watchForPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  return problems;
}

test.describe('public routes', () => {
  for (const { path, title, heading } of PUBLIC_PAGES) {
    test(`${path} renders with its title`, async ({ page }) => {
      const problems = watchForPageProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index|noindex/);
      expect(problems).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Roomwalk');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('breadcrumbs follow the path and are hidden on the home page', async ({ page }) => {
    await page.goto('/forgot-password');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Forgot Password');
    await crumbs.getByRole('link', { name: 'Home' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Phone to tour, in one scan' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('choosing ar-SA turns the page right-to-left, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForTheApp(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية (الخليج)' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // The page's text follows the catalogue, which may come a moment after the direction.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Pricing');
    const arabicHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicHeading ?? '');
  });

  test('/test-translation shows the current locale and switches it', async ({ page }) => {
    await page.goto('/test-translation');
    await expect(page.getByTestId('current-locale')).toHaveText('Current locale: en');
    await page.getByLabel('Switch language').selectOption('tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByTestId('current-locale')).toContainText('tr');
  });
});

test.describe('auth guard', () => {
  test('a signed-out visit to /dashboard lands on /login and returns after sign-in', async ({
    page,
  }) => {
    await page.goto('/dashboard/tours');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Sign-in itself comes with the session issue; here it is simulated on the session actor.
    await page.evaluate(() =>
      window.__roomwalk?.session.send({
        type: 'session.signedIn',
        user: {
          id: 'u1',
          email: 'agent@roomwalk.test',
          firstName: 'Ada',
          lastName: 'Agent',
          role: 'USER',
        },
      }),
    );
    await expect(page).toHaveURL(/\/dashboard\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My tours' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer holds the links, the language selector and both buttons', async ({ page }) => {
    await page.goto('/contact');
    const topLinks = page.locator('.top-bar-links');
    await expect(topLinks).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Tech', 'Pricing', 'FAQ', 'Sign in', 'Get Started']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('errors', () => {
  test('/test-error provokes an error that the boundary catches', async ({ page }) => {
    await page.goto('/test-error');
    await page.getByRole('button', { name: 'Throw an error' }).click();
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('Something went wrong');
    await expect(fallback).toContainText('Our team has been notified');
    await fallback.getByText('Error details').click();
    await expect(fallback).toContainText('Test error thrown from the /test-error page');
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // The top bar and footer stay usable around the page-level fallback.
    await expect(page.getByRole('link', { name: 'Roomwalk home' })).toBeVisible();
  });
});

test.describe('server', () => {
  test('answers /sitemap.xml with XML for crawlers', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    expect(xml.match(/<loc>/g)).toHaveLength(9);
  });

  test('sends the content security policy and survives a reload on a deep route', async ({
    request,
  }) => {
    const response = await request.get('/dashboard/tours/123');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(await response.text()).toContain('<div id="root">');
  });

  test('the sitemap page links to a generated sitemap.xml shown as text', async ({ page }) => {
    await page.goto('/sitemap');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download sitemap.xml' }).click();
    expect((await download).suggestedFilename()).toBe('sitemap.xml');
    await expect(page.getByTestId('sitemap-xml')).toContainText('<urlset');
    await expect(page.getByTestId('sitemap-xml')).toContainText('<priority>1.0</priority>');
  });
});
