import { useId } from 'react';
import { Link } from 'react-router-dom';
import type {
  BillingCatalog,
  BillingPeriodUnit,
  BillingStatus,
  CatalogPlan,
} from '../../contract/billing';
import { BILLING_PERIODS } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import type { CheckoutChoice } from '../../machines/checkout.machine';
import { useBillingFormat } from './billing-format';
import type { CheckoutPanelProps, CheckoutSend } from './checkout-types';
import { PanelHeading } from './panel-heading';
import { packsAvailable, planOffer, type PlanOffer } from './plan-offers';
import { CurrentPlanLines } from './plan-status';
import { Button } from '../../ui/button';
import { RadioSwitch } from '../../ui/radio-switch';

/** Monthly/Yearly as two radio buttons styled as one switch (arrow keys move between them). */
function PeriodToggle({ period, send }: { period: BillingPeriodUnit; send: CheckoutSend }) {
  const t = useTranslate();
  return (
    <RadioSwitch
      className="pricing-period billing-period"
      legend={t('billing.offers.periodLabel')}
      options={BILLING_PERIODS}
      value={period}
      optionLabel={(option) =>
        t(option === 'year' ? 'billing.offers.yearly' : 'billing.offers.monthly')
      }
      onChoose={(option) => send({ type: 'checkout.periodChanged', period: option })}
    />
  );
}

function OfferPrice({ offer, currency }: { offer: PlanOffer; currency: string }) {
  const t = useTranslate();
  const { money } = useBillingFormat();
  return (
    <div className="billing-offer-price">
      {offer.undiscountedCents !== null && (
        <p className="pricing-was">
          <span className="visually-hidden">{t('billing.offers.regularPrice')} </span>
          <s>{money(offer.undiscountedCents, currency)}</s>
        </p>
      )}
      <p className="pricing-amount">
        <span className="pricing-value">{money(offer.priceCents, currency)}</span>{' '}
        <span className="pricing-unit">
          {t(offer.period === 'year' ? 'billing.offers.perYear' : 'billing.offers.perMonth')}
        </span>
      </p>
      {offer.monthlyEquivalentCents !== null && (
        <p className="billing-note">
          {t('billing.offers.monthlyEquivalent', {
            price: money(offer.monthlyEquivalentCents, currency),
          })}
        </p>
      )}
    </div>
  );
}

function planFeatures(t: ReturnType<typeof useTranslate>, plan: CatalogPlan): string[] {
  return [
    t(
      plan.creditPeriod === 'month'
        ? 'billing.offers.creditsPerMonth'
        : 'billing.offers.creditsPerYear',
      { credits: plan.credits },
    ),
    ...(plan.maxAgents !== null ? [t('billing.offers.agents', { agents: plan.maxAgents })] : []),
    plan.rolloverMonths > 0
      ? t('billing.offers.rollover', { months: plan.rolloverMonths })
      : t('billing.offers.noRollover'),
  ];
}

function OfferButton({
  offer,
  plan,
  send,
}: {
  offer: PlanOffer;
  plan: CatalogPlan;
  send: CheckoutSend;
}) {
  const t = useTranslate();
  const noteId = useId();
  const { choice, actionKey, unavailableKey } = offer;
  if (choice === null || actionKey === null) {
    return offer.isCurrent ? <p className="billing-note">{t('billing.offers.yourPlan')}</p> : null;
  }
  return (
    <div className="billing-offer-action">
      <button
        type="button"
        className={offer.isCurrent ? 'button button-secondary' : 'button button-primary'}
        disabled={unavailableKey !== null}
        aria-describedby={unavailableKey ? noteId : undefined}
        onClick={() => send({ type: 'checkout.choose', choice })}
      >
        {t(actionKey, { plan: plan.name })}
      </button>
      {unavailableKey && (
        <p id={noteId} className="billing-note">
          {t(unavailableKey)}
        </p>
      )}
    </div>
  );
}

function PlanCard({
  plan,
  offer,
  currency,
  send,
}: {
  plan: CatalogPlan;
  offer: PlanOffer;
  currency: string;
  send: CheckoutSend;
}) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <li className="billing-offer" data-current={offer.isCurrent || undefined}>
      <article aria-labelledby={titleId}>
        <div className="pricing-plan-badges">
          {offer.isCurrent && (
            <p className="pricing-badge billing-badge-current">{t('billing.offers.current')}</p>
          )}
          {plan.mostPopular && (
            <p className="pricing-badge pricing-badge-popular">{t('billing.offers.mostPopular')}</p>
          )}
          {offer.savingPercent !== null && (
            <p className="pricing-badge pricing-badge-saving">
              {t('billing.offers.save', { percent: offer.savingPercent })}
            </p>
          )}
        </div>
        <h3 id={titleId} className="billing-offer-name">
          {plan.name}
        </h3>
        <OfferPrice offer={offer} currency={currency} />
        {plan.prices.month === null && (
          <p className="billing-note">{t('billing.offers.yearlyOnly')}</p>
        )}
        <ul className="billing-offer-features">
          {planFeatures(t, plan).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <OfferButton offer={offer} plan={plan} send={send} />
      </article>
    </li>
  );
}

