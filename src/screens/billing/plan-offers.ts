/**
 * What each plan card and credit pack offers the buyer on /dashboard/top-up: the choice its
 * button sends (checked with the machine's own choiceAllowed), its label, and why it is not
 * available when it is not.
 */
import type {
  BillingCatalog,
  BillingPeriodUnit,
  BillingStatus,
  CatalogPlan,
  PlanId,
  SubscriptionView,
} from '../../contract/billing';
import {
  choiceAllowed,
  planChangeKind,
  type CheckoutChoice,
} from '../../machines/checkout.machine';

export interface PlanOffer {
  /** The billing period the card shows: the toggle's, or yearly for a plan sold per year only. */
  period: BillingPeriodUnit;
  priceCents: number;
  /** Yearly billing of a monthly plan: twelve monthly payments (struck out), and the saving. */
  undiscountedCents: number | null;
  savingPercent: number | null;
  monthlyEquivalentCents: number | null;
  isCurrent: boolean;
  /** What the button sends; null when the card has no button (the current plan, an agent). */
  choice: CheckoutChoice | null;
  /** Catalogue key of the button's label (values: plan). */
  actionKey: string | null;
  /** Catalogue key of why the button is disabled. */
  unavailableKey: string | null;
}

const activeOf = (status: BillingStatus) =>
  status.subscription?.status === 'active' ? status.subscription : null;

function priceOf(plan: CatalogPlan, wanted: BillingPeriodUnit) {
  const period: BillingPeriodUnit = plan.prices[wanted] === null ? 'year' : wanted;
  const priceCents = plan.prices[period] ?? 0;
  const monthly = plan.prices.month;
  if (period === 'month' || monthly === null) {
    return {
      period,
      priceCents,
      undiscountedCents: null,
      savingPercent: null,
      monthlyEquivalentCents: null,
    };
  }
  const undiscountedCents = monthly * 12;
  const saving = Math.round((1 - priceCents / undiscountedCents) * 100);
  return {
    period,
    priceCents,
    undiscountedCents,
    savingPercent: saving > 0 ? saving : null,
    monthlyEquivalentCents: Math.round(priceCents / 12),
  };
}

const CHANGE_ACTION_KEYS = {
  upgrade: 'billing.offers.upgrade',
  downgrade: 'billing.offers.switch',
  'pending-cancelled': 'billing.offers.keep',
} as const;

function unavailableKeyOf(
  active: SubscriptionView,
  choice: { planId: PlanId; billingPeriod: BillingPeriodUnit },
): string {
  const pending = active.pendingChange;
  if (active.cancelAtPeriodEnd) return 'billing.offers.resumeFirst';
  if (pending?.planId === choice.planId && pending.billingPeriod === choice.billingPeriod) {
    return 'billing.offers.scheduled';
  }
  return 'billing.offers.yearlyUpgrade';
}

function changeAction(
  active: SubscriptionView,
  status: BillingStatus,
  catalog: BillingCatalog,
  plan: CatalogPlan,
  period: BillingPeriodUnit,
): Pick<PlanOffer, 'choice' | 'actionKey' | 'unavailableKey'> {
  const kind = planChangeKind(active, catalog, plan.id, period);
  const choice: CheckoutChoice = { kind: 'change', planId: plan.id, billingPeriod: period };
  const allowed = choiceAllowed(choice, status, catalog);
  // The current plan has a button only to drop a waiting change.
  if (kind === 'pending-cancelled' && !allowed) {
    return { choice: null, actionKey: null, unavailableKey: null };
  }
  const actionKey =
    kind === 'billing-period'
      ? `billing.offers.${period === 'year' ? 'switchYearly' : 'switchMonthly'}`
      : CHANGE_ACTION_KEYS[kind];
  return { choice, actionKey, unavailableKey: allowed ? null : unavailableKeyOf(active, choice) };
}

/** The offer of one plan card for the toggle's period. */
export function planOffer(
  plan: CatalogPlan,
  toggle: BillingPeriodUnit,
  status: BillingStatus,
  catalog: BillingCatalog,
): PlanOffer {
  const price = priceOf(plan, toggle);
  const active = activeOf(status);
  const isCurrent = active?.planId === plan.id && active.billingPeriod === price.period;
  const base = { ...price, isCurrent };
  if (status.role === 'member') {
    return { ...base, choice: null, actionKey: null, unavailableKey: null };
  }
  if (active === null) {
    return {
      ...base,
      choice: { kind: 'subscribe', planId: plan.id, billingPeriod: price.period },
      actionKey: 'billing.offers.subscribe',
      unavailableKey: null,
    };
  }
  return { ...base, ...changeAction(active, status, catalog, plan, price.period) };
}

/** Credit packs need an active plan of one's own. */
export function packsAvailable(status: BillingStatus): boolean {
  return status.role !== 'member' && activeOf(status) !== null;
}
