import { useTranslate } from '../../i18n/use-translate';
import { ConfirmDialog } from '../settings/confirm-dialog';
import type { StaffActionMachine } from './use-staff-action-machine';

export interface StaffActionConfirmDialogProps {
  action: StaffActionMachine;
  description: string;
  /** The dialog's own words; without them, the general ones of `staffAction`. */
  title?: string;
  confirmLabel?: string;
  busyLabel?: string;
}

/**
 * The question a staff action that needs one asks first (the machine's `confirming`), in /admin
 * or /superuser; it stays open, busy, while the confirmed action runs.
 */
export function StaffActionConfirmDialog({
  action,
  description,
  title,
  confirmLabel,
  busyLabel,
}: StaffActionConfirmDialogProps) {
  const t = useTranslate();
  const { state, send } = action;
  const open =
    state.matches('confirming') ||
    (state.matches('performing') && state.context.request?.confirm === true);
  return (
    <ConfirmDialog
      open={open}
      busy={state.hasTag('busy')}
      title={title ?? t('staffAction.confirmTitle')}
      description={description}
      confirmLabel={confirmLabel ?? t('staffAction.confirm')}
      busyLabel={busyLabel ?? t('staffAction.working')}
      cancelLabel={t('staffAction.cancel')}
      onConfirm={() => send({ type: 'staffAction.confirm' })}
      onCancel={() => {
        if (state.matches('confirming')) send({ type: 'staffAction.cancel' });
      }}
    />
  );
}
