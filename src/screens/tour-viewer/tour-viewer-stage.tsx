import { lazy, Suspense } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { AnnotationPanel } from './annotation-panel';
import { ArDialog } from './ar-dialog';
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

/** The minimap's panel: its code loads the first time walk mode shows it (decision 0041). */
const MinimapPanel = lazy(() => import('./minimap-panel'));

const canFullscreen = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * The viewer with its controls and panels, driven by the viewer machine: the canvas fills the
 * stage, and loading, failures, Navigate to…, the route, annotations and AR lie over it.
 */
export function TourViewerStage({ viewer, embedded }: TourViewerStageProps) {
  const t = useTranslate();
  const { state, send, attachCanvas, attachStage, stageElement } = viewer;
  const failure = failureOf(state);
  const ready = state.matches('ready');
  const title = state.context.tour?.title ?? '';
  const measure = useMeasureTool(viewer.viewerInstance, viewer.canvasElement, ready);
  return (
    <div
      ref={attachStage}
      className="tour-viewer-stage"
      data-viewer-state={ready ? 'ready' : (failure ?? 'loading')}
      aria-busy={state.hasTag('loading')}
    >
      <div
        ref={attachCanvas}
        className="tour-viewer-canvas"
        role="application"
        aria-label={t('tourViewer.canvasLabel', { title })}
        aria-describedby="tour-viewer-keys"
        hidden={failure !== null}
      />
      <p id="tour-viewer-keys" className="visually-hidden">
        {t(isObjectTour(state) ? 'tourViewer.keyboardHelpObject' : 'tourViewer.keyboardHelp')}
      </p>
      {state.hasTag('loading') && <ViewerLoading state={state} />}
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
          <RouteStatus state={state} send={send} />
          {state.matches({ ready: { navigator: 'open' } }) && (
            <NavigatePanel state={state} send={send} />
          )}
          <AnnotationPanel state={state} send={send} />
          <MeasureArea measure={measure} />
          <ViewerControls state={state} send={send} canFullscreen={canFullscreen()}>
            <MeasureToggle measure={measure} />
          </ViewerControls>
          <ArDialog state={state} send={send} container={stageElement()} />
        </>
      )}
    </div>
  );
}
