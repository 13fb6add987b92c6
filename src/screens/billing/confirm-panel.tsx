import type {
  BillingCatalog,
  BillingPeriodUnit,
  BillingStatus,
  CatalogPlan,
  PlanId,
  SubscriptionView,
} from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { planChangeKind, type CheckoutChoice } from '../../machines/checkout.machine';
import type { Translate } from '../forms/form-messages';
import { useBillingFormat, type BillingFormat } from './billing-format';
import type { CheckoutPanelProps } from './checkout-types';
import { PanelHeading } from './panel-heading';
import { planNameOf, planWithPeriod } from './plan-status';
import { TestModeNote } from './test-mode-note';
import { Button } from '../../ui/button';

/** What the confirming panel shows: a heading, what is bought, what changes, and its button. */
interface Summary {
  heading: string;
  facts: { term: string; detail: string }[];
  explanation: string[];
  confirm: string;
  /** Money is taken now: the test-mode note shows. */
  charges: boolean;
}

interface SummaryInput {
  t: Translate;
  format: BillingFormat;
  catalog: BillingCatalog;
  status: BillingStatus;
}

const planById = (catalog: BillingCatalog, id: PlanId): CatalogPlan | undefined =>
  catalog.plans.find((plan) => plan.id === id);

function priceOf(input: SummaryInput, plan: CatalogPlan | undefined, period: BillingPeriodUnit) {
  const cents = plan?.prices[period] ?? 0;
  const price = input.format.money(cents, input.catalog.currency);
  return input.t(period === 'year' ? 'billing.plan.pricePerYear' : 'billing.plan.pricePerMonth', {
    price,
  });
}

function creditsOf(t: Translate, plan: CatalogPlan | undefined): string {
  if (plan === undefined) return '';
  const key =
    plan.creditPeriod === 'year'
      ? 'billing.confirm.creditsYearly'
      : 'billing.confirm.creditsMonthly';
  return t(key, { credits: plan.credits });
}

function rolloverOf(t: Translate, plan: CatalogPlan | undefined): string[] {
  if (plan === undefined) return [];
  if (plan.rolloverMonths === 0) return [t('billing.confirm.noRollover')];
  return [t('billing.confirm.rollover', { months: plan.rolloverMonths })];
}

function subscribeSummary(
  input: SummaryInput,
  choice: { planId: PlanId; billingPeriod: BillingPeriodUnit },
): Summary {
  const { t, format, catalog } = input;
  const plan = planById(catalog, choice.planId);
  const amount = format.money(plan?.prices[choice.billingPeriod] ?? 0, catalog.currency);
  return {
    heading: t('billing.confirm.subscribeHeading'),
    facts: [
      {
        term: t('billing.confirm.plan'),
        detail: planWithPeriod(t, plan?.name ?? choice.planId, choice.billingPeriod),
      },
      { term: t('billing.confirm.chargedNow'), detail: amount },
      { term: t('billing.confirm.credits'), detail: creditsOf(t, plan) },
    ],
    explanation: [
      t(
        choice.billingPeriod === 'year'
          ? 'billing.confirm.renewsYearly'
          : 'billing.confirm.renewsMonthly',
        {
          price: amount,
        },
      ),
      ...rolloverOf(t, plan),
    ],
    confirm: t('billing.confirm.pay', { price: amount }),
    charges: true,
  };
}

function packSummary(input: SummaryInput, packId: string): Summary {
  const { t, format, catalog } = input;
  const pack = catalog.packs.find((candidate) => candidate.id === packId);
  const amount = format.money(pack?.priceCents ?? 0, catalog.currency);
  return {
    heading: t('billing.confirm.packHeading'),
    facts: [
      {
        term: t('billing.confirm.credits'),
        detail: t('billing.packs.credits', { credits: pack?.credits ?? 0 }),
      },
      { term: t('billing.confirm.chargedNow'), detail: amount },
    ],
    explanation: [t('billing.confirm.packNeverExpires')],
    confirm: t('billing.confirm.pay', { price: amount }),
    charges: true,
  };
}

