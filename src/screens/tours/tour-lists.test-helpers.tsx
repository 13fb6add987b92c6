/**
 * For the tour lists' tests: an owner with tours on the real in-process API (tests/support/
 * real-api.ts), and the whole app signed in as that owner at a page of the dashboard.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { grantCredits } from '../../../server/credits/ledger';
import { tours, users } from '../../../server/db/schema';
import { renderApp } from '../../../tests/support/render-app';
import { startRealApi } from '../../../tests/support/real-api';
import type { SupportedLocale } from '../../contract/locales';
import type { TourView } from '../../contract/tours';

export type Server = Awaited<ReturnType<typeof startRealApi>>;

/** The real API for a test file: started before its tests and handed to `use`, closed after. */
export function realApiForFile(use: (server: Server) => void) {
  let started: Server | undefined;
  beforeAll(async () => {
    started = await startRealApi();
    use(started);
  }, 30_000);
  afterAll(() => started?.close());
}

const PASSWORD = 'Walk-The-R00ms!';
const HOUR = 60 * 60 * 1000;
let owners = 0;

/** What a test sets on a tour after creating it (as processing or visitors would). */
export interface TourSetup {
  title: string;
  address?: string;
  createdAt: string;
  status?: TourView['status'];
  progress?: number;
  published?: boolean;
  views?: number;
  error?: string;
}

/** A new account with `credits` credits, then its tours created through POST /tours. */
export async function ownerWithTours(
  server: Server,
  setups: readonly TourSetup[],
  credits = setups.length,
): Promise<{ email: string; ids: string[] }> {
  // Fresh per-address windows for registration and sign-in.
  server.clock.advance(2 * HOUR);
  owners += 1;
  const email = `tour-lists-${owners}@roomwalk.test`;
  await server.api.auth.register({
    firstName: 'Ada',
    lastName: 'Owner',
    email,
    password: PASSWORD,
  });
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  if (user === undefined) throw new Error(`${email} was not registered`);
  if (credits > 0)
    await grantCredits(server.db, { userId: user.id, amount: credits, reason: 'Test' });
  const client = server.client();
  const login = await client.post('/auth/login', { email, password: PASSWORD });
  client.bearer = ((await login.json()) as { token: string }).token;
  const ids: string[] = [];
  for (const setup of setups) {
    const created = await client.post('/api/v1/tours', {
      title: setup.title,
      sourceKind: 'scan',
      ...(setup.address && { address: setup.address }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as TourView;
    await setTour(server, id, setup);
    ids.push(id);
  }
  return { email, ids };
}

/** Changes a tour's row as processing, publishing or visitors would. */
export async function setTour(server: Server, id: string, setup: Partial<TourSetup>) {
  await server.db
    .update(tours)
    .set({
      ...(setup.createdAt && { createdAt: new Date(setup.createdAt) }),
      ...(setup.status && { status: setup.status }),
      ...(setup.progress !== undefined && { progress: setup.progress }),
      ...(setup.published !== undefined && { published: setup.published, slug: `s-${id}` }),
      ...(setup.views !== undefined && { views: setup.views }),
      ...(setup.error !== undefined && { error: setup.error }),
    })
    .where(eq(tours.id, id));
}

/** The whole app, signed in as `email` through its session, at `path` (in English by default). */
export async function renderSignedIn(
  server: Server,
  email: string,
  path: string,
  { password = PASSWORD, locale = 'en' }: { password?: string; locale?: SupportedLocale } = {},
) {
  const { router } = renderApp({ path: '/sitemap', api: server.api, locale });
  await waitFor(() =>
    expect(window.__roomwalk?.session.getSnapshot().hasTag('signedOut')).toBe(true),
  );
  const session = window.__roomwalk?.session;
  if (session === undefined) throw new Error('The session actor is not reachable');
  act(() => session.send({ type: 'session.signIn', email, password }));
  await waitFor(() => expect(session.getSnapshot().hasTag('signedIn')).toBe(true), {
    timeout: 5000,
  });
  await act(() => router.navigate(path));
  return { router };
}

/** An owner with these tours (ownerWithTours), signed in and shown `path` (renderSignedIn). */
export async function ownerOnPage(
  server: Server,
  setups: readonly TourSetup[],
  path: string,
  credits?: number,
) {
  const { email, ids } = await ownerWithTours(server, setups, credits);
  const { router } = await renderSignedIn(server, email, path);
  return { email, ids, router };
}

/** The titles of the cards in a list, in order. */
export function cardTitles(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('link').textContent ?? '');
}

/** The card whose title is `title`. */
export function cardOf(title: string): HTMLElement {
  const card = screen.getByRole('link', { name: title }).closest('li');
  if (card === null) throw new Error(`No card for ${title}`);
  return card;
}
