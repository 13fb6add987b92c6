import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { PricingPlan } from '../../contract/business';
import {
  formatPrice,
  planPrice,
  YEARLY_DISCOUNT_PERCENT,
  type BillingPeriod,
  type PlanPrice,
} from '../../contract/pricing-math';
import { useTranslate } from '../../i18n/use-translate';
import { pricingPeriodMachine } from '../../machines/pricing-period.machine';
import { logger } from '../../services/logger';
import { useAppApi } from '../app/app-services';
import { useInspect } from '../app/inspection';

type Translate = ReturnType<typeof useTranslate>;

/**
 * The pricing section (SPEC §2, §9): the Monthly/Yearly toggle and a card per plan, loaded from
 * GET /pricing/plans with the built-in plans as fallback. On the landing page (id "pricing")
 * and on /pricing.
 */
export function PricingSection() {
  const t = useTranslate();
  const api = useAppApi();
  const inspect = useInspect();
  const [state, send] = useMachine(
    pricingPeriodMachine.provide({
      actors: {
        loadPlans: fromPromise<readonly PricingPlan[]>(
          async () => (await api.business.plans()).plans,
        ),
      },
      actions: {
        logLoadFailure: (_, { error }) =>
          logger.warn('Pricing plans could not be loaded; showing the built-in plans', error),
      },
    }),
    { inspect },
  );
  const period: BillingPeriod = state.matches({ period: 'yearly' }) ? 'yearly' : 'monthly';
  const choose = (chosen: BillingPeriod) =>
    send({ type: chosen === 'yearly' ? 'pricing.chooseYearly' : 'pricing.chooseMonthly' });

  return (
    <section id="pricing" className="pricing" aria-labelledby="pricing-title">
      <header className="pricing-header">
        <h2 id="pricing-title">{t('pricing.title')}</h2>
        <p className="pricing-intro">
          {t('pricing.intro', { saving: YEARLY_DISCOUNT_PERCENT / 100 })}
        </p>
      </header>
      <PeriodToggle period={period} onChoose={choose} />
      {state.hasTag('plansLoading') ? (
        <PlanPlaceholders />
      ) : (
        <PlanCards plans={state.context.plans} period={period} />
      )}
    </section>
  );
}

const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/** Two radio buttons styled as one switch: arrow keys move between them, as in any radio group. */
function PeriodToggle({
  period,
  onChoose,
}: {
  period: BillingPeriod;
  onChoose: (period: BillingPeriod) => void;
}) {
  const t = useTranslate();
  const name = useId();
  return (
    <fieldset className="pricing-period">
      <legend className="visually-hidden">{t('pricing.period.label')}</legend>
      {PERIODS.map((option) => (
        <label key={option} className="pricing-period-option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={period === option}
            onChange={() => onChoose(option)}
          />
          <span>{t(`pricing.period.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Card-sized placeholders while the plans load, so that nothing jumps when they arrive. */
function PlanPlaceholders() {
  const t = useTranslate();
  return (
    <div className="pricing-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('pricing.loading')}
      </p>
      <ul className="pricing-plans" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="pricing-plan pricing-plan-placeholder">
            <span className="pricing-skeleton pricing-skeleton-title" />
            <span className="pricing-skeleton pricing-skeleton-price" />
            <span className="pricing-skeleton pricing-skeleton-line" />
            <span className="pricing-skeleton pricing-skeleton-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PricedPlan {
  plan: PricingPlan;
  price: PlanPrice;
}

function PlanCards({ plans, period }: { plans: readonly PricingPlan[]; period: BillingPeriod }) {
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
