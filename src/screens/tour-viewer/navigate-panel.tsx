import { useEffect, useRef } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import type { RouteTarget } from '../../machines/viewer.machine';
import { NAVIGATE_PANEL_ID, NAVIGATE_TOGGLE_ID } from './viewer-controls';
import type { SendViewerEvent, ViewerSnapshot } from './viewer-state';

/** Navigate to…: the tour's destinations and annotations; choosing one draws the route there. */
export function NavigatePanel({ state, send }: { state: ViewerSnapshot; send: SendViewerEvent }) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  const { tour } = state.context;
  const destinations = tour?.destinations ?? [];
  const annotations = tour?.annotations ?? [];
  const choose = (target: RouteTarget) => send({ type: 'route.show', target });
  const close = () => send({ type: 'navigate.close' });

  // Focus moves into the panel when it opens, and back to its button when it closes from inside.
  useEffect(() => {
    const panel = heading.current?.closest('section');
    heading.current?.focus();
    return () => {
      const focusWasInside =
        panel?.contains(document.activeElement) || document.activeElement === document.body;
      if (focusWasInside) document.getElementById(NAVIGATE_TOGGLE_ID)?.focus();
    };
  }, []);

  return (
    <section
      id={NAVIGATE_PANEL_ID}
      className="tour-viewer-panel tour-viewer-navigate"
      aria-labelledby="tour-viewer-navigate-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <header className="tour-viewer-panel-header">
        <h2 id="tour-viewer-navigate-title" tabIndex={-1} ref={heading}>
          {t('tourViewer.navigate.title')}
        </h2>
        <button type="button" className="tour-viewer-close" onClick={close}>
          {t('tourViewer.close')}
        </button>
      </header>
      {destinations.length === 0 && annotations.length === 0 && (
        <p className="tour-viewer-muted">{t('tourViewer.navigate.empty')}</p>
      )}
      <TargetList
        title={t('tourViewer.navigate.destinations')}
        items={destinations.map((item) => ({ id: item.id, label: item.name }))}
        onChoose={(id) => choose({ kind: 'destination', id })}
      />
      <TargetList
        title={t('tourViewer.navigate.annotations')}
        items={annotations.map((item) => ({ id: item.id, label: item.title }))}
        onChoose={(id) => choose({ kind: 'annotation', id })}
      />
    </section>
  );
}

function TargetList({
  title,
  items,
  onChoose,
}: {
  title: string;
  items: { id: string; label: string }[];
  onChoose: (id: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="tour-viewer-list-title">{title}</h3>
      <ul className="tour-viewer-targets">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="tour-viewer-target" onClick={() => onChoose(item.id)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
