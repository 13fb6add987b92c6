import { QueryClientContext } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { useContext, useEffect, useRef, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import {
  tourEditorMachine,
  type TourChangeInput,
  type TourEditorFailure,
} from '../../machines/tour-editor.machine';
import { ApiRequestError } from '../../services/api-client';
import { queryKeys } from '../../services/query-client';
import { useBreadcrumbLabel } from '../../ui/breadcrumb-labels';
import { SampleBadge } from '../tours/tour-status-badge';
import { useToast } from '../../ui/toaster';
import { PageMetadataTags } from '../app/page-metadata';
import { useAppApi } from '../app/app-services';
import { toRequestFailure, type Translate } from '../forms/form-messages';
import { ConfirmDialog } from '../settings/confirm-dialog';
import { EditorActionBar } from './action-bar';
import { AnnotationsPanel } from './annotations-panel';
import { DestinationsPanel } from './destinations-panel';
import { DetailsPanel } from './details-panel';
import type { EditorTourViewer } from './editor-viewer';
import {
  isViewing,
  useItemChange,
  type EditorPanelProps,
  type EditorSnapshot,
} from './editor-props';
import { ObjectTourNotice } from './object-tour-notice';
import { UndrawnNotice } from './undrawn-notice';
import { UnitQuestion } from './unit-question';
import { SharePanel } from './share-panel';
import { ServerDataGate } from '../app/app-services';
import { BrandingPanel } from './branding-panel';
import { TourAnalyticsPanel } from '../tours/tour-analytics';
import { StartPanel } from './start-panel';
import {
  DELETE_FAILED,
  REFRAME_FAILED,
  LOAD_FAILED,
  PUBLISH_FAILED,
  SAVE_FAILED,
  UNPUBLISH_FAILED,
  WATCH_FAILED,
  translateEditorMessage,
} from './tour-editor-messages';
import {
  DeleteTourButton,
  TourDraft,
  TourFailed,
  TourLoadFailed,
  TourLoading,
  TourNotFound,
  TourProcessing,
} from './tour-status-views';
import { ViewerStage, type Placing } from './viewer-stage';
import { useInspect } from '../app/inspection';
import { tourProcessingStatus } from '../tours/tour-processing-status';
import { tourDeletionMachine } from '../../machines/tour-deletion.machine';
import { tourPublishingMachine } from '../../machines/tour-publishing.machine';
import { tourItemChangeMachine } from '../../machines/tour-item-change.machine';
import { FramePanel } from './frame-panel';
import './tour-editor.css';

/** A failed call as the editor shows it; a 404 is told apart (the tour is gone or not mine). */
function editorFailure(error: unknown, fallback: string): TourEditorFailure {
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return { ...toRequestFailure(error, fallback), notFound };
}

async function withEditorFailure<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw editorFailure(error, fallback);
  }
}

/**
 * The editor machine wired to the tours API, the list caches, toasts and navigation. useMachine
 * hands the machine these implementations again on every render, so they see current values.
 */
function useTourEditor(tourId: string) {
  const api = useAppApi();
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useContext(QueryClientContext);
  /** After a change, the lists of tours elsewhere read it again. */
  const refreshLists = () => void queryClient?.invalidateQueries({ queryKey: queryKeys.tours });
  const change = async (call: () => Promise<TourView>, fallback: string) => {
    const tour = await withEditorFailure(call, fallback);
    refreshLists();
    return tour;
  };

  /** One PATCH of the tour: the editor's own saves, its annotations' and its destinations'. */
  const saveTour = fromPromise<TourView, TourChangeInput>(({ input }) =>
    change(() => api.tours.update(input.tourId, input.changes), SAVE_FAILED),
  );

  const inspect = useInspect();
  return useMachine(
    tourEditorMachine.provide({
      actors: {
        loadTour: fromPromise(({ input }) =>
          withEditorFailure(() => api.tours.get(input.tourId), LOAD_FAILED),
        ),
        processingStatus: tourProcessingStatus(api.tours, WATCH_FAILED),
        saveTour,
        reframeTour: fromPromise(({ input }) =>
          change(() => api.tours.reframe(input.tourId, input.correction), REFRAME_FAILED),
        ),
        itemChange: tourItemChangeMachine.provide({
          actors: {
            saveTour,
          },
        }),
        publication: tourPublishingMachine.provide({
          actors: {
            publishTour: fromPromise(({ input }) =>
              change(() => api.tours.publish(input.tourId), PUBLISH_FAILED),
            ),
            unpublishTour: fromPromise(({ input }) =>
              change(() => api.tours.unpublish(input.tourId), UNPUBLISH_FAILED),
            ),
          },
        }),
        deletion: tourDeletionMachine.provide({
          actors: {
            deleteTour: fromPromise(async ({ input }) => {
              await withEditorFailure(() => api.tours.remove(input.tourId), DELETE_FAILED);
              refreshLists();
            }),
          },
        }),
      },
      actions: {
        leaveDeletedTour: () => {
          toast({ title: t('tourEditor.delete.done'), variant: 'success' });
          void navigate('/dashboard/tours', { replace: true });
        },
      },
    }),
    { input: { tourId }, inspect },
  );
}

