import type { Page } from '@playwright/test';
import { expect, test, waitForTheApp } from './support/test';

/**
 * What keeps the landing page's first load small and fast (DESIGN.md, "Performance budgets";
 * docs/decisions/0007, 0011 and 0059): the hero in the served HTML, and the Radix menus, drawer,
 * toasts and FAQ accordion loaded on first use (or, for the FAQ, when it comes near the viewport) with the
 * same behaviour as before.
 */

const HERO_TITLE = 'Phone to tour, in one scan';

test.describe('the hero in the served HTML', () => {
  test('GET / has the hero heading and Start Capturing; GET /login has neither', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain(`<h1 id="hero-title">${HERO_TITLE}</h1>`);
    expect(home).toMatch(
      /<a (?=[^>]*class="button button-primary")(?=[^>]*href="\/register")[^>]*>Start Capturing</,
    );
    const login = await (await request.get('/login')).text();
    expect(login).not.toContain(HERO_TITLE);
    expect(login).not.toContain('Start Capturing');
  });

  test("GET /pricing has the pricing heading and the plans' placeholders, no price", async ({
    request,
  }) => {
    const pricing = await (await request.get('/pricing')).text();
    expect(pricing).toContain('<h1 class="screen-heading">Pricing</h1>');
    expect(pricing.match(/class="pricing-plan pricing-plan-placeholder"/g)).toHaveLength(3);
    expect(pricing).not.toMatch(/\$\d/);
  });

  test("a prerendered page paints before the app's scripts are even requested", async ({
    page,
  }) => {
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      await waitForTheApp(page);
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        appScripts: performance
          .getEntriesByType('resource')
          // The entry and the chunks of the app's start (docs/decisions/0025).
          .filter((entry) =>
            /\/assets\/(index|start|react-dom|vendor|shell)-[\w-]+\.js$/.test(entry.name),
          )
          .map((entry) => entry.startTime),
      }));
      expect(timings.firstPaint, path).toBeDefined();
      expect(timings.appScripts, path).toHaveLength(5);
      for (const requested of timings.appScripts) {
        expect(requested, path).toBeGreaterThan(timings.firstPaint ?? Infinity);
      }
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/ paints the top bar and the hero', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start Capturing' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });

    test('/pricing paints the top bar, its heading and the period switch, styled', async ({
      page,
    }) => {
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Yearly' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // The stylesheet is inline: the placeholders have their card size.
      const placeholder = page.locator('.pricing-plan-placeholder').first();
      expect((await placeholder.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    });
  });

  test('/pricing: the app takes over in place, then shows the plans', async ({ browser, page }) => {
    const staticPage = await browser.newPage({ javaScriptEnabled: false });
    await staticPage.goto('/pricing');
    const before = await staticPage.getByRole('heading', { level: 1 }).boundingBox();
    await staticPage.close();

    await page.goto('/pricing');
    await waitForTheApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toHaveCount(1);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
    await expect(page.locator('.pricing-plan-placeholder')).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Agent' })).toBeVisible();
  });

  test('the app takes over in place: one hero, at the same spot', async ({ browser, page }) => {
    const staticPage = await browser.newPage({ javaScriptEnabled: false });
    await staticPage.goto('/');
    const before = await staticPage.getByRole('heading', { level: 1 }).boundingBox();
    await staticPage.close();

    await page.goto('/');
    // The app's own page is there once the footer (which the prerendered page lacks) shows.
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await waitForTheApp(page);
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toHaveCount(1);
    const after = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(after).toEqual(before);
  });
});

/**
 * The product runs on React DOM (docs/decisions/0013): its root marker on the container and its
 * fiber on the rendered elements. Any other renderer behind React's API (Preact's compat layer,
 * say) leaves neither, so this fails if the renderer ever changes quietly.
 */
