import type {
  BillingPeriodUnit,
  BillingStatus,
  PlanId,
  SubscriptionView,
} from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import type { Translate } from '../forms/form-messages';
import { useBillingFormat, type BillingFormat } from './billing-format';

/** "Agent, billed yearly". */
export function planWithPeriod(t: Translate, planName: string, period: BillingPeriodUnit): string {
  return t(period === 'year' ? 'billing.plan.billedYearly' : 'billing.plan.billedMonthly', {
    plan: planName,
  });
}

/** The name of a plan by its id, from the subscription or a catalog; the id as a last resort. */
export function planNameOf(
  planId: PlanId,
  plans: readonly { id: PlanId; name: string }[] | undefined,
): string {
  return plans?.find((plan) => plan.id === planId)?.name ?? planId;
}

/** Whether the plan is active and renewing, active and ending, or over. */
export function planState(subscription: SubscriptionView): 'active' | 'ending' | 'lapsed' {
  if (subscription.status === 'lapsed') return 'lapsed';
  return subscription.cancelAtPeriodEnd ? 'ending' : 'active';
}

function priceLine(t: Translate, format: BillingFormat, subscription: SubscriptionView): string {
  const price = format.money(subscription.priceCents, subscription.currency);
  return t(
    subscription.billingPeriod === 'year'
      ? 'billing.plan.pricePerYear'
      : 'billing.plan.pricePerMonth',
    { price },
  );
}

function periodLine(t: Translate, format: BillingFormat, subscription: SubscriptionView): string {
  const state = planState(subscription);
  if (state === 'lapsed') {
    return t('billing.plan.lapsed', {
      date: format.date(subscription.lapsedAt ?? subscription.currentPeriodEnd),
    });
  }
  const date = format.date(subscription.currentPeriodEnd);
  return t(state === 'ending' ? 'billing.plan.ends' : 'billing.plan.renews', { date });
}

/** What is known of a plan, line by line: price, renewal or end, a waiting change, next credits. */
export function PlanDetails({
  subscription,
  plans,
}: {
  subscription: SubscriptionView;
  plans?: readonly { id: PlanId; name: string }[];
}) {
  const t = useTranslate();
  const format = useBillingFormat();
  const { pendingChange, nextGrant } = subscription;
  return (
    <ul className="billing-plan-lines">
      <li>{priceLine(t, format, subscription)}</li>
      <li>{periodLine(t, format, subscription)}</li>
      {pendingChange && (
        <li>
          {t('billing.plan.pending', {
            plan: planWithPeriod(
              t,
              planNameOf(pendingChange.planId, plans),
              pendingChange.billingPeriod,
            ),
            date: format.date(pendingChange.effectiveAt),
          })}
        </li>
      )}
      {nextGrant && (
        <li>
          {t('billing.plan.nextGrant', {
            credits: nextGrant.credits,
            date: format.date(nextGrant.at),
          })}
        </li>
      )}
    </ul>
  );
}

/** The badge beside a plan's name. */
export function PlanStateBadge({ subscription }: { subscription: SubscriptionView }) {
  const t = useTranslate();
  const state = planState(subscription);
  return (
    <span className="badge billing-badge" data-state={state}>
      {t(`billing.plan.state.${state}`)}
    </span>
  );
}

/** An agent of an Office team spends the team's credits and buys nothing themselves. */
export function TeamMemberNote({ status }: { status: BillingStatus }) {
  const t = useTranslate();
  if (status.role !== 'member') return null;
  return (
    <p className="billing-note">
      {t('billing.plan.member', { owner: status.team?.ownerName ?? '' })}
    </p>
  );
}

/** Published tours are hidden while no plan pays for them. */
export function ToursPausedNote({ status }: { status: BillingStatus }) {
  const t = useTranslate();
  if (!status.toursPaused) return null;
  return (
    <p className="billing-warning" role="note">
      {t('billing.plan.toursPaused')}
    </p>
  );
}

/** The plan and its state, or that there is none, with the notes for an agent and for paused tours. */
export function CurrentPlanLines({ status }: { status: BillingStatus }) {
  const t = useTranslate();
  const subscription = status.subscription;
  return (
    <>
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
    </>
  );
}
