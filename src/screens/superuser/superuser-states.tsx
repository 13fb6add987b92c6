import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { StaffActionOutcome } from '../staff/staff-action-outcome';
import { StaffLoading } from '../staff/staff-loading';
import { LOAD_FAILED, translateSuperuserMessage } from './superuser-messages';
import type { StaffAction } from './use-staff-action';
import { ReadFailed as ReadFailedPanel, type ReadFailedProps } from '../../ui/read-failed';

/** A read that failed: why, and a way to try again. */
export function ReadFailed({ query }: ReadFailedProps) {
  const t = useTranslate();
  const message = translateSuperuserMessage(t, failureMessage(query.error, LOAD_FAILED));
  return <ReadFailedPanel className="staff-failed" message={message} query={query} />;
}

/** A read whose data has not come: loading, or failed with a way to try again. */
export function ReadPending({
  query,
  loadingLabel,
}: ReadFailedProps & { query: { isError: boolean }; loadingLabel: string }) {
  return query.isError ? <ReadFailed query={query} /> : <StaffLoading label={loadingLabel} />;
}

/** What became of the last action: the staff-action outcome in /superuser's words. */
export function ActionOutcome({ action, done }: { action: StaffAction; done: ReactNode }) {
  const t = useTranslate();
  return (
    <StaffActionOutcome
      action={action}
      working={t('superuser.saving')}
      done={done}
      failed={(reason) => translateSuperuserMessage(t, reason)}
    />
  );
}
