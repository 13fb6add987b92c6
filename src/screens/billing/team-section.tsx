import { useId, useState } from 'react';
import * as v from 'valibot';
import { EmailSchema } from '../../contract/auth';
import type { TeamView } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import { SubmitButton, TextField } from '../forms/form-parts';
import { ConfirmDialog } from '../settings/confirm-dialog';
import { useBillingFormat } from './billing-format';
import { translateBillingMessage } from './billing-messages';
import { useTeam } from './billing-queries';
import { ReadFailed, SectionLoading } from './credits-overview';
import { useTeamActions } from './use-team-actions';
import { Button } from '../../ui/button';

type Translate = ReturnType<typeof useTranslate>;
type TeamActions = ReturnType<typeof useTeamActions>[0];

/** The alert of a failed team change, in the part of the page that asked for it. */
function FailedAlert({ t, state }: { t: Translate; state: TeamActions }) {
  if (!state.matches({ ready: 'failed' }) || state.context.error === null) return null;
  return <p role="alert">{translateBillingMessage(t, state.context.error)}</p>;
}

function InviteForm({ team }: { team: TeamView }) {
  const t = useTranslate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  // Once the invitation is sent, the field is cleared for the next address.
  const [state, send] = useTeamActions(() => setEmail(''));
  const busy = state.hasTag('busy');
  const request = state.context.request;
  const sentTo =
    state.matches({ ready: 'succeeded' }) && request?.kind === 'invite' ? request.email : null;
  const full = team.seatsUsed >= team.maxAgents;

  const submit = submitWith(() => {
    if (busy) return;
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) {
      setFieldError(translateBillingMessage(t, parsed.issues[0].message));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setFieldError(undefined);
    send({ type: 'team.invite', email: parsed.output });
  });

  return (
    <form
      className="billing-section"
      aria-label={t('billing.team.inviteLabel')}
      noValidate
      onSubmit={submit}
    >
      <h3>{t('billing.team.inviteHeading')}</h3>
      {full ? (
        <p className="billing-note">{t('billing.team.full')}</p>
      ) : (
        <div className="billing-invite-form">
          <TextField
            id={`${id}-email`}
            label={t('billing.team.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setFieldError(undefined);
            }}
            error={fieldError}
            readOnly={busy}
          />
          <SubmitButton
            busy={busy}
            label={t('billing.team.invite')}
            busyLabel={t('billing.team.inviting')}
          />
        </div>
      )}
      <div role="status">{sentTo && <p>{t('billing.team.invited', { email: sentTo })}</p>}</div>
      <FailedAlert t={t} state={state} />
    </form>
  );
}

function Members({ team }: { team: TeamView }) {
  const t = useTranslate();
  const { date } = useBillingFormat();
  const [state, send] = useTeamActions();
  const request = state.context.request;
  const asking = state.matches('confirming') || state.matches('performing');
  return (
    <div className="billing-section">
      <h3>{t('billing.team.membersHeading')}</h3>
      {team.members.length === 0 ? (
        <p className="billing-note">{t('billing.team.noMembers')}</p>
      ) : (
        <ul className="billing-list" aria-label={t('billing.team.membersHeading')}>
          {team.members.map((member) => (
            <li key={member.userId}>
              <div className="billing-entry-main">
                <p className="billing-plan-name">{member.name}</p>
                <p className="billing-entry-reason">{member.email}</p>
                <p className="billing-note">
                  {t('billing.team.memberSince', { date: date(member.joinedAt) })}{' '}
                  {t('billing.team.spent', { count: member.creditsSpent })}
                </p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  send({ type: 'team.remove', userId: member.userId, name: member.name })
                }
              >
                {t('billing.team.remove', { name: member.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FailedAlert t={t} state={state} />
      <ConfirmDialog
        open={asking}
        busy={state.hasTag('busy')}
        title={t('billing.team.removeTitle', {
          name: request?.kind === 'remove' ? request.name : '',
        })}
        description={t('billing.team.removeDescription')}
        confirmLabel={t('billing.team.removeConfirm')}
        busyLabel={t('billing.team.removing')}
        cancelLabel={t('billing.cancelAction')}
        onConfirm={() => send({ type: 'team.confirm' })}
        onCancel={() => send({ type: 'team.cancel' })}
      />
    </div>
  );
}

function Invitations({ team }: { team: TeamView }) {
  const t = useTranslate();
  const { date } = useBillingFormat();
  const [state, send] = useTeamActions();
  const request = state.context.request;
  const withdrawing =
    state.hasTag('busy') && request?.kind === 'withdraw' ? request.invitationId : null;
  if (team.invitations.length === 0) return <FailedAlert t={t} state={state} />;
  return (
    <div className="billing-section">
      <h3>{t('billing.team.invitationsHeading')}</h3>
      <ul className="billing-list" aria-label={t('billing.team.invitationsHeading')}>
        {team.invitations.map((invitation) => (
          <li key={invitation.id}>
            <div className="billing-entry-main">
              <p className="billing-entry-reason">{invitation.email}</p>
              <p className="billing-note">
                {t('billing.team.invitationDates', {
                  sent: date(invitation.createdAt),
                  expires: date(invitation.expiresAt),
                })}
              </p>
            </div>
            <Button
              variant="secondary"
              disabled={withdrawing === invitation.id}
              onClick={() => send({ type: 'team.withdraw', invitationId: invitation.id })}
            >
              {t('billing.team.withdraw', { email: invitation.email })}
            </Button>
          </li>
        ))}
      </ul>
      <FailedAlert t={t} state={state} />
    </div>
  );
}

/** The Office owner's team: seats, agents (who spent what), invitations and the invite form. */
export function TeamSection() {
  const t = useTranslate();
  const team = useTeam();
  return (
    <section className="card billing-section" aria-labelledby="credits-team-heading">
      <h2 id="credits-team-heading">{t('billing.team.heading')}</h2>
      {team.data === undefined ? (
        team.isError ? (
          <ReadFailed query={team} />
        ) : (
          <SectionLoading label={t('billing.team.loading')} />
        )
      ) : (
        <>
          <p>
            {t('billing.team.seats', { used: team.data.seatsUsed, max: team.data.maxAgents })}{' '}
            {t('billing.team.ownerSpent', { count: team.data.ownerCreditsSpent })}
          </p>
          <Members team={team.data} />
          <Invitations team={team.data} />
          <InviteForm team={team.data} />
        </>
      )}
    </section>
  );
}
