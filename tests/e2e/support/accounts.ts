/** Accounts and mail for the browser tests, through the real server. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MailFile } from '../../../server/mail/mailer';
import { E2E_MAIL_DIR } from './e2e-server';

export const PASSWORD = 'Walk-The-R00ms!';

export const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/**
 * Registers and completes the profile through the real API, with the CSRF double submit a
 * browser would make, so the account signs straight in to where it was going, then signs
 * that API session out.
 */
export async function registerViaApi(request: APIRequestContext, email: string) {
  const csrf = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const headers = { 'X-XSRF-TOKEN': csrf.csrfToken };
  const registered = await request.post('/auth/register', {
    data: { firstName: 'Erin', lastName: 'Ende', email, password: PASSWORD },
    headers,
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/auth/login', { data: { email, password: PASSWORD }, headers });
  const { token } = (await login.json()) as { token: string };
  const completed = await request.post('/auth/complete-profile', {
    data: { firstName: 'Erin', lastName: 'Ende', industry: 'REAL_ESTATE' },
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  expect(completed.status()).toBe(200);
  // Leaves no session behind: the browser's sessions are the only ones the account has.
  const signedOut = await request.post('/auth/logout', {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  expect(signedOut.ok()).toBe(true);
}

/** Fills the sign-in form of the page it is on and submits it. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the signed-in page `path` as a visitor would: the guard sends them to /login, they sign
 * in there, and land back on `path`.
 */
export async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  // Checking the password is deliberately slow work; more so while tours are processed beside it.
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`), { timeout: 20_000 });
}

/** The newest e-mail to `to` that the server wrote to MAIL_DIR, waiting for it to arrive. */
export async function latestMailTo(to: string): Promise<MailFile> {
  let found: MailFile | undefined;
  await expect
    .poll(async () => {
      found = await newestMail(to);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

async function newestMail(to: string): Promise<MailFile | undefined> {
  const names = (await readdir(E2E_MAIL_DIR).catch(() => [])).filter((name) =>
    name.endsWith('.json'),
  );
  for (const name of names.sort().reverse()) {
    const mail = JSON.parse(await readFile(path.join(E2E_MAIL_DIR, name), 'utf8')) as MailFile;
    if (mail.to === to) return mail;
  }
  return undefined;
}
