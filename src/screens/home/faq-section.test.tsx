import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenMessages } from '../../i18n/flatten-messages';
import { lazyModule } from '../../ui/lazy-module';
import type { FaqEntry } from './faq-accordion';
import {
  FAQ_ITEMS,
  FaqQuestions,
  FaqSection,
  NEAR_VIEWPORT,
  faqAccordionModule,
  type FaqAccordionModule,
} from './faq-section';
import { FakeIntersectionObserver } from '../../../tests/support/fake-intersection-observer';

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

/** The section with its Radix accordion, once that has loaded (it is not in the first load). */
async function renderFaq() {
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
  await act(() => faqAccordionModule.load());
  return { router, user: userEvent.setup() };
}

const trigger = (item: (typeof FAQ_ITEMS)[number]) =>
  screen.getByRole('button', { name: question(item) });

/** The questions whose answers are showing. */
function openItems() {
  return FAQ_ITEMS.filter((item) => trigger(item).getAttribute('aria-expanded') === 'true');
}

describe('FaqSection', () => {
  it('is the #faq section with five questions, all closed at first', async () => {
    await renderFaq();
    const section = screen.getByRole('region', { name: en['faq.title'] });
    expect(section).toHaveAttribute('id', 'faq');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(FAQ_ITEMS).toHaveLength(5);
    expect(openItems()).toEqual([]);
    for (const item of FAQ_ITEMS) expect(screen.queryByText(answer(item))).toBeNull();
  });

  it('keeps one answer open at a time: opening another closes the first', async () => {
    const { user } = await renderFaq();
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
    const { user } = await renderFaq();
    await user.click(trigger('files'));
    expect(openItems()).toEqual(['files']);
    await user.click(trigger('files'));
    expect(openItems()).toEqual([]);
    expect(screen.queryByText(answer('files'))).toBeNull();
  });

  it('links each question to its answer region and works from the keyboard', async () => {
    const { user } = await renderFaq();
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
    const { router, user } = await renderFaq();
    const link = screen.getByRole('link', { name: en['faq.contactUs'] });
    expect(link).toHaveAttribute('href', '/contact');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });
});

/**
 * The questions before the Radix accordion has arrived (it is not in the first load, and loads
 * when the list comes near the viewport or on the first interaction): a module per test whose
 * download ends when the test says so, and an IntersectionObserver the test drives.
 */
describe('FaqQuestions until the accordion has loaded', () => {
  const entries: FaqEntry[] = FAQ_ITEMS.map((item) => ({
    value: item,
    question: <span>{question(item)}</span>,
    answer: <p>{answer(item)}</p>,
  }));

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.last = undefined;
  });

  function renderQuestions() {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    let finish!: () => void;
    const downloaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const importer = vi.fn(async () => {
      await downloaded;
      return import('./faq-accordion');
    });
    const module: FaqAccordionModule = lazyModule(importer);
    const { container } = render(<FaqQuestions entries={entries} accordionModule={module} />);
    /** The download ends and the accordion replaces the stand-in. */
    const arrive = async () => {
      finish();
      await act(() => module.load());
    };
    return { container, importer, arrive, user: userEvent.setup() };
  }

  /** Each element's tag, classes and attributes, without the generated ids that refer to others. */
  function shape(element: Element): string {
    const ignored = [
      'id',
      'aria-controls',
      'aria-labelledby',
      'style',
      'data-radix-collection-item',
    ];
    const attributes = [...element.attributes]
      .filter((attribute) => !ignored.includes(attribute.name))
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    const children = [...element.children].map(shape).join('');
    return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
  }

  it('shows the five questions closed, as headings with buttons that control hidden regions', () => {
    const { importer } = renderQuestions();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(5);
    FAQ_ITEMS.forEach((item, index) => {
      const button = within(headings[index]!).getByRole('button', { name: question(item) });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAttribute('aria-labelledby', button.id);
      expect(region).not.toBeVisible();
      expect(screen.queryByText(answer(item))).toBeNull();
    });
    expect(importer).not.toHaveBeenCalled();
  });

  it('starts the download when the list comes near the viewport', () => {
    const { container, importer } = renderQuestions();
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options?.rootMargin).toBe(NEAR_VIEWPORT);
    expect(observer.observed).toEqual([container.querySelector('.faq-list')]);
    observer.report(false);
    expect(importer).not.toHaveBeenCalled();
    observer.report(true);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('starts the download when the list is pointed at or a question focused', async () => {
    const pointed = renderQuestions();
    await pointed.user.hover(pointed.container.querySelector('.faq-list')!);
    expect(pointed.importer).toHaveBeenCalledTimes(1);
    pointed.container.remove();

    const focused = renderQuestions();
    await focused.user.tab();
    expect(focused.container.querySelector('.faq-trigger')).toHaveFocus();
    expect(focused.importer).toHaveBeenCalledTimes(1);
  });

  it('is replaced by the same markup, so nothing moves when the accordion arrives', async () => {
    const { container, arrive } = renderQuestions();
    const before = shape(container);
    await arrive();
    expect(container.querySelector('[data-radix-collection-item]')).not.toBeNull();
    expect(shape(container)).toBe(before);
  });

  it('opens a question pressed before the accordion arrived as soon as it is there', async () => {
    const { arrive, importer, user } = renderQuestions();
    await user.click(trigger('processing'));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(openItems()).toEqual([]);

    await arrive();
    expect(openItems()).toEqual(['processing']);
    expect(screen.getByText(answer('processing'))).toBeVisible();
    expect(trigger('processing')).toHaveFocus();
    // From then on it is the Radix accordion, one open at a time.
    await user.click(trigger('equipment'));
    expect(openItems()).toEqual(['equipment']);
  });

  it('leaves a question pressed twice before the accordion arrived closed', async () => {
    const { arrive, user } = renderQuestions();
    await user.click(trigger('files'));
    await user.click(trigger('files'));
    await arrive();
    expect(openItems()).toEqual([]);
  });

  it('moves between the questions with the keyboard, and keeps the focus when it arrives', async () => {
    const { arrive, user } = renderQuestions();
    trigger('equipment').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('processing')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('arNavigation')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('equipment')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('arNavigation')).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(trigger('delivery')).toHaveFocus();

    await arrive();
    expect(trigger('delivery')).toHaveFocus();
    expect(trigger('delivery')).toHaveAttribute('data-radix-collection-item');
    await user.keyboard('{Enter}');
    expect(openItems()).toEqual(['delivery']);
  });
});
