import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi } from '../../tests/support/real-api';
import type { TourView } from '../contract/tours';
import { grantCredits } from '../../server/credits/ledger';
import { tours as tourRows } from '../../server/db/schema';
import { eq } from 'drizzle-orm';

type Server = Awaited<ReturnType<typeof startRealApi>>;
let server: Server;

beforeAll(async () => {
  server = await startRealApi();
}, 30_000);

afterAll(() => server.close());

/** A signed-in app API with credits, as the app has after sign-in. */
async function signedIn(credits: number) {
  const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2)}@tours.test`;
  const password = 'Walk-Through-42';
  await server.api.auth.register({ firstName: 'Ola', lastName: 'Owner', email, password });
  const login = await server.api.auth.login({ email, password });
  if (!('token' in login)) throw new Error('A new account has no second factor');
  const { token } = login;
  server.api.connectSession({
    getAccessToken: async () => token,
    refreshSession: async () => false,
    onSessionExpired: () => {},
  });
  const profile = await server.api.auth.profile();
  if (credits > 0) {
    await grantCredits(server.db, { userId: profile.id, amount: credits, reason: 'Test' });
  }
  return server.api.tours;
}

describe('the tours API client', () => {
  it('creates, uploads, edits and lists a tour, with the text as typed', async () => {
    const tours = await signedIn(2);
    expect(await tours.credits()).toEqual({ balance: 2 });
    const created = await tours.create({ title: 'Tom & Jerry <house>', sourceKind: 'cad' });
    expect(created).toMatchObject({ title: 'Tom & Jerry <house>', status: 'draft' });
    expect(await tours.credits()).toEqual({ balance: 1 });

    const queued = await tours.upload(
      created.id,
      new File([new Uint8Array([1, 2, 3])], 'scan.ply'),
    );
    expect(queued.status).toBe('queued');

    const link = 'https://example.com/a/b?c=d&e=f';
    const edited = await tours.update(created.id, {
      annotations: [
        { id: 'a1', title: 'Fireplace', text: 'Works', link, position: { x: 1, y: 0, z: 2 } },
      ],
    });
    expect(edited.annotations[0]?.link).toBe(link);
    expect((await tours.list()).map((tour) => tour.id)).toContain(created.id);
  });

  it('watches a tour until processing has ended, from the event stream', async () => {
    const tours = await signedIn(1);
    const created = await tours.create({ title: 'Watched', sourceKind: 'scan' });
    const seen: TourView[] = [];
    const watching = tours.watch(created.id, (tour) => seen.push(tour), { pollIntervalMs: 10 });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    await server.db
      .update(tourRows)
      .set({ status: 'failed', error: 'The file is empty' })
      .where(eq(tourRows.id, created.id));
    await watching;
    expect(seen[0]?.status).toBe('draft');
    expect(seen.at(-1)).toMatchObject({ status: 'failed', error: 'The file is empty' });
  });

  it('polls instead when the server refuses another stream of the tour (429)', async () => {
    const tours = await signedIn(1);
    const created = await tours.create({ title: 'Watched thrice', sourceKind: 'scan' });
    // The server streams one tour to two watchers at most: the third is refused and polls.
    const seen: TourView[][] = [[], [], []];
    const watching = seen.map((views) =>
      tours.watch(created.id, (tour) => views.push(tour), { pollIntervalMs: 10 }),
    );
    await expect.poll(() => seen.every((views) => views.length > 0)).toBe(true);
    await server.db
      .update(tourRows)
      .set({ status: 'failed', error: 'The file is empty' })
      .where(eq(tourRows.id, created.id));
    await Promise.all(watching);
    for (const views of seen) expect(views.at(-1)?.status).toBe('failed');
  });

  it('tells an unpublished tour from an unknown link', async () => {
    const tours = await signedIn(0);
    await expect(tours.publicTour('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({
      status: 404,
      message: 'Tour not found',
    });
  });
});
