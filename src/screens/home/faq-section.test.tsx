import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../i18n/flatten-messages';
import { FAQ_ITEMS, FaqSection } from './faq-section';

const en = flattenMessages(
  JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../../public/locales/en/translation.json'),
      'utf8',
    ),
  ),
);

const question = (item: (typeof FAQ_ITEMS)[number]) => en[`faq.items.${item}.question`]!;
const answer = (item: (typeof FAQ_ITEMS)[number]) => en[`faq.items.${item}.answer`]!;

function renderFaq() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <FaqSection /> },
      { path: '/contact', element: <h1>Contact page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en" messages={en}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, user: userEvent.setup() };
}

const trigger = (item: (typeof FAQ_ITEMS)[number]) =>
  screen.getByRole('button', { name: question(item) });

/** The questions whose answers are showing. */
function openItems() {
  return FAQ_ITEMS.filter((item) => trigger(item).getAttribute('aria-expanded') === 'true');
}

describe('FaqSection', () => {
  it('is the #faq section with five questions, all closed at first', () => {
    renderFaq();
    const section = screen.getByRole('region', { name: en['faq.title'] });
    expect(section).toHaveAttribute('id', 'faq');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(FAQ_ITEMS).toHaveLength(5);
    expect(openItems()).toEqual([]);
    for (const item of FAQ_ITEMS) expect(screen.queryByText(answer(item))).toBeNull();
  });

  it('keeps one answer open at a time: opening another closes the first', async () => {
    const { user } = renderFaq();
    await user.click(trigger('equipment'));
    expect(openItems()).toEqual(['equipment']);
    expect(screen.getByText(answer('equipment'))).toBeVisible();

    await user.click(trigger('processing'));
    expect(openItems()).toEqual(['processing']);
    expect(screen.getByText(answer('processing'))).toBeVisible();
    expect(screen.queryByText(answer('equipment'))).toBeNull();

    await user.click(trigger('arNavigation'));
    expect(openItems()).toEqual(['arNavigation']);
  });

  it('closes the open answer when its question is clicked again', async () => {
    const { user } = renderFaq();
    await user.click(trigger('files'));
    expect(openItems()).toEqual(['files']);
    await user.click(trigger('files'));
    expect(openItems()).toEqual([]);
    expect(screen.queryByText(answer('files'))).toBeNull();
  });

  it('links each question to its answer region and works from the keyboard', async () => {
    const { user } = renderFaq();
    trigger('delivery').focus();
    await user.keyboard('{Enter}');
    expect(openItems()).toEqual(['delivery']);
    const region = screen.getByRole('region', { name: question('delivery') });
    expect(trigger('delivery')).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent(answer('delivery'));

    // Arrow keys move between the questions; Space opens the focused one and closes the other.
    await user.keyboard('{ArrowDown}');
    expect(trigger('files')).toHaveFocus();
    await user.keyboard(' ');
    expect(openItems()).toEqual(['files']);
  });

  it('offers Contact us, which goes to /contact', async () => {
    const { router, user } = renderFaq();
    const link = screen.getByRole('link', { name: en['faq.contactUs'] });
    expect(link).toHaveAttribute('href', '/contact');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });
});
