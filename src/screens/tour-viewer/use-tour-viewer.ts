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
import { createViewerElement, type EarlyViewer } from '../../viewer/early-viewer';
import { viewerTourOf, type Translate } from '../../viewer/public-tour';
import {
  ViewerLoadError,
  type TourViewer,
  type ViewerEvents,
  type ViewerTour,
} from '../../viewer/types';
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

/**
 * What the machine's effects reach outside React: the elements (attached as callback refs), the
 * viewer once made, and the actor (connected once it runs) that the viewer reports to.
 */
class ViewerBridge {
  /**
   * The element the viewer draws in. It is made outside React, so that a viewer the page started
   * before the app (src/viewer/early-viewer.ts) is adopted with its element, where it drew.
   */
  readonly canvas: HTMLDivElement;
  /** The element that goes fullscreen (the canvas with its controls). */
  stage: HTMLDivElement | null = null;
  viewer: TourViewer | null = null;
  /** The viewer the page started before the app, until loadModel adopts it. */
  private early: EarlyViewer | null;
  /**
   * Whether the page had drawn the tour before the app came: then no loading card goes over it.
   * A drawn viewer has loaded, so that its adoption cannot fail and no other load follows it.
   */
  readonly drawnBeforeApp: boolean;
  /** The visitor's language, for the labels the viewer draws (kept current by the hook). */
  private translateKey: Translate = (id) => id;
  private sendToActor: ((event: ViewerEvent) => void) | null = null;

  constructor(early: EarlyViewer | null) {
    this.early = early;
    this.drawnBeforeApp = early?.drawn() ?? false;
    this.canvas = early?.element ?? createViewerElement();
  }

  /** The canvas goes into the element React renders for it. */
  readonly attachCanvasSlot = (slot: HTMLDivElement | null) => {
    if (slot && this.canvas.parentElement !== slot) slot.append(this.canvas);
  };
  readonly attachStage = (element: HTMLDivElement | null) => {
    this.stage = element;
  };

  /** The viewer once made: one function for the screen's lifetime (effects may depend on it). */
  readonly currentViewer = () => this.viewer;
  readonly canvasElement = () => this.canvas;

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

  /** The early viewer, once: a second load (Try again) makes a viewer of its own. */
  takeEarly(): EarlyViewer | null {
    const early = this.early;
    this.early = null;
    return early;
  }

  /** Disposes of an early viewer never adopted (the screen left before its tour came). */
  dispose(): void {
    this.takeEarly()?.viewer.dispose();
    this.replaceViewer(null);
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
  const early = bridge.takeEarly();
  const viewerTour = tour && viewerTourOf(tour, bridge.translate);
  if (!viewerTour) {
    early?.viewer.dispose();
    throw new TourViewFailure('loadFailed');
  }
  if (early) return adoptEarly(bridge, early, viewerTour);
  // The model and the navmesh download while the viewer's code loads, not after it.
  const undoPrepare = dependencies.prepare?.(viewerTour);
  try {
    const viewer = await dependencies.createViewer(bridge.canvas, viewerEvents(bridge));
    bridge.replaceViewer(viewer);
    if (signal.aborted) return;
    await viewer.load(viewerTour);
  } catch (error) {
    throw loadFailureOf(error);
  } finally {
    undoPrepare?.();
  }
}

/** The viewer the page started before the app (docs/decisions/0045) becomes this screen's. */
async function adoptEarly(bridge: ViewerBridge, early: EarlyViewer, tour: ViewerTour) {
  bridge.replaceViewer(early.viewer);
  early.forwardTo(viewerEvents(bridge));
  try {
    await early.loaded;
  } catch (error) {
    throw loadFailureOf(error);
  }
  // It was made before the visitor's language was known.
  early.viewer.setObjects(tour.objects ?? []);
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
  /** Where the viewer's element goes (it is made outside React: early-viewer.ts). */
  attachCanvasSlot: (element: HTMLDivElement | null) => void;
  attachStage: (element: HTMLDivElement | null) => void;
  /** The stage element, once attached (dialogs render inside it, for fullscreen). */
  stageElement: () => HTMLDivElement | null;
  /** The viewer once made (tools such as Measure talk to it directly). */
  viewerInstance: () => TourViewer | null;
  /** The element the viewer draws in (where its keys arrive). */
  canvasElement: () => HTMLDivElement;
  /** Whether the page drew the tour before the app started (decision 0045): it needs no loading card. */
  drawnBeforeApp: boolean;
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
  const [bridge] = useState(() => new ViewerBridge(dependencies.takeEarlyViewer?.(slug) ?? null));
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
  useEffect(() => () => bridge.dispose(), [bridge]);
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
    attachCanvasSlot: bridge.attachCanvasSlot,
    attachStage: bridge.attachStage,
    stageElement: () => bridge.stage,
    viewerInstance,
    canvasElement: bridge.canvasElement,
    drawnBeforeApp: bridge.drawnBeforeApp,
  };
}
