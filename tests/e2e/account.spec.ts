import { expect, test } from './support/test';
import { registerViaApi, signIn, unique } from './support/accounts';

test.describe('signing in', () => {
  test('returns to the remembered page, and a reload keeps the session', async ({
    page,
    request,
  }) => {
    const email = unique('return');
    await registerViaApi(request, email);
    await page.goto('/dashboard/credits');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/credits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  });

  test('a signed-in user opening / sees the signed-in top bar, and deep links still work', async ({
    page,
    request,
  }) => {
    const email = unique('landing');
    await registerViaApi(request, email);
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard/);
    // A new load of the landing page: the session is restored from the stored token, whose store
    // and request client the landing page loads only then (docs/decisions/0059).
    await page.goto('/');
    const topBar = page.locator('header.top-bar');
    await expect(topBar.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.goto('/dashboard/credits');
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  });

  test('five wrong passwords lock the account with the exact messages', async ({
    page,
    request,
  }) => {
    const email = unique('lockout');
    await registerViaApi(request, email);
    await page.goto('/login');
    for (let remaining = 4; remaining >= 1; remaining -= 1) {
      await signIn(page, email, 'Wrong-Passw0rd!');
      await expect(page.getByRole('alert')).toContainText(
        `Invalid credentials. ${remaining} login attempts remaining before account is temporarily locked.`,
      );
    }
    await signIn(page, email, 'Wrong-Passw0rd!');
    const locked =
      'Account temporarily locked due to too many failed login attempts. Please try again later.';
    await expect(page.getByRole('alert')).toContainText(locked);
    // Even the right password is refused now.
    await signIn(page, email);
    await expect(page.getByRole('alert')).toContainText(locked);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a USER visiting /admin lands on /dashboard', async ({ page, request }) => {
    const email = unique('user');
    await registerViaApi(request, email);
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('signing out ends the session on the server too', async ({ page, request }) => {
    const email = unique('signout');
    await registerViaApi(request, email);
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