test.describe('rendered by React DOM', () => {
  for (const path of ['/', '/pricing', '/login', '/contact']) {
    test(`${path}: the app's container is a React root`, async ({ page }) => {
      await page.goto(path);
      await waitForTheApp(page);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const markers = await page.evaluate(() => {
        const root = document.getElementById('root');
        const keys = (element: Element | null) => (element ? Object.keys(element) : []);
        return {
          container: keys(root).some((key) => key.startsWith('__reactContainer$')),
          footer: keys(document.querySelector('footer')).some((key) =>
            key.startsWith('__reactFiber$'),
          ),
        };
      });
      expect(markers).toEqual({ container: true, footer: true });
    });
  }
});

async function openLanguageMenuByKeyboard(page: Page, key: 'Enter' | 'ArrowDown') {
  await page.getByRole('button', { name: 'Language: English' }).focus();
  await page.keyboard.press(key);
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitemradio').first()).toBeFocused();
}

test.describe('loaded on first use, working as before', () => {
  for (const key of ['Enter', 'ArrowDown'] as const) {
    test(`the language menu opens from the keyboard (${key}) on first use`, async ({ page }) => {
      await page.goto('/pricing');
      await waitForTheApp(page);
      await openLanguageMenuByKeyboard(page, key);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitemradio').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();
      await openLanguageMenuByKeyboard(page, 'Enter');
    });
  }

  test('the language menu opens on a press that came before its code', async ({ page }) => {
    await page.goto('/pricing');
    await waitForTheApp(page);
    // A click event alone, without the pointing or focusing that start the download.
    await page.getByRole('button', { name: 'Language: English' }).dispatchEvent('click');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Nederlands' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawer opens from the keyboard and gives the focus back', async ({ page }) => {
      await page.goto('/contact');
      const menuButton = page.locator('.menu-button');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });

  // It comes with the first toast instead (src/ui/toaster.test.tsx; docs/decisions/0059).
  test('the notifications region is not loaded by the landing page, which shows no toast', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/toast-region-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
    });
    await page.goto('/');
    await waitForTheApp(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test.describe('the FAQ accordion', () => {
    const ACCORDION_CHUNK = /\/assets\/faq-accordion-[\w-]+\.js$/;
    const faq = (page: Page) => page.getByRole('region', { name: 'Frequently asked questions' });

    /** Holds the accordion's code back until `release()`; `requested` says whether it was asked for. */
    async function holdAccordion(page: Page) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const state = { requested: false };
      await page.route(ACCORDION_CHUNK, async (route) => {
        state.requested = true;
        await released;
        await route.continue();
      });
      return { release, state };
    }

    test('loads when the FAQ comes near, and nothing moves when it arrives', async ({ page }) => {
      const { release, state } = await holdAccordion(page);
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(faq(page).getByRole('heading', { level: 3 })).toHaveCount(5);
      expect(state.requested).toBe(false);

      await faq(page).scrollIntoViewIfNeeded();
      await expect.poll(() => state.requested).toBe(true);
      // Scrolling here brought the pricing section above near the viewport too: its plans replace
      // the placeholders (a taller block above) before the accordion is measured
      // (docs/decisions/0059).
      await expect(page.locator('.pricing-plan-placeholder')).toHaveCount(0);
      await faq(page).scrollIntoViewIfNeeded();
      const items = faq(page).locator('.faq-item');
      const boxes = async () => Promise.all((await items.all()).map((item) => item.boundingBox()));
      const before = await boxes();
      release();
      await expect(faq(page).locator('[data-radix-collection-item]')).toHaveCount(5);
      expect(await boxes()).toEqual(before);
    });

    test('a question pressed before the accordion arrived opens when it is there', async ({
      page,
    }) => {
      const { release, state } = await holdAccordion(page);
      await page.goto('/#faq');
      const question = faq(page).getByRole('button', { name: 'How long does processing take?' });
      await question.click();
      await expect.poll(() => state.requested).toBe(true);
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(faq(page).getByText('within about 24 hours', { exact: false })).toBeVisible();
      await expect(question).toBeFocused();
    });
  });
});
