import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PricingPlan } from '../../contract/business';
import {
  formatPrice,
  planPrice,
  type BillingPeriod,
  type PlanPrice,
} from '../../contract/pricing-math';
import { useTranslate } from '../../i18n/use-translate';

/**
 * The pricing section's plan cards, loaded with the plans (./pricing-section): until then the
 * section shows placeholders, so the cards are not part of the landing page's first load
 * (docs/decisions/0059).
 */

type Translate = ReturnType<typeof useTranslate>;

interface PricedPlan {
  plan: PricingPlan;
  price: PlanPrice;
}

export function PlanCards({
  plans,
  period,
}: {
  plans: readonly PricingPlan[];
  period: BillingPeriod;
}) {
  const priced = plans.flatMap((plan): PricedPlan[] => {
    const price = planPrice(plan, period);
    return price === null ? [] : [{ plan, price }];
  });
  if (priced.length === 0) return <NoPlans />;
  return (
    <ul className="pricing-plans">
      {priced.map(({ plan, price }) => (
        <PlanCard key={plan.id} plan={plan} price={price} />
      ))}
    </ul>
  );
}

function NoPlans() {
  return (
    <p className="pricing-empty">
      <FormattedMessage
        id="pricing.empty"
        values={{
          contact: (chunks) => (
            <Link key="contact" to="/contact">
              {chunks}
            </Link>
          ),
        }}
      />
    </p>
  );
}

function PlanCard({ plan, price }: PricedPlan) {
  const t = useTranslate();
  const titleId = `pricing-plan-${plan.id}`;
  return (
    <li className={plan.mostPopular ? 'pricing-plan pricing-plan-popular' : 'pricing-plan'}>
      <article className="pricing-plan-body" aria-labelledby={titleId}>
        <div className="pricing-plan-badges">
          {plan.mostPopular && (
            <p className="pricing-badge pricing-badge-popular">{t('pricing.mostPopular')}</p>
          )}
          {price.saving !== null && (
            <p className="pricing-badge pricing-badge-saving">
              {t('pricing.price.save', { saving: price.saving })}
            </p>
          )}
        </div>
        <h3 id={titleId} className="pricing-plan-name">
          {plan.name}
        </h3>
        <p className="pricing-plan-summary">{t(`pricing.plans.${plan.id}.summary`)}</p>
        <PriceBlock price={price} currency={plan.currency} />
        <ul className="pricing-features">
          {planFeatures(t, plan).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <Link to="/register" className="button pricing-choose">
          {t('pricing.choosePlan', { plan: plan.name })}
        </Link>
      </article>
    </li>
  );
}

function PriceBlock({ price, currency }: { price: PlanPrice; currency: string }) {
  const t = useTranslate();
  const { locale } = useIntl();
  const format = (amount: number) => formatPrice(amount, currency, locale);
  return (
    <div className="pricing-price">
      {price.undiscountedAmount !== null && (
        <p className="pricing-was">
          <span className="visually-hidden">{t('pricing.price.regular')} </span>
          <s>{format(price.undiscountedAmount)}</s>
        </p>
      )}
      <p className="pricing-amount">
        <span className="pricing-value">{format(price.amount)}</span>{' '}
        <span className="pricing-unit">
          {t(price.billing === 'month' ? 'pricing.price.perMonth' : 'pricing.price.perYear')}
        </span>
      </p>
      <p className="pricing-billing">{billingNote(t, price, format)}</p>
    </div>
  );
}

function billingNote(t: Translate, price: PlanPrice, format: (amount: number) => string): string {
  if (price.monthlyEquivalent !== null) {
    return t('pricing.price.monthlyEquivalent', { price: format(price.monthlyEquivalent) });
  }
  return t(price.yearlyOnly ? 'pricing.price.yearlyOnly' : 'pricing.price.billedMonthly');
}

/** What a plan includes, in the order a buyer compares them. */
function planFeatures(t: Translate, plan: PricingPlan): string[] {
  const credits = { credits: plan.credits };
  return [
    t(
      plan.creditPeriod === 'month'
        ? 'pricing.features.creditsPerMonth'
        : 'pricing.features.creditsPerYear',
      credits,
    ),
    ...(plan.maxAgents !== null
      ? [t('pricing.features.sharedByAgents', { agents: plan.maxAgents })]
      : []),
    ...(plan.rolloverMonths > 0
      ? [t('pricing.features.rollover', { months: plan.rolloverMonths })]
      : []),
    t('pricing.features.hosting'),
    t('pricing.features.sharing'),
  ];
}
