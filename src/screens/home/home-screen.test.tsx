import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCatalogue, renderApp } from '../../../tests/support/render-app';
import { realApiForFile, type Server } from '../tours/tour-lists.test-helpers';

let server: Server;

realApiForFile((started) => (server = started));

const en = readCatalogue('en');

/** The landing page is a lazy route: its first load, with the tests beside it, can take a while. */
const findHero = () =>
  screen.findByRole('heading', { level: 1, name: en['home.hero.title'] }, { timeout: 10_000 });

describe('HomeScreen', () => {
  it('SPEC §2: hero, features, portals, pricing, FAQ and contact, in that order', async () => {
    renderApp({ path: '/', api: server.api });
    const hero = await findHero();
    const regions = [
      hero.closest('section'),
      screen.getByRole('region', { name: en['home.features.title'] }),
      screen.getByRole('region', { name: en['home.portals.title'] }),
      screen.getByRole('region', { name: en['pricing.title'] }),
      screen.getByRole('region', { name: en['faq.title'] }),
      screen.getByRole('region', { name: en['pages.contact.title'] }),
    ];
    const main = screen.getByRole('main');
    const sections = [...main.querySelectorAll('section')].filter((section) =>
      regions.includes(section),
    );
    expect(sections).toEqual(regions);
    expect(regions.slice(1).map((region) => region?.id)).toEqual([
      'features',
      '',
      'pricing',
      'faq',
      'contact',
    ]);
  });

  it('keeps its structured data: the product as a SoftwareApplication', async () => {
    renderApp({ path: '/', api: server.api });
    await findHero();
    await waitFor(() => {
      const script = document.head.querySelector('script[type="application/ld+json"]');
      expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
        '@type': 'SoftwareApplication',
        name: 'Roomwalk',
      });
    });
  });

  it('Start Capturing opens the registration screen', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', api: server.api });
    await findHero();
    await user.click(screen.getByRole('link', { name: en['home.hero.startCapturing'] }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: en['pages.register.title'] },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });
});
