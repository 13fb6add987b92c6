import { useMachine } from '@xstate/react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ActiveSession } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import { activeSessionsMachine } from '../../machines/active-sessions.machine';
import { Spinner } from '../../ui/spinner';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { ConfirmDialog } from './confirm-dialog';
import { relativeTimeParts } from './relative-time';
import { withFailure } from '../forms/form-messages';
import { useInspect } from '../app/inspection';

/** "3 minutes ago", in the user's locale. */
function lastUsedText(intl: IntlShape, iso: string): string {
  const { value, unit } = relativeTimeParts(Date.parse(iso), Date.now());
  return intl.formatRelativeTime(value, unit, { numeric: 'auto' });
}

function SessionItem({
  session,
  onRevoke,
  revokeDisabled,
}: {
  session: ActiveSession;
  onRevoke: () => void;
  revokeDisabled: boolean;
}) {
  const t = useTranslate();
  const intl = useIntl();
  const address = session.ipAddress ?? t('settings.sessions.unknownAddress');
  const headingId = `settings-session-${session.id}`;
  return (
    <li className="settings-session" aria-labelledby={headingId}>
      <div className="settings-session-details">
        <h3 id={headingId} className="settings-session-device">
          {session.device}
          {session.current ? (
            <span className="settings-badge">{t('settings.sessions.thisDevice')}</span>
          ) : null}
        </h3>
        <p>{t('settings.sessions.address', { address })}</p>
        <p>
          {t('settings.sessions.created', {
            date: intl.formatDate(session.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
        <p>
          <time dateTime={session.lastUsedAt}>
            {t('settings.sessions.lastUsed', { time: lastUsedText(intl, session.lastUsedAt) })}
          </time>
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="button button-secondary"
          disabled={revokeDisabled}
          onClick={onRevoke}
          aria-label={t('settings.sessions.revokeLabel', { device: session.device, address })}
        >
          {t('settings.sessions.revoke')}
        </button>
      )}
    </li>
  );
}

/** The user's signed-in devices: revoke one, or all (which signs this device out too). */
export function ActiveSessionsSection() {
  const t = useTranslate();
  const api = useAppApi();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const inspect = useInspect();
  const [state, send] = useMachine(
    activeSessionsMachine.provide({
      actors: {
        listSessions: fromPromise(() =>
          withFailure(() => api.auth.sessions(), t('settings.errors.getSessions')),
        ),
        revokeSession: fromPromise(({ input }) =>
          withFailure(() => api.auth.revokeSession(input.id), t('settings.errors.revokeSession')),
        ),
        revokeAllSessions: fromPromise(() =>
          withFailure(() => api.auth.revokeAllSessions(), t('settings.errors.revokeAllSessions')),
        ),
      },
      actions: {
        endThisSession: () => {
          session.send({ type: 'session.expired', message: t('settings.sessions.allRevoked') });
          void navigate('/login', { replace: true });
        },
      },
    }),
    { inspect },
  );
  const { sessions, selectedId, error, revokedId } = state.context;
  const selected = sessions.find((item) => item.id === selectedId);
  const ready = state.matches('ready');

  return (
    <section
      className="settings-section card"
      aria-labelledby="settings-sessions-heading"
      aria-busy={state.hasTag('busy')}
    >
      <h2 id="settings-sessions-heading">{t('settings.sessions.heading')}</h2>
      <p className="settings-lead">{t('settings.sessions.lead')}</p>

      {error ? (
        <div className="settings-error">
          <p role="alert">{error}</p>
          {state.matches('loadFailed') ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => send({ type: 'sessions.retry' })}
            >
              {t('settings.sessions.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {ready && revokedId ? (
        <p className="settings-success" role="status">
          {t('settings.sessions.revoked')}
        </p>
      ) : null}

      {state.matches('loading') ? (
        <div className="settings-loading" role="status">
          <Spinner />
          <span>{t('settings.sessions.loading')}</span>
        </div>
      ) : null}

      {!state.matches('loading') && !state.matches('loadFailed') ? (
        <>
          {sessions.length === 0 ? (
            <p>{t('settings.sessions.empty')}</p>
          ) : (
            <ul className="settings-sessions" aria-labelledby="settings-sessions-heading">
              {sessions.map((item) => (
                <SessionItem
                  key={item.id}
                  session={item}
                  revokeDisabled={!ready}
                  onRevoke={() => send({ type: 'sessions.revoke', id: item.id })}
                />
              ))}
            </ul>
          )}
          <div className="settings-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={!ready || sessions.length === 0}
              onClick={() => send({ type: 'sessions.revokeAll' })}
            >
              {t('settings.sessions.revokeAll')}
            </button>
          </div>
        </>
      ) : null}

      <ConfirmDialog
        open={state.matches('confirmingRevoke') || state.matches('revoking')}
        busy={state.matches('revoking')}
        title={t('settings.sessions.confirmRevokeTitle')}
        description={t('settings.sessions.confirmRevokeBody', {
          device: selected?.device ?? '',
          address: selected?.ipAddress ?? t('settings.sessions.unknownAddress'),
        })}
        confirmLabel={t('settings.sessions.confirmRevoke')}
        busyLabel={t('settings.sessions.revoking')}
        cancelLabel={t('settings.sessions.cancel')}
        onConfirm={() => send({ type: 'sessions.confirm' })}
        onCancel={() => send({ type: 'sessions.cancel' })}
      />
      <ConfirmDialog
        open={state.matches('confirmingRevokeAll') || state.matches('revokingAll')}
        busy={state.matches('revokingAll')}
        title={t('settings.sessions.confirmRevokeAllTitle')}
        description={t('settings.sessions.confirmRevokeAllBody')}
        confirmLabel={t('settings.sessions.confirmRevokeAll')}
        busyLabel={t('settings.sessions.revokingAll')}
        cancelLabel={t('settings.sessions.cancel')}
        onConfirm={() => send({ type: 'sessions.confirm' })}
        onCancel={() => send({ type: 'sessions.cancel' })}
      />
    </section>
  );
}