function changeSummary(
  input: SummaryInput,
  active: SubscriptionView,
  choice: { planId: PlanId; billingPeriod: BillingPeriodUnit },
): Summary {
  const { t, format, catalog } = input;
  const kind = planChangeKind(active, catalog, choice.planId, choice.billingPeriod);
  const plan = planById(catalog, choice.planId);
  const target = planWithPeriod(t, plan?.name ?? choice.planId, choice.billingPeriod);
  const current = planWithPeriod(t, active.planName, active.billingPeriod);
  const date = format.date(active.currentPeriodEnd);
  const facts = [
    { term: t('billing.confirm.currentPlan'), detail: current },
    { term: t('billing.confirm.newPlan'), detail: target },
    { term: t('billing.confirm.price'), detail: priceOf(input, plan, choice.billingPeriod) },
  ];
  if (kind === 'upgrade') {
    return {
      heading: t('billing.confirm.upgradeHeading'),
      facts: [...facts, { term: t('billing.confirm.credits'), detail: creditsOf(t, plan) }],
      explanation: [
        t('billing.confirm.upgradeRule', { current: active.planName }),
        t('billing.confirm.upgradeAfter'),
      ],
      confirm: t('billing.confirm.upgrade'),
      charges: true,
    };
  }
  if (kind === 'pending-cancelled') {
    const pending = active.pendingChange;
    return {
      heading: t('billing.confirm.keepHeading'),
      facts: [{ term: t('billing.confirm.currentPlan'), detail: current }],
      explanation: [
        t('billing.confirm.keepRule', {
          plan: pending
            ? planWithPeriod(t, planNameOf(pending.planId, catalog.plans), pending.billingPeriod)
            : target,
          date,
        }),
      ],
      confirm: t('billing.confirm.keep'),
      charges: false,
    };
  }
  return {
    heading: t('billing.confirm.changeHeading'),
    facts: [...facts, { term: t('billing.confirm.from'), detail: date }],
    explanation: [t('billing.confirm.atPeriodEndRule', { date, current: active.planName })],
    confirm: t('billing.confirm.schedule'),
    charges: false,
  };
}

function cancelSummary(input: SummaryInput, active: SubscriptionView, cancel: boolean): Summary {
  const { t, format } = input;
  const date = format.date(active.currentPeriodEnd);
  const plan = planWithPeriod(t, active.planName, active.billingPeriod);
  const price = format.money(active.priceCents, active.currency);
  return {
    heading: t(cancel ? 'billing.confirm.cancelHeading' : 'billing.confirm.resumeHeading'),
    facts: [
      { term: t('billing.confirm.currentPlan'), detail: plan },
      { term: t(cancel ? 'billing.confirm.endsOn' : 'billing.confirm.renewsOn'), detail: date },
    ],
    explanation: cancel
      ? [t('billing.confirm.cancelRule', { date }), t('billing.confirm.cancelTours')]
      : [t('billing.confirm.resumeRule', { date, price })],
    confirm: t(cancel ? 'billing.confirm.cancel' : 'billing.confirm.resume'),
    charges: false,
  };
}

function summaryOf(input: SummaryInput, choice: CheckoutChoice): Summary | null {
  const active = input.status.subscription;
  switch (choice.kind) {
    case 'subscribe':
      return subscribeSummary(input, choice);
    case 'pack':
      return packSummary(input, choice.packId);
    case 'change':
      return active ? changeSummary(input, active, choice) : null;
    case 'cancel':
    case 'resume':
      return active ? cancelSummary(input, active, choice.kind === 'cancel') : null;
  }
}

/** Confirming (and paying, with the button busy): what will be charged and what changes. */
export function ConfirmPanel({ state, send }: CheckoutPanelProps) {
  const t = useTranslate();
  const format = useBillingFormat();
  const { catalog, status, choice } = state.context;
  const busy = state.matches('paying');
  if (catalog === null || status === null || choice === null) return null;
  const summary = summaryOf({ t, format, catalog, status }, choice);
  if (summary === null) return null;
  return (
    <div className="billing-panel">
      <PanelHeading>{summary.heading}</PanelHeading>
      <dl className="billing-facts">
        {summary.facts.map(({ term, detail }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      {summary.explanation.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {summary.charges && <TestModeNote testMode={catalog.testMode} />}
      <div className="billing-actions">
        <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'checkout.back' })}>
          {t('billing.back')}
        </Button>
        <Button
          variant="primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => send({ type: 'checkout.confirm' })}
        >
          {busy ? t('billing.confirm.busy') : summary.confirm}
        </Button>
      </div>
    </div>
  );
}
