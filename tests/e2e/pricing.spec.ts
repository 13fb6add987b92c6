import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForTheApp } from './support/test';

/** SPEC §9's plans as the seeded server sells them, in en. */
const MONTHLY = {
  Agent: { price: '$29.99', unit: 'per month', note: 'Billed monthly' },
  Office: { price: '$49.99', unit: 'per month', note: 'Billed monthly' },
  Hotel: { price: '$199', unit: 'per year', note: 'Billed yearly only' },
};
const YEARLY = {
  Agent: { price: '$305.90', struck: '$359.88', note: '$25.49 a month, billed yearly' },
  Office: { price: '$509.90', struck: '$599.88', note: '$42.49 a month, billed yearly' },
};

const pricing = (page: Page) =>
  page.getByRole('region', { name: 'Plans that grow with your tours' });
const card = (section: Locator, plan: string) => section.getByRole('article', { name: plan });

async function expectMonthlyPrices(section: Locator) {
  await expect(section.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  for (const [plan, { price, unit, note }] of Object.entries(MONTHLY)) {
    const article = card(section, plan);
    await expect(article.locator('.pricing-amount')).toHaveText(`${price} ${unit}`);
    await expect(article.getByText(note)).toBeVisible();
    await expect(article.getByText('Save 15%')).toHaveCount(0);
    await expect(article.locator('s')).toHaveCount(0);
  }
}

async function expectYearlyPrices(section: Locator) {
  await expect(section.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  for (const [plan, { price, struck, note }] of Object.entries(YEARLY)) {
    const article = card(section, plan);
    await expect(article.getByText('Save 15%')).toBeVisible();
    await expect(article.locator('s')).toHaveText(struck);
    await expect(article.locator('.pricing-amount')).toHaveText(`${price} per year`);
    await expect(article.getByText(note)).toBeVisible();
  }
  // Hotel is sold per year only: the same price as in the monthly view, and no discount.
  const hotel = card(section, 'Hotel');
  await expect(hotel.locator('.pricing-amount')).toHaveText('$199 per year');
  await expect(hotel.getByText('Billed yearly only')).toBeVisible();
  await expect(hotel.getByText('Save 15%')).toHaveCount(0);
}

async function expectPlanDetails(section: Locator) {
  await expect(section.getByRole('article')).toHaveCount(3);
  await expect(section.getByText('Most popular')).toHaveCount(1);
  await expect(card(section, 'Agent').getByText('Most popular')).toBeVisible();
  await expect(card(section, 'Agent').getByText('2 tour credits a month')).toBeVisible();
  await expect(
    card(section, 'Agent').getByText('Unused credits roll over for up to 3 months'),
  ).toBeVisible();
  await expect(
    card(section, 'Office').getByText('Credits shared by up to 10 agents'),
  ).toBeVisible();
  await expect(card(section, 'Hotel').getByText('15 tour credits a year')).toBeVisible();
  for (const plan of ['Agent', 'Office', 'Hotel']) {
    await expect(card(section, plan).getByRole('link', { name: `Choose ${plan}` })).toHaveAttribute(
      'href',
      '/register',
    );
  }
}

test.describe('pricing', () => {
  test('/pricing shows both periods, Hotel always yearly, Most popular on Agent', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const section = pricing(page);
    await expectPlanDetails(section);
    await expectMonthlyPrices(section);

    await section.getByRole('radio', { name: 'Yearly' }).check();
    await expectYearlyPrices(section);
    await section.getByRole('radio', { name: 'Monthly' }).check();
    await expectMonthlyPrices(section);
  });

  test('the landing page has the same section at #pricing, switched by keyboard', async ({
    page,
  }) => {
    await page.goto('/#pricing');
    const section = page.locator('section#pricing');
    await expect(section).toHaveAccessibleName('Plans that grow with your tours');
    await expect(section).toBeInViewport();
    await expectPlanDetails(section);
    await expectMonthlyPrices(section);

    await section.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectYearlyPrices(section);
    await page.keyboard.press('ArrowLeft');
    await expectMonthlyPrices(section);
  });

  for (const plan of ['Agent', 'Office', 'Hotel']) {
    test(`the ${plan} button goes to /register`, async ({ page }) => {
      await page.goto('/pricing');
      await card(pricing(page), plan)
        .getByRole('link', { name: `Choose ${plan}` })
        .click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your account' }),
      ).toBeVisible();
    });
  }

  test('when the plans cannot be loaded, the built-in plans are shown without an alarm', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/pricing/plans*', (route) => route.abort('internetdisconnected'));
    await page.goto('/pricing');
    const section = pricing(page);
    await expectPlanDetails(section);
    await expectMonthlyPrices(section);
    await section.getByRole('radio', { name: 'Yearly' }).check();
    await expectYearlyPrices(section);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(warnings.some((text) => text.includes('Pricing plans could not be loaded'))).toBe(true);
  });

  test('prices follow the locale: Arabic digits in ar-SA, a decimal comma in nl', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForTheApp(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية (الخليج)' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = page.locator('section#pricing');
    await expect(card(section, 'Agent').locator('.pricing-value')).toContainText('٢٩٫٩٩');
    await expect(card(section, 'Hotel').locator('.pricing-value')).toContainText('١٩٩');
    await expect(card(section, 'Hotel').locator('.pricing-value')).not.toContainText('٫');

    await page.getByRole('button', { name: /Nederlands|العربية/ }).click();
    await page.getByRole('menuitemradio', { name: 'Nederlands' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(card(section, 'Agent').locator('.pricing-value')).toHaveText('US$ 29,99');
    await expect(card(section, 'Hotel').locator('.pricing-value')).toHaveText('US$ 199');
  });

  test('the section has no axe violations in either period, in en and ar-SA', async ({ page }) => {
    await page.goto('/pricing');
    const section = page.locator('section#pricing');
    await expect(section.getByRole('article')).toHaveCount(3);
    const check = async () => {
      const results = await new AxeBuilder({ page }).include('section#pricing').analyze();
      expect(results.violations).toEqual([]);
    };
    await check();
    await section.getByRole('radio', { name: 'Yearly' }).check();
    await check();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية (الخليج)' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(section.locator('s').first()).toBeVisible();
    await check();
  });
});
