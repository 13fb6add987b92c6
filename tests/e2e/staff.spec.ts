/**
 * Issue 9's staff areas and chat (docs/decisions/0010-roles-and-staff.md) in Chromium against the
 * real server, with the accounts it seeds with SEED_PASSWORD: an ADMIN answers and closes a USER's
 * support chat while the user's page follows by polling; a SUPERADMIN changes the Agent price
 * and the landing page sells it (restored afterwards: pricing.spec.ts expects the defaults); a
 * MODERATOR answers chats but is kept out of /admin by the app and the API; the cache-performance
 * page shows the statistics the test's own browsing reported (the 5-minute report made to happen
 * with Playwright's clock); and the staff screens have no axe violations.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CacheFigures, CachePerformanceReport } from '../../src/contract/cache-performance';
import type { SuperuserPlans } from '../../src/contract/superuser';
import { registerViaApi, signInAt, unique } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import {
  SEEDED,
  SEEDED_NAMES,
  dashboardNav,
  openSupportChatViaApi,
  seededApiSession,
  signInSeededAt,
} from './support/staff';
import { expect, test } from './support/test';

/** The chat screen reads the open chat and the list again every 5 s (src's CHAT_POLL_MS). */
const CHAT_POLL_MS = 5_000;
/** The Messages link reads its unread count every 30 s (src's UNREAD_POLL_MS) while it is shown. */
const UNREAD_POLL_MS = 30_000;
/** What the fresh accounts of registerViaApi are called. */
const REGISTERED_NAME = 'Erin Ende';
const FORBIDDEN = 'You do not have permission to access this resource';

// --- Chat ---------------------------------------------------------------------------------------

const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });
const chatInList = (page: Page, subject: string) =>
  chatList(page).getByRole('button').filter({ hasText: subject });
/** The open conversation: a region named by its heading, the chat's subject. */
const conversation = (page: Page, subject: string) => page.getByRole('region', { name: subject });
const messageLog = (chat: Locator) => chat.getByRole('log', { name: 'Messages' });

/** Writes `text` in the open conversation's composer and sends it. */
async function sendMessage(chat: Locator, text: string) {
  await chat.getByLabel('Your message').fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(messageLog(chat)).toContainText(text);
  await expect(chat.getByLabel('Your message')).toHaveValue('');
}

/** The Messages link of the dashboard navigation, whose name carries the unread count. */
const messagesLink = (page: Page) => dashboardNav(page).getByRole('link', { name: /^Messages/ });

// --- Plans --------------------------------------------------------------------------------------

