/** Shared helpers of the billing tests (tests/server/billing-*.test.ts). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  BillingPeriodUnit,
  BillingStatus,
  CheckoutResponse,
  PlanId,
} from '../../src/contract/billing';
import type { TourView } from '../../src/contract/tours';
import { runBillingTick } from '../../server/billing/tick';
import type { Database } from '../../server/db/database';
import { creditLedger, tours, users } from '../../server/db/schema';
import { body, signIn, type TestApi } from './auth-helpers';
import type { TestClient } from './support/test-api';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Subscribes through POST /billing/checkout (the test provider completes it at once). */
export async function subscribe(
  client: TestClient,
  planId: PlanId,
  billingPeriod: BillingPeriodUnit,
): Promise<CheckoutResponse> {
  const response = await client.post('/api/v1/billing/checkout', {
    kind: 'subscription',
    planId,
    billingPeriod,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return body<CheckoutResponse>(response);
}

export async function statusOf(client: TestClient): Promise<BillingStatus> {
  const response = await client.get('/api/v1/billing/subscription');
  expect(response.status, await response.clone().text()).toBe(200);
  return body<BillingStatus>(response);
}

export async function balanceOf(client: TestClient): Promise<number> {
  const response = await client.get('/api/v1/credits');
  expect(response.status).toBe(200);
  return (await body<{ balance: number }>(response)).balance;
}

/** Runs the billing job once at the test clock's now. */
export function tick(api: TestApi) {
  return runBillingTick(api.db, api.clock.now());
}

/**
 * Moves the test clock to `at` (never backwards) and signs the users in again: their access
 * tokens have expired meanwhile.
 */
export async function moveClockTo(
  api: TestApi,
  at: Date,
  ...users: { client: TestClient; account: { email: string } }[]
): Promise<void> {
  const delta = at.getTime() - api.clock.now().getTime();
  expect(delta).toBeGreaterThanOrEqual(0);
  api.clock.advance(delta);
  for (const user of users) await signIn(user.client, user.account.email);
}

export async function createTourRequest(client: TestClient, title = 'Loft') {
  return client.post('/api/v1/tours', { title, sourceKind: 'scan' });
}

export async function createTour(client: TestClient, title = 'Loft'): Promise<TourView> {
  const response = await createTourRequest(client, title);
  expect(response.status, await response.clone().text()).toBe(201);
  return body<TourView>(response);
}

/** What processing and publishing would leave: a ready, published tour. Resolves to its slug. */
export async function publishDirectly(db: Database, tourId: string): Promise<string> {
  const slug = `t${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await db
    .update(tours)
    .set({ status: 'ready', published: true, slug })
    .where(eq(tours.id, tourId));
  return slug;
}

/** A user row without a password, for tests that work below the API. */
export async function insertUser(db: Database, label = 'billing'): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `${label}.${randomUUID()}@example.test`, firstName: 'B', lastName: 'L' })
    .returning({ id: users.id });
  return user!.id;
}

export async function ledgerOf(db: Database, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
}
