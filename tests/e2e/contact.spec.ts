import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/test';

const SUCCESS = 'Thank you for your interest! We will contact you soon.';
const FAILURE = 'Failed to submit form. Please try again.';
/** The contact call only: the /contact page itself is not intercepted. */
const CONTACT_CALL = '**/api/v1/contact';

const VALUES = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'How many tours do you have in mind? (optional)': '12 a month',
  'Message (optional)': 'A hotel with 40 rooms and a rooftop bar',
};

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillForm(form: Locator, email: string) {
  for (const [label, value] of Object.entries(VALUES)) await form.getByLabel(label).fill(value);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Industry').selectOption({ label: 'Architecture' });
}

async function expectValuesKept(form: Locator, email: string) {
  for (const [label, value] of Object.entries(VALUES)) {
    await expect(form.getByLabel(label)).toHaveValue(value);
  }
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Industry')).toHaveValue('ARCHITECTURE');
}

const uniqueEmail = () => `contact-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

test.describe('contact form', () => {
  test('on /contact, a submission is stored, the form empties and thanks the visitor', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: "Let's Talk Tours" })).toBeVisible();
    const form = contactForm(page);
    const email = uniqueEmail();
    await fillForm(form, email);

    // Hold the request until the busy button has been seen, then let it reach the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Request | null = null;
    await page.route(CONTACT_CALL, async (route: Route) => {
      sent = route.request();
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/contact') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    const busy = form.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();
    release();

    expect((await answered).status()).toBe(201);
    expect(sent!.postDataJSON()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      industry: 'ARCHITECTURE',
    });
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    for (const label of [...Object.keys(VALUES), 'Email']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByLabel('Industry')).toHaveValue('REAL_ESTATE');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();

    // Typing again starts a new message: the thank-you goes away.
    await form.getByLabel('First name').fill('Grace');
    await expect(form.getByText(SUCCESS)).toHaveCount(0);
  });

  test('when the server fails, the values are kept and the failure is shown', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail();
    await fillForm(form, email);
    await page.route(CONTACT_CALL, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('alert')).toContainText(FAILURE);
    await expectValuesKept(form, email);
    await expect(form.getByRole('status')).toHaveText('');

    // The server is back: sending again succeeds.
    await page.unroute(CONTACT_CALL);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('when the connection is lost, the values are kept and the failure is shown', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail();
    await fillForm(form, email);
    await page.route(CONTACT_CALL, (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toContainText(FAILURE);
    await expectValuesKept(form, email);
  });

  test('invalid values stay in the form with a message on each field, and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    let sent = 0;
    await page.route(CONTACT_CALL, (route) => {
      sent += 1;
      return route.continue();
    });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    expect(sent).toBe(0);
  });

  test('the landing page has the same form in its #contact section', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section#contact');
    // The form loads when the section comes near the viewport (docs/decisions/0059).
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(section.getByLabel('Message (optional)')).toHaveCSS('min-height', '100px');
  });
});

test.describe('FAQ', () => {
  test('on the landing page, one answer is open at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq).toHaveAttribute('id', 'faq');
    const questions = faq.getByRole('heading', { level: 3 }).getByRole('button');
    await expect(questions).toHaveCount(5);

    const first = faq.getByRole('button', { name: 'What do I need to scan a property?' });
    const second = faq.getByRole('button', { name: 'How long does processing take?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      faq.getByText('Just a smartphone with a decent camera.', { exact: false }),
    ).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('within about 24 hours', { exact: false })).toBeVisible();
    await expect(
      faq.getByText('Just a smartphone with a decent camera.', { exact: false }),
    ).toHaveCount(0);
    await expect(questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(1);

    // The open one closes again.
    await second.click();
    await expect(questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);
  });

  test('Contact us goes to /contact', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await faq.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: "Let's Talk Tours" })).toBeVisible();
    await expect(contactForm(page)).toBeVisible();
  });
});
