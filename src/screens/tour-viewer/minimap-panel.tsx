/**
 * The minimap's corner panel (decision 0041; loaded with import() the first time walk mode shows
 * it): the viewer draws the plan, the visitor's place and heading into the map element, and walks
 * there on a click or tap; Hide map and Show map fold it away and back (the viewer machine's
 * minimap region). Keyboard users reach places through Navigate to…; the map is a picture to
 * them, described by its label.
 */
import { useEffect, useRef } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { logger } from '../../services/logger';
import type { MinimapSession, TourViewer } from '../../viewer/types';
import type { SendViewerEvent } from './viewer-state';

export const MINIMAP_ID = 'tour-viewer-minimap';

export default function MinimapPanel({
  shown,
  send,
  viewer,
}: {
  shown: boolean;
  send: SendViewerEvent;
  viewer: () => TourViewer | null;
}) {
  const t = useTranslate();
  const mapRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = mapRef.current;
    const instance = viewer();
    if (!shown || !element || !instance?.minimap) return;
    let session: MinimapSession | null = null;
    let cancelled = false;
    instance
      .minimap(element)
      .then((started) => {
        if (cancelled) started.dispose();
        else session = started;
      })
      .catch((error: unknown) => logger.warn('The minimap could not be loaded', error));
    return () => {
      cancelled = true;
      session?.dispose();
    };
  }, [shown, viewer]);
  return (
    <section className="tour-viewer-minimap" aria-label={t('tourViewer.minimap.label')}>
      {shown && (
        <div
          ref={mapRef}
          id={MINIMAP_ID}
          className="tour-viewer-minimap-map"
          role="img"
          aria-label={t('tourViewer.minimap.description')}
        />
      )}
      <button
        type="button"
        className="tour-viewer-minimap-toggle"
        aria-expanded={shown}
        aria-controls={shown ? MINIMAP_ID : undefined}
        onClick={() => send({ type: shown ? 'minimap.hide' : 'minimap.show' })}
      >
        {t(shown ? 'tourViewer.minimap.hide' : 'tourViewer.minimap.show')}
      </button>
    </section>
  );
}
