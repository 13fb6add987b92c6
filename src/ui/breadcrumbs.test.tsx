import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  Breadcrumbs,
  breadcrumbsFromPath,
  humanizeSegment,
  type BreadcrumbItem,
} from './breadcrumbs';

describe('humanizeSegment', () => {
  it('SPEC §2 "hyphens become spaces, words capitalised": site-visits → Site Visits', () => {
    expect(humanizeSegment('site-visits')).toBe('Site Visits');
    expect(humanizeSegment('tours')).toBe('Tours');
    expect(humanizeSegment('test-translation')).toBe('Test Translation');
  });

  it('drops empty words from doubled or edge hyphens', () => {
    expect(humanizeSegment('-site--visits-')).toBe('Site Visits');
  });

  it('decodes percent-encoded segments', () => {
    expect(humanizeSegment('caf%C3%A9-tours')).toBe('Café Tours');
    expect(humanizeSegment('%D8%AC%D9%88%D9%84%D8%A7%D8%AA')).toBe('جولات');
  });
});

describe('breadcrumbsFromPath', () => {
  it('SPEC §2 "first item Home": the root path gives Home alone, linking to /', () => {
    expect(breadcrumbsFromPath('/', 'Home')).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('gives one item per segment with accumulating hrefs', () => {
    expect(breadcrumbsFromPath('/tours/site-visits/42', 'Home')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Tours', href: '/tours' },
      { label: 'Site Visits', href: '/tours/site-visits' },
      { label: '42', href: '/tours/site-visits/42' },
    ]);
  });

  it('ignores a trailing slash and doubled slashes', () => {
    expect(breadcrumbsFromPath('/tours//new/', 'Start')).toEqual([
      { label: 'Start', href: '/' },
      { label: 'Tours', href: '/tours' },
      { label: 'New', href: '/tours/new' },
    ]);
  });

  it('uses a custom label function for the segments, not for Home', () => {
    const labels: Record<string, string> = { admin: 'Administration', users: 'People' };
    expect(
      breadcrumbsFromPath('/admin/users', 'Accueil', (segment) => labels[segment] ?? segment),
    ).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Administration', href: '/admin' },
      { label: 'People', href: '/admin/users' },
    ]);
  });
});

describe('Breadcrumbs', () => {
  const renderCrumbs = (items: BreadcrumbItem[]) =>
    render(
      <MemoryRouter initialEntries={['/tours/site-visits']}>
        <Breadcrumbs items={items} label="Breadcrumb" />
      </MemoryRouter>,
    );

  it('SPEC §2 "The breadcrumb bar shows only when there are at least 2 items": nothing for 0 or 1', () => {
    const { container, rerender } = renderCrumbs([]);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: 'Home', href: '/' }]} label="Breadcrumb" />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders an ordered list inside a nav with the given label', () => {
    renderCrumbs(breadcrumbsFromPath('/tours/site-visits', 'Home'));
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Tours', 'Site Visits']);
  });

  it('SPEC §2 "The last item is marked as the current page": every other item is a link', () => {
    renderCrumbs(breadcrumbsFromPath('/tours/site-visits', 'Home'));
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Tours', '/tours'],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute('aria-current');

    const items = within(nav).getAllByRole('listitem');
    const last = items[items.length - 1]!;
    expect(last).toHaveTextContent('Site Visits');
    expect(last).toHaveAttribute('aria-current', 'page');
    expect(within(last).queryByRole('link')).not.toBeInTheDocument();
    expect(last.closest('a')).toBeNull();
  });

  it('with exactly 2 items shows one link and the current page', () => {
    renderCrumbs([
      { label: 'Home', href: '/' },
      { label: 'Contact', href: '/contact' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText('Contact')).toHaveAttribute('aria-current', 'page');
  });
});

describe('humanizeSegment with a malformed escape', () => {
  it('keeps a stray percent sign instead of throwing', () => {
    expect(humanizeSegment('100%')).toBe('100%');
  });
});
