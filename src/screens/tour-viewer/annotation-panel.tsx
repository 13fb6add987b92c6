import { useTranslate } from '../../i18n/use-translate';
import { isObjectTour, type SendViewerEvent, type ViewerSnapshot } from './viewer-state';
import { Button } from '../../ui/button';

/** The annotation whose marker was chosen: its title, text and link, all as plain text. */
export function AnnotationPanel({ state, send }: { state: ViewerSnapshot; send: SendViewerEvent }) {
  const t = useTranslate();
  const { tour, selectedAnnotationId } = state.context;
  const annotation = tour?.annotations.find((item) => item.id === selectedAnnotationId);
  if (!state.matches({ ready: { annotation: 'shown' } }) || !annotation) return null;
  const close = () => send({ type: 'annotation.close' });
  return (
    <section
      className="tour-viewer-panel tour-viewer-annotation"
      aria-labelledby="tour-viewer-annotation-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <header className="tour-viewer-panel-header">
        <h2 id="tour-viewer-annotation-title">{annotation.title}</h2>
        <button type="button" className="tour-viewer-close" onClick={close}>
          {t('tourViewer.close')}
        </button>
      </header>
      {annotation.text && <p className="tour-viewer-annotation-text">{annotation.text}</p>}
      <div className="tour-viewer-route-actions">
        {annotation.link && /^https?:\/\//i.test(annotation.link) && (
          <a
            className="button button-secondary"
            href={annotation.link}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
          >
            {t('tourViewer.annotation.openLink')}
          </a>
        )}
        {!isObjectTour(state) && (
          <Button
            variant="secondary"
            onClick={() =>
              send({ type: 'route.show', target: { kind: 'annotation', id: annotation.id } })
            }
          >
            {t('tourViewer.annotation.navigate')}
          </Button>
        )}
      </div>
    </section>
  );
}
