import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { VIEWER_MODES, type SpaceViewerMode } from '../../viewer/types';
import { isObjectTour, type SendViewerEvent, type ViewerSnapshot } from './viewer-state';

export const NAVIGATE_PANEL_ID = 'tour-viewer-navigate';
export const NAVIGATE_TOGGLE_ID = 'tour-viewer-navigate-toggle';

const MODE_EVENTS = {
  walk: 'mode.walk',
  dollhouse: 'mode.dollhouse',
  floorPlan: 'mode.floorPlan',
} as const satisfies Record<SpaceViewerMode, string>;

/**
 * The viewer's toolbar: the three modes, the storey selector, Navigate to…, Labels (where the
 * model names objects), View in AR and fullscreen. An object tour
 * has only its orbit view: no modes and no Navigate to… (decision 0032).
 */
export function ViewerControls({
  state,
  send,
  canFullscreen,
  children,
}: {
  state: ViewerSnapshot;
  send: SendViewerEvent;
  canFullscreen: boolean;
  /** Tools of their own beside Navigate to… (the Measure button). */
  children?: ReactNode;
}) {
  const t = useTranslate();
  const navigatorOpen = state.matches({ ready: { navigator: 'open' } });
  const fullscreen = state.matches({ ready: { fullscreen: 'on' } });
  const objectTour = isObjectTour(state);
  return (
    <div className="tour-viewer-controls" role="toolbar" aria-label={t('tourViewer.controls')}>
      {!objectTour && (
        <div className="tour-viewer-modes" role="group" aria-label={t('tourViewer.modes.label')}>
          {VIEWER_MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              className="tour-viewer-button"
              aria-pressed={state.matches({ ready: { mode } })}
              onClick={() => send({ type: MODE_EVENTS[mode] })}
            >
              {t(`tourViewer.modes.${mode}`)}
            </button>
          ))}
        </div>
      )}
      {!objectTour && <StoreySelector state={state} send={send} />}
      {!objectTour && (
        <button
          id={NAVIGATE_TOGGLE_ID}
          type="button"
          className="tour-viewer-button"
          aria-expanded={navigatorOpen}
          aria-controls={navigatorOpen ? NAVIGATE_PANEL_ID : undefined}
          onClick={() => send({ type: navigatorOpen ? 'navigate.close' : 'navigate.open' })}
        >
          {t('tourViewer.navigate.open')}
        </button>
      )}
      {children}
      <ObjectLabelsToggle state={state} send={send} />
      <button
        type="button"
        className="tour-viewer-button"
        aria-haspopup="dialog"
        onClick={() => send({ type: 'ar.open' })}
      >
        {t('tourViewer.ar.open')}
      </button>
      {canFullscreen && (
        <button
          type="button"
          className="tour-viewer-button"
          onClick={() => send({ type: fullscreen ? 'fullscreen.exit' : 'fullscreen.request' })}
        >
          {t(fullscreen ? 'tourViewer.fullscreen.exit' : 'tourViewer.fullscreen.enter')}
        </button>
      )}
    </div>
  );
}

/** Labels: shows or hides the labels of the objects the model names, where it names some. */
function ObjectLabelsToggle({ state, send }: { state: ViewerSnapshot; send: SendViewerEvent }) {
  const t = useTranslate();
  if ((state.context.tour?.building?.objects.length ?? 0) === 0) return null;
  const shown = state.matches({ ready: { labels: 'shown' } });
  return (
    <button
      type="button"
      className="tour-viewer-button"
      aria-pressed={shown}
      onClick={() => send({ type: shown ? 'labels.hide' : 'labels.show' })}
    >
      {t('tourViewer.labels.toggle')}
    </button>
  );
}

/** Which storey is shown, where the tour has more than one (its name, else its number). */
function StoreySelector({ state, send }: { state: ViewerSnapshot; send: SendViewerEvent }) {
  const t = useTranslate();
  const storeys = state.context.tour?.storeys ?? [];
  if (storeys.length < 2) return null;
  return (
    <label className="tour-viewer-storey">
      <span className="visually-hidden">{t('tourViewer.storeys.label')}</span>
      <select
        className="tour-viewer-button tour-viewer-storey-select"
        value={state.context.storey}
        onChange={(event) => send({ type: 'storey.choose', storey: Number(event.target.value) })}
      >
        {storeys.map((storey, index) => (
          <option key={index} value={index}>
            {storey.name ?? t('tourViewer.storeys.numbered', { number: index + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}
