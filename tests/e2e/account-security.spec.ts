/** The account's whole life in the browser against the real server (issue 4, point 5). */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { totpCode, TOTP_PERIOD_SECONDS } from '../../server/auth/totp';
import { latestMailTo, PASSWORD, registerViaApi, signIn, unique } from './support/accounts';

const NEW_PASSWORD = 'Fresh-Keys-2026!';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

test('register, complete the profile, sign out, sign in, and a reload keeps the session', async ({
  page,
}) => {
  const email = unique('register');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/complete-profile$/);
  const profile = page.getByRole('form', { name: 'Your profile' });
  // The names were asked on /register: not again (issue 22, decision 0038).
  await expect(profile.getByLabel('First name')).toHaveCount(0);
  await profile.getByLabel('Industry').selectOption('ARCHITECTURE');
  await profile.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
});

test('the token is refreshed before it expires, and the anti-forgery token renewed', async ({
  page,
  request,
}) => {
  const email = unique('refresh');
  await registerViaApi(request, email);
  // The page's clock is the edge this test controls: the server keeps real time.
  await page.clock.install();
  await page.goto('/login');
  const login = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
  await signIn(page, email);
  const issued = (await (await login).json()) as { expiresAt: string };
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');

  const csrfToken = () => page.evaluate(() => localStorage.getItem('roomwalk.csrfToken'));
  const csrfBefore = await csrfToken();
  const refresh = page.waitForResponse((response) => response.url().endsWith('/auth/refresh'));
  // The session checks every 60 s; the test server's tokens live 330 s, so under 5 minutes
  // remain at the first check.
  await page.clock.fastForward(61_000);
  const refreshed = await refresh;
  expect(refreshed.status()).toBe(200);
  const renewed = (await refreshed.json()) as { expiresAt: string };
  // Tokens are stamped to the second: one renewed within the second it was issued in expires
  // at the same time, never earlier.
  expect(Date.parse(renewed.expiresAt)).toBeGreaterThanOrEqual(Date.parse(issued.expiresAt));
  // The page stores the renewed token just after the response arrives: wait for the change.
  await expect.poll(csrfToken).not.toBe(csrfBefore);
  expect(await csrfToken()).toMatch(/^[0-9a-f]{64}$/);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
});

test('forgot and reset the password through the e-mailed link', async ({ page, request }) => {
  const email = unique('forgot');
  await registerViaApi(request, email);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If an account exists for this email, we have sent a link to reset the password.',
    ),
  ).toBeVisible();

  const mail = await latestMailTo(email);
  const link = /https?:\/\/\S+\/forgot-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your password has been reset. You can now sign in with your new password.'),
  ).toBeVisible();

  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('alert')).toContainText('Invalid credentials.');
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('enable two-factor authentication, then sign in with a code', async ({ page, request }) => {
  const email = unique('two-factor');
  await registerViaApi(request, email);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page
    .locator('[aria-labelledby="settings-two-factor-secret-label"]')
    .textContent())!;
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText(/Two-factor authentication is on/).first()).toBeVisible();

  await signOut(page);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // A code is accepted once; the next step's code is within the server's window for drift.
  const nextCode = totpCode(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000);
  await page.getByLabel('Authentication code').fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('revoking the other session signs that browser out', async ({ browser, page, request }) => {
  const email = unique('revoke');
  await registerViaApi(request, email);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await signIn(otherPage, email);
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/settings');
    const revoke = page.getByRole('button', { name: /^Sign out .+ \(.+\)$/ });
    await expect(revoke).toHaveCount(1);
    await revoke.click();
    await page.getByRole('button', { name: 'Sign out device' }).click();
    await expect(page.getByText('The session has been signed out.')).toBeVisible();
    await expect(revoke).toHaveCount(0);

    await otherPage.goto('/dashboard/settings');
    await expect(otherPage).toHaveURL(/\/login$/);
    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  } finally {
    await other.close();
  }
});
