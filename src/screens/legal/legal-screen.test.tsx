import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCatalogue, renderApp } from '../../../tests/support/render-app';
import { logger } from '../../services/logger';
import * as v from 'valibot';
import englishJson from './documents/en.json';
import { LegalDocumentsSchema, type LegalDocument, type LegalDocuments } from './legal-document';

type Loaders = Partial<Record<string, () => Promise<unknown>>>;

const englishDocuments = v.parse(LegalDocumentsSchema, englishJson);

/** The document chunks the screens load: the real ones, which a test may replace or remove. */
const chunks = vi.hoisted(() => ({ real: {} as Loaders, current: {} as Loaders }));
vi.mock('./document-modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('./document-modules')>();
  Object.assign(chunks.real, original.legalDocumentLoaders);
  Object.assign(chunks.current, original.legalDocumentLoaders);
  return { legalDocumentLoaders: chunks.current };
});

const en = readCatalogue('en');
const nl = readCatalogue('nl');

function failingChunk(): Promise<unknown> {
  return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
}

function longDate(locale: string, isoDate: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Every section heading and table-of-contents entry of a rendered document. */
async function expectWholeDocument(document: LegalDocument) {
  const article = await screen.findByRole('article');
  expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(document.title);
  const toc = within(article).getByRole('navigation', { name: en['legal.onThisPage'] });
  const entries = within(toc).getAllByRole('link');
  expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
    document.sections.map((section) => [section.heading, `#${section.id}`]),
  );
  for (const section of document.sections) {
    const region = within(article).getByRole('region', { name: section.heading });
    expect(region).toHaveAttribute('id', section.id);
  }
  return article;
}

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
  error = vi.spyOn(logger, 'error').mockImplementation(() => {});
});

afterEach(() => {
  for (const key of Object.keys(chunks.current)) chunks.current[key] = undefined;
  Object.assign(chunks.current, chunks.real);
  vi.restoreAllMocks();
});