/** /dashboard/tours/{id}: the owner's tour, its processing, or the editor once it is ready. */
export function TourEditorScreen({ tourId }: { tourId: string }) {
  const t = useTranslate();
  const [snapshot, send] = useTourEditor(tourId);
  const viewerRef = useRef<EditorTourViewer | null>(null);
  const { tour } = snapshot.context;
  useBreadcrumbLabel(tour?.title);

  return (
    <div className="tour-editor-screen">
      <PageMetadataTags titleId="pages.tour.title" descriptionId="pages.tour.description" noIndex />
      <p className="tour-editor-back">
        <Link to="/dashboard/tours">{t('tourEditor.backToTours')}</Link>
      </p>
      <h1 className="screen-heading">{tour?.title ?? t('pages.tour.title')}</h1>
      {tour?.address && <p className="lead">{tour.address}</p>}
      {tour?.sample && (
        <p className="tour-editor-sample">
          <SampleBadge tour={tour} /> {t('tourEditor.sampleNote')}
        </p>
      )}
      <EditorFailure snapshot={snapshot} />
      <EditorBody snapshot={snapshot} send={send} viewerRef={viewerRef} />
      <DeleteTourDialog snapshot={snapshot} send={send} />
      <RemovalDialog snapshot={snapshot} send={send} />
    </div>
  );
}

/** A failure of the last request outside the forms (which show their own), above the editor. */
function EditorFailure({ snapshot }: { snapshot: EditorSnapshot }) {
  const t = useTranslate();
  const { error } = snapshot.context;
  const pageLevel = isViewing(snapshot) || snapshot.matches('draft') || snapshot.matches('failed');
  if (!error || !pageLevel) return null;
  return (
    <p className="form-alert" role="alert">
      {translateEditorMessage(t, error)}
    </p>
  );
}

function EditorBody({
  snapshot,
  send,
  viewerRef,
}: EditorPanelProps & { viewerRef: RefObject<EditorTourViewer | null> }) {
  const { tour, error } = snapshot.context;
  if (snapshot.matches('loading') || snapshot.matches('deleted')) return <TourLoading />;
  if (snapshot.matches('loadFailed')) return <TourLoadFailed error={error} send={send} />;
  if (snapshot.matches('notFound') || !tour) return <TourNotFound />;
  switch (tour.status) {
    case 'draft':
      return <TourDraft send={send} />;
    case 'failed':
      return <TourFailed tour={tour} send={send} />;
    case 'ready':
      return <ReadyEditor snapshot={snapshot} send={send} viewerRef={viewerRef} tour={tour} />;
    default:
      return <TourProcessing tour={tour} />;
  }
}

