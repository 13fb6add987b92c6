import { Link } from 'react-router-dom';
import type { BillingCatalog, BillingStatus } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import type { CheckoutChoice, PaymentResult } from '../../machines/checkout.machine';
import { LoadingStatus } from '../../ui/spinner';
import type { Translate } from '../forms/form-messages';
import { useBillingFormat, type BillingFormat } from './billing-format';
import { translateBillingMessage } from './billing-messages';
import type { CheckoutPanelProps } from './checkout-types';
import { PanelHeading } from './panel-heading';
import { planNameOf, planWithPeriod } from './plan-status';
import { Button } from '../../ui/button';

export function LoadingPanel() {
  const t = useTranslate();
  return <LoadingStatus className="billing-loading" label={t('billing.loading')} />;
}

export function LoadFailedPanel({ state, send }: CheckoutPanelProps) {
  const t = useTranslate();
  return (
    <div className="billing-panel">
      <PanelHeading>{t('billing.loadFailed.heading')}</PanelHeading>
      <p role="alert">{translateBillingMessage(t, state.context.error ?? '')}</p>
      <div className="billing-actions">
        <RetryButton send={send} label={t('billing.retry')} />
      </div>
    </div>
  );
}

/** The provider's page is opening; the link is there in case the browser did not follow. */
export function RedirectingPanel({ state }: CheckoutPanelProps) {
  const t = useTranslate();
  const url = state.context.checkoutUrl;
  return (
    <div className="billing-panel">
      <PanelHeading>{t('billing.redirecting.heading')}</PanelHeading>
      <LoadingStatus className="billing-loading" label={t('billing.redirecting.message')} />
      {url?.startsWith('https://') && (
        <p>
          <a href={url}>{t('billing.redirecting.link')}</a>
        </p>
      )}
    </div>
  );
}

/** The same choice again (checkout.retry): reload, check the payment again, or pay again. */
function RetryButton({ send, label }: Pick<CheckoutPanelProps, 'send'> & { label: string }) {
  return (
    <Button variant="primary" onClick={() => send({ type: 'checkout.retry' })}>
      {label}
    </Button>
  );
}

/** Back to the plans from a payment that has not ended (checkout.back). */
function BackToPlansButton({ send }: Pick<CheckoutPanelProps, 'send'>) {
  const t = useTranslate();
  return (
    <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
      {t('billing.backToPlans')}
    </Button>
  );
}

export function AwaitingPaymentPanel({ send }: CheckoutPanelProps) {
  const t = useTranslate();
  return (
    <div className="billing-panel">
      <PanelHeading>{t('billing.awaiting.heading')}</PanelHeading>
      <LoadingStatus className="billing-loading" label={t('billing.awaiting.message')} />
      <p className="billing-note">{t('billing.awaiting.leaveNote')}</p>
      <div className="billing-actions">
        <BackToPlansButton send={send} />
      </div>
    </div>
  );
}

export function ConfirmationLostPanel({ state, send }: CheckoutPanelProps) {
  const t = useTranslate();
  return (
    <div className="billing-panel">
      <PanelHeading>{t('billing.lost.heading')}</PanelHeading>
      <div role="alert">
        <p>{translateBillingMessage(t, state.context.error ?? '')}</p>
        <p>{t('billing.lost.message')}</p>
      </div>
      <div className="billing-actions">
        <RetryButton send={send} label={t('billing.lost.checkAgain')} />
        <BackToPlansButton send={send} />
      </div>
    </div>
  );
}

export function FailedPanel({ state, send }: CheckoutPanelProps) {
  const t = useTranslate();
  return (
    <div className="billing-panel">
      <PanelHeading>{t('billing.failed.heading')}</PanelHeading>
      <p role="alert">{translateBillingMessage(t, state.context.error ?? '')}</p>
      <div className="billing-actions">
        {state.context.choice && <RetryButton send={send} label={t('billing.failed.retry')} />}
        <BackToPlansButton send={send} />
      </div>
    </div>
  );
}

/** The heading and lines of the done panel, by what was done. */
interface DoneSummary {
  heading: string;
  lines: string[];
}

