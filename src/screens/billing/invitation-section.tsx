import type { InvitationPreview } from '../../contract/billing';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  INVITATION_USED_MESSAGE,
} from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { useBillingFormat } from './billing-format';
import { TEAM_ACTION_FAILED, translateBillingMessage } from './billing-messages';
import { useInvitation } from './billing-queries';
import { SectionLoading } from './credits-overview';
import { useTeamActions } from './use-team-actions';
import { Button } from '../../ui/button';

/** Why an invitation cannot be accepted by this account, or null when it can. */
function blockedReason(preview: InvitationPreview): string | null {
  if (preview.status === 'accepted') return INVITATION_USED_MESSAGE;
  if (preview.status === 'revoked') return INVITATION_NOT_FOUND_MESSAGE;
  if (preview.status === 'expired') return INVITATION_EXPIRED_MESSAGE;
  if (!preview.matchesAccount) return INVITATION_OTHER_EMAIL_MESSAGE;
  return null;
}

function InvitationBody({
  token,
  preview,
  onDismiss,
}: {
  token: string;
  preview: InvitationPreview;
  onDismiss: () => void;
}) {
  const t = useTranslate();
  const { date } = useBillingFormat();
  const [state, send] = useTeamActions();
  const busy = state.hasTag('busy');
  const blocked = blockedReason(preview);
  if (state.matches({ ready: 'succeeded' })) {
    return <p role="status">{t('billing.invitation.joined', { owner: preview.ownerName })}</p>;
  }
  return (
    <>
      <p>{t('billing.invitation.message', { owner: preview.ownerName, email: preview.email })}</p>
      {preview.status === 'pending' && (
        <p className="billing-note">
          {t('billing.invitation.validUntil', { date: date(preview.expiresAt) })}
        </p>
      )}
      {blocked && <p role="alert">{translateBillingMessage(t, blocked)}</p>}
      {state.matches({ ready: 'failed' }) && state.context.error !== null && (
        <p role="alert">{translateBillingMessage(t, state.context.error)}</p>
      )}
      <div className="billing-actions">
        {blocked === null && (
          <Button
            variant="primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => send({ type: 'team.accept', token })}
          >
            {busy ? t('billing.invitation.accepting') : t('billing.invitation.accept')}
          </Button>
        )}
        <button type="button" className="button button-secondary" onClick={onDismiss}>
          {t('billing.invitation.dismiss')}
        </button>
      </div>
    </>
  );
}

/** ?invite=<token>: the invitation to an Office team, with Accept (issue 8, teams). */
export function InvitationSection({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const t = useTranslate();
  const invitation = useInvitation(token);
  return (
    <section className="card billing-section" aria-labelledby="credits-invitation-heading">
      <h2 id="credits-invitation-heading">{t('billing.invitation.heading')}</h2>
      {invitation.data !== undefined ? (
        <InvitationBody token={token} preview={invitation.data} onDismiss={onDismiss} />
      ) : invitation.isError ? (
        <p role="alert">
          {translateBillingMessage(t, failureMessage(invitation.error, TEAM_ACTION_FAILED))}
        </p>
      ) : (
        <SectionLoading label={t('billing.invitation.loading')} />
      )}
    </section>
  );
}