function PlanOffers({
  catalog,
  status,
  period,
  send,
}: {
  catalog: BillingCatalog;
  status: BillingStatus;
  period: BillingPeriodUnit;
  send: CheckoutSend;
}) {
  const t = useTranslate();
  if (catalog.plans.length === 0) {
    return <p className="billing-note">{t('billing.offers.noPlans')}</p>;
  }
  return (
    <ul className="billing-offers" aria-label={t('billing.offers.plansLabel')}>
      {catalog.plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          offer={planOffer(plan, period, status, catalog)}
          currency={catalog.currency}
          send={send}
        />
      ))}
    </ul>
  );
}

function packsNoteKey(status: BillingStatus, available: boolean): string {
  if (available) return 'billing.packs.intro';
  return status.role === 'member' ? 'billing.server.teamMemberBilling' : 'billing.packs.needPlan';
}

function CreditPacks({
  catalog,
  status,
  send,
}: {
  catalog: BillingCatalog;
  status: BillingStatus;
  send: CheckoutSend;
}) {
  const t = useTranslate();
  const { money } = useBillingFormat();
  const noteId = useId();
  const available = packsAvailable(status);
  return (
    <section className="billing-section" aria-labelledby={`${noteId}-heading`}>
      <h3 id={`${noteId}-heading`}>{t('billing.packs.heading')}</h3>
      <p id={noteId} className="billing-note">
        {t(packsNoteKey(status, available))}
      </p>
      <ul className="billing-packs">
        {catalog.packs.map((pack) => {
          const choice: CheckoutChoice = { kind: 'pack', packId: pack.id };
          return (
            <li key={pack.id} className="billing-pack">
              <p className="billing-pack-credits">
                {t('billing.packs.credits', { credits: pack.credits })}
              </p>
              <p className="billing-pack-price">{money(pack.priceCents, catalog.currency)}</p>
              <Button
                variant="secondary"
                disabled={!available}
                aria-describedby={available ? undefined : noteId}
                onClick={() => send({ type: 'checkout.choose', choice })}
              >
                {t('billing.packs.buy', { credits: pack.credits })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CurrentPlan({ status, send }: { status: BillingStatus; send: CheckoutSend }) {
  const t = useTranslate();
  const subscription = status.subscription;
  const mine = status.role === 'owner' && subscription?.status === 'active';
  return (
    <section className="billing-current card" aria-labelledby="billing-current-heading">
      <h3 id="billing-current-heading">{t('billing.plan.heading')}</h3>
      <CurrentPlanLines status={status} />
      <p>{t('billing.balance', { count: status.balance })}</p>
      {mine && (
        <div className="billing-actions">
          <Button
            variant="secondary"
            onClick={() =>
              send({
                type: 'checkout.choose',
                choice: { kind: subscription.cancelAtPeriodEnd ? 'resume' : 'cancel' },
              })
            }
          >
            {t(subscription.cancelAtPeriodEnd ? 'billing.plan.resume' : 'billing.plan.cancel')}
          </Button>
          <Link to="/dashboard/credits">{t('billing.plan.creditsLink')}</Link>
        </div>
      )}
    </section>
  );
}

/** Choosing: the current plan, the plans with the Monthly/Yearly toggle, and the credit packs. */
export function ChoosingPanel({ state, send }: CheckoutPanelProps) {
  const t = useTranslate();
  const { catalog, status, period, notice } = state.context;
  if (catalog === null || status === null) return null;
  return (
    <div className="billing-panel">
      <PanelHeading>{t('billing.choosing.heading')}</PanelHeading>
      {notice === 'paymentCancelled' && (
        <p className="billing-notice" role="status">
          {t('billing.choosing.paymentCancelled')}
        </p>
      )}
      <CurrentPlan status={status} send={send} />
      <section className="billing-section" aria-labelledby="billing-plans-heading">
        <h3 id="billing-plans-heading">{t('billing.offers.heading')}</h3>
        <p className="billing-note">{t('billing.offers.intro')}</p>
        <PeriodToggle period={period} send={send} />
        <PlanOffers catalog={catalog} status={status} period={period} send={send} />
      </section>
      <CreditPacks catalog={catalog} status={status} send={send} />
    </div>
  );
}
