import { assertEvent, assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import type {
  BillingCatalog,
  BillingPeriodUnit,
  BillingStatus,
  CatalogPlan,
  ChangePlanResponse,
  CheckoutView,
  CreditPackId,
  PLAN_CHANGE_KINDS,
  PlanId,
  SubscriptionView,
} from '../contract/billing';

/** What the buyer asks for on /dashboard/top-up. */
export type CheckoutChoice =
  /** A plan, for someone without an active one (POST /billing/checkout). */
  | { kind: 'subscribe'; planId: PlanId; billingPeriod: BillingPeriodUnit }
  /** Another plan or billing period for an active plan (POST /billing/subscription/change). */
  | { kind: 'change'; planId: PlanId; billingPeriod: BillingPeriodUnit }
  /** A one-off credit pack, for subscribers. */
  | { kind: 'pack'; packId: CreditPackId }
  /** End the plan at the period end. */
  | { kind: 'cancel' }
  /** Undo a cancellation before the period ends. */
  | { kind: 'resume' };

/** A request in the page's address (?plan=&period=, ?intent=cancel|resume), e.g. from /dashboard/credits. */
export type CheckoutIntent =
  | { kind: 'plan'; planId: PlanId; billingPeriod: BillingPeriodUnit }
  | { kind: 'cancel' }
  | { kind: 'resume' };

/** The buyer is back from the provider's page: ?checkout=<id>&result=success|cancelled. */
export interface CheckoutReturn {
  checkoutId: string;
  result: 'success' | 'cancelled';
}

export interface CheckoutInput {
  returned?: CheckoutReturn | null;
  intent?: CheckoutIntent | null;
}

/** The checkout the buyer came back from, and how the provider's page sent them back. */
export interface ReturnedCheckout {
  checkout: CheckoutView;
  result: CheckoutReturn['result'];
}

/**
 * What loadBilling reads: the catalog, the plan, the checkout the buyer came back from (null when
 * there is none, or it is unknown), and the intent of the address, passed through.
 */
export interface LoadedBilling {
  catalog: BillingCatalog;
  status: BillingStatus;
  returned: ReturnedCheckout | null;
  intent: CheckoutIntent | null;
}

export interface LoadBillingInput {
  returned: CheckoutReturn | null;
  intent: CheckoutIntent | null;
}

/** What `pay` resolves to, by the kind of choice. */
export type PaymentResult =
  | { kind: 'checkout'; checkout: CheckoutView; checkoutUrl: string | null; status: BillingStatus }
  | { kind: 'change'; change: ChangePlanResponse['change']; status: BillingStatus }
  | { kind: 'status'; status: BillingStatus };

/** What fetchCheckout reads while the provider confirms a payment. */
export interface CheckoutProgress {
  checkout: CheckoutView;
  status: BillingStatus;
}

export interface CheckoutContext {
  /** The address's return from the provider and intent: read by the first load only. */
  returned: CheckoutReturn | null;
  intent: CheckoutIntent | null;
  /** What the last load read, for routing to where it leads. */
  loaded: LoadedBilling | null;
  catalog: BillingCatalog | null;
  status: BillingStatus | null;
  /** The Monthly/Yearly toggle of the plan cards. */
  period: BillingPeriodUnit;
  choice: CheckoutChoice | null;
  /** The last payment or change, for the done panel. */
  outcome: PaymentResult | null;
  /** A checkout paid on the provider's page, until it is settled. */
  checkoutId: string | null;
  checkoutUrl: string | null;
  notice: 'paymentCancelled' | null;
  /** Why the last request failed, as the server or the request reported it. */
  error: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.periodChanged'; period: BillingPeriodUnit }
  | { type: 'checkout.choose'; choice: CheckoutChoice }
  | { type: 'checkout.confirm' }
  | { type: 'checkout.back' }
  | { type: 'checkout.retry' }
  | { type: 'checkout.restart' };

/** The message of a checkout the provider reports as failed or expired. */
export const PAYMENT_NOT_COMPLETED = 'The payment was not completed. Nothing was charged.';

export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

// --- The rules the screen and the guards share ------------------------------------------------

const activeSubscription = (status: BillingStatus | null): SubscriptionView | null =>
  status?.subscription?.status === 'active' ? status.subscription : null;

/** Credits a month: Hotel (15 a year) < Agent (2) < Office (5), as the server orders plans. */
const planRank = (plan: CatalogPlan) => plan.credits / (plan.creditPeriod === 'year' ? 12 : 1);

const planOf = (catalog: BillingCatalog | null, id: PlanId) =>
  catalog?.plans.find((plan) => plan.id === id);

/** What a change to `planId`/`billingPeriod` is, by docs/decisions/0009-billing.md. */
export function planChangeKind(
  subscription: SubscriptionView,
  catalog: BillingCatalog | null,
  planId: PlanId,
  billingPeriod: BillingPeriodUnit,
): PlanChangeKind {
  if (planId === subscription.planId) {
    return billingPeriod === subscription.billingPeriod ? 'pending-cancelled' : 'billing-period';
  }
  const from = planOf(catalog, subscription.planId);
  const to = planOf(catalog, planId);
  return from && to && planRank(to) > planRank(from) ? 'upgrade' : 'downgrade';
}

function planChangeAllowed(
  subscription: SubscriptionView,
  catalog: BillingCatalog | null,
  planId: PlanId,
  billingPeriod: BillingPeriodUnit,
): boolean {
  if (subscription.cancelAtPeriodEnd) return false;
  const kind = planChangeKind(subscription, catalog, planId, billingPeriod);
  const pending = subscription.pendingChange;
  if (kind === 'pending-cancelled') return pending !== null;
  if (pending?.planId === planId && pending.billingPeriod === billingPeriod) return false;
  // A yearly plan is upgraded to yearly billing only.
  return !(
    kind === 'upgrade' &&
    subscription.billingPeriod === 'year' &&
    billingPeriod === 'month'
  );
}

const isSold = (catalog: BillingCatalog | null, planId: PlanId, period: BillingPeriodUnit) =>
  (planOf(catalog, planId)?.prices[period] ?? null) !== null;

/**
 * Whether the buyer may ask for `choice` now: an agent of a team buys nothing; a plan is
 * subscribed to without an active one and changed with one (not while it is ending); packs,
 * cancel and resume need an active plan.
 */
export function choiceAllowed(
  choice: CheckoutChoice,
  status: BillingStatus | null,
  catalog: BillingCatalog | null,
): boolean {
  if (status === null || status.role === 'member') return false;
  const active = activeSubscription(status);
  switch (choice.kind) {
    case 'subscribe':
      return active === null && isSold(catalog, choice.planId, choice.billingPeriod);
    case 'change':
      return (
        active !== null &&
        isSold(catalog, choice.planId, choice.billingPeriod) &&
        planChangeAllowed(active, catalog, choice.planId, choice.billingPeriod)
      );
    case 'pack':
      return active !== null && catalog?.packs.some((pack) => pack.id === choice.packId) === true;
    case 'cancel':
      return active !== null && !active.cancelAtPeriodEnd;
    case 'resume':
      return active !== null && active.cancelAtPeriodEnd;
  }
}

/** The choice an address's intent stands for, once the plan is known. */
export function choiceOfIntent(
  intent: CheckoutIntent | null,
  status: BillingStatus | null,
): CheckoutChoice | null {
  if (intent === null) return null;
  if (intent.kind !== 'plan') return { kind: intent.kind };
  const kind = activeSubscription(status) === null ? 'subscribe' : 'change';
  return { kind, planId: intent.planId, billingPeriod: intent.billingPeriod };
}

/** The toggle starts at the plan's own billing period. */
const periodOf = (status: BillingStatus | null, current: BillingPeriodUnit): BillingPeriodUnit =>
  status?.subscription?.billingPeriod ?? current;

/** The checkout the buyer came back from, as the last load read it. */
const returnedOf = (context: CheckoutContext): ReturnedCheckout | null =>
  context.loaded?.returned ?? null;

function returnedOutcome(loaded: LoadedBilling | null): PaymentResult | null {
  if (loaded?.returned == null) return null;
  const { returned, status } = loaded;
  return { kind: 'checkout', checkout: returned.checkout, checkoutUrl: null, status };
}

/** What a checkout bought, to pay for it again. */
function choiceOfCheckout(returned: ReturnedCheckout | null): CheckoutChoice | null {
  const checkout = returned?.checkout ?? null;
  if (checkout?.kind === 'pack' && checkout.packId !== null) {
    return { kind: 'pack', packId: checkout.packId };
  }
  if (checkout?.planId && checkout.billingPeriod) {
    return { kind: 'subscribe', planId: checkout.planId, billingPeriod: checkout.billingPeriod };
  }
  return null;
}

const isUnpaid = (checkout: CheckoutView | null | undefined) =>
  checkout?.status === 'failed' || checkout?.status === 'expired';

/**
 * /dashboard/top-up (issue 8): the catalog and the user's plan are read; the buyer chooses a plan
 * (Monthly/Yearly where sold), a credit pack, a plan change, cancel or resume; confirms what will
 * be charged and what changes; then it is paid. The test provider completes at once; Stripe's
 * page is opened, and on the way back (?checkout=<id>&result=) the checkout is polled until
 * its webhook has settled it. Done shows the credits granted and the balance; failed, the
 * server's message and a retry.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadBilling: providedPromise<LoadedBilling, LoadBillingInput>('loadBilling'),
    pay: providedPromise<PaymentResult, CheckoutChoice>('pay'),
    fetchCheckout: providedPromise<CheckoutProgress, { checkoutId: string }>('fetchCheckout'),
  },
  actions: {
    /** Credits or the plan changed: every screen that shows them reads them again. */
    announceBillingChange: () => {},
    /** Leaves the app for the provider's checkout page. */
    openCheckoutPage: (_, _params: { url: string }) => {},
    /** The catalog and the plan as read; the address's return and intent are used up. */
    keepLoaded: assign((_, params: { loaded: LoadedBilling }) => ({
      loaded: params.loaded,
      catalog: params.loaded.catalog,
      status: params.loaded.status,
      returned: null,
      intent: null,
    })),
    showReturnedPaid: assign(({ context }) => ({
      choice: choiceOfCheckout(returnedOf(context)),
      outcome: returnedOutcome(context.loaded),
    })),
    showReturnedUnpaid: assign(({ context }) => ({
      choice: choiceOfCheckout(returnedOf(context)),
      error: PAYMENT_NOT_COMPLETED,
    })),
    awaitReturnedCheckout: assign(({ context }) => ({
      choice: choiceOfCheckout(returnedOf(context)),
      checkoutId: returnedOf(context)?.checkout.id ?? null,
    })),
    showReturnedCancelled: assign(({ context }) => ({
      period: periodOf(context.status, context.period),
      notice: 'paymentCancelled' as const,
    })),
    confirmIntent: assign(({ context }) => ({
      period: periodOf(context.status, context.period),
      choice: choiceOfIntent(context.loaded?.intent ?? null, context.status),
    })),
    showPlans: assign(({ context }) => ({ period: periodOf(context.status, context.period) })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    storePeriod: assign(({ event }) => {
      assertEvent(event, 'checkout.periodChanged');
      return { period: event.period };
    }),
    storeChoice: assign(({ event }) => {
      assertEvent(event, 'checkout.choose');
      return { choice: event.choice, notice: null, error: null };
    }),
    forgetChoice: assign({ choice: null }),
    forgetChoiceAndError: assign({ choice: null, error: null }),
    storeProviderCheckout: assign((_, params: { result: PaymentResult }) => ({
      checkoutId: params.result.kind === 'checkout' ? params.result.checkout.id : null,
      checkoutUrl: params.result.kind === 'checkout' ? params.result.checkoutUrl : null,
    })),
    showPaymentResult: assign((_, params: { result: PaymentResult }) => ({
      outcome: params.result,
      status: params.result.status,
    })),
    forgetCheckout: assign({ checkoutId: null, choice: null }),
    forgetCheckoutAndError: assign({ checkoutId: null, choice: null, error: null }),
    showCheckoutPaid: assign((_, params: { progress: CheckoutProgress }) => ({
      status: params.progress.status,
      outcome: {
        kind: 'checkout' as const,
        checkout: params.progress.checkout,
        checkoutUrl: null,
        status: params.progress.status,
      },
      checkoutId: null,
    })),
    showCheckoutUnpaid: assign((_, params: { progress: CheckoutProgress }) => ({
      status: params.progress.status,
      error: PAYMENT_NOT_COMPLETED,
      checkoutId: null,
    })),
    startAgain: assign({ choice: null, outcome: null, notice: null }),
  },
  guards: {
    returnedPaid: ({ context }) => returnedOf(context)?.checkout.status === 'completed',
    returnedUnpaid: ({ context }) => isUnpaid(returnedOf(context)?.checkout),
    returnedPending: ({ context }) =>
      returnedOf(context)?.result === 'success' &&
      returnedOf(context)?.checkout.status === 'pending',
    returnedCancelled: ({ context }) => returnedOf(context)?.result === 'cancelled',
    hasAllowedIntent: ({ context }) => {
      const choice = choiceOfIntent(context.loaded?.intent ?? null, context.status);
      return choice !== null && choiceAllowed(choice, context.status, context.catalog);
    },
    isAllowed: ({ context }, params: { choice: CheckoutChoice }) =>
      choiceAllowed(params.choice, context.status, context.catalog),
    hasChoice: ({ context }) => context.choice !== null,
    opensProviderPage: (_, params: { result: PaymentResult }) =>
      params.result.kind === 'checkout' &&
      params.result.checkout.status === 'pending' &&
      params.result.checkoutUrl !== null,
    isPaid: (_, params: { checkout: CheckoutView }) => params.checkout.status === 'completed',
    isUnpaid: (_, params: { checkout: CheckoutView }) => isUnpaid(params.checkout),
  },
  delays: {
    checkoutPoll: 2000,
  },
}).createMachine({
  id: 'checkout',
  description:
    'Buying on /dashboard/top-up: choosing a plan, a credit pack, a plan change, cancel or resume; confirming it; paying (at once with the test provider, or on Stripe’s page and polled on the way back); then done or failed.',
  context: ({ input }) => ({
    returned: input.returned ?? null,
    intent: input.intent ?? null,
    loaded: null,
    catalog: null,
    status: null,
    period: 'month',
    choice: null,
    outcome: null,
    checkoutId: null,
    checkoutUrl: null,
    notice: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reads the catalog (GET /billing/catalog), the plan (GET /billing/subscription) and, back from the provider’s page, the checkout (GET /billing/checkout/:id).',
      tags: ['busy'],
      invoke: {
        id: 'loadBilling',
        src: 'loadBilling',
        input: ({ context }) => ({ returned: context.returned, intent: context.intent }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routing: {
      description:
        'Goes where the load leads: back from the provider’s page, to the checkout’s outcome; else to what the address asks for, when it is allowed; else to the plans.',
      always: [
        {
          guard: 'returnedPaid',
          target: 'done',
          actions: ['showReturnedPaid', 'announceBillingChange'],
        },
        { guard: 'returnedUnpaid', target: 'failed', actions: 'showReturnedUnpaid' },
        { guard: 'returnedPending', target: 'awaitingPayment', actions: 'awaitReturnedCheckout' },
        { guard: 'returnedCancelled', target: 'choosing', actions: 'showReturnedCancelled' },
        { guard: 'hasAllowedIntent', target: 'confirming', actions: 'confirmIntent' },
        { target: 'choosing', actions: 'showPlans' },
      ],
    },
    loadFailed: {
      description: 'The plans or the current plan could not be read; the message and Retry show.',
      on: {
        'checkout.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    choosing: {
      description:
        'The plans (Agent, Office, Hotel) with Monthly/Yearly where sold and the current plan marked, the credit packs (for subscribers), and cancel or resume of the current plan. Test mode is labelled.',
      on: {
        'checkout.periodChanged': {
          actions: 'storePeriod',
        },
        'checkout.choose': {
          guard: { type: 'isAllowed', params: ({ event }) => ({ choice: event.choice }) },
          target: 'confirming',
          actions: 'storeChoice',
        },
      },
    },
    confirming: {
      description:
        'What will be charged and what changes: the price, the credits, and for a plan change the proration rule (an upgrade at once, a downgrade or billing-period change from the period end).',
      on: {
        'checkout.confirm': { target: 'paying' },
        'checkout.back': { target: 'choosing', actions: 'forgetChoice' },
      },
    },
    paying: {
      description:
        'The request is on its way: POST /billing/checkout, /billing/subscription/change, /cancel or /resume.',
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => choiceOrThrow(context.choice),
        onDone: [
          {
            guard: {
              type: 'opensProviderPage',
              params: ({ event }) => ({ result: event.output }),
            },
            target: 'redirecting',
            actions: {
              type: 'storeProviderCheckout',
              params: ({ event }) => ({ result: event.output }),
            },
          },
          {
            target: 'done',
            actions: [
              { type: 'showPaymentResult', params: ({ event }) => ({ result: event.output }) },
              'announceBillingChange',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    redirecting: {
      description:
        'The provider’s checkout page (Stripe) opens; the buyer comes back to /dashboard/top-up?checkout=<id>&result=success|cancelled.',
      entry: {
        type: 'openCheckoutPage',
        params: ({ context }) => ({ url: context.checkoutUrl ?? '' }),
      },
    },
    awaitingPayment: {
      description:
        'Back from the provider’s page: the checkout is read every few seconds until its webhook has completed it, or reports it failed or expired.',
      initial: 'checking',
      on: {
        'checkout.back': {
          target: 'loading',
          actions: 'forgetCheckout',
        },
      },
      states: {
        checking: {
          description: 'GET /billing/checkout/:id and the plan with the balance.',
          invoke: {
            id: 'fetchCheckout',
            src: 'fetchCheckout',
            input: ({ context }) => ({ checkoutId: context.checkoutId ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'isPaid',
                  params: ({ event }) => ({ checkout: event.output.checkout }),
                },
                target: '#checkout.done',
                actions: [
                  {
                    type: 'showCheckoutPaid',
                    params: ({ event }) => ({ progress: event.output }),
                  },
                  'announceBillingChange',
                ],
              },
              {
                guard: {
                  type: 'isUnpaid',
                  params: ({ event }) => ({ checkout: event.output.checkout }),
                },
                target: '#checkout.failed',
                actions: {
                  type: 'showCheckoutUnpaid',
                  params: ({ event }) => ({ progress: event.output }),
                },
              },
              { target: 'waiting' },
            ],
            onError: {
              target: '#checkout.confirmationLost',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {
          description: 'Still pending: the next read is due in a moment.',
          after: { checkoutPoll: { target: 'checking' } },
        },
      },
    },
    confirmationLost: {
      description:
        'The checkout could not be read (the connection dropped); the payment may still be confirmed. Check again reads it again.',
      on: {
        'checkout.retry': { target: 'awaitingPayment', actions: 'clearError' },
        'checkout.back': {
          target: 'loading',
          actions: 'forgetCheckoutAndError',
        },
      },
    },
    done: {
      description:
        'Paid or changed: what was bought, the credits granted and the new balance, or the plan change with what was charged and from when.',
      on: {
        'checkout.restart': {
          target: 'loading',
          actions: 'startAgain',
        },
      },
    },
    failed: {
      description:
        'The payment or change failed: the server’s message shows, with Try again (the same choice) and Back to plans.',
      on: {
        'checkout.retry': {
          guard: 'hasChoice',
          target: 'paying',
          actions: 'clearError',
        },
        'checkout.back': {
          target: 'loading',
          actions: 'forgetChoiceAndError',
        },
      },
    },
  },
});

function choiceOrThrow(choice: CheckoutChoice | null): CheckoutChoice {
  if (choice === null) throw new Error('Paying needs a choice');
  return choice;
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}
