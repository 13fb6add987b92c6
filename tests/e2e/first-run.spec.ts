/**
 * Sign-up and first run (issue 22 point 4) in Chromium against the real server, queue and
 * worker: the names are asked once and the password rules shown once; the new account lands on
 * a dashboard with its own copy of the demo tour, marked Sample, and a first-run checklist that
 * ticks as the owner creates, starts, publishes and shares a tour of their own; the checklist
 * can be dismissed for good; axe finds nothing on the dashboard in en and ar-SA.
 */
import type { Page } from '@playwright/test';
import { PASSWORD, signInAt, unique } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { PROCESSED_WITHIN_MS, newOwner, ownerApi, waitForDemoTour } from './support/tours';

const UPPERCASE_RULE = 'Password should contain at least one uppercase letter';

/** The checklist, by its heading. */
const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });

/** The checklist's step `name`, and whether the page says it is done. */
async function expectStep(page: Page, name: string, done: boolean) {
  const step = checklist(page).getByRole('listitem').filter({ hasText: name });
  await expect(step).toContainText(done ? 'Done' : 'Not done yet');
}

test.describe('sign-up and first run', () => {
  test('names once, rules once, the sample tour and a checklist that ticks', async ({
    page,
    request,
  }) => {
    test.setTimeout(PROCESSED_WITHIN_MS * 2);
    // The demo tour, processed by the server at its start, is what every new account copies.
    await waitForDemoTour(request);

    const email = unique('first-run');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('First name').fill('Rosa');
    await form.getByLabel('Last name').fill('Walker');
    await form.getByLabel('Email').fill(email);
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('walk1');
    // The rules still missing, once: in the meter's list, which describes the field.
    await expect(page.getByText(UPPERCASE_RULE)).toHaveCount(1);
    const meterId = (await password.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${meterId}"]`)).toContainText(UPPERCASE_RULE);
    await form.getByRole('button', { name: 'Create account' }).click();
    // Refused: the rules move into the field's message, and are not listed again.
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toContainText(UPPERCASE_RULE);
    await expect(page.getByText(UPPERCASE_RULE, { exact: false })).toHaveCount(1);
    const describedBy = ((await password.getAttribute('aria-describedby')) ?? '').split(' ');
    expect(describedBy).toHaveLength(2);
    await expect(page.locator(`[id="${describedBy[0]}"]`)).toContainText(UPPERCASE_RULE);

    await password.fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/complete-profile$/, { timeout: 20_000 });
    // The names were asked on /register: not again.
    const profile = page.getByRole('form', { name: 'Your profile' });
    await expect(profile.getByLabel('Industry')).toBeVisible();
    await expect(profile.getByLabel('First name')).toHaveCount(0);
    await expect(profile.getByLabel('Last name')).toHaveCount(0);

    // The sample is copied by the queue as the account is made; waited for before the dashboard.
    const api = await ownerApi(request, email);
    const sample = await api.waitForSample();
    expect(sample).toMatchObject({ title: 'Demo apartment', status: 'ready', published: false });
    const credits = (await (
      await request.get('/api/v1/credits', { headers: api.headers })
    ).json()) as { balance: number };
    // SIGNUP_CREDITS of playwright.config.ts, none spent on the sample.
    expect(credits.balance).toBe(5);

    await profile.getByLabel('Industry').selectOption('REAL_ESTATE');
    await profile.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Never empty: the sample tour, marked as one.
    const recent = page.getByRole('region', { name: 'Recent tours' });
    const sampleCard = recent.getByRole('listitem').filter({ hasText: 'Demo apartment' });
    await expect(sampleCard.getByText('Sample', { exact: true })).toBeVisible();
    await expect(sampleCard.getByText('Ready', { exact: true })).toBeVisible();

    // The checklist: nothing done, the way to the first step.
    await expect(checklist(page).getByText('0 of 4 done')).toBeVisible();
    for (const step of [
      'Create a tour',
      'Choose where visitors start',
      'Publish your tour',
      'Share its link',
    ]) {
      await expectStep(page, step, false);
    }
    await expect(checklist(page).getByRole('link')).toHaveCount(1);
    await expect(
      checklist(page).getByRole('link', { name: 'Create your first tour' }),
    ).toHaveAttribute('href', '/dashboard/create-tour');
    await expectNoAxeViolations(page);

    // The sample's own page says what it is.
    await sampleCard.getByRole('link', { name: 'Demo apartment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo apartment' })).toBeVisible();
    await expect(
      page.getByText('A free copy of our demo apartment', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('.tour-editor-sample').getByText('Sample')).toBeVisible();

    // A tour of their own, processed: the first step ticks, the next leads to its editor.
    const own = await api.processedTour({ title: 'Harbour flat' });
    await page.goto('/dashboard');
    await expect(checklist(page).getByText('1 of 4 done')).toBeVisible();
    await expectStep(page, 'Create a tour', true);
    await expect(checklist(page).getByRole('link', { name: 'Choose the start' })).toHaveAttribute(
      'href',
      `/dashboard/tours/${own.id}`,
    );

    await api.patch(own.id, { startPosition: { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 } });
    await page.reload();
    await expect(checklist(page).getByText('2 of 4 done')).toBeVisible();
    await expectStep(page, 'Choose where visitors start', true);

    await api.publish(own.id);
    await page.reload();
    await expect(checklist(page).getByText('3 of 4 done')).toBeVisible();
    await expectStep(page, 'Publish your tour', true);

    // Sharing: Copy on the tour's share panel.
    await checklist(page).getByRole('link', { name: 'Copy its link' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/tours/${own.id}$`));
    await page.getByRole('button', { name: 'Copy Direct link' }).click();
    await expect(page.locator('.tour-editor-copied').first()).not.toBeEmpty();
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Recent tours' })).toBeVisible();
    // All four done: the checklist has served its purpose.
    await expect(checklist(page)).toHaveCount(0);
  });

  for (const locale of ['en', 'ar-SA'] as const) {
    test(`the checklist is dismissed for good, and passes axe, in ${locale}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(PROCESSED_WITHIN_MS + 60_000);
      const { email, api } = await newOwner(request, `first-run-${locale}`);
      await api.waitForSample();
      await signInAt(page, '/dashboard', email);
      // The language a returning visitor chose, as the app stores it.
      await page.evaluate((chosen) => localStorage.setItem('roomwalk.locale', chosen), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const section = page.locator('section.first-run');
      await expect(section).toBeVisible();
      await expect(page.locator('.tour-sample')).toBeVisible();
      await expectNoAxeViolations(page);
      // On a phone: nothing wider than the viewport (a screenshot for the closing note).
      await page.setViewportSize({ width: 375, height: 740 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await section.screenshot({ path: test.info().outputPath(`first-run-375-${locale}.png`) });

      // From the keyboard: the dismiss button, focused, takes Enter.
      const dismiss = section.getByRole('button');
      await dismiss.focus();
      await page.keyboard.press('Enter');
      await expect(section).toHaveCount(0);
      await page.reload();
      await expect(page.locator('.tour-sample')).toBeVisible();
      await expect(page.locator('section.first-run')).toHaveCount(0);
    });
  }
});
