/** GET /pricing/plans (SPEC §3, §7, §9) on a real database. */
import { eq, max } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS_CACHE_TTL_MS, invalidatePlansCache } from '../../server/business/pricing';
import { pricingPlans, type NewPricingPlan, type PlanId } from '../../server/db/schema';
import { PlansResponseSchema, type PlansResponse } from '../../src/contract/business';
import { createTestApi } from './support/test-api';

let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

async function getPlans(
  path = '/pricing/plans',
): Promise<{ response: Response; body: PlansResponse }> {
  const response = await api.client().get(path);
  expect(response.status).toBe(200);
  const body = v.parse(PlansResponseSchema, await response.json());
  return { response, body };
}

/** The newest updated_at in the table, as the database has it. */
async function newestUpdate(): Promise<string> {
  const [row] = await api.db.select({ newest: max(pricingPlans.updatedAt) }).from(pricingPlans);
  return row!.newest!.toISOString();
}

/** Changes a plan row as an admin tool would, and tells the route (invalidatePlansCache). */
async function changePlan(id: PlanId, patch: Partial<NewPricingPlan>) {
  await api.db.update(pricingPlans).set(patch).where(eq(pricingPlans.id, id));
  invalidatePlansCache(api.db);
}

describe('GET /pricing/plans', () => {
  it("returns SPEC §9's three plans with numbers for prices", async () => {
    const { response, body } = await getPlans();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(body.plans.map((plan) => plan.id)).toEqual(['agent', 'office', 'hotel']);
    const [agent, office, hotel] = body.plans;
    expect(agent).toEqual({
      id: 'agent',
      name: 'Agent',
      monthlyPrice: 29.99,
      annualPrice: null,
      currency: 'USD',
      credits: 2,
      creditPeriod: 'month',
      rolloverMonths: 3,
      maxAgents: null,
      mostPopular: true,
      isActive: true,
    });
    expect(office).toEqual({
      id: 'office',
      name: 'Office',
      monthlyPrice: 49.99,
      annualPrice: null,
      currency: 'USD',
      credits: 5,
      creditPeriod: 'month',
      rolloverMonths: 1,
      maxAgents: 10,
      mostPopular: false,
      isActive: true,
    });
    expect(hotel).toMatchObject({
      id: 'hotel',
      name: 'Hotel',
      monthlyPrice: null,
      annualPrice: 199,
      currency: 'USD',
      credits: 15,
      creditPeriod: 'year',
      mostPopular: false,
      isActive: true,
    });
    expect(typeof agent!.monthlyPrice).toBe('number');
    expect(typeof hotel!.annualPrice).toBe('number');
    expect(body.lastUpdated).toBe(await newestUpdate());
    expect(new Date(body.lastUpdated).toISOString()).toBe(body.lastUpdated);
  });

  it('is served under /api/v1 too, with the same answer', async () => {
    const { body: root } = await getPlans('/pricing/plans');
    const { body: prefixed } = await getPlans('/api/v1/pricing/plans');
    expect(prefixed).toEqual(root);
  });

  it('reflects an updated plan and moves lastUpdated', async () => {
    const before = await getPlans();
    api.clock.advance(60 * 60 * 1000);
    const changedAt = api.clock.now();
    await api.db
      .update(pricingPlans)
      .set({ monthlyPrice: 31.49, updatedAt: changedAt })
      .where(eq(pricingPlans.id, 'agent'));
    try {
      const after = await getPlans();
      expect(after.body.lastUpdated).toBe(changedAt.toISOString());
      expect(after.body.lastUpdated).not.toBe(before.body.lastUpdated);
      expect(after.body.plans[0]).toMatchObject({ id: 'agent', monthlyPrice: 31.49 });
    } finally {
      await changePlan('agent', { monthlyPrice: 29.99, updatedAt: api.clock.now() });
    }
  });

  it('leaves an inactive plan out, and counts its change in lastUpdated', async () => {
    api.clock.advance(60 * 60 * 1000);
    const changedAt = api.clock.now();
    await changePlan('office', { isActive: false, updatedAt: changedAt });
    try {
      const { body } = await getPlans();
      expect(body.plans.map((plan) => plan.id)).toEqual(['agent', 'hotel']);
      expect(body.lastUpdated).toBe(changedAt.toISOString());
    } finally {
      await changePlan('office', { isActive: true, updatedAt: api.clock.now() });
    }
    const { body } = await getPlans();
    expect(body.plans.map((plan) => plan.id)).toEqual(['agent', 'office', 'hotel']);
  });

  it('lists plans in their sort order', async () => {
    await changePlan('hotel', { sortOrder: 0 });
    try {
      const { body } = await getPlans();
      expect(body.plans.map((plan) => plan.id)).toEqual(['hotel', 'agent', 'office']);
    } finally {
      await changePlan('hotel', { sortOrder: 3 });
    }
  });

  it('reuses one reading for a second, then reads the table again', async () => {
    const { body: before } = await getPlans();
    // Changed behind the route's back (no invalidatePlansCache), e.g. by another process.
    await api.db
      .update(pricingPlans)
      .set({ name: 'Solo Agent' })
      .where(eq(pricingPlans.id, 'agent'));
    try {
      expect((await getPlans()).body).toEqual(before);
      api.clock.advance(PLANS_CACHE_TTL_MS);
      expect((await getPlans()).body.plans[0]!.name).toBe('Solo Agent');
    } finally {
      await changePlan('agent', { name: 'Agent' });
    }
    expect((await getPlans()).body).toEqual(before);
  });

  it('answers a matching If-None-Match with 304, and a changed list with a new ETag', async () => {
    const client = api.client();
    const first = await client.get('/pricing/plans');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await client.get('/pricing/plans', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    const weak = await client.get('/pricing/plans', {
      headers: { 'If-None-Match': `"other", W/${etag}` },
    });
    expect(weak.status).toBe(304);

    api.clock.advance(60 * 1000);
    await changePlan('office', { maxAgents: 12, updatedAt: api.clock.now() });
    try {
      const changed = await client.get('/pricing/plans', { headers: { 'If-None-Match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
    } finally {
      await changePlan('office', { maxAgents: 10, updatedAt: api.clock.now() });
    }
  });

  it('gives concurrent requests the same answer', async () => {
    const client = api.client();
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => client.get('/api/v1/pricing/plans')),
    );
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await api.client().request('HEAD', '/pricing/plans');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await api.client().post('/pricing/plans', {});
    expect(post.status).toBe(404);
  });
});
