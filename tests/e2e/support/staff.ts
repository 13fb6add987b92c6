/**
 * The seeded staff accounts of the browser tests' server (server/db/seed.ts, each created with
 * SEED_PASSWORD) and the calls the staff specs make with them: signing in through the page or
 * the API, and a support chat opened through the API by a user.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ChatDetail } from '../../../src/contract/chat';
import { signIn } from './accounts';
import { E2E_SEED_PASSWORD } from './e2e-server';
import { apiSession, type ApiHeaders } from './tours';

/** The seeded account of each role: user@roomwalk.test, ... (seededEmail of server/db/seed.ts). */
export const SEEDED = {
  user: 'user@roomwalk.test',
  creator: 'creator@roomwalk.test',
  moderator: 'moderator@roomwalk.test',
  admin: 'admin@roomwalk.test',
  superadmin: 'superadmin@roomwalk.test',
} as const;

/** The names the seed gives them (SEEDED_NAMES). */
export const SEEDED_NAMES = {
  admin: 'Ada Admin',
  superadmin: 'Sam Superadmin',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the signed-in page `path` (with its query, if any) as a seeded account: the guard sends
 * the visitor to /login, they sign in with the seed password and land back on `path`.
 */
export async function signInSeededAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, E2E_SEED_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

/**
 * Signs a seeded account in through the API with the double submit a browser makes. Returns the
 * anti-forgery and bearer headers.
 */
export async function seededApiSession(
  request: APIRequestContext,
  email: string,
): Promise<ApiHeaders> {
  const csrf = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const login = await request.post('/auth/login', {
    data: { email, password: E2E_SEED_PASSWORD },
    headers: { 'X-XSRF-TOKEN': csrf.csrfToken },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { 'X-XSRF-TOKEN': csrf.csrfToken, Authorization: `Bearer ${token}` };
}

/** A support chat that the registered user `email` opens through the API (POST /chats/support). */
export async function openSupportChatViaApi(
  request: APIRequestContext,
  email: string,
  chat: { subject: string; message: string },
): Promise<ChatDetail> {
  const headers = await apiSession(request, email);
  const created = await request.post('/api/v1/chats/support', { data: chat, headers });
  expect(created.status()).toBe(201);
  return (await created.json()) as ChatDetail;
}

/** The dashboard's navigation (tabs and links), present on every signed-in page. */
export const dashboardNav = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Dashboard' });
