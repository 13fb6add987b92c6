/**
 * Playwright's test, with each test arriving from an address of its own: the e2e server trusts
 * one proxy hop (TRUST_PROXY_HOPS=1), so the per-address limits of sign-in, registration and
 * the contact form count each test separately, as they would separate visitors.
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let testsStarted = 0;

function visitorAddress(): string {
  testsStarted += 1;
  const salt = Math.floor(Math.random() * 250);
  return `198.18.${salt}.${(testsStarted % 250) + 1}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress() });
  },
});