describe('legal screens', () => {
  it('/privacy shows the English policy with its table of contents, date and page title', async () => {
    renderApp({ path: '/privacy' });
    const { privacy } = englishDocuments;
    const article = await expectWholeDocument(privacy);

    const date = within(article).getByText(longDate('en', privacy.lastUpdated));
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', privacy.lastUpdated);
    expect(date.parentElement).toHaveTextContent(
      en['legal.lastUpdated']!.replace('{date}', longDate('en', privacy.lastUpdated)),
    );
    expect(
      within(article).getAllByRole('link', { name: 'privacy@roomwalk.example' })[0],
    ).toHaveAttribute('href', 'mailto:privacy@roomwalk.example');
    expect(within(article).getByText(privacy.intro[0]!)).toBeInTheDocument();
    expect(screen.queryByText(en['legal.fallbackNotice']!)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${en['pages.privacy.title']} | Roomwalk`));
    expect(warn).not.toHaveBeenCalled();
  });

  it('/terms shows the English terms, every list item as text', async () => {
    renderApp({ path: '/terms' });
    const { terms } = englishDocuments;
    const article = await expectWholeDocument(terms);
    const acceptableUse = within(article).getByRole('region', { name: 'Acceptable use' });
    const rules = terms.sections.find((section) => section.id === 'acceptable-use')!.blocks;
    const listed = rules.flatMap((block) => (block.kind === 'list' ? block.items : []));
    expect(
      within(acceptableUse)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(listed);
  });

  it('shows a spinner while the document loads', async () => {
    let deliver: ((documents: LegalDocuments) => void) | undefined;
    chunks.current.en = () => new Promise((resolve) => (deliver = resolve));
    renderApp({ path: '/privacy' });
    const loading = await screen.findByText(en['legal.loading']!);
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['pages.privacy.title']!);
    // The spinner is on screen from the first render; the machine starts (and asks for the
    // chunk) in an effect after it, which a loaded machine can run after findByText returns.
    await waitFor(() => expect(deliver).toBeDefined());
    deliver!(englishDocuments);
    await expectWholeDocument(englishDocuments.privacy);
    expect(screen.queryByText(en['legal.loading']!)).toBeNull();
  });

  it("falls back to English when the locale's chunk fails to load, and says so", async () => {
    chunks.current.nl = failingChunk;
    renderApp({ path: '/terms', locale: 'nl' });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: englishDocuments.terms.title,
    });
    // The English text keeps its language; the interface around it stays Dutch.
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByText(nl['legal.fallbackNotice']!)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: nl['legal.onThisPage'] })).toBeInTheDocument();
    expect(screen.getByText(longDate('nl', englishDocuments.terms.lastUpdated))).toBeVisible();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('legal documents for nl could not be loaded'),
      expect.any(TypeError),
    );
  });

  it('treats a locale file that does not match the schema like a missing one, with a warning', async () => {
    const [firstSection, ...otherSections] = englishDocuments.terms.sections;
    // A translator's slip: a misspelt key and a block of an unknown kind.
    const broken = {
      ...englishDocuments,
      terms: {
        ...englishDocuments.terms,
        title: nl['pages.terms.title'],
        sections: [
          { ...firstSection, heading: undefined, haeding: 'Accounts' },
          { id: 'extra', heading: 'Extra', blocks: [{ kind: 'table', rows: [] }] },
          ...otherSections,
        ],
      },
    };
    chunks.current.nl = () => Promise.resolve(broken);
    renderApp({ path: '/terms', locale: 'nl' });
    await screen.findByRole('heading', { level: 1, name: englishDocuments.terms.title });
    expect(screen.getByText(nl['legal.fallbackNotice']!)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: firstSection!.heading })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Extra' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('legal documents for nl could not be loaded'),
      expect.objectContaining({
        name: 'InvalidLegalDocumentsError',
        message: expect.stringMatching(/documents\/nl\.json.*\n(.|\n)*haeding(.|\n)*kind/),
      }),
    );
  });

  it('shows an error when the English file does not match the schema', async () => {
    chunks.current.en = () => Promise.resolve({ privacy: englishDocuments.privacy });
    renderApp({ path: '/privacy' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['legal.loadFailed']!);
    expect(error).toHaveBeenCalledWith(
      'The legal documents could not be loaded',
      expect.objectContaining({ name: 'InvalidLegalDocumentsError' }),
    );
  });

  it('shows English, without a warning, for a locale that has no document yet', async () => {
    delete chunks.current.tr;
    renderApp({ path: '/privacy', locale: 'tr' });
    await screen.findByRole('heading', { level: 1, name: englishDocuments.privacy.title });
    expect(screen.getByText(readCatalogue('tr')['legal.fallbackNotice']!)).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows a translated document in the page's own language", async () => {
    const dutch: LegalDocuments = {
      ...englishDocuments,
      privacy: {
        ...englishDocuments.privacy,
        title: nl['pages.privacy.title']!,
        sections: [{ id: 'wie-wij-zijn', heading: 'Wie wij zijn', blocks: [] }],
      },
    };
    chunks.current.nl = () => Promise.resolve(dutch);
    renderApp({ path: '/privacy', locale: 'nl' });
    const article = await screen.findByRole('article');
    const heading = within(article).getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(dutch.privacy.title);
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Wie wij zijn' })).toHaveAttribute(
      'href',
      '#wie-wij-zijn',
    );
    expect(screen.queryByText(nl['legal.fallbackNotice']!)).toBeNull();
  });

  it('shows an error when even English fails, and loads on Try again', async () => {
    const user = userEvent.setup();
    chunks.current.en = failingChunk;
    renderApp({ path: '/privacy' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['legal.loadFailed']!);
    expect(error).toHaveBeenCalledWith(
      'The legal documents could not be loaded',
      expect.any(TypeError),
    );

    chunks.current.en = chunks.real.en;
    await user.click(within(alert).getByRole('button', { name: en['legal.retry'] }));
    await expectWholeDocument(englishDocuments.privacy);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