function ReadyEditor({
  snapshot,
  send,
  viewerRef,
  tour,
}: EditorPanelProps & { viewerRef: RefObject<EditorTourViewer | null>; tour: TourView }) {
  const t = useTranslate();
  const { viewer, viewerFailure, viewMode } = snapshot.context;
  const change = useItemChange(snapshot);
  const placing: Placing = change?.matches('placing') ? change.context.kind : null;
  const placeMissed = placing !== null && change?.context.placeMissed === true;
  const draft = change?.context.draft;
  useStartFollowsSaves(tour, viewer === 'shown', viewerRef);
  // An object tour has no floor to stand or go to: no start position and no destinations.
  const space = tour.kind === 'space';
  return (
    <div className="tour-editor">
      <EditorActionBar snapshot={snapshot} send={send} />
      <UnitQuestion snapshot={snapshot} send={send} />
      <ObjectTourNotice tour={tour} />
      <UndrawnNotice tour={tour} />
      <ViewerStage
        tour={tour}
        viewerRef={viewerRef}
        viewer={viewer}
        viewerFailure={viewerFailure}
        viewMode={viewMode}
        placing={placing}
        placeMissed={placeMissed}
        annotationDraft={draft?.kind === 'annotation' ? draft : null}
        canChangeMode={isViewing(snapshot) || placing !== null}
        send={send}
      />
      <div className="tour-editor-panels">
        {space && <StartPanel snapshot={snapshot} send={send} viewerRef={viewerRef} />}
        <AnnotationsPanel snapshot={snapshot} send={send} />
        {space && <DestinationsPanel snapshot={snapshot} send={send} />}
        <DetailsPanel snapshot={snapshot} send={send} />
        <FramePanel snapshot={snapshot} send={send} />
        <SharePanel snapshot={snapshot} />
        <ServerDataGate fallback={null}>
          <BrandingPanel tourId={tour.id} />
        </ServerDataGate>
        <ServerDataGate fallback={null}>
          <TourAnalyticsPanel tourId={tour.id} />
        </ServerDataGate>
        <section className="tour-editor-panel card" aria-labelledby="tour-editor-delete-heading">
          <h2 id="tour-editor-delete-heading">{t('tourEditor.delete.heading')}</h2>
          <p className="tour-editor-hint">{t('tourEditor.delete.hint')}</p>
          <DeleteTourButton send={send} disabled={!isViewing(snapshot)} />
        </section>
      </div>
    </div>
  );
}

/** "Go to start" leads to the start as last saved, where the viewer can be told. */
function useStartFollowsSaves(
  tour: TourView,
  shown: boolean,
  viewerRef: RefObject<EditorTourViewer | null>,
) {
  const { startPosition } = tour;
  useEffect(() => {
    if (shown && startPosition) viewerRef.current?.setStartPosition?.(startPosition);
  }, [shown, startPosition, viewerRef]);
}

function DeleteTourDialog({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  // The tour-deletion machine asks, then deletes: busy while its DELETE is under way.
  const deleting = useSelector(snapshot.children.deletion, (child) => child?.hasTag('busy'));
  return (
    <ConfirmDialog
      open={snapshot.matches('deleting')}
      busy={deleting === true}
      title={t('tourEditor.delete.confirmTitle')}
      description={t('tourEditor.delete.confirmText', {
        title: snapshot.context.tour?.title ?? '',
      })}
      confirmLabel={t('tourEditor.delete.confirm')}
      busyLabel={t('tourEditor.delete.deleting')}
      cancelLabel={t('tourEditor.cancel')}
      onConfirm={() => send({ type: 'delete.confirm' })}
      onCancel={() => send({ type: 'delete.cancel' })}
    />
  );
}

/** The removal dialog of the tour-item-change machine, if it asks. */
function useRemoval(snapshot: EditorSnapshot) {
  const change = useItemChange(snapshot);
  const tour = snapshot.context.tour;
  if (!change?.matches('confirmingRemoval')) return null;
  const { kind, removalId } = change.context;
  if (kind === 'annotation') {
    const item = tour?.annotations.find((one) => one.id === removalId);
    return { kind, name: item?.title ?? '' };
  }
  const item = tour?.destinations.find((one) => one.id === removalId);
  return { kind, name: item?.name ?? '' };
}

function RemovalDialog({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  const removal = useRemoval(snapshot);
  return (
    <ConfirmDialog
      open={removal !== null}
      busy={false}
      title={removalTitle(t, removal?.kind ?? 'annotation')}
      description={t('tourEditor.removal.text', { name: removal?.name ?? '' })}
      confirmLabel={t('tourEditor.removal.confirm')}
      busyLabel={t('tourEditor.saving')}
      cancelLabel={t('tourEditor.cancel')}
      onConfirm={() => send({ type: 'removal.confirm' })}
      onCancel={() => send({ type: 'removal.cancel' })}
    />
  );
}

function removalTitle(t: Translate, kind: 'annotation' | 'destination'): string {
  return t(
    kind === 'annotation' ? 'tourEditor.removal.annotation' : 'tourEditor.removal.destination',
  );
}
