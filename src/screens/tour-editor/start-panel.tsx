import type { RefObject } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import type { EditorTourViewer } from './editor-viewer';
import { isViewing, type EditorPanelProps } from './editor-props';

/** Start position: the current view becomes where visitors start; "go to start" returns there. */
export function StartPanel({
  snapshot,
  send,
  viewerRef,
}: EditorPanelProps & { viewerRef: RefObject<EditorTourViewer | null> }) {
  const t = useTranslate();
  const { viewer, viewMode, tour } = snapshot.context;
  const shown = viewer === 'shown';
  const walking = viewMode === 'walk';
  const useThisView = () => {
    const current = viewerRef.current;
    if (current) send({ type: 'start.use', startPosition: current.cameraPose() });
  };
  return (
    <section className="tour-editor-panel card" aria-labelledby="tour-editor-start-heading">
      <h2 id="tour-editor-start-heading">{t('tourEditor.start.heading')}</h2>
      <p className="tour-editor-hint">{t('tourEditor.start.hint')}</p>
      <p>{tour?.startPosition ? t('tourEditor.start.isSet') : t('tourEditor.start.notSet')}</p>
      {shown && !walking && <p className="tour-editor-hint">{t('tourEditor.start.walkFirst')}</p>}
      <div className="tour-editor-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!shown || !walking || !isViewing(snapshot)}
          onClick={useThisView}
        >
          {t('tourEditor.start.useView')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!shown}
          onClick={() => viewerRef.current?.resetToStart()}
        >
          {t('tourEditor.start.goTo')}
        </button>
      </div>
    </section>
  );
}
