import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { VIEWER_KEYS_HELP_ID } from '../../viewer/early-viewer';
import { AnnotationPanel } from './annotation-panel';
import { MeasureArea, MeasureToggle, useMeasureTool } from './measure-tool';
import { NavigatePanel } from './navigate-panel';
import { RouteStatus } from './route-status';
import type { TourViewerHandle } from './use-tour-viewer';
import { ViewerControls } from './viewer-controls';
import { ViewerFailure } from './viewer-failure';
import { ViewerLoading } from './viewer-loading';
import { failureOf, isObjectTour, minimapPlanOf } from './viewer-state';
import './tour-viewer.css';

export interface TourViewerStageProps {
  viewer: TourViewerHandle;
  /** Inside another site's frame: links open Roomwalk in a new tab. */
  embedded: boolean;
}

/**
 * View in AR's dialog, with its QR code and Radix's dialog, is fetched once the model is in, and
 * mounted the first time it opens (model-viewer itself loads then, through the machine): none of
 * it is needed before the model or for the first frame (docs/decisions/0042).
 */
const importArDialog = () => import('./ar-dialog');
const ArDialog = lazy(importArDialog);
/** The minimap's panel: its code loads the first time walk mode shows it (decision 0041). */
const MinimapPanel = lazy(() => import('./minimap-panel'));

const canFullscreen = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * The viewer with its controls and panels, driven by the viewer machine: the canvas fills the
 * stage, and loading, failures, Navigate to…, the route, annotations and AR lie over it.
 */
export function TourViewerStage({ viewer, embedded }: TourViewerStageProps) {
  const t = useTranslate();
  const { state, send, attachCanvasSlot, attachStage, stageElement, canvasElement } = viewer;
  const failure = failureOf(state);
  const ready = state.matches('ready');
  const title = state.context.tour?.title ?? '';
  const measure = useMeasureTool(viewer.viewerInstance, canvasElement, ready);
  const canvasLabel = t('tourViewer.canvasLabel', { title });
  useLayoutEffect(() => {
    canvasElement().setAttribute('aria-label', canvasLabel);
  }, [canvasElement, canvasLabel]);
  const arOpen = ready && !state.matches({ ready: { ar: 'closed' } });
  // Once opened, the dialog stays mounted (closed), as it always was before it loaded lazily.
  const [arUsed, setArUsed] = useState(false);
  if (arOpen && !arUsed) setArUsed(true);
  // Fetched once the model is in, so that the dialog opens at once when asked for.
  useEffect(() => {
    if (ready) void importArDialog().catch(() => undefined);
  }, [ready]);
  return (
    <div
      ref={attachStage}
      className="tour-viewer-stage"
      data-viewer-state={ready ? 'ready' : (failure ?? 'loading')}
      aria-busy={state.hasTag('loading')}
    >
      {/* The canvas's element is made outside React (use-tour-viewer.ts), and goes in here. */}
      <div ref={attachCanvasSlot} className="tour-viewer-slot" hidden={failure !== null} />
      <p id={VIEWER_KEYS_HELP_ID} className="visually-hidden">
        {t(isObjectTour(state) ? 'tourViewer.keyboardHelpObject' : 'tourViewer.keyboardHelp')}
      </p>
      {state.hasTag('loading') && !viewer.drawnBeforeApp && <ViewerLoading state={state} />}
      {failure && <ViewerFailure reason={failure} send={send} embedded={embedded} />}
      {ready && (
        <>
          {state.matches({ ready: { mode: 'walk' } }) && minimapPlanOf(state) && (
            <Suspense fallback={null}>
              <MinimapPanel
                shown={state.matches({ ready: { minimap: 'shown' } })}
                send={send}
                viewer={viewer.viewerInstance}
              />
            </Suspense>
          )}
          {/* On a phone, the panels are one bottom sheet above the toolbar (decision 0043). */}
          <div className="tour-viewer-dock">
            <RouteStatus state={state} send={send} />
            {state.matches({ ready: { navigator: 'open' } }) && (
              <NavigatePanel state={state} send={send} />
            )}
            <AnnotationPanel state={state} send={send} />
            <MeasureArea measure={measure} />
            <ViewerControls state={state} send={send} canFullscreen={canFullscreen()}>
              <MeasureToggle measure={measure} />
            </ViewerControls>
          </div>
          {(arOpen || arUsed) && (
            <Suspense fallback={null}>
              <ArDialog state={state} send={send} container={stageElement()} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
