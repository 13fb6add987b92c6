import { useTranslate } from '../../i18n/use-translate';
import { Spinner } from '../../ui/spinner';
import type { ViewerSnapshot } from './viewer-state';

/** While the tour, then its model, loads: a message, and the model's progress bar. */
export function ViewerLoading({ state }: { state: ViewerSnapshot }) {
  const t = useTranslate();
  const percent = Math.round(state.context.progress * 100);
  if (state.matches('loadingTour')) {
    return (
      <div className="tour-viewer-card" role="status">
        <Spinner />
        <p>{t('tourViewer.loadingTour')}</p>
      </div>
    );
  }
  return (
    <div className="tour-viewer-card">
      <p id="tour-viewer-progress-label">{t('tourViewer.loadingModel')}</p>
      <div
        className="tour-viewer-progress"
        role="progressbar"
        aria-labelledby="tour-viewer-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('tourViewer.progress', { percent })}
      >
        <div className="tour-viewer-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="tour-viewer-progress-text" aria-hidden="true">
        {t('tourViewer.progress', { percent })}
      </p>
    </div>
  );
}
