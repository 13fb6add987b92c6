import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import type { ViewerFailureReason } from '../../machines/viewer.machine';
import type { SendViewerEvent } from './viewer-state';
import { Button } from '../../ui/button';

const RETRYABLE: ReadonlySet<ViewerFailureReason> = new Set([
  'unpublished',
  'unreachable',
  'loadFailed',
]);

/** Why the tour cannot be shown, in words, with a retry where one can help. */
export function ViewerFailure({
  reason,
  send,
  embedded,
}: {
  reason: ViewerFailureReason;
  send: SendViewerEvent;
  embedded: boolean;
}) {
  const t = useTranslate();
  return (
    <div className="tour-viewer-card" role="alert" aria-labelledby="tour-viewer-failure-title">
      <h2 id="tour-viewer-failure-title" className="tour-viewer-card-title">
        {t(`tourViewer.failures.${reason}.title`)}
      </h2>
      <p>{t(`tourViewer.failures.${reason}.text`)}</p>
      <div className="tour-viewer-card-actions">
        {RETRYABLE.has(reason) && (
          <Button variant="primary" onClick={() => send({ type: 'viewer.retry' })}>
            {t('tourViewer.retry')}
          </Button>
        )}
        {embedded ? (
          <a className="button button-secondary" href="/" target="_blank" rel="noopener">
            {t('tourViewer.home')}
          </a>
        ) : (
          <Link className="button button-secondary" to="/">
            {t('tourViewer.home')}
          </Link>
        )}
      </div>
    </div>
  );
}
