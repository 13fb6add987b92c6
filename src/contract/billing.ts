/**
 * Billing (SPEC §9, issue 8): plans and subscriptions, one-off credit packs, checkout, the credit
 * ledger as the app reads it, and Office teams. Every request and response of /billing/* and of
 * GET /credits/overview, shared by the app and the server (server/billing/routes.ts documents the
 * routes; GET /credits keeps src/contract/credits.ts).
 *
 * Money is in integer cents of `currency` (USD). Times are ISO 8601 strings in UTC.
 */
import * as v from 'valibot';
import { EmailSchema } from './auth';
import type { PricingPlan } from './business';
import * as paging from './paging';
import { toCents, yearlyPriceOf } from './pricing-math';

export const PLAN_IDS = ['agent', 'office', 'hotel'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** How often a subscription is paid for. Hotel is sold per year only. */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriodUnit = (typeof BILLING_PERIODS)[number];

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const BILLING_CURRENCY = 'USD';

/** One-off credit packs (top-ups): credits that never expire, for subscribers. */
export const CREDIT_PACKS = [
  { id: 'pack-1', credits: 1, priceCents: 1900 },
  { id: 'pack-5', credits: 5, priceCents: 8500 },
  { id: 'pack-10', credits: 10, priceCents: 15000 },
] as const;
export type CreditPackId = (typeof CREDIT_PACKS)[number]['id'];
export const CREDIT_PACK_IDS = CREDIT_PACKS.map((pack) => pack.id) as [
  CreditPackId,
  ...CreditPackId[],
];

export function findCreditPack(id: string): (typeof CREDIT_PACKS)[number] | undefined {
  return CREDIT_PACKS.find((pack) => pack.id === id);
}

/**
 * What a plan costs per billing period, in cents; null where the plan is not sold that way
 * (Hotel per month). Yearly billing of a monthly plan is monthly x 12 x 0.85, rounded to cents.
 */
export function planPriceCents(
  plan: Pick<PricingPlan, 'monthlyPrice' | 'annualPrice'>,
  period: BillingPeriodUnit,
): number | null {
  if (period === 'month') return plan.monthlyPrice === null ? null : toCents(plan.monthlyPrice);
  const yearly = yearlyPriceOf(plan);
  return yearly === null ? null : toCents(yearly);
}

// --- Messages (the server's error messages that the app may recognise) -----------------------

export const ALREADY_SUBSCRIBED_MESSAGE =
  'You already have an active plan. Change your plan instead of subscribing again.';
export const NO_SUBSCRIPTION_MESSAGE = 'You have no active plan. Subscribe to a plan first.';
export const PLAN_NOT_SOLD_MESSAGE = 'This plan is not sold with that billing period';
export const PLAN_UNAVAILABLE_MESSAGE = 'This plan is not available';
export const PACK_NEEDS_SUBSCRIPTION_MESSAGE =
  'Credit packs are for subscribers. Subscribe to a plan first.';
export const SAME_PLAN_MESSAGE = 'You are already on this plan and billing period';
export const YEARLY_UPGRADE_MESSAGE =
  'A yearly plan is upgraded to a yearly plan: choose yearly billing for the new plan';
export const PLAN_ENDED_MESSAGE = 'Your plan has ended. Subscribe again to resume it.';
export const TEAM_MEMBER_BILLING_MESSAGE =
  "You use your Office team's credits. Leave the team to buy a plan or credits of your own.";
export const TEAM_NOT_EMPTY_MESSAGE =
  'Remove the agents of your team and cancel its pending invitations before leaving the Office plan';
export const NOT_TEAM_OWNER_MESSAGE = 'Only the owner of an active Office plan manages a team';
export const TEAM_FULL_MESSAGE = 'Your team is full: remove an agent or cancel an invitation first';
export const INVITE_SELF_MESSAGE = 'You cannot invite yourself to your own team';
export const ALREADY_MEMBER_MESSAGE = 'This person is already an agent of your team';
export const INVITATION_NOT_FOUND_MESSAGE = 'This invitation does not exist or has been withdrawn';
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation has expired. Ask the team owner for a new one.';
export const INVITATION_USED_MESSAGE = 'This invitation has already been accepted';
export const INVITATION_OTHER_EMAIL_MESSAGE =
  'This invitation was sent to another e-mail address. Sign in with the address it was sent to.';
export const INVITATION_HAS_PLAN_MESSAGE =
  'You have an active plan of your own. Cancel it and let it end before joining a team.';
export const INVITATION_IN_TEAM_MESSAGE =
  'You are already an agent of a team. Leave it before joining another one.';
export const INVITATION_TEAM_ENDED_MESSAGE = "The team's Office plan is no longer active";
export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not an agent of your team';
export const NOT_IN_TEAM_MESSAGE = 'You are not an agent of a team';
export const CHECKOUT_NOT_FOUND_MESSAGE = 'Checkout not found';
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider could not be reached. Nothing was charged; try again in a moment.';
/** A public link to a tour whose owner's plan has lapsed (404, data.reason 'paused'). */
export const TOUR_PAUSED_MESSAGE =
  "This tour is paused because its owner's plan has ended. It will be back when the plan is renewed.";

// --- Requests ---------------------------------------------------------------------------------

const planIdSchema = v.picklist(PLAN_IDS, 'Choose a plan: agent, office or hotel');
const billingPeriodSchema = v.picklist(BILLING_PERIODS, 'The billing period must be month or year');

/** POST /billing/checkout: a plan and its billing period, or a credit pack. */
export const CheckoutRequestSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('subscription'),
      planId: planIdSchema,
      billingPeriod: billingPeriodSchema,
    }),
    v.object({
      kind: v.literal('pack'),
      packId: v.picklist(CREDIT_PACK_IDS, 'Choose a credit pack: pack-1, pack-5 or pack-10'),
    }),
  ],
  'Send the checkout as an object whose kind is subscription or pack',
);
export type CheckoutRequest = v.InferInput<typeof CheckoutRequestSchema>;

