import { useMachine } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PricingPlan } from '../../contract/business';
import { YEARLY_DISCOUNT_PERCENT, type BillingPeriod } from '../../contract/pricing-math';
import { useTranslate } from '../../i18n/use-translate';
import { createNearViewportGate, lazyModule, preload, useLazyModule } from '../../ui/lazy-module';
import { pricingPeriodMachine } from '../../machines/pricing-period.machine';
import { logger } from '../../services/logger';
import { useAppApi } from '../app/app-services';
import { useInspect } from '../app/inspection';

/** The plan cards, loaded with the plans (./plan-cards). */
const planCardsModule = lazyModule(() => import('./plan-cards'));

/**
 * The pricing section (SPEC §2, §9): the Monthly/Yearly toggle and a card per plan, loaded from
 * GET /pricing/plans with the built-in plans as fallback. On the landing page (id "pricing")
 * and on /pricing.
 */
export function PricingSection() {
  const t = useTranslate();
  const api = useAppApi();
  const inspect = useInspect();
  const section = useRef<HTMLElement>(null);
  const [nearViewport] = useState(() => createNearViewportGate());
  // Before the machine starts (in an effect), so its call finds the section.
  useLayoutEffect(() => nearViewport.attach(section.current), [nearViewport]);
  const [state, send] = useMachine(
    pricingPeriodMachine.provide({
      actors: {
        // Asked for when the section comes near the viewport: below the fold on the landing page,
        // the plans and the request client are not part of its first load (docs/decisions/0059).
        loadPlans: fromPromise<readonly PricingPlan[]>(async ({ signal }) => {
          await nearViewport.reached(signal);
          const [{ plans }] = await Promise.all([
            api.business.plans(),
            planCardsModule.load().catch(() => undefined),
          ]);
          return plans;
        }),
      },
      actions: {
        logLoadFailure: (_, { error }) =>
          logger.warn('Pricing plans could not be loaded; showing the built-in plans', error),
      },
    }),
    { inspect },
  );
  const cards = useLazyModule(planCardsModule);
  const showCards = !state.hasTag('plansLoading');
  // The plans are there (the server's or the built-in ones) but the cards' module failed to load
  // with them: it is asked for again, the placeholders staying until it is there.
  useEffect(() => {
    if (showCards && !cards) preload(planCardsModule);
  }, [showCards, cards]);
  const period: BillingPeriod = state.matches({ period: 'yearly' }) ? 'yearly' : 'monthly';
  const choose = (chosen: BillingPeriod) =>
    send({ type: chosen === 'yearly' ? 'pricing.chooseYearly' : 'pricing.chooseMonthly' });

  return (
    <section ref={section} id="pricing" className="pricing" aria-labelledby="pricing-title">
      <header className="pricing-header">
        <h2 id="pricing-title">{t('pricing.title')}</h2>
        <p className="pricing-intro">
          {t('pricing.intro', { saving: YEARLY_DISCOUNT_PERCENT / 100 })}
        </p>
      </header>
      <PeriodToggle period={period} onChoose={choose} />
      {showCards && cards ? (
        <cards.PlanCards plans={state.context.plans} period={period} />
      ) : (
        <PlanPlaceholders />
      )}
    </section>
  );
}

const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/**
 * Two radio buttons styled as one switch: arrow keys move between them, as in any radio group.
 * ui/radio-switch.tsx is the same switch; used here it became a chunk of its own on `/` (0.29 kB
 * more of the landing page's JavaScript and one more request, decision 0059), so this stays.
 */
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