/** The Agent plan's monthly price now, as /superuser serves it. */
async function agentMonthlyPrice(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/v1/superuser/plans', { headers });
  expect(response.status()).toBe(200);
  const { plans } = (await response.json()) as SuperuserPlans;
  const agent = plans.find((plan) => plan.id === 'agent');
  expect(agent).toBeDefined();
  return agent!.monthlyPrice;
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

// --- Cache statistics ---------------------------------------------------------------------------

/** The report the app sends every 5 minutes (the fields this test compares). */
interface CacheReport {
  requestCount: number;
  cacheHits: number;
  cacheMisses: number;
  networkErrors: number;
  cdnHits: number;
  cdnMisses: number;
  sessionId: string;
}

/** GET /cache-performance?days=7 as the admin: today is its last day (the server's UTC day). */
async function cacheReport(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<CachePerformanceReport> {
  const response = await request.get('/api/v1/cache-performance?days=7', { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as CachePerformanceReport;
}

const count = (value: number) => new Intl.NumberFormat('en').format(value);
const percent = (part: number, other: number) =>
  part + other === 0
    ? 'No data'
    : new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
        part / (part + other),
      );
/** A YYYY-MM-DD day as the table's row header writes it in en ("May 3, 2026"). */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Figures before the report plus the report: what the page must show now. The report's app
 * session is a new one (each page load has its own id), so it adds one session.
 */
function withReport(before: CacheFigures, report: CacheReport) {
  const sum = (field: keyof CacheReport & keyof CacheFigures) =>
    (before[field] as number) + (report[field] as number);
  const cacheHits = sum('cacheHits');
  const cacheMisses = sum('cacheMisses');
  return {
    Reports: count(before.reports + 1),
    Sessions: count(before.sessions + 1),
    Requests: count(sum('requestCount')),
    'Cache hits': count(cacheHits),
    'Cache misses': count(cacheMisses),
    'Hit ratio': percent(cacheHits, cacheMisses),
    'Network errors': count(sum('networkErrors')),
    'CDN hits': count(sum('cdnHits')),
    'CDN misses': count(sum('cdnMisses')),
  };
}

/** The cells of `row` by the table's column headers (the row header's column left out). */
async function cellsByColumn(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('cell').allInnerTexts();
  return Object.fromEntries(cells.map((cell, index) => [headers[index + 1]!.trim(), cell.trim()]));
}

test.describe('staff areas and chat', () => {
  test('an admin answers and closes a support chat that a user opened', async ({
    newVisitor,
    request,
  }) => {
    test.setTimeout(3 * 60_000);
    const email = unique('chat-user');
    const subject = `Upload stuck at 80% ${Date.now()}`;
    const question = 'My tour upload stops at 80%. Can you have a look?';
    const answer = 'We restarted the processing of your tour: it is ready now.';
    const farewell = 'Glad it works. I am closing this chat; write again any time.';
    await registerViaApi(request, email);

    // The user starts a support chat through the dialog; it opens at once.
    const user = await newVisitor();
    // The user's polls run on Playwright's clock (installed before the app loads), which the
    // test moves on to the next poll instead of waiting for it.
    await user.clock.install();
    await signInAt(user, '/dashboard/messages', email);
    await expect(
      user.getByText(
        'You have no chats yet. Start a sales or support chat and our team will answer here.',
      ),
    ).toBeVisible();
    await user.getByRole('button', { name: 'New support chat' }).click();
    const dialog = user.getByRole('dialog', { name: 'New support chat' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message', { exact: true }).fill(question);
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await expect(dialog).toBeHidden();
    const userChat = conversation(user, subject);
    await expect(messageLog(userChat)).toContainText(question);
    await expect(userChat.getByText('Open', { exact: true })).toBeVisible();
    await expect(user).toHaveURL(/\/dashboard\/messages\?chat=[0-9a-f-]{36}$/);
    await expect(messagesLink(user)).toHaveAccessibleName('Messages');

    // The user goes on elsewhere in the dashboard while the team answers.
    await dashboardNav(user).getByRole('link', { name: 'Credits', exact: true }).click();
    await expect(user).toHaveURL(/\/dashboard\/credits$/);

    // The admin sees every chat: finds this one with its author, reads it and answers.
    const admin = await newVisitor();
    await signInSeededAt(admin, '/dashboard/messages', SEEDED.admin);
    await expect(admin.getByRole('form', { name: 'Filter chats' })).toBeVisible();
    const listed = chatInList(admin, subject);
    await expect(listed).toContainText(`${REGISTERED_NAME} · ${email}`);
    await expect(listed).toContainText('1 unread message');
    await listed.click();
    const adminChat = conversation(admin, subject);
    const log = messageLog(adminChat);
    await expect(log).toContainText(question);
    await expect(log).toContainText(REGISTERED_NAME);
    await expect(adminChat.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await sendMessage(adminChat, answer);

    // The user's Messages link counts the answer at its own next poll, before they open the chat.
    await user.clock.fastForward(UNREAD_POLL_MS);
    await expect(messagesLink(user)).toHaveAccessibleName(/^Messages 1 unread message$/);
    await messagesLink(user).click();
    await expect(user).toHaveURL(/\/dashboard\/messages$/);
    await expect(chatInList(user, subject)).toContainText('1 unread message');
    await chatInList(user, subject).click();
    await expect(messageLog(userChat)).toContainText(answer);
    await expect(messageLog(userChat)).toContainText(SEEDED_NAMES.admin);
    await expect(messageLog(userChat).getByText('Roomwalk team')).toBeVisible();
    // Reading the chat marks it read: the count goes from the link and the list.
    await expect(messagesLink(user)).toHaveAccessibleName('Messages');
    await expect(chatInList(user, subject)).not.toContainText('unread');

    // The admin writes once more and closes the chat; the user's open page follows by polling.
    await sendMessage(adminChat, farewell);
    await adminChat.getByRole('button', { name: 'Close chat' }).click();
    await expect(adminChat.getByRole('button', { name: 'Reopen chat' })).toBeVisible();
    await expect(adminChat.getByText('Closed', { exact: true })).toBeVisible();

    await user.clock.fastForward(CHAT_POLL_MS);
    await expect(messageLog(userChat)).toContainText(farewell);
    await expect(
      userChat.getByText('This chat is closed. Reopen it to write again.'),
    ).toBeVisible();
    await expect(userChat.getByText('Closed', { exact: true })).toBeVisible();
    await expect(userChat.getByRole('button', { name: 'Reopen chat' })).toBeVisible();
    await expect(userChat.getByLabel('Your message')).toHaveCount(0);
    await expect(chatInList(user, subject)).toContainText('Closed');
  });

  test('a superadmin changes the Agent price and the landing page sells it', async ({
    page,
    newVisitor,
    request,
  }) => {
    const headers = await seededApiSession(request, SEEDED.superadmin);
    const original = await agentMonthlyPrice(request, headers);
    expect(original).not.toBeNull();
    const changed = original === 34.99 ? 36.49 : 34.99;
    try {
      await signInSeededAt(page, '/superuser?tab=plans', SEEDED.superadmin);
      await expect(page.getByRole('tab', { name: 'Plans' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const agent = page.getByRole('region', { name: 'Agent', exact: true });
      const price = agent.getByLabel('Monthly price (USD)');
      await expect(price).toHaveValue(String(original));
      await price.fill(String(changed));
      await agent.getByRole('button', { name: 'Save changes' }).click();
      await expect(agent.getByRole('status')).toContainText(
        'The Agent plan was saved. The new terms apply from now on.',
      );
      await expect(price).toHaveValue(String(changed));
      expect(await agentMonthlyPrice(request, headers)).toBe(changed);

      // Someone who never signed in opens the landing page: Agent costs the new price a month.
      const visitor = await newVisitor();
      await visitor.goto('/#pricing');
      const section = visitor.locator('section#pricing');
      await expect(section).toHaveAccessibleName('Plans that grow with your tours');
      await expect(section.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      const card = section.getByRole('article', { name: 'Agent' });
      await expect(card.locator('.pricing-amount')).toHaveText(`${usd(changed)} per month`);
      await expect(card.getByText('Billed monthly')).toBeVisible();
      // The yearly price follows: 12 months less 15%.
      await section.getByRole('radio', { name: 'Yearly' }).check();
      const yearly = Math.round(changed * 100 * 12 * 0.85) / 100;
      await expect(card.locator('.pricing-amount')).toHaveText(`${usd(yearly)} per year`);
    } finally {
      // The suite shares one server, and pricing.spec.ts expects the default prices.
      if ((await agentMonthlyPrice(request, headers)) !== original) {
        const restored = await request.patch('/api/v1/superuser/plans/agent', {
          data: { monthlyPrice: original },
          headers,
        });
        expect(restored.status()).toBe(200);
      }
      expect(await agentMonthlyPrice(request, headers)).toBe(original);
    }
  });

  test('a moderator answers chats but is kept out of /admin by the app and the API', async ({
    page,
    request,
  }) => {
    // A user's chat, which staff see among every chat.
    const email = unique('moderated');
    const subject = `Question about embeds ${Date.now()}`;
    await registerViaApi(request, email);
    await openSupportChatViaApi(request, email, {
      subject,
      message: 'Can I embed a tour on two sites at once?',
    });

    await signInSeededAt(page, '/dashboard/messages', SEEDED.moderator);
    await expect(page.getByRole('form', { name: 'Filter chats' })).toBeVisible();
    await expect(chatInList(page, subject)).toContainText(`${REGISTERED_NAME} · ${email}`);
    // No staff areas of an admin in the navigation.
    const nav = dashboardNav(page);
    await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Cache performance' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Superuser' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Partner area' })).toHaveCount(0);

    // The route guard sends the moderator from /admin to the dashboard.
    await page.goto('/admin?tab=users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('tablist', { name: 'Administration areas' })).toHaveCount(0);

    // The server refuses what the app hides.
    const { Authorization: bearer } = await seededApiSession(request, SEEDED.moderator);
    const refused = await request.get('/api/v1/admin/users', {
      headers: { Authorization: bearer! },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(FORBIDDEN);
  });

  test('the cache-performance page shows the statistics the browsing reported', async ({
    page,
    request,
  }) => {
    const headers = await seededApiSession(request, SEEDED.admin);
    // Before: other tests of the suite may have reported today already.
    const before = await cacheReport(request, headers);
    const today = before.range.to;
    const todayBefore = before.days.find((day) => day.day === today);
    expect(todayBefore).toBeDefined();

    // The app's 5-minute timer runs on Playwright's clock, installed before the app loads.
    await page.clock.install();
    await signInSeededAt(page, '/dashboard', SEEDED.admin);
    const nav = dashboardNav(page);
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('region', { name: 'Sales and support chat' })).toBeVisible();
    await nav.getByRole('link', { name: 'Credits', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Balance' })).toBeVisible();
    await nav.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page.getByRole('tablist', { name: 'Administration areas' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Accounts, newest first' })).toBeVisible();

    // Five minutes on: the app reports what it requested so far (tokens live 330 s, so the
    // session is refreshed on the way, and stays).
    const sent = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith('/api/v1/analytics/cache'),
    );
    const stored = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/api/v1/analytics/cache'),
    );
    await page.clock.fastForward('05:01');
    const report = (await sent).postDataJSON() as CacheReport;
    expect((await stored).status()).toBe(202);
    expect(report.requestCount).toBeGreaterThan(0);
    expect(report.cacheHits + report.cacheMisses).toBeLessThanOrEqual(report.requestCount);

    await nav.getByRole('link', { name: 'Cache performance' }).click();
    await expect(page).toHaveURL(/\/dashboard\/cache-performance$/);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\/dashboard\/cache-performance\?days=7$/);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Today's row of the table by day: what was there before, plus exactly this report.
    const table = page.getByRole('table', { name: 'Statistics by day' });
    const todayRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: dayLabel(today), exact: true }) });
    await expect(todayRow).toHaveCount(1);
    await expect
      .poll(() => cellsByColumn(table, todayRow))
      .toMatchObject(withReport(todayBefore!, report));

    // The period's total row and its summary add the same report to what the 7 days had.
    const expectedTotals = withReport(before.totals, report);
    const totalsRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
    await expect.poll(() => cellsByColumn(table, totalsRow)).toMatchObject(expectedTotals);
    const summary = page.getByRole('region', { name: 'Summary' });
    const reports = before.totals.reports + 1;
    const sessions = before.totals.sessions + 1;
    await expect(summary).toContainText(
      `${reports} ${reports === 1 ? 'report' : 'reports'} from ${sessions} ${sessions === 1 ? 'app session' : 'app sessions'}`,
    );
    const requests = summary.locator('.cache-figure').filter({
      has: page.getByRole('term').filter({ hasText: /^Requests$/ }),
    });
    await expect(requests.getByRole('definition')).toHaveText(expectedTotals.Requests);
  });

  test('the staff screens have no axe violations', async ({ page, request }) => {
    const email = unique('axe-chat');
    const subject = `Invoice address ${Date.now()}`;
    await registerViaApi(request, email);
    await openSupportChatViaApi(request, email, {
      subject,
      message: 'Please put our company name on the next invoice.',
    });

    // /dashboard/messages with the chat open.
    await signInSeededAt(page, '/dashboard/messages', SEEDED.superadmin);
    await chatInList(page, subject).click();
    await expect(messageLog(conversation(page, subject))).toContainText('company name');
    await expectNoAxeViolations(page);

    // /admin, users tab, with the user's account open.
    await dashboardNav(page).getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(email);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const accounts = page.getByRole('table', { name: 'Accounts, newest first' });
    await expect(accounts.getByRole('row')).toHaveCount(2);
    await accounts.getByRole('button', { name: `Show the account of ${REGISTERED_NAME}` }).click();
    const detail = page.getByRole('region', { name: REGISTERED_NAME });
    await expect(detail.getByRole('heading', { name: REGISTERED_NAME })).toBeFocused();
    await expect(detail).toContainText(email);
    await expectNoAxeViolations(page);

    // /superuser, plans tab.
    await dashboardNav(page).getByRole('link', { name: 'Superuser' }).click();
    await page.getByRole('tab', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/superuser\?tab=plans$/);
    await expect(page.getByRole('region', { name: 'Agent', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // /dashboard/cache-performance.
    await dashboardNav(page).getByRole('link', { name: 'Cache performance' }).click();
    await expect(page.getByRole('region', { name: 'Period' })).toBeVisible();
    await expect(page.getByText(/ to .* \(30 days\)$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
