/**
 * Styles under a policy without 'unsafe-inline' (issue 38 point 5, decision 0063), in Chromium
 * against the real server: each page comes with a nonce of its own in its policy, the inline
 * stylesheet of a prerendered page and the <style> that Radix's modal menus and dialogs add at
 * run time (their scroll lock) carry it and apply, an inline style without it is refused, and
 * no page, menu or dialog breaks the policy.
 */
import type { Page, Response } from '@playwright/test';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import { openTour } from './support/canvas';
import { expect, test, waitForTheApp } from './support/test';
import { PROCESSED_WITHIN_MS, waitForDemoTour } from './support/tours';

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/** Records every policy violation of the page from its first byte, and its CSP console errors. */
async function watchPolicy(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : '';
      seen.push(
        `${event.effectiveDirective}: ${event.blockedURI} ${event.sample} (${where}) ${target}`,
      );
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

const violations = (page: Page) => page.evaluate(() => window.__policyViolations ?? []);

/** The style nonce of a page's policy; fails unless the policy admits no other inline style. */
function styleNonceOf(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const styleSources = /(?:^|; )style-src ([^;]*)/.exec(policy)?.[1] ?? '';
  // Our own stylesheets, model-viewer's by its hash, and the page's nonce.
  const nonce = /^'self' 'sha256-[A-Za-z0-9+/=]+' 'nonce-([A-Za-z0-9+/=]+)'$/.exec(
    styleSources,
  )?.[1];
  expect(nonce, policy).toBeDefined();
  expect(policy).not.toContain('unsafe-inline');
  return nonce ?? '';
}

/** What each <style> of the page is: its nonce (from the property) and whether it applies. */
const styleElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({
      nonce: style.nonce,
      applied: style.sheet !== null && style.sheet.cssRules.length > 0,
    })),
  );

/** The scroll lock of an open Radix modal: its <style> applied to the page's body. */
const scrollLock = (page: Page) =>
  page.evaluate(() => ({
    locked: document.body.hasAttribute('data-scroll-locked'),
    overflow: getComputedStyle(document.body).overflow,
  }));

test.describe('styles under the page policy', () => {
  for (const path of ['/', '/login']) {
    test(`${path}: inline styles with the page's nonce only, the language menu's scroll lock included`, async ({
      page,
    }) => {
      const messages = await watchPolicy(page);
      const response = await page.goto(path);
      const nonce = styleNonceOf(response);
      await waitForTheApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The app's own policy (the meta tag) admits the same nonce.
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        'content',
        new RegExp(`style-src 'self' 'sha256-[^']+' 'nonce-${nonce.replace(/[+/]/g, '\\$&')}'`),
      );

      // Radix's dropdown menu is modal: it locks the page's scrolling with a <style> of its own.
      await page.getByRole('button', { name: 'Language: English' }).first().click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect.poll(() => scrollLock(page)).toEqual({ locked: true, overflow: 'hidden' });
      const styles = await styleElements(page);
      expect(styles.length).toBeGreaterThan(path === '/' ? 1 : 0);
      expect(styles).toEqual(styles.map(() => ({ nonce, applied: true })));

      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect.poll(() => scrollLock(page)).toEqual({ locked: false, overflow: 'visible' });
      expect(await violations(page)).toEqual([]);
      expect(messages).toEqual([]);
    });
  }

  test('a new nonce on every load, and an inline style without it is refused', async ({ page }) => {
    await watchPolicy(page);
    const first = styleNonceOf(await page.goto('/login'));
    const second = styleNonceOf(await page.reload());
    expect(second).not.toBe(first);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // What an injection would try: a <style> without the nonce, one with an old nonce, and a
    // style attribute. None applies, and each is reported (by the header's policy and the
    // meta tag's alike).
    const applied = await page.evaluate((oldNonce) => {
      const plain = document.createElement('style');
      plain.textContent = 'body { outline: 7px solid red; }';
      document.head.append(plain);
      const stale = document.createElement('style');
      stale.nonce = oldNonce;
      stale.textContent = 'body { outline: 7px solid red; }';
      document.head.append(stale);
      const marked = document.createElement('div');
      marked.setAttribute('style', 'outline: 7px solid red');
      document.body.append(marked);
      return {
        plain: plain.sheet !== null,
        stale: stale.sheet !== null,
        attribute: getComputedStyle(marked).outlineStyle,
      };
    }, first);
    expect(applied).toEqual({ plain: false, stale: false, attribute: 'none' });
    await expect.poll(async () => new Set(await violations(page)).size).toBe(3);
    const reported = await violations(page);
    expect(reported.filter((line) => line.startsWith('style-src-elem: inline'))).toHaveLength(4);
    expect(reported.filter((line) => line.startsWith('style-src-attr: inline'))).toHaveLength(2);
  });

  test("/t/demo: the tour page's inline styles and the View in AR dialog", async ({
    page,
    request,
  }) => {
    test.setTimeout(PROCESSED_WITHIN_MS + 120_000);
    await waitForDemoTour(request);
    const messages = await watchPolicy(page);
    const response = page.waitForResponse(
      (candidate) => new URL(candidate.url()).pathname === `/t/${DEMO_TOUR_SLUG}`,
    );
    await openTour(page, DEMO_TOUR_SLUG, 120_000);
    const nonce = styleNonceOf(await response);
    // The tour page's template inlines its stylesheets; every one applies.
    const inline = await styleElements(page);
    expect(inline.length).toBeGreaterThan(0);
    expect(inline).toEqual(inline.map(() => ({ nonce, applied: true })));

    // A Radix dialog (scroll lock) holding model-viewer (Lit's styles).
    await page.getByRole('button', { name: 'View in AR' }).click();
    const dialog = page.getByRole('dialog', { name: 'View in AR' });
    await expect(dialog.getByRole('radio', { name: 'Tabletop dollhouse' })).toBeChecked({
      timeout: 30_000,
    });
    const modelViewer = dialog.locator('model-viewer');
    await expect(modelViewer).toBeVisible();
    // model-viewer's shadow root holds its stylesheet as an inline <style>: admitted by its hash.
    const shadowStyles = await modelViewer.evaluate((element) =>
      [...(element.shadowRoot?.querySelectorAll('style') ?? [])].map(
        (style) => style.sheet !== null && style.sheet.cssRules.length > 0,
      ),
    );
    expect(shadowStyles).toEqual([true]);
    await expect.poll(() => scrollLock(page)).toEqual({ locked: true, overflow: 'hidden' });
    const styles = await styleElements(page);
    expect(styles).toEqual(styles.map(() => ({ nonce, applied: true })));

    expect(await violations(page)).toEqual([]);
    expect(messages).toEqual([]);
  });
});
