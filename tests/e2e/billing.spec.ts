/**
 * Credits and plans (issue 8) in Chromium against the real server and its built-in test payment
 * provider: a new user subscribes to Agent yearly on /dashboard/top-up and receives the plan's
 * credits, creating a tour spends one, and /dashboard/credits shows the ledger; an Office owner
 * invites an agent by e-mail, who accepts from the link in the mail. New accounts start with the
 * SIGNUP_CREDITS of playwright.config.ts (5).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  PASSWORD,
  latestMailTo,
  registerViaApi,
  signIn,
  signInAt,
  unique,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

const SIGNUP_CREDITS = 5;
const AGENT_CREDITS = 2;
const TEST_MODE = 'Test mode: no real payment is taken';

/** The bearer token and anti-forgery header of an API session of `email`. */
async function apiSession(request: APIRequestContext, email: string) {
  const csrf = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const login = await request.post('/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': csrf.csrfToken },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { 'X-XSRF-TOKEN': csrf.csrfToken, Authorization: `Bearer ${token}` };
}

const checkout = (page: Page) => page.getByRole('region', { name: 'Plans and payment' });

/** Chooses a plan on the yearly cards and pays for it (the test provider completes at once). */
async function subscribeYearly(page: Page, plan: 'Agent' | 'Office', price: string) {
  const flow = checkout(page);
  await expect(flow.getByRole('heading', { name: 'Plans and credits' })).toBeVisible();
  await flow.getByRole('radio', { name: 'Yearly' }).check();
  const card = flow.getByRole('article', { name: plan });
  await expect(card.getByText('Save 15%')).toBeVisible();
  await card.getByRole('button', { name: `Subscribe to ${plan}` }).click();
  await expect(flow.getByRole('heading', { name: 'Confirm your plan' })).toBeFocused();
  await expect(flow.getByText(`${plan}, billed yearly`)).toBeVisible();
  await expect(flow.getByText(TEST_MODE).first()).toBeVisible();
  await flow.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(flow.getByRole('heading', { name: `Welcome to the ${plan} plan` })).toBeFocused();
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

function ledgerEntries(page: Page): Locator {
  return page.getByRole('list', { name: 'Credit history, newest first' }).getByRole('listitem');
}

test.describe('credits and plans', () => {
  test('a new user subscribes to Agent yearly, spends a credit and sees the ledger', async ({
    page,
    request,
  }) => {
    const email = unique('billing');
    await registerViaApi(request, email);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAt(page, '/dashboard/top-up', email);

    // Choosing: test mode is said, the packs wait for a plan, Hotel is sold per year only.
    const flow = checkout(page);
    await expect(page.getByText(TEST_MODE).first()).toBeVisible();
    await expect(flow.getByRole('button', { name: 'Buy 5 credits' })).toBeDisabled();
    await expect(
      flow.getByText('Credit packs are for subscribers: choose a plan first.'),
    ).toBeVisible();
    await expect(flow.getByRole('article', { name: 'Hotel' }).getByText('$199')).toBeVisible();
    await expect(flow.getByRole('article', { name: 'Agent' }).getByText('$29.99')).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    await subscribeYearly(page, 'Agent', '$305.90');
    const done = flow.getByRole('status');
    await expect(done).toContainText(`${AGENT_CREDITS} credits were added.`);
    await expect(done).toContainText('Charged: $305.90');
    await expect(done).toContainText(`Your balance: ${SIGNUP_CREDITS + AGENT_CREDITS} credits`);

    // Creating a tour spends one credit (POST /tours, as the create-tour wizard sends it).
    const headers = await apiSession(request, email);
    const created = await request.post('/api/v1/tours', {
      data: { title: 'Harbour loft', sourceKind: 'scan' },
      headers,
    });
    expect(created.status()).toBe(201);

    await flow.getByRole('link', { name: 'See your credits' }).click();
    await expect(page).toHaveURL(/\/dashboard\/credits$/);
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance).toContainText(`${SIGNUP_CREDITS + AGENT_CREDITS - 1} credits`);
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('Agent, billed yearly');
    await expect(plan).toContainText('Active');
    await expect(plan).toContainText(/Next credits: 2 credits on /);
    // The tour took its credit from the lot that expires first: the plan's, not the welcome ones.
    await expect(page.getByRole('region', { name: 'What expires when' })).toContainText(
      /^What expires when1 credit expires on \w{3} \d{1,2}, \d{4}$/,
    );

    const entries = ledgerEntries(page);
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Spend');
    await expect(entries.nth(0)).toContainText('Tour created: Harbour loft');
    await expect(entries.nth(0)).toContainText('-1');
    await expect(entries.nth(1)).toContainText('Grant');
    await expect(entries.nth(1)).toContainText('Agent plan: monthly credits');
    await expect(entries.nth(1)).toContainText('+2');
    await expect(entries.nth(2)).toContainText('Welcome credits');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // The dashboard shows the plan, with the way to the credits page.
    await page.goto('/dashboard');
    const summary = page.getByRole('region', { name: 'Your plan' });
    await expect(summary).toContainText('Agent, billed yearly');
    await expect(summary.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
      'href',
      '/dashboard/credits',
    );
  });

  test('an Office owner invites an agent by e-mail, who joins from the link', async ({
    page,
    browser,
    request,
  }) => {
    const owner = unique('office-owner');
    const agent = unique('office-agent');
    await registerViaApi(request, owner);
    await registerViaApi(request, agent);
    await signInAt(page, '/dashboard/top-up', owner);
    await subscribeYearly(page, 'Office', '$509.90');

    await page.goto('/dashboard/credits');
    const team = page.getByRole('region', { name: 'Your team' });
    await expect(team).toContainText('0 of 10 agent seats used.');
    await team.getByLabel('E-mail address').fill(agent);
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await expect(team.getByRole('status')).toContainText(`Invitation sent to ${agent}.`);
    await expect(team).toContainText('1 of 10 agent seats used.');

    const mail = await latestMailTo(agent);
    const link = /https?:\/\/\S+\/dashboard\/credits\?invite=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const invitePath = new URL(link!).pathname + new URL(link!).search;

    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await agentPage.goto(invitePath);
    await expect(agentPage).toHaveURL(/\/login$/);
    await signIn(agentPage, agent);
    const invitation = agentPage.getByRole('region', { name: 'Team invitation' });
    await expect(invitation).toContainText(`Erin Ende invites ${agent} to their Office team`);
    await invitation.getByRole('button', { name: 'Accept and join the team' }).click();
    await expect(invitation.getByRole('status')).toContainText("You joined Erin Ende's team.");
    await expect(agentPage.getByRole('region', { name: 'Your plan' })).toContainText(
      "shared credits of Erin Ende's Office team",
    );
    await agentContext.close();

    await page.reload();
    const members = page.getByRole('list', { name: 'Agents' });
    await expect(members.getByRole('listitem')).toHaveCount(1);
    await expect(members).toContainText(agent);
  });
});