interface DoneInput {
  t: Translate;
  format: BillingFormat;
  catalog: BillingCatalog | null;
  choice: CheckoutChoice | null;
}

function checkoutDone(
  input: DoneInput,
  outcome: Extract<PaymentResult, { kind: 'checkout' }>,
): DoneSummary {
  const { t, format, catalog } = input;
  const { checkout, status } = outcome;
  const amount = t('billing.done.charged', {
    price: format.money(checkout.amountCents, checkout.currency),
  });
  if (checkout.kind === 'pack') {
    return {
      heading: t('billing.done.packHeading'),
      lines: [t('billing.done.creditsAdded', { credits: checkout.credits ?? 0 }), amount],
    };
  }
  const plan = catalog?.plans.find((candidate) => candidate.id === checkout.planId);
  const name = plan?.name ?? checkout.planId ?? '';
  return {
    heading: t('billing.done.subscribedHeading', { plan: name }),
    lines: [
      planWithPeriod(t, name, checkout.billingPeriod ?? 'month'),
      t('billing.done.creditsAdded', { credits: plan?.credits ?? 0 }),
      amount,
      ...(status.subscription
        ? [t('billing.plan.renews', { date: format.date(status.subscription.currentPeriodEnd) })]
        : []),
    ],
  };
}

function changeDone(
  input: DoneInput,
  outcome: Extract<PaymentResult, { kind: 'change' }>,
): DoneSummary {
  const { t, format, catalog, choice } = input;
  const { change } = outcome;
  const target =
    choice?.kind === 'change'
      ? planWithPeriod(t, planNameOf(choice.planId, catalog?.plans), choice.billingPeriod)
      : '';
  if (change.kind === 'upgrade') {
    return {
      heading: t('billing.done.upgradedHeading'),
      lines: [
        t('billing.done.nowOn', { plan: target }),
        t('billing.done.charged', { price: format.money(change.chargedCents, change.currency) }),
        t('billing.done.creditsAdded', { credits: change.creditsGranted }),
      ],
    };
  }
  if (change.kind === 'pending-cancelled') {
    return {
      heading: t('billing.done.keptHeading'),
      lines: [t('billing.done.kept')],
    };
  }
  return {
    heading: t('billing.done.scheduledHeading'),
    lines: [
      t('billing.done.scheduled', { plan: target, date: format.date(change.effectiveAt) }),
      t('billing.done.nothingCharged'),
    ],
  };
}

function statusDone(input: DoneInput, status: BillingStatus): DoneSummary {
  const { t, format, choice } = input;
  const end = status.subscription ? format.date(status.subscription.currentPeriodEnd) : '';
  if (choice?.kind === 'cancel') {
    return {
      heading: t('billing.done.cancelledHeading'),
      lines: [t('billing.plan.ends', { date: end })],
    };
  }
  return {
    heading: t('billing.done.resumedHeading'),
    lines: [t('billing.plan.renews', { date: end })],
  };
}

function doneSummary(input: DoneInput, outcome: PaymentResult): DoneSummary {
  if (outcome.kind === 'checkout') return checkoutDone(input, outcome);
  if (outcome.kind === 'change') return changeDone(input, outcome);
  return statusDone(input, outcome.status);
}

export function DonePanel({ state, send }: CheckoutPanelProps) {
  const t = useTranslate();
  const format = useBillingFormat();
  const { outcome, catalog, choice } = state.context;
  if (outcome === null) return null;
  const summary = doneSummary({ t, format, catalog, choice }, outcome);
  return (
    <div className="billing-panel">
      <PanelHeading>{summary.heading}</PanelHeading>
      <div role="status">
        {summary.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="billing-balance">{t('billing.balance', { count: outcome.status.balance })}</p>
      </div>
      <div className="billing-actions">
        <Link className="button button-primary" to="/dashboard/create-tour">
          {t('billing.done.createTour')}
        </Link>
        <Link className="button button-secondary" to="/dashboard/credits">
          {t('billing.done.seeCredits')}
        </Link>
        <Button variant="ghost" onClick={() => send({ type: 'checkout.restart' })}>
          {t('billing.backToPlans')}
        </Button>
      </div>
    </div>
  );
}
