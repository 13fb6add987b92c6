import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Annotation, TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { annotationOfDraft, type AnnotationDraft } from '../../machines/tour-items';
import {
  type EditorViewMode,
  type TourEditorEvent,
  type ViewerFailureReason,
  type ViewerStatus,
} from '../../machines/tour-editor.machine';
import { ViewerLoadError } from '../../viewer/types';
import { useAppApi } from '../app/app-services';
import { openEditorViewer, type EditorTourViewer } from './editor-viewer';
import { listenForTaps } from './tap-listener';
import { Button } from '../../ui/button';

export type Placing = 'annotation' | 'destination' | null;

const VIEW_MODES: readonly EditorViewMode[] = ['walk', 'dollhouse', 'floorPlan'];

export interface ViewerStageProps {
  tour: TourView;
  viewerRef: RefObject<EditorTourViewer | null>;
  viewer: ViewerStatus;
  viewerFailure: ViewerFailureReason | null;
  viewMode: EditorViewMode;
  /** What the next tap places, if anything. */
  placing: Placing;
  placeMissed: boolean;
  /** The annotation being edited, shown as a marker where it will be. */
  annotationDraft: AnnotationDraft | null;
  canChangeMode: boolean;
  send: (event: TourEditorEvent) => void;
}

/** The markers: the saved annotations, with the one being edited where it will be. */
function markersOf(tour: TourView, draft: AnnotationDraft | null): Annotation[] {
  if (!draft?.position) return tour.annotations;
  const shown = annotationOfDraft({ ...draft, title: draft.title.trim() || '…' });
  const others = tour.annotations.filter((annotation) => annotation.id !== draft.id);
  return [...others, shown];
}

/** Opens the viewer in `containerRef` once, for the tour as it was when the page showed it. */
function useEditorViewer(
  containerRef: RefObject<HTMLDivElement | null>,
  tour: TourView,
  viewerRef: RefObject<EditorTourViewer | null>,
  send: (event: TourEditorEvent) => void,
) {
  const [progress, setProgress] = useState(0);
  const [firstTour] = useState(tour);
  const download = useAppApi().tours.asset;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let active = true;
    const session = openEditorViewer(
      container,
      firstTour,
      {
        onProgress: (fraction) => {
          if (active) setProgress(fraction);
        },
        onAnnotationSelected: (id) => send({ type: 'annotation.edit', id }),
      },
      download,
    );
    session.ready.then(
      (viewer) => {
        if (!active) return;
        viewerRef.current = viewer;
        send({ type: 'viewer.loaded' });
      },
      (error: unknown) => {
        if (!active) return;
        const failure = error instanceof ViewerLoadError ? error.failure : 'loadFailed';
        send({ type: 'viewer.failed', failure });
      },
    );
    return () => {
      active = false;
      viewerRef.current = null;
      session.dispose();
    };
  }, [containerRef, firstTour, viewerRef, send, download]);
  return progress;
}

/** While placing: taps on the model (not drags) pick the point; Escape cancels. */
function usePlacement(
  containerRef: RefObject<HTMLDivElement | null>,
  viewerRef: RefObject<EditorTourViewer | null>,
  placing: Placing,
  send: (event: TourEditorEvent) => void,
) {
  useEffect(() => {
    const container = containerRef.current;
    const viewer = viewerRef.current;
    if (!placing || !container || !viewer) return;
    viewer.setTapToMove?.(false);
    const stop = listenForTaps(container, (x, y) => placeAt(viewer, x, y, send));
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'place.cancel' });
    };
    document.addEventListener('keydown', escape);
    return () => {
      stop();
      document.removeEventListener('keydown', escape);
      viewer.setTapToMove?.(true);
    };
  }, [containerRef, viewerRef, placing, send]);
}

function placeAt(
  viewer: EditorTourViewer,
  clientX: number,
  clientY: number,
  send: (event: TourEditorEvent) => void,
) {
  const position = viewer.pickSurface(clientX, clientY);
  send(position ? { type: 'place.point', position } : { type: 'place.missed' });
}