/** POST /billing/subscription/change */
export const ChangePlanRequestSchema = v.object(
  { planId: planIdSchema, billingPeriod: billingPeriodSchema },
  'Send the new plan as an object with a planId and a billingPeriod',
);
export type ChangePlanRequest = v.InferInput<typeof ChangePlanRequestSchema>;

/** POST /billing/team/invitations */
export const InviteRequestSchema = v.object(
  { email: EmailSchema },
  'Send the invitation as an object with an email',
);
export type InviteRequest = v.InferInput<typeof InviteRequestSchema>;

/** GET /credits/overview query: ?limit=1..100 (20) and ?cursor= from a page's nextCursor. */
export const CreditsQuerySchema = v.object({
  limit: paging.limitParam(20),
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, paging.CURSOR_MESSAGE))),
});

// --- Responses --------------------------------------------------------------------------------

const isoTime = v.string();

/** GET /billing/catalog: what can be bought, with prices in cents. */
export const CatalogPlanSchema = v.object({
  id: v.picklist(PLAN_IDS),
  name: v.string(),
  /** Credits granted per credit period (a month, or a year for Hotel). */
  credits: v.number(),
  creditPeriod: v.picklist(BILLING_PERIODS),
  /** Months that unused credits stay usable after their own credit period. */
  rolloverMonths: v.number(),
  /** Agents an owner may add to the team (Office), or null. */
  maxAgents: v.nullable(v.number()),
  mostPopular: v.boolean(),
  /** Cents per billing period; null where the plan is not sold that way. */
  prices: v.object({ month: v.nullable(v.number()), year: v.nullable(v.number()) }),
});
export type CatalogPlan = v.InferOutput<typeof CatalogPlanSchema>;

export const CreditPackSchema = v.object({
  id: v.picklist(CREDIT_PACK_IDS),
  credits: v.number(),
  priceCents: v.number(),
});

