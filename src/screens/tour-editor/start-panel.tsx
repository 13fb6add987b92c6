import type { RefObject } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import type { EditorTourViewer } from './editor-viewer';
import { isViewing, type EditorPanelProps } from './editor-props';
import { Button } from '../../ui/button';

/** A start whose view meets a surface closer than this (metres) opens on a wall: warn first. */
const BLOCKED_WITHIN_METRES = 1;

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
    if (!current) return;
    const clearance = current.viewClearance?.() ?? Infinity;
    send({
      type: 'start.use',
      startPosition: current.cameraPose(),
      blocked: clearance < BLOCKED_WITHIN_METRES,
    });
  };
  return (
    <section className="tour-editor-panel card" aria-labelledby="tour-editor-start-heading">
      <h2 id="tour-editor-start-heading">{t('tourEditor.start.heading')}</h2>
      <p className="tour-editor-hint">{t('tourEditor.start.hint')}</p>
      <p>{tour?.startPosition ? t('tourEditor.start.isSet') : t('tourEditor.start.notSet')}</p>
      {shown && !walking && <p className="tour-editor-hint">{t('tourEditor.start.walkFirst')}</p>}
      {snapshot.matches({ ready: 'confirmingStart' }) && <BlockedStart send={send} />}
      <div className="tour-editor-actions">
        <Button
          variant="primary"
          disabled={!shown || !walking || !isViewing(snapshot)}
          onClick={useThisView}
        >
          {t('tourEditor.start.useView')}
        </Button>
        <Button
          variant="secondary"
          disabled={!shown}
          onClick={() => viewerRef.current?.resetToStart()}
        >
          {t('tourEditor.start.goTo')}
        </Button>
      </div>
    </section>
  );
}

/** The chosen view is blocked: said beside the button that asked, without moving the 3D view. */
function BlockedStart({ send }: Pick<EditorPanelProps, 'send'>) {
  const t = useTranslate();
  return (
    <div className="tour-editor-warning" role="alert">
      <p>{t('tourEditor.start.blocked')}</p>
      <div className="tour-editor-actions">
        <Button variant="primary" onClick={() => send({ type: 'start.cancel' })}>
          {t('tourEditor.start.chooseAnother')}
        </Button>
        <Button variant="secondary" onClick={() => send({ type: 'start.confirm' })}>
          {t('tourEditor.start.saveAnyway')}
        </Button>
      </div>
    </div>
  );
}
