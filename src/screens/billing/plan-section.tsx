import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BillingStatus } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { logger } from '../../services/logger';
import { useAppApi } from '../app/app-services';
import { ConfirmDialog } from '../settings/confirm-dialog';
import { TEAM_ACTION_FAILED, translateBillingMessage } from './billing-messages';
import { useRefreshBilling } from './billing-queries';
import {
  PlanDetails,
  PlanStateBadge,
  TeamMemberNote,
  ToursPausedNote,
  planWithPeriod,
} from './plan-status';

/** The ways to change the plan, all on /dashboard/top-up (its checkout machine does the work). */
function PlanLinks({ status }: { status: BillingStatus }) {
  const t = useTranslate();
  const subscription = status.subscription;
  if (status.role === 'member') return null;
  if (subscription?.status !== 'active') {
    return (
      <div className="billing-actions">
        <Link className="button button-primary" to="/dashboard/top-up">
          {t('billing.plan.choose')}
        </Link>
      </div>
    );
  }
  const ending = subscription.cancelAtPeriodEnd;
  return (
    <div className="billing-actions">
      <Link className="button button-primary" to="/dashboard/top-up">
        {t('billing.plan.change')}
      </Link>
      <Link
        className="button button-secondary"
        to={`/dashboard/top-up?intent=${ending ? 'resume' : 'cancel'}`}
      >
        {t(ending ? 'billing.plan.resume' : 'billing.plan.cancel')}
      </Link>
    </div>
  );
}

/** An agent may leave their team, after a confirmation. */
function LeaveTeam() {
  const t = useTranslate();
  const { billing } = useAppApi();
  const refresh = useRefreshBilling();
  const [asking, setAsking] = useState(false);
  const leave = useMutation({
    mutationFn: () => billing.leaveTeam(),
    retry: false,
    onSuccess: () => {
      setAsking(false);
      refresh();
    },
    onError: (error) => logger.error('Leaving the team failed', error),
  });
  return (
    <>
      <div className="billing-actions">
        <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
          {t('billing.team.leave')}
        </button>
      </div>
      {leave.isError && (
        <p role="alert">
          {translateBillingMessage(t, failureMessage(leave.error, TEAM_ACTION_FAILED))}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        busy={leave.isPending}
        title={t('billing.team.leaveTitle')}
        description={t('billing.team.leaveDescription')}
        confirmLabel={t('billing.team.leaveConfirm')}
        busyLabel={t('billing.team.leaving')}
        cancelLabel={t('billing.cancelAction')}
        onConfirm={() => leave.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The current plan with its period and next grant, and the ways to change it. */
export function PlanSection({ status }: { status: BillingStatus }) {
  const t = useTranslate();
  const subscription = status.subscription;
  return (
    <section className="card billing-section" aria-labelledby="credits-plan-heading">
      <h2 id="credits-plan-heading">{t('billing.plan.heading')}</h2>
      {subscription ? (
        <>
          <p className="billing-plan-name">
            {planWithPeriod(t, subscription.planName, subscription.billingPeriod)}{' '}
            <PlanStateBadge subscription={subscription} />
          </p>
          <PlanDetails subscription={subscription} />
        </>
      ) : (
        <p>{t('billing.plan.none')}</p>
      )}
      <TeamMemberNote status={status} />
      <ToursPausedNote status={status} />
      <PlanLinks status={status} />
      {status.role === 'member' && <LeaveTeam />}
    </section>
  );
}