export const BillingCatalogSchema = v.object({
  provider: v.picklist(PAYMENT_PROVIDERS),
  /** True for the built-in test provider: nothing is charged; the UI says so. */
  testMode: v.boolean(),
  currency: v.string(),
  plans: v.array(CatalogPlanSchema),
  packs: v.array(CreditPackSchema),
});
export type BillingCatalog = v.InferOutput<typeof BillingCatalogSchema>;

export const SubscriptionViewSchema = v.object({
  planId: v.picklist(PLAN_IDS),
  planName: v.string(),
  billingPeriod: v.picklist(BILLING_PERIODS),
  /** active: paid up (possibly ending at the period end); lapsed: ended, tours paused. */
  status: v.picklist(['active', 'lapsed']),
  cancelAtPeriodEnd: v.boolean(),
  currentPeriodStart: isoTime,
  currentPeriodEnd: isoTime,
  priceCents: v.number(),
  currency: v.string(),
  /** The next credit grant while active and due within the paid period, else null. */
  nextGrant: v.nullable(v.object({ at: isoTime, credits: v.number() })),
  /** A downgrade or billing-period change waiting for the period end. */
  pendingChange: v.nullable(
    v.object({
      planId: v.picklist(PLAN_IDS),
      billingPeriod: v.picklist(BILLING_PERIODS),
      effectiveAt: isoTime,
    }),
  ),
  lapsedAt: v.nullable(isoTime),
  provider: v.picklist(PAYMENT_PROVIDERS),
});
export type SubscriptionView = v.InferOutput<typeof SubscriptionViewSchema>;

/**
 * GET /billing/subscription (and the answer of every call that changes it): the signed-in
 * user's plan, or, for an agent of an Office team, the team's plan (`role: 'member'`).
 */
export const BillingStatusSchema = v.object({
  provider: v.picklist(PAYMENT_PROVIDERS),
  testMode: v.boolean(),
  /** owner: has (or had) a plan of their own; member: an agent of a team; none: neither. */
  role: v.picklist(['owner', 'member', 'none']),
  subscription: v.nullable(SubscriptionViewSchema),
  /** For a member: whose team. */
  team: v.nullable(v.object({ ownerId: v.string(), ownerName: v.string() })),
  /** The user's published tours are hidden from the public because a plan lapsed. */
  toursPaused: v.boolean(),
  /** Credits available to the user now: their own, or the team's for a member. */
  balance: v.number(),
});
export type BillingStatus = v.InferOutput<typeof BillingStatusSchema>;

export const CHECKOUT_STATUSES = ['pending', 'completed', 'expired', 'failed'] as const;

export const CheckoutViewSchema = v.object({
  id: v.string(),
  kind: v.picklist(['subscription', 'pack']),
  status: v.picklist(CHECKOUT_STATUSES),
  planId: v.nullable(v.picklist(PLAN_IDS)),
  billingPeriod: v.nullable(v.picklist(BILLING_PERIODS)),
  packId: v.nullable(v.picklist(CREDIT_PACK_IDS)),
  /** Credits of a pack; null for a plan. */
  credits: v.nullable(v.number()),
  amountCents: v.number(),
  currency: v.string(),
  provider: v.picklist(PAYMENT_PROVIDERS),
  testMode: v.boolean(),
  createdAt: isoTime,
  completedAt: v.nullable(isoTime),
});
export type CheckoutView = v.InferOutput<typeof CheckoutViewSchema>;

/**
 * POST /billing/checkout (201). The test provider completes at once (`checkout.status`
 * 'completed', `checkoutUrl` null); Stripe answers 'pending' with the Checkout page to open, and
 * GET /billing/checkout/:id tells when its webhook has completed it.
 */
export const CheckoutResponseSchema = v.object({
  checkout: CheckoutViewSchema,
  checkoutUrl: v.nullable(v.string()),
  status: BillingStatusSchema,
});
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

