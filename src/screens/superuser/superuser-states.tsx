import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { LoadingStatus } from '../../ui/spinner';
import { LOAD_FAILED, translateSuperuserMessage } from './superuser-messages';
import type { StaffAction } from './use-staff-action';
import { ReadFailed as ReadFailedPanel } from '../../ui/read-failed';

/** A read under way, announced once. */
export function Loading({ label }: { label: string }) {
  return <LoadingStatus className="superuser-loading" label={label} />;
}

/** A read that failed: why, and a way to try again. */
export function ReadFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useTranslate();
  return (
    <ReadFailedPanel
      className="superuser-failed"
      message={translateSuperuserMessage(t, failureMessage(error, LOAD_FAILED))}
      retryLabel={t('app.retry')}
      retryingLabel={t('app.retrying')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

/**
 * What became of the last action of a staff-action machine: done (with `done`, the screen's
 * words for it) or failed with the server's reason, each dismissable. Nothing while idle.
 */
export function ActionOutcome({ action, done }: { action: StaffAction; done: ReactNode }) {
  const t = useTranslate();
  const { state, send } = action;
  const dismiss = () => send({ type: 'staffAction.dismiss' });
  if (state.matches('performing') && !state.context.request?.confirm) {
    return (
      <p className="superuser-outcome" role="status">
        {t('superuser.saving')}
      </p>
    );
  }
  if (state.matches('succeeded')) {
    return (
      <div className="superuser-outcome superuser-outcome-done" role="status">
        <p>{done}</p>
        <button type="button" className="button button-ghost" onClick={dismiss}>
          {t('staffAction.dismiss')}
        </button>
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className="superuser-outcome superuser-outcome-failed" role="alert">
        <p>{translateSuperuserMessage(t, state.context.error ?? '')}</p>
        <button type="button" className="button button-ghost" onClick={dismiss}>
          {t('staffAction.dismiss')}
        </button>
      </div>
    );
  }
  return null;
}
