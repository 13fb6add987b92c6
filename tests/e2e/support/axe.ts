/** axe-core checks for the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * No axe violations on the page, or in the part of it that `include` selects. Waits first for
 * every `aria-busy` part to settle: a region still loading is not what visitors read.
 * Violations are compared as one line each (rule, impact, where), so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map(
    ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((n) => n.target).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}
