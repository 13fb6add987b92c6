import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCatalogue } from '../../../tests/support/render-app';
import { HeroSection } from './hero-section';

const en = readCatalogue('en');
const message = (key: string) => {
  const text = en[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
};

function renderHero({ locale = 'en' as 'en' | 'ar-SA' } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <HeroSection />
            <section id="pricing">pricing</section>
          </>
        ),
      },
      { path: '/register', element: <h1>Registration page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={readCatalogue(locale)}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** The card (list item) a heading belongs to. */
function cardOf(headingName: string) {
  const card = screen.getByRole('heading', { level: 2, name: headingName }).closest('li');
  if (!card) throw new Error(`no card for ${headingName}`);
  return card;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HeroSection', () => {
  it('shows the heading, tagline and description', () => {
    renderHero();
    expect(
      screen.getByRole('heading', { level: 1, name: message('home.hero.title') }),
    ).toBeVisible();
    expect(screen.getByText(message('home.hero.tagline'))).toBeVisible();
    expect(screen.getByText(message('home.hero.description'))).toBeVisible();
  });

  it('SPEC §2: four illustrative cards, each with a drawn picture described for assistive technology', () => {
    renderHero();
    const cards = screen.getByRole('list', { name: message('home.hero.cardsLabel') });
    const headings = within(cards).getAllByRole('heading', { level: 2 });
    const titles = [
      'True 3D mesh',
      'New Feature: Smarter Object Detection',
      'Fully Interactive',
      'Built-in Navigation',
    ];
    expect(headings).toHaveLength(titles.length);
    headings.forEach((heading, index) => expect(heading).toHaveAccessibleName(titles[index]));
    // The badge is shown as a badge.
    expect(within(cardOf(titles[1]!)).getByText('New Feature')).toHaveClass('hero-card-badge');

    const pictures: [string, string][] = [
      ['True 3D mesh', 'home.hero.cards.mesh.visual'],
      ['New Feature: Smarter Object Detection', 'home.hero.cards.detection.visual'],
      ['Fully Interactive', 'home.hero.cards.interactive.visual'],
      ['Built-in Navigation', 'home.hero.cards.navigation.visual'],
    ];
    for (const [title, visual] of pictures) {
      const picture = within(cardOf(title)).getByRole('img', { name: message(visual) });
      // Drawn inline, not fetched: an SVG with shapes of its own.
      expect(picture.tagName.toLowerCase()).toBe('svg');
      expect(
        picture.querySelectorAll('path, polygon, rect, ellipse, circle').length,
      ).toBeGreaterThan(5);
    }
    expect(document.querySelector('img[src], image[href]')).toBeNull();
  });

  it('draws the mesh card as a triangulated wireframe', () => {
    renderHero();
    const mesh = within(cardOf('True 3D mesh')).getByRole('img');
    const segments = [...mesh.querySelectorAll('path')]
      .map((path) => path.getAttribute('d') ?? '')
      .join('')
      .match(/M/g);
    // Floor 6 × 5 and walls 6 × 3 and 5 × 3 cells, each with its diagonal, plus the furniture.
    expect(segments?.length).toBeGreaterThan(100);
  });

  it('labels the detected objects with translated names and locale-formatted confidences', () => {
    renderHero();
    const card = cardOf('New Feature: Smarter Object Detection');
    const labels = [...card.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toEqual(['Couch 98%', 'Floor lamp 94%', 'Window 97%', 'Potted plant 91%']);
    expect(within(card).getByText('4 objects found and labelled')).toBeVisible();
  });

  it('keeps each detection label on the same edge of its box in a right-to-left language', () => {
    renderHero({ locale: 'ar-SA' });
    const ar = readCatalogue('ar-SA');
    const windowLabel = [...document.querySelectorAll('.hero-detect svg text, svg text')].find(
      (text) => text.textContent?.startsWith(ar['home.hero.cards.detection.objects.window']!),
    );
    expect(windowLabel?.closest('svg')).toHaveAttribute('direction', 'rtl');
    // Held to the box's left edge (x 32): in right-to-left text that edge is where it ends.
    expect(windowLabel).toHaveAttribute('x', '32');
    expect(windowLabel).toHaveAttribute('text-anchor', 'end');
    expect(windowLabel?.textContent).toContain('٩٧');
  });

  it('anchors the same label at its start in a left-to-right language', () => {
    renderHero();
    const windowLabel = [...document.querySelectorAll('svg text')].find((text) =>
      text.textContent?.startsWith('Window'),
    );
    expect(windowLabel?.closest('svg')).toHaveAttribute('direction', 'ltr');
    expect(windowLabel).toHaveAttribute('x', '32');
    expect(windowLabel).toHaveAttribute('text-anchor', 'start');
  });

  it('gives the Fully Interactive card its Live and AR badges', () => {
    renderHero();
    const badges = within(cardOf('Fully Interactive'))
      .getAllByRole('listitem')
      .map((badge) => badge.textContent);
    expect(badges).toEqual(['Live', 'AR']);
  });

  it('Enter a Tour opens the public demo tour', async () => {
    const { router, user } = renderHero();
    const enter = within(cardOf('Fully Interactive')).getByRole('link', { name: 'Enter a Tour' });
    expect(enter).toHaveAttribute('href', '/t/demo');
    await user.click(enter);
    expect(router.state.location.pathname).toBe('/t/demo');
  });

  it('Start Capturing leads to /register', async () => {
    const { router, user } = renderHero();
    const start = screen.getByRole('link', { name: 'Start Capturing' });
    expect(start).toHaveAttribute('href', '/register');
    await user.click(start);
    expect(router.state.location.pathname).toBe('/register');
    expect(await screen.findByRole('heading', { name: 'Registration page' })).toBeVisible();
  });

  it('See Pricing scrolls to the #pricing section without leaving the page', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { router, user } = renderHero();
    const seePricing = screen.getByRole('link', { name: 'See Pricing' });
    expect(seePricing).toHaveAttribute('href', '#pricing');
    await user.click(seePricing);
    expect(scrolled).toEqual([document.getElementById('pricing')]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders to HTML on its own, with no request made (ready to be prerendered)', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const router = createMemoryRouter([{ path: '/', element: <HeroSection /> }]);
    const html = renderToString(
      <IntlProvider locale="en" defaultLocale="en" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    expect(html).toContain(message('home.hero.title'));
    expect(html).toContain(message('home.hero.cards.navigation.title'));
    expect(html).toContain('href="/register"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
