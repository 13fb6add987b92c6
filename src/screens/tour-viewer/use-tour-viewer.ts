import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import * as v from 'valibot';
import { ApiErrorBodySchema } from '../../contract/api-error';
import type { PublicTourView } from '../../contract/tours';
import {
  viewerMachine,
  type ViewerEvent,
  type ViewerFailureReason,
} from '../../machines/viewer.machine';
import { ApiRequestError } from '../../services/api-client';
import type { AppApi } from '../../services/app-api';
import { logger } from '../../services/logger';
import { ViewerLoadError, type TourViewer, type ViewerEvents } from '../../viewer/types';
import { useAppApi } from '../app/app-services';
import type { ViewerDependencies } from './viewer-dependencies';
import { useInspect } from '../app/inspection';
import { useTranslate } from '../../i18n/use-translate';
import type { VisitSource } from '../../contract/analytics';
import { useVisitRecording } from './use-visit-recording';

/** What the machine's loading actors reject with: the reason it shows, and what caused it. */
export class TourViewFailure extends Error {
  override name = 'TourViewFailure';
  constructor(
    readonly reason: ViewerFailureReason,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/** Progress reaches the machine (and so React) only once it has grown by this much. */
const PROGRESS_STEP = 0.01;

async function fetchTour(api: AppApi, slug: string): Promise<PublicTourView> {
  try {
    return await api.tours.publicTour(slug);
  } catch (error) {
    throw new TourViewFailure(fetchFailureReason(error), { cause: error });
  }
}

/** A 404 is an unknown link, or (data.reason 'unpublished') a tour taken offline; else no answer. */
function fetchFailureReason(error: unknown): ViewerFailureReason {
  if (!(error instanceof ApiRequestError) || error.status !== 404) return 'unreachable';
  const body = v.safeParse(ApiErrorBodySchema, error.data);
  return body.success && body.output.data?.reason === 'unpublished' ? 'unpublished' : 'notFound';
}

const loadFailureOf = (error: unknown) =>
  new TourViewFailure(
    error instanceof ViewerLoadError && error.failure === 'webglUnavailable'
      ? 'webglUnavailable'
      : 'loadFailed',
    { cause: error },
  );

/** Translates a catalogue key (the object labels' names, in the visitor's language). */
type Translate = (id: string) => string;

/** The public tour as the viewer takes it; object labels by their vocabulary key, translated. */
function viewerTourOf(tour: PublicTourView, translate: Translate) {
  const { model, navmesh, floorplan } = tour.assets;
  if (!model) throw new TourViewFailure('loadFailed');
  return {
    modelUrl: model,
    navMeshUrl: navmesh,
    floorPlanUrl: floorplan,
    storeys: tour.storeys.map(({ elevation, floorplan: floorPlanUrl, entrance }) => ({
      elevation,
      floorPlanUrl,
      entrance,
    })),
    rooms: tour.building?.rooms.map(({ name, position }) => ({ name, position })) ?? [],
    objects:
      tour.building?.objects.map(({ kind, position }) => ({
        text: translate(`tourViewer.objects.${kind}`),
        position,
      })) ?? [],
    bounds: tour.bounds,
    startPosition: tour.startPosition,
    annotations: tour.annotations,
    destinations: tour.destinations,
  };
}

/**
 * What the machine's effects reach outside React: the elements (attached as callback refs), the
 * viewer once made, and the actor (connected once it runs) that the viewer reports to.
 */
class ViewerBridge {
  /** The element the viewer draws in. */
  canvas: HTMLDivElement | null = null;
  /** The element that goes fullscreen (the canvas with its controls). */
  stage: HTMLDivElement | null = null;
  viewer: TourViewer | null = null;
  /** The visitor's language, for the labels the viewer draws (kept current by the hook). */
  private translateKey: Translate = (id) => id;
  private sendToActor: ((event: ViewerEvent) => void) | null = null;

  readonly attachCanvas = (element: HTMLDivElement | null) => {
    this.canvas = element;
  };
  readonly attachStage = (element: HTMLDivElement | null) => {
    this.stage = element;
  };

  /** The viewer once made: one function for the screen's lifetime (effects may depend on it). */
  readonly currentViewer = () => this.viewer;

  connect(send: (event: ViewerEvent) => void): () => void {
    this.sendToActor = send;
    return () => {
      this.sendToActor = null;
    };
  }

  setTranslate(translate: Translate): void {
    this.translateKey = translate;
  }

  readonly translate: Translate = (id) => this.translateKey(id);

  send(event: ViewerEvent): void {
    this.sendToActor?.(event);
  }

  replaceViewer(viewer: TourViewer | null): void {
    this.viewer?.dispose();
    this.viewer = viewer;
  }
}

/** The viewer's reports, as machine events. */
function viewerEvents(bridge: ViewerBridge): ViewerEvents {
  let reported = -1;
  const send = (event: ViewerEvent) => bridge.send(event);
  return {
    onProgress: (fraction) => {
      if (fraction < 1 && fraction - reported < PROGRESS_STEP) return;
      reported = fraction;
      send({ type: 'viewer.progress', fraction });
    },
    onAnnotationSelected: (annotationId) => send({ type: 'annotation.select', annotationId }),
    onArrived: () => send({ type: 'viewer.arrived' }),
    onStoreyChanged: (storey) => send({ type: 'viewer.storeyReached', storey }),
  };
}

async function loadModel(
  bridge: ViewerBridge,
  dependencies: ViewerDependencies,
  tour: PublicTourView | null,
  signal: AbortSignal,
): Promise<void> {
  bridge.replaceViewer(null);
  const container = bridge.canvas;
  if (!tour || !container) throw new TourViewFailure('loadFailed');
  const viewerTour = viewerTourOf(tour, bridge.translate);
  // The model and the navmesh download while the viewer's code loads, not after it.
  const undoPrepare = dependencies.prepare?.(viewerTour);
  try {
    const viewer = await dependencies.createViewer(container, viewerEvents(bridge));
    bridge.replaceViewer(viewer);
    if (signal.aborted) return;
    await viewer.load(viewerTour);
  } catch (error) {
    throw loadFailureOf(error);
  } finally {
    undoPrepare?.();
  }
}

function viewerLogic(api: AppApi, dependencies: ViewerDependencies, bridge: ViewerBridge) {
  return viewerMachine.provide({
    actors: {
      fetchTour: fromPromise(({ input }) => fetchTour(api, input.slug)),
      loadModel: fromPromise(({ input, signal }) =>
        loadModel(bridge, dependencies, input.tour, signal),
      ),
      findRoute: fromPromise(async ({ input }) => {
        const viewer = bridge.viewer;
        if (!input.position || !viewer?.showRoute(input.position)) throw new Error('No route');
      }),
      loadAr: fromPromise<unknown>(() => dependencies.loadAr()),
    },
    actions: {
      applyMode: (_, { mode }) => bridge.viewer?.setMode(mode),
      applyStorey: (_, { storey }) => bridge.viewer?.setStorey(storey),
      applyObjectLabels: (_, { shown }) => bridge.viewer?.setObjectLabels(shown),
      walkRoute: (_, { position }) => {
        if (position) bridge.viewer?.showRoute(position, { walk: true });
      },
      clearRoute: () => bridge.viewer?.clearRoute(),
      requestFullscreen: () => {
        bridge.stage?.requestFullscreen?.().catch((error: unknown) => {
          logger.warn('Fullscreen was refused', error);
        });
      },
      exitFullscreen: () => {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      },
      logFailure: (_, { error }) => logger.warn('The tour viewer could not go on', error),
    },
  });
}

export interface TourViewerHandle {
  state: SnapshotFrom<typeof viewerMachine>;
  send: (event: ViewerEvent) => void;
  attachCanvas: (element: HTMLDivElement | null) => void;
  attachStage: (element: HTMLDivElement | null) => void;
  /** The stage element, once attached (dialogs render inside it, for fullscreen). */
  stageElement: () => HTMLDivElement | null;
  /** The viewer once made (tools such as Measure talk to it directly). */
  viewerInstance: () => TourViewer | null;
  /** The element the viewer draws in (where its keys arrive). */
  canvasElement: () => HTMLDivElement | null;
}

/**
 * The viewer machine of one slug, wired to the API, the viewer and the Fullscreen API. The
 * viewer lives in a ref: React renders the machine's state, the viewer draws the frames.
 */
export function useTourViewer(
  slug: string,
  dependencies: ViewerDependencies,
  source: VisitSource,
): TourViewerHandle {
  const api = useAppApi();
  const [bridge] = useState(() => new ViewerBridge());
  const [logic] = useState(() => viewerLogic(api, dependencies, bridge));
  const inspect = useInspect();
  const actor = useActorRef(logic, { input: { slug }, inspect });
  const state = useSelector(actor, (snapshot) => snapshot);
  const translate = useTranslate();
  useEffect(() => {
    bridge.setTranslate(translate);
  }, [bridge, translate]);

  useEffect(() => {
    const disconnect = bridge.connect((event) => actor.send(event));
    const onFullscreenChange = () =>
      actor.send({
        type: 'fullscreen.changed',
        active: document.fullscreenElement !== null && document.fullscreenElement === bridge.stage,
      });
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      disconnect();
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [actor, bridge]);
  useEffect(() => () => bridge.replaceViewer(null), [bridge]);
  const viewerInstance = bridge.currentViewer;
  const recordRequest = useVisitRecording(
    actor,
    slug,
    dependencies.recordVisit,
    source,
    viewerInstance,
  );
  const send = useCallback(
    (event: ViewerEvent) => {
      recordRequest(event);
      actor.send(event);
    },
    [actor, recordRequest],
  );

  return {
    state,
    send,
    attachCanvas: bridge.attachCanvas,
    attachStage: bridge.attachStage,
    stageElement: () => bridge.stage,
    viewerInstance,
    canvasElement: () => bridge.canvas,
  };
}
