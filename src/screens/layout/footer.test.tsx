import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenMessages } from '../../i18n/flatten-messages';
import { Footer, SOCIAL_LINKS } from './footer';

const englishMessages = flattenMessages(
  JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../../public/locales/en/translation.json'),
      'utf8',
    ),
  ),
);

function renderFooter(path: string) {
  return render(
    <IntlProvider locale="en" defaultLocale="en" messages={englishMessages}>
      <MemoryRouter initialEntries={[path]}>
        <Footer />
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** The links of the footer's navigation called `name`, as [text, href] pairs. */
function linksIn(name: string) {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Footer', () => {
  it('SPEC §2 "Social links to X and LinkedIn open in a new tab"', () => {
    renderFooter('/');
    const x = screen.getByRole('link', { name: 'Roomwalk on X (opens in a new tab)' });
    const linkedIn = screen.getByRole('link', {
      name: 'Roomwalk on LinkedIn (opens in a new tab)',
    });

    expect(x).toHaveAttribute('href', SOCIAL_LINKS.x);
    expect(x.getAttribute('href')).toMatch(/^https:\/\/(www\.)?x\.com\//);
    expect(linkedIn).toHaveAttribute('href', SOCIAL_LINKS.linkedIn);
    expect(linkedIn.getAttribute('href')).toMatch(/^https:\/\/(www\.)?linkedin\.com\//);
    for (const link of [x, linkedIn]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')!.split(/\s+/)).toContain('noopener');
    }
  });

  it('SPEC §2 "Route links: /contact, /privacy, /terms, /sitemap"', () => {
    renderFooter('/');
    expect(linksIn('Company')).toEqual([
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Sitemap', '/sitemap'],
    ]);
  });

  it('SPEC §2 "A copyright line shows the current year"', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderFooter('/');
    expect(screen.getByText(/©\s*2031 Roomwalk/)).toBeInTheDocument();
  });

  it('shows this year in the copyright line with the real clock', () => {
    renderFooter('/');
    expect(screen.getByText(new RegExp(`©\\s*${new Date().getFullYear()}\\b`))).toBeInTheDocument();
  });

  it.each([
    [
      'SPEC §2 "elsewhere they go to the home route with the anchor": on /contact',
      '/contact',
      '/#',
    ],
    ['SPEC §2 "On the home page they scroll smoothly": on / they are in-page anchors', '/', '#'],
  ])('%s', (_title, path, hrefStart) => {
    renderFooter(path);
    expect(linksIn('Product')).toEqual([
      ['Tech', `${hrefStart}features`],
      ['Pricing', `${hrefStart}pricing`],
      ['FAQ', `${hrefStart}faq`],
    ]);
  });

  it('shows the English texts of the catalogue', () => {
    renderFooter('/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(englishMessages['footer.tagline']!);
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
  });
});
