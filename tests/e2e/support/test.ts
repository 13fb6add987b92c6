/**
 * Playwright's test, with each test arriving from an address of its own: the e2e server trusts
 * one proxy hop (TRUST_PROXY_HOPS=1), so the per-address limits of sign-in, registration and
 * the contact form count each test separately, as they would separate visitors.
 *
 * `newVisitor` opens a page in a browser context of its own (no cookies, no storage: someone
 * who has never signed in), closed when the test ends so that no viewer keeps drawing.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect };

/**
 * On a page served prerendered (`/`, `/pricing`; docs/decisions/0007 and 0012), waits for the app
 * to replace the prerendered markup: its buttons work only from then on (its links work before).
 */
export async function waitForTheApp(page: Page): Promise<void> {
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
}

let testsStarted = 0;

function visitorAddress(): string {
  testsStarted += 1;
  const salt = Math.floor(Math.random() * 250);
  return `198.18.${salt}.${(testsStarted % 250) + 1}`;
}

export interface Viewport {
  width: number;
  height: number;
}

export type NewVisitor = (viewport?: Viewport) => Promise<Page>;

export const test = base.extend<{ newVisitor: NewVisitor }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress() });
  },
  newVisitor: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport = { width: 1000, height: 700 }) => {
      const context = await browser.newContext({
        viewport,
        extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
