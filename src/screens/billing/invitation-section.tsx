import { useMutation } from '@tanstack/react-query';
import type { InvitationPreview } from '../../contract/billing';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  INVITATION_USED_MESSAGE,
} from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { logger } from '../../services/logger';
import { useAppApi } from '../app/app-services';
import { useBillingFormat } from './billing-format';
import { TEAM_ACTION_FAILED, translateBillingMessage } from './billing-messages';
import { useInvitation, useRefreshBilling } from './billing-queries';
import { SectionLoading } from './credits-overview';

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
  const { billing } = useAppApi();
  const { date } = useBillingFormat();
  const refresh = useRefreshBilling();
  const accept = useMutation({
    mutationFn: () => billing.acceptInvitation(token),
    retry: false,
    onSuccess: refresh,
    onError: (error) => logger.error('The invitation could not be accepted', error),
  });
  const blocked = blockedReason(preview);
  if (accept.isSuccess) {
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
      {accept.isError && (
        <p role="alert">
          {translateBillingMessage(t, failureMessage(accept.error, TEAM_ACTION_FAILED))}
        </p>
      )}
      <div className="billing-actions">
        {blocked === null && (
          <button
            type="button"
            className="button button-primary"
            disabled={accept.isPending}
            aria-busy={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? t('billing.invitation.accepting') : t('billing.invitation.accept')}
          </button>
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