/** The 3D view of the ready tour, its loading and failure states, and the placing banner. */
export function ViewerStage(props: ViewerStageProps) {
  const { tour, viewerRef, viewer, viewMode, placing, annotationDraft, send } = props;
  const t = useTranslate();
  const containerRef = useRef<HTMLDivElement>(null);
  const progress = useEditorViewer(containerRef, tour, viewerRef, send);
  usePlacement(containerRef, viewerRef, placing, send);
  const markers = useMemo(() => markersOf(tour, annotationDraft), [tour, annotationDraft]);
  const shown = viewer === 'shown';

  useEffect(() => {
    if (shown) viewerRef.current?.setAnnotations(markers);
  }, [shown, markers, viewerRef]);
  // An object tour (no walkable floor) is only ever turned around: no modes to switch.
  const objectTour = tour.kind === 'object';
  useEffect(() => {
    if (shown) viewerRef.current?.setMode(objectTour ? 'orbit' : viewMode);
  }, [shown, viewMode, viewerRef, objectTour]);

  const placeAtCentre = () => {
    const container = containerRef.current;
    const current = viewerRef.current;
    if (!container || !current) return;
    const box = container.getBoundingClientRect();
    placeAt(current, box.left + box.width / 2, box.top + box.height / 2, send);
  };

  return (
    <section
      className="tour-editor-stage"
      aria-label={t('tourEditor.stage.label')}
      data-placing={placing ?? undefined}
    >
      <div
        ref={containerRef}
        className="tour-editor-canvas"
        data-testid="tour-editor-viewer"
        aria-label={t('tourEditor.stage.canvasLabel')}
        role="application"
      />
      {viewer === 'loading' && <ViewerProgress fraction={progress} />}
      {viewer === 'failed' && <ViewerFailure reason={props.viewerFailure} />}
      {shown && !objectTour && (
        <ModeSwitch
          mode={viewMode}
          disabled={!props.canChangeMode}
          onChange={(mode) => send({ type: 'viewer.modeChanged', mode })}
        />
      )}
      {placing && (
        <PlacingBanner
          placing={placing}
          missed={props.placeMissed}
          onCentre={placeAtCentre}
          onCancel={() => send({ type: 'place.cancel' })}
        />
      )}
    </section>
  );
}

function ViewerProgress({ fraction }: { fraction: number }) {
  const t = useTranslate();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="tour-editor-stage-message" role="status">
      <p>{t('tourEditor.stage.loading', { percent })}</p>
      <progress max={100} value={percent} aria-label={t('tourEditor.stage.progressLabel')} />
    </div>
  );
}

function ViewerFailure({ reason }: { reason: ViewerFailureReason | null }) {
  const t = useTranslate();
  const key =
    reason === 'webglUnavailable' ? 'tourEditor.stage.webglUnavailable' : 'tourEditor.stage.failed';
  return (
    <div className="tour-editor-stage-message" role="alert">
      <p>{t(key)}</p>
    </div>
  );
}

function ModeSwitch({
  mode,
  disabled,
  onChange,
}: {
  mode: EditorViewMode;
  disabled: boolean;
  onChange: (mode: EditorViewMode) => void;
}) {
  const t = useTranslate();
  return (
    <div className="tour-editor-modes" role="group" aria-label={t('tourEditor.modes.label')}>
      {VIEW_MODES.map((name) => (
        <Button
          key={name}
          variant="secondary"
          aria-pressed={mode === name}
          disabled={disabled}
          onClick={() => onChange(name)}
        >
          {t(`tourEditor.modes.${name}`)}
        </Button>
      ))}
    </div>
  );
}

function PlacingBanner({
  placing,
  missed,
  onCentre,
  onCancel,
}: {
  placing: 'annotation' | 'destination';
  missed: boolean;
  onCentre: () => void;
  onCancel: () => void;
}) {
  const t = useTranslate();
  return (
    <div className="tour-editor-placing" role="region" aria-label={t('tourEditor.placing.label')}>
      <p role="status">
        {missed ? t('tourEditor.placing.missed') : t(`tourEditor.placing.${placing}`)}
      </p>
      <div className="tour-editor-actions">
        <Button variant="primary" onClick={onCentre}>
          {t('tourEditor.placing.centre')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('tourEditor.placing.cancel')}
        </Button>
      </div>
    </div>
  );
}
