import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { ConfirmDialog } from '../settings/confirm-dialog';

/**
 * While the file uploads, leaving asks first (issue 22): the browser's own question on a reload,
 * a closed tab or another address; ours on a link within the app.
 */
export function LeaveDuringUpload({ uploading }: { uploading: boolean }) {
  const t = useTranslate();
  // Only leaving the page counts: the wizard itself writes the new tour into the address.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      uploading && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!uploading) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);
  // The upload ended while the question was open: nothing is lost by going on.
  useEffect(() => {
    if (!uploading && blocker.state === 'blocked') blocker.proceed();
  }, [uploading, blocker]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      busy={false}
      title={t('createTour.leave.title')}
      description={t('createTour.leave.text')}
      confirmLabel={t('createTour.leave.confirm')}
      busyLabel={t('createTour.leave.confirm')}
      cancelLabel={t('createTour.leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
