import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';
import {
  LegalDocumentsSchema,
  type LegalDocumentKind,
  type LegalDocuments,
} from '../../src/screens/legal/legal-document';

const KINDS: LegalDocumentKind[] = ['privacy', 'terms'];

function documentFile(fileCode: string): string {
  return fileURLToPath(
    new URL(`../../src/screens/legal/documents/${fileCode}.json`, import.meta.url),
  );
}

function readDocuments(fileCode: string): LegalDocuments {
  return v.parse(LegalDocumentsSchema, JSON.parse(readFileSync(documentFile(fileCode), 'utf8')));
}

const englishDocuments = readDocuments('en');

/** What the app shows for a locale folder: that locale's document file, or English if it has none. */
function documentsFor(fileCode: string): { documents: LegalDocuments; own: boolean } {
  if (!existsSync(documentFile(fileCode))) return { documents: englishDocuments, own: false };
  return { documents: readDocuments(fileCode), own: true };
}

async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: `Language: ${current}` }).click();
  await page.getByRole('menuitemradio', { name: next }).click();
}

function article(page: Page) {
  return page.getByRole('article');
}

test.describe('legal pages', () => {
  for (const kind of KINDS) {
    const document = englishDocuments[kind];

    test(`/${kind} shows its heading, table of contents and every section`, async ({ page }) => {
      await page.goto(`/${kind}`);
      const content = article(page);
      await expect(content.getByRole('heading', { level: 1 })).toHaveText(document.title);
      await expect(page).toHaveTitle(`${document.title} | Roomwalk`);
      const toc = content.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link')).toHaveText(
        document.sections.map((section) => section.heading),
      );
      for (const section of document.sections) {
        await expect(
          content.getByRole('heading', { level: 2, name: section.heading, exact: true }),
        ).toBeVisible();
      }
      await expect(content.getByText(/^Last updated /)).toBeVisible();
    });
  }

  test('a table-of-contents link scrolls to its section', async ({ page }) => {
    await page.goto('/privacy');
    const toc = article(page).getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Your rights', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInViewport();
  });

  test('a link to a section from another page lands on that section', async ({ page }) => {
    await page.goto('/terms');
    await page.goto('/privacy#retention');
    await expect(
      page.getByRole('heading', { level: 2, name: 'How long we keep data' }),
    ).toBeInViewport();
  });

  test("switching to ar-SA shows the locale's document right-to-left", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/terms');
    await expect(article(page)).toBeVisible();
    await chooseLanguage(page, 'English', 'العربية (الخليج)');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const { documents, own } = documentsFor('ar_gulf');
    const heading = article(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(documents.terms.title);
    // Without its own file the page shows English, marked as such, inside the RTL page.
    if (own) await expect(heading).not.toHaveAttribute('lang');
    else await expect(heading).toHaveAttribute('lang', 'en');
    const toc = article(page).getByRole('navigation');
    await expect(toc.getByRole('link')).toHaveText(
      documents.terms.sections.map((section) => section.heading),
    );

    // The table of contents sits at the inline start, which is the right-hand side in RTL.
    const tocBox = await toc.boundingBox();
    const bodyBox = await article(page).locator('.legal-body').boundingBox();
    expect(tocBox!.x).toBeGreaterThan(bodyBox!.x);
  });

  test('fits a phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/terms');
    await expect(article(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const [language, label] of [
    ['en', null],
    ['ar-SA', 'العربية (الخليج)'],
  ] as const) {
    test(`the legal content has no axe violations in ${language}`, async ({ page }) => {
      for (const kind of KINDS) {
        await page.goto(`/${kind}`);
        if (label && kind === 'privacy') await chooseLanguage(page, 'English', label);
        await expect(article(page)).toBeVisible();
        const results = await new AxeBuilder({ page }).include('article.legal').analyze();
        expect(results.violations).toEqual([]);
      }
    });
  }
});
