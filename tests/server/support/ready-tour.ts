import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { grantCredits } from '../../../server/credits/ledger';
import { tours } from '../../../server/db/schema';
import type { TourView } from '../../../src/contract/tours';
import { body, signedInUser, type TestApi } from '../auth-helpers';

/**
 * A tour of a new user, ready, with a model and a thumbnail; published when asked. The title and
 * description are written to the database, not through the API, whose content filter would
 * refuse the hostile ones.
 */
export async function readyTour(
  api: TestApi,
  title: string,
  description: string | null,
  publish: boolean,
) {
  const { client, account } = await signedInUser(api);
  await grantCredits(api.db, { userId: account.profile.id, amount: 1, reason: 'Test' });
  const created = await client.post('/api/v1/tours', { title: 'Draft', sourceKind: 'scan' });
  expect(created.status, await created.clone().text()).toBe(201);
  const tour = await body<TourView>(created);
  await api.db
    .update(tours)
    .set({
      title,
      status: 'ready',
      progress: 1,
      description,
      assets: { 'model.glb': { bytes: 16 }, 'thumbnail.webp': { bytes: 8 } },
    })
    .where(eq(tours.id, tour.id));
  const published = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
  expect(published.slug).not.toBeNull();
  if (!publish) await client.post(`/api/v1/tours/${tour.id}/unpublish`);
  return { ...published, slug: published.slug ?? '' };
}
