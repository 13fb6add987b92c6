import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { grantCredits } from '../../../server/credits/ledger';
import { users } from '../../../server/db/schema';
import {
  cardTitles,
  ownerOnPage,
  realApiForFile,
  setTour,
  type Server,
  type TourSetup,
} from '../tours/tour-lists.test-helpers';

let server: Server;

realApiForFile((started) => (server = started));

const TOURS: TourSetup[] = [
  { title: 'Canal house', createdAt: '2025-03-01T12:00:00Z', status: 'ready' },
  { title: 'Café Zürich', createdAt: '2025-01-15T12:00:00Z', status: 'queued' },
  {
    title: 'Attic loft',
    createdAt: '2025-05-20T12:00:00Z',
    status: 'processing',
    progress: 0.3,
  },
  { title: 'Boat house', createdAt: '2025-02-10T12:00:00Z', status: 'failed' },
];

const region = (name: string) => screen.findByRole('region', { name });

describe('/dashboard', () => {
  it('shows the credits left with links to buy more and to the history', async () => {
    // 6 credits granted, 4 spent on the tours.
    await ownerOnPage(server, TOURS, '/dashboard', 6);

    const credits = within(await region('Credits'));
    expect(await credits.findByText('2 credits left')).toBeInTheDocument();
    expect(credits.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/dashboard/top-up',
    );
    expect(credits.getByRole('link', { name: 'Credit history' })).toHaveAttribute(
      'href',
      '/dashboard/credits',
    );
    expect(credits.queryByText(/You need a credit/)).toBeNull();
  });

  it('lists the newest three tours and the tours still processing, with their progress', async () => {
    await ownerOnPage(server, TOURS, '/dashboard');

    const recent = within(await region('Recent tours'));
    expect(cardTitles(recent.getByRole('list', { name: 'Recent tours' }))).toEqual([
      'Attic loft',
      'Canal house',
      'Boat house',
    ]);
    expect(recent.getByRole('link', { name: 'See all 4 tours' })).toHaveAttribute(
      'href',
      '/dashboard/tours',
    );

    const processing = within(await region('Still processing'));
    const list = processing.getByRole('list', { name: 'Tours still processing' });
    expect(cardTitles(list)).toEqual(['Attic loft', 'Café Zürich']);
    expect(processing.getByText('Processing 30%')).toBeInTheDocument();
    expect(processing.getByText('Queued for processing')).toBeInTheDocument();
    expect(
      processing.getByRole('progressbar', { name: 'Processing progress of Attic loft' }),
    ).toHaveAttribute('value', '0.3');
    expect(processing.getByRole('heading', { level: 3, name: 'Attic loft' })).toBeInTheDocument();
  });

  it('follows a tour that fails to its end, and shows the credit it gave back', async () => {
    const { email, ids } = await ownerOnPage(server, TOURS.slice(2, 3), '/dashboard');
    const credits = within(await region('Credits'));
    expect(await credits.findByText('0 credits left')).toBeInTheDocument();
    expect(await screen.findAllByText('Processing 30%')).toHaveLength(2);

    // What processing does when it fails: the tour says why, and the credit comes back.
    await setTour(server, ids[0]!, { status: 'failed', error: 'The file is empty' });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    await grantCredits(server.db, { userId: user!.id, amount: 1, reason: 'Refund' });

    const processing = within(await region('Still processing'));
    expect(
      await processing.findByText('No tours are processing right now.', {}, { timeout: 7000 }),
    ).toBeInTheDocument();
    expect(await credits.findByText('1 credit left')).toBeInTheDocument();
    expect(within(await region('Recent tours')).getByText('The file is empty')).toBeInTheDocument();
  }, 15_000);

  it('for a new owner without credits: the empty state, nothing processing, a way to buy', async () => {
    const { router } = await ownerOnPage(server, [], '/dashboard', 0);
    const user = userEvent.setup();

    const credits = within(await region('Credits'));
    expect(await credits.findByText('0 credits left')).toBeInTheDocument();
    expect(
      credits.getByText('You need a credit to create a tour. Buy credits to continue.'),
    ).toBeInTheDocument();
    expect(
      within(await region('Still processing')).getByText('No tours are processing right now.'),
    ).toBeInTheDocument();
    const recent = within(await region('Recent tours'));
    expect(recent.getByText('You have no tours yet')).toBeInTheDocument();

    await user.click(recent.getByRole('link', { name: 'Create tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/create-tour'));
  });

  it('has the Create tour button first, then headings in order', async () => {
    await ownerOnPage(server, TOURS.slice(0, 1), '/dashboard');
    await region('Recent tours');

    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link', { name: 'Create tour' })[0]).toHaveAttribute(
      'href',
      '/dashboard/create-tour',
    );
    const levels = main.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level - levels[index]!).toBeLessThanOrEqual(1);
    });
  });
});

describe('/dashboard after a refused page', () => {
  it('says where the user was sent and why, and the notice can be dismissed', async () => {
    await ownerOnPage(server, [], '/superuser');

    const notice = await screen.findByText(
      'You were brought to your Dashboard: Superuser is open only to Superadmin accounts.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  });

  it('names every role that may open the page', async () => {
    await ownerOnPage(server, [], '/dashboard/cache-performance');

    expect(
      await screen.findByText(
        'You were brought to your Dashboard: Cache performance is open only to Admin or Superadmin accounts.',
      ),
    ).toBeInTheDocument();
  });
});
