import type { PricingPlan } from './business';

/**
 * The built-in plans of SPEC §9, shown when GET /pricing/plans fails (SPEC §7). The same values
 * as the server's seed (server/db/seed.ts); a test keeps the two equal.
 */
export const BUILT_IN_PRICING_PLANS: readonly PricingPlan[] = [
  {
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
  },
  {
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
  },
  {
    id: 'hotel',
    name: 'Hotel',
    monthlyPrice: null,
    annualPrice: 199,
    currency: 'USD',
    credits: 15,
    creditPeriod: 'year',
    rolloverMonths: 0,
    maxAgents: null,
    mostPopular: false,
    isActive: true,
  },
];
