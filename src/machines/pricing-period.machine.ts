import { assign, fromPromise, setup } from 'xstate';
import type { PricingPlan } from '../contract/business';
import { BUILT_IN_PRICING_PLANS } from '../contract/pricing-plans';

export interface PricingPeriodContext {
  /** The plans on the cards: the server's once loaded, the built-in ones when that failed. */
  plans: readonly PricingPlan[];
}

export type PricingPeriodEvent =
  { type: 'pricing.chooseMonthly' } | { type: 'pricing.chooseYearly' };

/**
 * The pricing section (SPEC §2, §7, §9), on the landing page and on /pricing. Two regions side
 * by side: the Monthly/Yearly toggle, and the plans from GET /pricing/plans, which fall back
 * to the built-in plans when the call fails. The visitor may switch periods while the plans
 * load.
 */
export const pricingPeriodMachine = setup({
  types: {
    context: {} as PricingPeriodContext,
    events: {} as PricingPeriodEvent,
  },
  actors: {
    loadPlans: fromPromise<readonly PricingPlan[]>(() =>
      Promise.reject(new Error('loadPlans is provided by the app')),
    ),
  },
  actions: {
    keepPlans: assign((_, params: { plans: readonly PricingPlan[] }) => ({ plans: params.plans })),
    useBuiltInPlans: assign({ plans: BUILT_IN_PRICING_PLANS }),
    logLoadFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'pricingPeriod',
  type: 'parallel',
  context: { plans: [] },
  states: {
    period: {
      description:
        'The billing period the cards show. Hotel is sold per year only and shows its yearly price in both.',
      initial: 'monthly',
      states: {
        monthly: {
          description: 'Monthly prices; the Monthly option is checked.',
          on: { 'pricing.chooseYearly': { target: 'yearly' } },
        },
        yearly: {
          description:
            'Yearly prices: monthly x 12 x 0.85 with Save 15%, the struck-out monthly x 12 and the monthly equivalent.',
          on: { 'pricing.chooseMonthly': { target: 'monthly' } },
        },
      },
    },
    plans: {
      description: 'The plans on the cards.',
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /pricing/plans is running; the cards are placeholders marked busy.',
          tags: ['plansLoading'],
          invoke: {
            id: 'loadPlans',
            src: 'loadPlans',
            onDone: {
              target: 'ready',
              actions: { type: 'keepPlans', params: ({ event }) => ({ plans: event.output }) },
            },
            onError: {
              target: 'fallback',
              actions: [
                'useBuiltInPlans',
                { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        ready: {
          description: "The server's plans are on the cards.",
        },
        fallback: {
          description:
            'The call failed: the built-in plans of SPEC §9 are on the cards, with no alarm shown; the failure is logged.',
        },
      },
    },
  },
});