export const PLAN_CHANGE_KINDS = [
  /** A higher plan: at once, charged and granted pro rata (docs/decisions/0009-billing.md). */
  'upgrade',
  /** A lower plan: at the end of the paid period. */
  'downgrade',
  /** The same plan billed the other way: at the end of the paid period. */
  'billing-period',
  /** The current plan asked for again: the waiting change is cancelled. */
  'pending-cancelled',
] as const;

/** POST /billing/subscription/change */
export const ChangePlanResponseSchema = v.object({
  change: v.object({
    kind: v.picklist(PLAN_CHANGE_KINDS),
    effectiveAt: isoTime,
    /** Charged now (upgrades only); 0 otherwise. */
    chargedCents: v.number(),
    /** Granted now (upgrades only); 0 otherwise. */
    creditsGranted: v.number(),
    currency: v.string(),
  }),
  status: BillingStatusSchema,
});
export type ChangePlanResponse = v.InferOutput<typeof ChangePlanResponseSchema>;

export const LedgerEntryViewSchema = v.object({
  id: v.string(),
  kind: v.picklist(['grant', 'spend', 'refund', 'expiry', 'top_up', 'adjustment']),
  /** > 0 added, < 0 taken. */
  amount: v.number(),
  reason: v.string(),
  createdAt: isoTime,
  /** When the credits of a grant, top-up or refund expire; null: never, or not a grant. */
  expiresAt: v.nullable(isoTime),
  tourId: v.nullable(v.string()),
  /** Who did it (the agent who spent a team credit); null for the system. */
  actor: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type LedgerEntryView = v.InferOutput<typeof LedgerEntryViewSchema>;

/**
 * GET /credits/overview: balance, what expires when, and the ledger newest first, a page at a time.
 * (GET /credits itself stays { balance }: src/contract/credits.ts.)
 */
export const CreditsOverviewSchema = v.object({
  balance: v.number(),
  /** own: the user's ledger; team: the Office team's shared credits (an agent). */
  pool: v.picklist(['own', 'team']),
  /** Credits that will expire, grouped by time, earliest first. */
  expiring: v.array(v.object({ expiresAt: isoTime, credits: v.number() })),
  /** An agent sees the entries they made; an owner sees every entry of the pool. */
  entries: v.array(LedgerEntryViewSchema),
  nextCursor: paging.NextCursorSchema,
});
export type CreditsOverview = v.InferOutput<typeof CreditsOverviewSchema>;

export const TeamMemberViewSchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  joinedAt: isoTime,
  /** Credits of the team this agent has used (spends less refunds). */
  creditsSpent: v.number(),
});

export const TeamInvitationViewSchema = v.object({
  id: v.string(),
  email: v.string(),
  createdAt: isoTime,
  expiresAt: isoTime,
});
export type TeamInvitationView = v.InferOutput<typeof TeamInvitationViewSchema>;

/** GET /billing/team (the owner of an Office plan) */
export const TeamViewSchema = v.object({
  /** Agents the plan allows besides the owner. */
  maxAgents: v.number(),
  /** Agents plus pending invitations. */
  seatsUsed: v.number(),
  ownerCreditsSpent: v.number(),
  members: v.array(TeamMemberViewSchema),
  invitations: v.array(TeamInvitationViewSchema),
});
export type TeamView = v.InferOutput<typeof TeamViewSchema>;

/** GET /billing/team/invitations/:token: what the invitee is asked to accept. */
export const InvitationPreviewSchema = v.object({
  email: v.string(),
  ownerName: v.string(),
  expiresAt: isoTime,
  status: v.picklist(['pending', 'accepted', 'revoked', 'expired']),
  /** The signed-in account has the invited address (only then may it accept). */
  matchesAccount: v.boolean(),
});
export type InvitationPreview = v.InferOutput<typeof InvitationPreviewSchema>;

/** Where the invitation e-mail's link leads: the app's credits page with the token. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/dashboard/credits?invite=${encodeURIComponent(token)}`;
}
