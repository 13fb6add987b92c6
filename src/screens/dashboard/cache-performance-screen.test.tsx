/**
 * /dashboard/cache-performance against the real API in-process: reports sent through
 * POST /api/v1/analytics/cache on chosen days of the server's clock, read by a signed-in ADMIN.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type Role } from '../../../server/db/schema';
import { TestClock } from '../../../tests/server/support/test-api';
import { startRealApi } from '../../../tests/support/real-api';
import type { CacheStatistics } from '../../contract/business';
import { addDays, dayOf } from '../../contract/cache-performance';
import { renderSignedIn as renderSignedInAs } from '../tours/tour-lists.test-helpers';
import { formatDay } from './cache-performance-format';

type Server = Awaited<ReturnType<typeof startRealApi>>;

const PASSWORD = 'Cache-Charts-42!';
const DAY = 24 * 60 * 60 * 1000;
/** Two days ahead of the real today: the server's clock is never behind the browser's. */
const D0 = dayOf(new Date(Date.now() + 2 * DAY));
const D1 = addDays(D0, 1);
const D2 = addDays(D0, 2);
const TODAY = addDays(D0, 3);

let server: Server;
let clock: TestClock;
let reports = 0;

function moveTo(instant: string) {
  clock.advance(new Date(instant).getTime() - clock.now().getTime());
}

async function send(at: string, sessionId: string, figures: Partial<CacheStatistics>) {
  moveTo(at);
  reports += 1;
  const sent: CacheStatistics = {
    requestCount: 0,
    cacheHits: 0,
    cacheMisses: 0,
    networkErrors: 0,
    requestsByType: {},
    resourcesByType: {},
    averageResponseTime: 0,
    totalResponseTime: 0,
    totalSize: 0,
    cdnHits: 0,
    cdnMisses: 0,
    sessionId,
    instanceId: 'instance-1',
    firstRequestTime: at,
    lastRequestTime: at,
    ...figures,
  };
  const response = await server
    .client()
    .post('/api/v1/analytics/cache', sent, { remoteAddress: `192.0.2.${reports}` });
  expect(response.status).toBe(202);
}

async function account(role: Role): Promise<string> {
  const email = `cache-${role.toLowerCase()}@roomwalk.test`;
  await server.api.auth.register({
    firstName: 'Ada',
    lastName: 'Admin',
    email,
    password: PASSWORD,
  });
  await server.db.update(users).set({ role }).where(eq(users.email, email));
  return email;
}

beforeAll(async () => {
  clock = new TestClock(new Date(`${addDays(D0, -1)}T23:00:00.000Z`));
  server = await startRealApi({ clock });
  await send(`${D0}T09:00:00.000Z`, 's1', {
    requestCount: 10,
    cacheHits: 6,
    cacheMisses: 2,
    networkErrors: 1,
    requestsByType: { GET: 8, POST: 2 },
    resourcesByType: { api: 7, static: 3 },
    averageResponseTime: 100,
    totalResponseTime: 1000,
    totalSize: 2048,
    cdnHits: 3,
    cdnMisses: 1,
  });
  await send(`${D0}T15:00:00.000Z`, 's2', {
    requestCount: 30,
    cacheHits: 9,
    cacheMisses: 3,
    requestsByType: { GET: 30 },
    resourcesByType: { api: 30 },
    averageResponseTime: 40.5,
    totalResponseTime: 1215,
    totalSize: 512,
  });
  await send(`${D2}T12:00:00.000Z`, 's3', {
    requestCount: 4,
    requestsByType: { GET: 4 },
    resourcesByType: { user: 4 },
    averageResponseTime: 250,
    totalResponseTime: 1000,
    totalSize: 1_000_000,
    cdnMisses: 2,
  });
  moveTo(`${TODAY}T08:00:00.000Z`);
}, 30_000);
afterAll(() => server.close());

/** The whole app, signed in through its session as `email`, at `path`. */
function renderSignedIn(email: string, path: string, locale: 'en' | 'ar-SA' = 'en') {
  return renderSignedInAs(server, email, path, { password: PASSWORD, locale });
}

let adminEmail: string | undefined;
async function asAdmin(path = '/dashboard/cache-performance', locale: 'en' | 'ar-SA' = 'en') {
  adminEmail ??= await account('ADMIN');
  return renderSignedIn(adminEmail, path, locale);
}

const long = (day: string) => formatDay(day, 'en', 'long');
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The page's figures: each term (dt) with its value (the dd after it), spaces made plain. */
function figures(): Record<string, string> {
  const terms = [...document.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [
      term.textContent ?? '',
      plain(term.nextElementSibling?.textContent ?? null),
    ]),
  );
}

async function dayTable() {
  return screen.findByRole('table', { name: 'Statistics by day' });
}

