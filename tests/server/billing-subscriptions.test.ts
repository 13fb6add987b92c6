/**
 * Plans, checkout and credits through the real API and database with the built-in test provider:
 * the catalogue, subscribing, credits granted and spent by creating a tour, credit packs, plan
 * changes by the proration rule, cancel and resume, a lapse pausing published tours (never
 * deleting them) and a new plan showing them again, two tours at once on the last credit, and
 * the ledger history a page at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  PACK_NEEDS_SUBSCRIPTION_MESSAGE,
  PLAN_ENDED_MESSAGE,
  PLAN_NOT_SOLD_MESSAGE,
  SAME_PLAN_MESSAGE,
  TOUR_PAUSED_MESSAGE,
  YEARLY_UPGRADE_MESSAGE,
  type BillingCatalog,
  type BillingStatus,
  type ChangePlanResponse,
  type CheckoutResponse,
  type CheckoutView,
  type CreditsOverview,
} from '../../src/contract/billing';
import { NO_CREDITS_MESSAGE } from '../../src/contract/tours';
import { CSRF_FAILURE_MESSAGE } from '../../server/http/csrf';
import { grantCredits } from '../../server/credits/ledger';
import { body, expectError, signedInUser, type TestApi } from './auth-helpers';
import {
  DAY_MS,
  balanceOf,
  createTour,
  createTourRequest,
  moveClockTo,
  publishDirectly,
  statusOf,
  subscribe,
  tick,
} from './billing-helpers';
import { createTestApi, type TestClient } from './support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

const post = (client: TestClient, path: string, json?: unknown) =>
  client.post(`/api/v1/billing${path}`, json);

async function change(client: TestClient, planId: string, billingPeriod: string) {
  return post(client, '/subscription/change', { planId, billingPeriod });
}

async function overview(client: TestClient, query = ''): Promise<CreditsOverview> {
  const response = await client.get(`/api/v1/credits/overview${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return body<CreditsOverview>(response);
}

describe('the catalogue', () => {
  it('lists the plans with prices in cents per billing period, the packs and test mode', async () => {
    const { client } = await signedInUser(api);
    const catalog = await body<BillingCatalog>(await client.get('/api/v1/billing/catalog'));
    expect(catalog).toMatchObject({ provider: 'test', testMode: true, currency: 'USD' });
    expect(
      catalog.plans.map((plan) => [plan.id, plan.prices, plan.credits, plan.rolloverMonths]),
    ).toEqual([
      ['agent', { month: 2999, year: 30590 }, 2, 3],
      ['office', { month: 4999, year: 50990 }, 5, 1],
      ['hotel', { month: null, year: 19900 }, 15, 0],
    ]);
    expect(catalog.packs.map((pack) => [pack.id, pack.credits, pack.priceCents])).toEqual([
      ['pack-1', 1, 1900],
      ['pack-5', 5, 8500],
      ['pack-10', 10, 15000],
    ]);
    expect((await api.client().get('/api/v1/billing/catalog')).status).toBe(401);
  });
});

describe('subscribing', () => {
  it('subscribes to Agent yearly, grants credits, spends one per tour and shows the ledger', async () => {
    const { client } = await signedInUser(api);
    expect(await statusOf(client)).toMatchObject({ role: 'none', subscription: null, balance: 0 });
    const checkout = await subscribe(client, 'agent', 'year');
    expect(checkout.checkout).toMatchObject({
      kind: 'subscription',
      status: 'completed',
      planId: 'agent',
      billingPeriod: 'year',
      amountCents: 30590,
      provider: 'test',
      testMode: true,
    });
    expect(checkout.checkoutUrl).toBeNull();
    expect(checkout.status).toMatchObject({
      role: 'owner',
      balance: 2,
      toursPaused: false,
      subscription: { planId: 'agent', billingPeriod: 'year', status: 'active', priceCents: 30590 },
    });
    expect(checkout.status.subscription?.nextGrant).toMatchObject({ credits: 2 });

    const tour = await createTour(client, 'Harbour flat');
    expect(await balanceOf(client)).toBe(1);
    const credits = await overview(client);
    expect(credits).toMatchObject({ balance: 1, pool: 'own', nextCursor: null });
    expect(credits.entries.map((entry) => [entry.kind, entry.amount, entry.tourId])).toEqual([
      ['spend', -1, tour.id],
      ['grant', 2, null],
    ]);
    expect(credits.entries[1]!.expiresAt).not.toBeNull();
    expect(credits.expiring).toEqual([{ expiresAt: credits.entries[1]!.expiresAt, credits: 1 }]);

    const again = await post(client, '/checkout', {
      kind: 'subscription',
      planId: 'office',
      billingPeriod: 'month',
    });
    await expectError(again, 409, ALREADY_SUBSCRIBED_MESSAGE);
    const shown = await client.get(`/api/v1/billing/checkout/${checkout.checkout.id}`);
    expect(await body<CheckoutView>(shown)).toMatchObject({
      id: checkout.checkout.id,
      status: 'completed',
    });
    const { client: other } = await signedInUser(api);
    await expectError(await other.get(`/api/v1/billing/checkout/${checkout.checkout.id}`), 404);
  });

  it('refuses what cannot be bought, with clear messages', async () => {
    const { client } = await signedInUser(api);
    const hotelMonthly = await post(client, '/checkout', {
      kind: 'subscription',
      planId: 'hotel',
      billingPeriod: 'month',
    });
    expect((await expectError(hotelMonthly, 400, PLAN_NOT_SOLD_MESSAGE)).data?.fieldErrors).toEqual(
      {
        billingPeriod: [PLAN_NOT_SOLD_MESSAGE],
      },
    );
    await expectError(
      await post(client, '/checkout', {
        kind: 'subscription',
        planId: 'gold',
        billingPeriod: 'month',
      }),
      400,
      'Choose a plan: agent, office or hotel',
    );
    await expectError(await post(client, '/checkout', { kind: 'gift' }), 400);
    await expectError(
      await post(client, '/checkout', { kind: 'pack', packId: 'pack-5' }),
      409,
      PACK_NEEDS_SUBSCRIPTION_MESSAGE,
    );
    await expectError(await post(client, '/subscription/cancel'), 409, NO_SUBSCRIPTION_MESSAGE);
    const noCsrf = await client.post(
      '/api/v1/billing/checkout',
      { kind: 'subscription', planId: 'agent', billingPeriod: 'month' },
      { withoutCsrf: true },
    );
    await expectError(noCsrf, 403, CSRF_FAILURE_MESSAGE);
    expect(await statusOf(client)).toMatchObject({ subscription: null });
  });

  it('sells credit packs to subscribers: credits that never expire', async () => {
    const { client } = await signedInUser(api);
    await subscribe(client, 'agent', 'month');
    const response = await post(client, '/checkout', { kind: 'pack', packId: 'pack-5' });
    expect(response.status).toBe(201);
    const bought = await body<CheckoutResponse>(response);
    expect(bought.checkout).toMatchObject({
      kind: 'pack',
      credits: 5,
      amountCents: 8500,
      status: 'completed',
    });
    expect(bought.status.balance).toBe(7);
    const [topUp] = (await overview(client)).entries;
    expect(topUp).toMatchObject({ kind: 'top_up', amount: 5, expiresAt: null });
  });
});

describe('changing a plan', () => {
  it('upgrades at once: the price difference and the credits pro rata', async () => {
    const user = await signedInUser(api);
    const { client } = user;
    const { status } = await subscribe(client, 'agent', 'month');
    await moveClockTo(api, new Date(api.clock.now().getTime() + 10 * DAY_MS), user);
    const start = new Date(status.subscription!.currentPeriodStart).getTime();
    const end = new Date(status.subscription!.currentPeriodEnd).getTime();
    const left = (end - api.clock.now().getTime()) / (end - start);

    const response = await change(client, 'office', 'month');
    expect(response.status, await response.clone().text()).toBe(200);
    const { change: upgrade, status: after } = await body<ChangePlanResponse>(response);
    expect(upgrade).toEqual({
      kind: 'upgrade',
      effectiveAt: api.clock.now().toISOString(),
      chargedCents: 4999 - Math.round(2999 * left),
      creditsGranted: 5 - Math.round(2 * left),
      currency: 'USD',
    });
    expect(after.balance).toBe(2 + upgrade.creditsGranted);
    expect(after.subscription).toMatchObject({
      planId: 'office',
      currentPeriodStart: api.clock.now().toISOString(),
      pendingChange: null,
    });
    await expectError(await change(client, 'office', 'month'), 409, SAME_PLAN_MESSAGE);
  });

  it('downgrades at the period end, and a change back drops the waiting change', async () => {
    const user = await signedInUser(api);
    const { client } = user;
    const { status } = await subscribe(client, 'office', 'month');
    const periodEnd = status.subscription!.currentPeriodEnd;

    const down = await body<ChangePlanResponse>(await change(client, 'agent', 'month'));
    expect(down.change).toMatchObject({
      kind: 'downgrade',
      effectiveAt: periodEnd,
      chargedCents: 0,
    });
    expect(down.status.subscription).toMatchObject({
      planId: 'office',
      pendingChange: { planId: 'agent', billingPeriod: 'month', effectiveAt: periodEnd },
      nextGrant: { at: periodEnd, credits: 2 },
    });
    const back = await body<ChangePlanResponse>(await change(client, 'office', 'month'));
    expect(back.change.kind).toBe('pending-cancelled');
    expect(back.status.subscription?.pendingChange).toBeNull();

    await change(client, 'agent', 'month');
    await moveClockTo(api, new Date(periodEnd), user);
    await tick(api);
    const after = await statusOf(client);
    expect(after.subscription).toMatchObject({
      planId: 'agent',
      billingPeriod: 'month',
      currentPeriodStart: periodEnd,
      pendingChange: null,
    });
    // Office's 5 (rolling over one month) and Agent's first 2.
    expect(after.balance).toBe(7);
  });

  it('changes the billing period of the same plan at the period end', async () => {
    const { client } = await signedInUser(api);
    const { status } = await subscribe(client, 'agent', 'month');
    const toYearly = await body<ChangePlanResponse>(await change(client, 'agent', 'year'));
    expect(toYearly.change).toMatchObject({
      kind: 'billing-period',
      effectiveAt: status.subscription!.currentPeriodEnd,
    });
    expect(toYearly.status.subscription?.billingPeriod).toBe('month');
  });

  it('keeps an upgrade of a yearly plan yearly', async () => {
    const { client } = await signedInUser(api);
    await subscribe(client, 'hotel', 'year');
    await expectError(await change(client, 'agent', 'month'), 409, YEARLY_UPGRADE_MESSAGE);
    const up = await body<ChangePlanResponse>(await change(client, 'agent', 'year'));
    expect(up.change.kind).toBe('upgrade');
    // The unused share of Hotel's 15 credits is more than Agent's 2: nothing more is granted.
    expect(up.change.creditsGranted).toBe(0);
    expect(up.change.chargedCents).toBe(30590 - 19900);
  });
});

describe('cancelling, lapsing and paused tours', () => {
  async function publicView(slug: string) {
    return api.client().get(`/api/v1/public/tours/${slug}`);
  }

  it('pauses published tours when the plan lapses and shows them again on a new plan', async () => {
    const user = await signedInUser(api);
    const { client } = user;
    const { status } = await subscribe(client, 'agent', 'month');
    const tour = await createTour(client);
    const slug = await publishDirectly(api.db, tour.id);
    expect((await publicView(slug)).status).toBe(200);

    const cancelled = await body<BillingStatus>(await post(client, '/subscription/cancel'));
    expect(cancelled.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextGrant: null,
    });
    const resumed = await body<BillingStatus>(await post(client, '/subscription/resume'));
    expect(resumed.subscription?.cancelAtPeriodEnd).toBe(false);
    await post(client, '/subscription/cancel');
    expect((await publicView(slug)).status).toBe(200);

    await moveClockTo(api, new Date(status.subscription!.currentPeriodEnd), user);
    await tick(api);
    const lapsed = await statusOf(client);
    expect(lapsed).toMatchObject({ toursPaused: true, subscription: { status: 'lapsed' } });
    const paused = await expectError(await publicView(slug), 404, TOUR_PAUSED_MESSAGE);
    expect(paused.data?.reason).toBe('paused');
    expect((await client.get(`/api/v1/tours/${tour.id}`)).status).toBe(200);
    await expectError(await post(client, '/subscription/resume'), 409, PLAN_ENDED_MESSAGE);

    await subscribe(client, 'hotel', 'year');
    expect((await publicView(slug)).status).toBe(200);
    expect((await statusOf(client)).toursPaused).toBe(false);
  });

  it('never pauses the tours of an account that never had a plan', async () => {
    const { client, account } = await signedInUser(api);
    await grantCredits(api.db, {
      userId: account.profile.id,
      amount: 1,
      reason: 'Welcome credits',
    });
    const tour = await createTour(client);
    const slug = await publishDirectly(api.db, tour.id);
    expect((await publicView(slug)).status).toBe(200);
    expect(await statusOf(client)).toMatchObject({ role: 'none', toursPaused: false });
  });
});

describe('spending under concurrency', () => {
  it('lets exactly one of two tours created at once take the last credit', async () => {
    const { client } = await signedInUser(api);
    await subscribe(client, 'agent', 'month');
    await createTour(client, 'First');
    const responses = await Promise.all([
      createTourRequest(client, 'A'),
      createTourRequest(client, 'B'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 402]);
    const refused = responses.find((response) => response.status === 402)!;
    await expectError(refused, 402, NO_CREDITS_MESSAGE);
    expect(await balanceOf(client)).toBe(0);
  });
});

describe('the ledger history', () => {
  it('pages through the entries, newest first', async () => {
    const { client } = await signedInUser(api);
    await subscribe(client, 'office', 'month');
    for (const title of ['One', 'Two', 'Three']) {
      api.clock.advance(1000);
      await createTour(client, title);
    }
    const first = await overview(client, '?limit=2');
    expect(first.entries.map((entry) => entry.reason)).toEqual([
      'Tour created: Three',
      'Tour created: Two',
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await overview(client, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => entry.reason)).toEqual([
      'Tour created: One',
      'Office plan: monthly credits',
    ]);
    expect(second.nextCursor).toBeNull();
    await expectError(await client.get('/api/v1/credits/overview?limit=0'), 400);
    await expectError(await client.get('/api/v1/credits/overview?cursor=nope'), 400);
  });
});
