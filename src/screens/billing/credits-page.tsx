import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BillingCatalog, BillingStatus } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { ServerDataGate } from '../app/app-services';
import { useBillingStatus, useCatalog } from './billing-queries';
import { CreditsOverviewSections, ReadFailed, SectionLoading } from './credits-overview';
import { InvitationSection } from './invitation-section';
import { PlanSection } from './plan-section';
import { TeamSection } from './team-section';
import { TestModeNote } from './test-mode-note';
import './billing.css';

/** The owner of an active plan that has seats for agents (Office) manages a team. */
function managesTeam(status: BillingStatus, catalog: BillingCatalog | undefined): boolean {
  const subscription = status.subscription;
  if (status.role !== 'owner' || subscription?.status !== 'active') return false;
  const plan = catalog?.plans.find((candidate) => candidate.id === subscription.planId);
  return (plan?.maxAgents ?? null) !== null;
}

function PlanAndTeam() {
  const t = useTranslate();
  const status = useBillingStatus();
  const catalog = useCatalog();
  if (status.data === undefined) {
    if (!status.isError) return <SectionLoading label={t('billing.plan.loading')} />;
    return <ReadFailed query={status} />;
  }
  return (
    <>
      <TestModeNote testMode={status.data.testMode} />
      <PlanSection status={status.data} />
      {managesTeam(status.data, catalog.data) && <TeamSection />}
    </>
  );
}

/** ?invite=<token>, kept while the page is open (the address is cleaned once it is read). */
function useInviteToken(): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState(() => params.get('invite'));
  const dismiss = () => {
    setToken(null);
    if (params.has('invite')) setParams({}, { replace: true });
  };
  return [token, dismiss];
}

/**
 * /dashboard/credits (issue 8): an invitation to accept, the balance and what expires when, the
 * plan with its period and next grant, an Office owner's team, and the ledger history.
 */
export function CreditsPage() {
  const t = useTranslate();
  const [inviteToken, dismissInvite] = useInviteToken();
  const loading = <SectionLoading label={t('billing.credits.loading')} lines={4} />;
  return (
    <div className="billing-credits">
      <ServerDataGate fallback={loading}>
        {inviteToken && <InvitationSection token={inviteToken} onDismiss={dismissInvite} />}
        <CreditsOverviewSections>
          <PlanAndTeam />
        </CreditsOverviewSections>
      </ServerDataGate>
    </div>
  );
}