function rowOf(table: HTMLElement, header: string): string[] {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (row === null) throw new Error(`No row for ${header}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));
}

const bodyRows = (table: HTMLElement) =>
  within(table).getAllByRole('rowgroup')[1]!.querySelectorAll('tr').length;

describe('/dashboard/cache-performance', () => {
  it('shows the last 30 days: summary figures, four charts and the tables', async () => {
    await asAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Cache performance' })).toBeVisible();
    expect(
      await screen.findByText(`${long(addDays(TODAY, -29))} to ${long(TODAY)} (30 days)`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    expect(screen.getByText('3 reports from 3 app sessions')).toBeInTheDocument();
    expect(figures()).toMatchObject({
      'Cache hit ratio': '75%',
      Requests: '44',
      'CDN hits': '3CDN hit ratio: 50%',
      'CDN misses': '3',
      'Average response time': '73.1 ms',
      'Total size': '1 MB',
      'Network errors': '1',
    });

    for (const name of [
      'Cache hit ratio by day',
      'CDN hits and misses by day',
      'Average response time by day',
      'Requests and resources by type',
    ]) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }

    const days = await dayTable();
    expect(bodyRows(days)).toBe(30);
    // Reports, sessions, requests, hits, misses, ratio, errors, CDN hits, misses, time, size.
    expect(rowOf(days, long(D0))).toEqual([
      '2',
      '2',
      '40',
      '15',
      '5',
      '75%',
      '1',
      '3',
      '1',
      '55.4 ms',
      '2.6 kB',
    ]);
    expect(rowOf(days, long(D1))).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
      'No data',
      '0',
      '0',
      '0',
      'No data',
      '0 bytes',
    ]);
    expect(rowOf(days, long(D2))).toEqual([
      '1',
      '1',
      '4',
      '0',
      '0',
      'No data',
      '0',
      '0',
      '2',
      '250 ms',
      '1 MB',
    ]);
    expect(rowOf(days, 'Total')).toEqual([
      '3',
      '3',
      '44',
      '15',
      '5',
      '75%',
      '1',
      '3',
      '3',
      '73.1 ms',
      '1 MB',
    ]);

    const types = screen.getByRole('table', { name: 'Statistics by type' });
    expect(
      within(types)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['GET', 'POST', 'api', 'user', 'static']);
    expect(rowOf(types, 'GET')).toEqual(['42', '0']);
    expect(rowOf(types, 'api')).toEqual(['0', '37']);
  });

  it('switches between the presets and keeps the choice in the address', async () => {
    const { router } = await asAdmin();
    const user = userEvent.setup();
    await dayTable();

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(router.state.location.search).toBe('?days=7');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await screen.findByText(`${long(addDays(TODAY, -6))} to ${long(TODAY)} (7 days)`),
    ).toBeInTheDocument();
    expect(bodyRows(await dayTable())).toBe(7);

    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(router.state.location.search).toBe('?days=90');
    await waitFor(async () => expect(bodyRows(await dayTable())).toBe(90));

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(router.state.location.search).toBe('');
    await waitFor(async () => expect(bodyRows(await dayTable())).toBe(30));
  });

  it('shows a custom period, and refuses one that ends before it starts', async () => {
    const { router } = await asAdmin();
    const user = userEvent.setup();
    await dayTable();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // The custom fields start from the period shown.
    expect(from).toHaveValue(addDays(TODAY, -29));
    expect(to).toHaveValue(TODAY);

    await user.clear(from);
    await user.type(from, D0);
    await user.clear(to);
    await user.type(to, D2);
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    expect(router.state.location.search).toBe(`?from=${D0}&to=${D2}`);
    expect(screen.getByRole('button', { name: 'Show period' })).toHaveFocus();
    expect(await screen.findByText(`${long(D0)} to ${long(D2)} (3 days)`)).toBeInTheDocument();
    expect(bodyRows(await dayTable())).toBe(3);

    await user.clear(from);
    await user.type(from, D2);
    await user.clear(to);
    await user.type(to, D0);
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    expect(screen.getByText('The end date must not be before the start date')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date');
    expect(to).toHaveFocus();
    expect(router.state.location.search).toBe(`?from=${D0}&to=${D2}`);
  });

  it('says so when nothing was reported in the period', async () => {
    await asAdmin(`/dashboard/cache-performance?from=${D1}&to=${D1}`);
    expect(
      await screen.findByText('No statistics were reported in this period'),
    ).toBeInTheDocument();
    expect(screen.getByText(`${long(D1)} to ${long(D1)} (1 day)`)).toBeInTheDocument();
    // Why it is empty and what fills it (issue 22).
    expect(screen.getByText(/sends the figures here every 5 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for a valid period when the address holds one that is not', async () => {
    await asAdmin(`/dashboard/cache-performance?from=2026-02-30&to=${D0}`);
    expect(
      await screen.findByText('Correct the custom period to see its statistics.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'The start date must be a day written as YYYY-MM-DD',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed read with a way to try again', async () => {
    server.makeUnreachable('/cache-performance');
    try {
      await asAdmin();
      expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
        'The cache statistics could not be loaded.',
      );
    } finally {
      server.makeUnreachable(null);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await dayTable()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);

  it('mirrors the by-type chart in right-to-left, and keeps time running left to right', async () => {
    await asAdmin('/dashboard/cache-performance', 'ar-SA');
    await waitFor(() => expect(document.querySelectorAll('.chart-svg')).toHaveLength(4));
    const [, , , types] = document.querySelectorAll('.chart-svg');
    const label = types!.querySelector('g > text');
    expect(label).toHaveAttribute('text-anchor', 'start');
    expect(Number(label!.getAttribute('x'))).toBeGreaterThan(320);
    const bar = types!.querySelector('rect.cache-fill-requests');
    expect(Number(bar!.getAttribute('x')) + Number(bar!.getAttribute('width'))).toBe(640 - 150);
    // The response time of the earlier day is still drawn on the left.
    const dots = document.querySelectorAll('.chart-svg')[2]!.querySelectorAll('circle');
    expect(dots).toHaveLength(2);
    expect(Number(dots[0]!.getAttribute('cx'))).toBeLessThan(Number(dots[1]!.getAttribute('cx')));
  });

  it('sends a USER to the dashboard', async () => {
    const email = await account('USER');
    const { router } = await renderSignedIn(email, '/dashboard/cache-performance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
