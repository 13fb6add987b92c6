import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { EmailSchema } from '../../contract/auth';
import type { TeamView } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { logger } from '../../services/logger';
import { useAppApi } from '../app/app-services';
import { SubmitButton, TextField } from '../forms/form-parts';
import { ConfirmDialog } from '../settings/confirm-dialog';
import { useBillingFormat } from './billing-format';
import { TEAM_ACTION_FAILED, translateBillingMessage } from './billing-messages';
import { useRefreshBilling, useTeam } from './billing-queries';
import { ReadFailed, SectionLoading } from './credits-overview';

type Translate = ReturnType<typeof useTranslate>;

const failureText = (t: Translate, error: unknown) =>
  translateBillingMessage(t, failureMessage(error, TEAM_ACTION_FAILED));

/** A team call that refreshes the plan, credits and team when it succeeds. */
function useTeamAction<T>(call: (value: T) => Promise<unknown>, onSuccess?: () => void) {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSuccess: () => {
      refresh();
      onSuccess?.();
    },
    onError: (error) => logger.error('A team change failed', error),
  });
}

function InviteForm({ team }: { team: TeamView }) {
  const t = useTranslate();
  const { billing } = useAppApi();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useTeamAction((address: string) => billing.invite(address));
  const full = team.seatsUsed >= team.maxAgents;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) {
      setFieldError(translateBillingMessage(t, parsed.issues[0].message));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setFieldError(undefined);
    setSentTo(null);
    invite.mutate(parsed.output, {
      onSuccess: () => {
        setSentTo(parsed.output);
        setEmail('');
      },
    });
  };

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
            readOnly={invite.isPending}
          />
          <SubmitButton
            busy={invite.isPending}
            label={t('billing.team.invite')}
            busyLabel={t('billing.team.inviting')}
          />
        </div>
      )}
      <div role="status">{sentTo && <p>{t('billing.team.invited', { email: sentTo })}</p>}</div>
      {invite.isError && <p role="alert">{failureText(t, invite.error)}</p>}
    </form>
  );
}

function Members({ team }: { team: TeamView }) {
  const t = useTranslate();
  const { billing } = useAppApi();
  const { date } = useBillingFormat();
  const [removing, setRemoving] = useState<TeamView['members'][number] | null>(null);
  const remove = useTeamAction(
    (userId: string) => billing.removeMember(userId),
    () => setRemoving(null),
  );
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
                onClick={() => setRemoving(member)}
              >
                {t('billing.team.remove', { name: member.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <p role="alert">{failureText(t, remove.error)}</p>}
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        title={t('billing.team.removeTitle', { name: removing?.name ?? '' })}
        description={t('billing.team.removeDescription')}
        confirmLabel={t('billing.team.removeConfirm')}
        busyLabel={t('billing.team.removing')}
        cancelLabel={t('billing.cancelAction')}
        onConfirm={() => removing && remove.mutate(removing.userId)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function Invitations({ team }: { team: TeamView }) {
  const t = useTranslate();
  const { billing } = useAppApi();
  const { date } = useBillingFormat();
  const revoke = useTeamAction((id: string) => billing.revokeInvitation(id));
  if (team.invitations.length === 0) return null;
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
            <button
              type="button"
              className="button button-secondary"
              disabled={revoke.isPending && revoke.variables === invitation.id}
              onClick={() => revoke.mutate(invitation.id)}
            >
              {t('billing.team.withdraw', { email: invitation.email })}
            </button>
          </li>
        ))}
      </ul>
      {revoke.isError && <p role="alert">{failureText(t, revoke.error)}</p>}
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
          <ReadFailed
            error={team.error}
            retrying={team.isFetching}
            onRetry={() => void team.refetch()}
          />
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
