import type { PricingPlan } from './business';

/**
 * The plans of SPEC §9: shown when GET /pricing/plans fails (SPEC §7), and the plans the server
 * seeds (server/db/seed.ts), in this order.
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
