import { Link } from 'react-router-dom';
import { useBillingFormat } from './billing-format';
import { useTranslate } from '../../i18n/use-translate';
import { ServerDataGate } from '../app/app-services';
import { useBillingStatus } from './billing-queries';
import { SectionLoading } from './credits-overview';
import { PlanStateBadge, planState, planWithPeriod } from './plan-status';
import './billing.css';

function PlanSummaryBody() {
  const t = useTranslate();
  const { date } = useBillingFormat();
  const status = useBillingStatus();
  if (status.data === undefined) {
    if (!status.isError) return <SectionLoading label={t('billing.plan.loading')} lines={1} />;
    return <p className="billing-note">{t('billing.summary.unavailable')}</p>;
  }
  const { subscription, team, role } = status.data;
  if (subscription === null) {
    return (
      <>
        <p>{t('billing.plan.none')}</p>
        <p>
          <Link to="/dashboard/top-up">{t('billing.summary.choose')}</Link>
        </p>
      </>
    );
  }
  const state = planState(subscription);
  return (
    <>
      <p className="billing-plan-name">
        {planWithPeriod(t, subscription.planName, subscription.billingPeriod)}{' '}
        <PlanStateBadge subscription={subscription} />
      </p>
      {role === 'member' && (
        <p className="billing-note">
          {t('billing.summary.team', { owner: team?.ownerName ?? '' })}
        </p>
      )}
      {state !== 'lapsed' && (
        <p className="billing-note">
          {t(state === 'ending' ? 'billing.plan.ends' : 'billing.plan.renews', {
            date: date(subscription.currentPeriodEnd),
          })}
        </p>
      )}
      <p>
        <Link to="/dashboard/credits">{t('billing.summary.manage')}</Link>
      </p>
    </>
  );
}

/** The plan on /dashboard: name, billing period and state, with a link to /dashboard/credits. */
export function PlanSummary() {
  const t = useTranslate();
  return (
    <section className="credits-summary card" aria-labelledby="plan-summary-heading">
      <h2 id="plan-summary-heading">{t('billing.summary.heading')}</h2>
      <ServerDataGate fallback={<SectionLoading label={t('billing.plan.loading')} lines={1} />}>
        <PlanSummaryBody />
      </ServerDataGate>
    </section>
  );
}
