import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  cardTitles,
  ownerOnPage,
  ownerWithTours,
  realApiForFile,
  renderSignedIn,
  setTour,
  type Server,
  type TourSetup,
} from '../tours/tour-lists.test-helpers';

let server: Server;

realApiForFile((started) => (server = started));

const TOURS: TourSetup[] = [
  {
    title: 'Canal house',
    address: 'Herengracht 1, Amsterdam',
    createdAt: '2025-03-01T12:00:00Z',
    status: 'ready',
    views: 12,
  },
  {
    title: 'Café Zürich',
    createdAt: '2025-01-15T12:00:00Z',
    status: 'ready',
    published: true,
    views: 40,
  },
  {
    title: 'Attic loft',
    address: 'Bergstraße 9, Zürich',
    createdAt: '2025-05-20T12:00:00Z',
    status: 'processing',
    progress: 0.45,
  },
  {
    title: 'Boat house',
    createdAt: '2025-02-10T12:00:00Z',
    status: 'failed',
    error: 'The file is not a 3D model',
  },
  { title: 'Beach hut', createdAt: '2024-12-24T12:00:00Z' },
];

const tourList = () => screen.findByRole('list', { name: 'Tours' });

describe('/dashboard/tours', () => {
  it('shows each tour as a card: title linking to it, status in words, date and views', async () => {
    const { ids } = await ownerOnPage(server, TOURS, '/dashboard/tours');

    const list = await tourList();
    expect(cardTitles(list)).toEqual([
      'Attic loft',
      'Canal house',
      'Boat house',
      'Café Zürich',
      'Beach hut',
    ]);
    expect(screen.getByRole('link', { name: 'Canal house' })).toHaveAttribute(
      'href',
      `/dashboard/tours/${ids[0]}`,
    );
    const canal = within(cardOf('Canal house'));
    expect(canal.getByRole('heading', { level: 2, name: 'Canal house' })).toBeInTheDocument();
    expect(canal.getByText('Ready')).toBeInTheDocument();
    expect(canal.getByText('Herengracht 1, Amsterdam')).toBeInTheDocument();
    expect(canal.getByText('Created Mar 1, 2025')).toBeInTheDocument();
    expect(canal.getByText('12 views')).toBeInTheDocument();

    expect(within(cardOf('Café Zürich')).getByText('Published')).toBeInTheDocument();
    expect(within(cardOf('Beach hut')).getByText('Draft, no file yet')).toBeInTheDocument();
    expect(within(cardOf('Beach hut')).getByText('0 views')).toBeInTheDocument();
    const boat = within(cardOf('Boat house'));
    expect(boat.getByText('Failed')).toBeInTheDocument();
    expect(boat.getByText('The file is not a 3D model')).toBeInTheDocument();
    const attic = within(cardOf('Attic loft'));
    expect(attic.getByText('Processing 45%')).toBeInTheDocument();
    expect(
      attic.getByRole('progressbar', { name: 'Processing progress of Attic loft' }),
    ).toHaveAttribute('value', '0.45');
    expect(screen.getByRole('status')).toHaveTextContent('5 tours');
  });

  it('searches titles and addresses as the owner types, and clears the search', async () => {
    const { router } = await ownerOnPage(server, TOURS, '/dashboard/tours');
    const user = userEvent.setup();
    const list = await tourList();

    const search = screen.getByRole('searchbox', { name: 'Search by title or address' });
    await user.type(search, 'zurich');
    expect(cardTitles(list)).toEqual(['Attic loft', 'Café Zürich']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 5 tours');
    expect(router.state.location.search).toBe('?q=zurich');

    await user.clear(search);
    await user.type(search, 'herengracht');
    expect(cardTitles(list)).toEqual(['Canal house']);

    await user.type(search, ' nowhere');
    expect(screen.getByRole('status')).toHaveTextContent('No tours match “herengracht nowhere”.');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(cardTitles(list)).toHaveLength(5);
    expect(router.state.location.search).toBe('');
  });

  it('sorts by newest, oldest, title and most viewed, and keeps the order in the address', async () => {
    const { router } = await ownerOnPage(server, TOURS, '/dashboard/tours?sort=title');
    const user = userEvent.setup();
    const list = await tourList();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });

    expect(sort).toHaveValue('title');
    expect(cardTitles(list)).toEqual([
      'Attic loft',
      'Beach hut',
      'Boat house',
      'Café Zürich',
      'Canal house',
    ]);

    await user.selectOptions(sort, 'Oldest first');
    expect(cardTitles(list)).toEqual([
      'Beach hut',
      'Café Zürich',
      'Boat house',
      'Canal house',
      'Attic loft',
    ]);
    expect(router.state.location.search).toBe('?sort=oldest');

    await user.selectOptions(sort, 'Most viewed');
    expect(cardTitles(list)).toEqual([
      'Café Zürich',
      'Canal house',
      'Attic loft',
      'Boat house',
      'Beach hut',
    ]);

    await user.selectOptions(sort, 'Newest first');
    expect(cardTitles(list)[0]).toBe('Attic loft');
    expect(router.state.location.search).toBe('');
  });

  it('without tours, says so and leads to create-tour', async () => {
    const { router } = await ownerOnPage(server, [], '/dashboard/tours');
    const user = userEvent.setup();

    expect(await screen.findByText('You have no tours yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Create tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/create-tour'));
  });

  it('says when the tours cannot be read, and reads them again on Try again', async () => {
    const { email } = await ownerWithTours(server, TOURS.slice(0, 1));
    server.makeUnreachable('/api/v1/tours');
    try {
      await renderSignedIn(server, email, '/dashboard/tours');
      expect(
        await screen.findByText('Your tours could not be loaded.', {}, { timeout: 8000 }),
      ).toHaveAttribute('role', 'alert');
    } finally {
      server.makeUnreachable(null);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(cardTitles(await tourList())).toEqual(['Canal house']);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);

  it('follows a tour in progress until it is ready', async () => {
    const { ids } = await ownerOnPage(server, TOURS.slice(2, 3), '/dashboard/tours');
    expect(await screen.findByText('Processing 45%')).toBeInTheDocument();

    await setTour(server, ids[0]!, { status: 'ready', progress: 1 });
    // Read again within 5 seconds, with nothing from the owner.
    expect(await screen.findByText('Ready', {}, { timeout: 7000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 15_000);
});
