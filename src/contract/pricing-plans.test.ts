import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_PLANS } from '../../server/db/seed';
import { PricingPlanSchema } from './business';
import { BUILT_IN_PRICING_PLANS } from './pricing-plans';

describe('built-in pricing plans (the fallback of SPEC §7)', () => {
  it("are the server's seeded plans, in the same order", () => {
    const seeded = [...DEFAULT_PRICING_PLANS]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((plan) => {
        const { sortOrder, ...served } = plan;
        expect(sortOrder).toBeGreaterThan(0);
        return served;
      });
    expect(BUILT_IN_PRICING_PLANS).toEqual(seeded);
  });

  it('match the response schema of GET /pricing/plans', () => {
    for (const plan of BUILT_IN_PRICING_PLANS) {
      expect(v.parse(PricingPlanSchema, plan)).toEqual(plan);
    }
  });

  it('are the three plans of SPEC §9', () => {
    expect(
      BUILT_IN_PRICING_PLANS.map(({ name, monthlyPrice, annualPrice, credits, mostPopular }) => ({
        name,
        monthlyPrice,
        annualPrice,
        credits,
        mostPopular,
      })),
    ).toEqual([
      { name: 'Agent', monthlyPrice: 29.99, annualPrice: null, credits: 2, mostPopular: true },
      { name: 'Office', monthlyPrice: 49.99, annualPrice: null, credits: 5, mostPopular: false },
      { name: 'Hotel', monthlyPrice: null, annualPrice: 199, credits: 15, mostPopular: false },
    ]);
    const [agent, office, hotel] = BUILT_IN_PRICING_PLANS;
    expect(agent?.rolloverMonths).toBe(3);
    expect([office?.maxAgents, office?.rolloverMonths]).toEqual([10, 1]);
    expect(hotel?.creditPeriod).toBe('year');
  });
});
