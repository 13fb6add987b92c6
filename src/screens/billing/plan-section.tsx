import { Link } from 'react-router-dom';
import type { BillingStatus } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { ConfirmDialog } from '../settings/confirm-dialog';
import { translateBillingMessage } from './billing-messages';
import { CurrentPlanLines } from './plan-status';
import { useTeamActions } from './use-team-actions';
import { Button } from '../../ui/button';

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
  const [state, send] = useTeamActions();
  return (
    <>
      <div className="billing-actions">
        <Button variant="secondary" onClick={() => send({ type: 'team.leave' })}>
          {t('billing.team.leave')}
        </Button>
      </div>
      {state.matches({ ready: 'failed' }) && state.context.error !== null && (
        <p role="alert">{translateBillingMessage(t, state.context.error)}</p>
      )}
      <ConfirmDialog
        open={state.matches('confirming') || state.matches('performing')}
        busy={state.hasTag('busy')}
        title={t('billing.team.leaveTitle')}
        description={t('billing.team.leaveDescription')}
        confirmLabel={t('billing.team.leaveConfirm')}
        busyLabel={t('billing.team.leaving')}
        cancelLabel={t('billing.cancelAction')}
        onConfirm={() => send({ type: 'team.confirm' })}
        onCancel={() => send({ type: 'team.cancel' })}
      />
    </>
  );
}

/** The current plan with its period and next grant, and the ways to change it. */
export function PlanSection({ status }: { status: BillingStatus }) {
  const t = useTranslate();
  return (
    <section className="card billing-section" aria-labelledby="credits-plan-heading">
      <h2 id="credits-plan-heading">{t('billing.plan.heading')}</h2>
      <CurrentPlanLines status={status} />
      <PlanLinks status={status} />
      {status.role === 'member' && <LeaveTeam />}
    </section>
  );
}
