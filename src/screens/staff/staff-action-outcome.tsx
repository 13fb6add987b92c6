import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import type { StaffActionMachine } from './use-staff-action-machine';
import './staff.css';
import { Button } from '../../ui/button';

export interface StaffActionOutcomeProps {
  action: StaffActionMachine;
  /** Announced while an action that asked no confirmation runs (the dialog shows the others). */
  working: string;
  /** What the screen says once it is done. */
  done: ReactNode;
  /** What the screen says when it failed, from the server's reason. */
  failed: (reason: string) => ReactNode;
}

/**
 * What became of the last action of a staff-action machine (/admin, /superuser): under way, done
 * or failed, each result dismissable. Nothing while idle.
 */
export function StaffActionOutcome({ action, working, done, failed }: StaffActionOutcomeProps) {
  const t = useTranslate();
  const { state, send } = action;
  const dismissButton = (
    <Button variant="ghost" onClick={() => send({ type: 'staffAction.dismiss' })}>
      {t('staffAction.dismiss')}
    </Button>
  );
  if (state.matches('performing') && !state.context.request?.confirm) {
    return (
      <p className="staff-outcome" role="status">
        {working}
      </p>
    );
  }
  if (state.matches({ ready: 'succeeded' })) {
    return (
      <div className="staff-outcome staff-outcome-done" role="status">
        <p>{done}</p>
        {dismissButton}
      </div>
    );
  }
  if (state.matches({ ready: 'failed' })) {
    return (
      <div className="staff-outcome staff-outcome-failed" role="alert">
        <p>{failed(state.context.error ?? '')}</p>
        {dismissButton}
      </div>
    );
  }
  return null;
}
