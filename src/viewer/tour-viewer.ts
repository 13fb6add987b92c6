/**
 * The tour viewer (src/viewer/types.ts): a three.js canvas in a container, with walk, dollhouse
 * and floor plan modes, annotation markers and navmesh routes. Framework-free: screens and the
 * viewer machine drive it through TourViewer; every per-frame thing happens in here.
 */
import { Timer, Vector3 as ThreeVector3 } from 'three';
import type { Annotation, StartPosition, Vector3 } from '../contract/tours';
import { disposeModel } from './dispose-model';
import { createFrameDemand, viewSignature } from './frame-demand';
import { createFrameQuality } from './frame-quality';
import { cutPlane, loadTour, type LoadedTour } from './loaded-tour';
import { createMarkers } from './markers';
import { createObjectLabels, type ObjectLabels } from './object-labels';
import type { LabelBox } from './label-layout';
import { createRoomLabels, planLabelScale, type RoomLabels } from './room-labels';
import { distanceToSurface, mostOpenYaw, pickSurface } from './picking';
import { createRouteLine } from './route-line';
import { createStage, disposeStage, drawAtResolution, lightAsARoom, resizeStage } from './stage';
import type { MeasureLayer } from './measure-layer';
import type { Minimap } from './minimap';
import { EYE_HEIGHT, toThree } from './tour-frame';
import { floorAtHeight } from './walkable';
import {
  FIRST_FRAME_MARK,
  type TourViewer,
  type ViewerEvents,
  type ViewerMode,
  type ViewerObjectLabel,
  type ViewerTour,
} from './types';
import './viewer.css';

/** Longest frame step the camera takes, so a stalled tab does not jump through a room. */
const MAX_FRAME_SECONDS = 0.1;
/**
 * The most time one frame moves the dollhouse's glide on: a slow device's frame damps it as much
 * as the frames a fast one draws in that time (dollhouse-mode.ts), but a frame after a pause does
 * not end a glide at once.
 */
const MAX_GLIDE_SECONDS = 0.5;
/**
 * The input that wakes the viewer at rest (frame-demand.ts): it may move the camera or change
 * what is drawn (the floor cursor follows the pointer), so the frame after it is drawn.
 */
const WAKING_INPUT = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
  'wheel',
  'keydown',
  'keyup',
  'focusout',
] as const;

/** What this viewer offers beyond TourViewer, for the owner's edit screen. */
export interface ExtendedTourViewer extends TourViewer {
  /** Whether a tap or click on the floor walks there in walk mode (off while placing things). */
  setTapToMove(enabled: boolean): void;
  /** A new start position (just saved by the owner): resetToStart() goes there from now on. */
  setStartPosition(start: StartPosition): void;
  /** How far the walking visitor sees straight ahead before a surface (Infinity: nothing). */
  viewClearance(): number;
  /** Resolves once the first frame with the model has been drawn. */
  firstFrame(): Promise<void>;
  /**
   * While held, no new frame is drawn but after a resize: a tour's page holds its first frame
   * while the app starts, whose short tasks each waited for a whole frame (decision 0045).
   */
  holdFrames(held: boolean): void;
  /** New texts for the object labels (the visitor's language came after the model). */
  setObjects(objects: readonly ViewerObjectLabel[]): void;
}

export function createTourViewer(
  container: HTMLElement,
  events: ViewerEvents = {},
): ExtendedTourViewer {
  const stage = createStage(container);
  const overlay = createOverlay(container);
  const route = createRouteLine(stage.scene);
  const markers = createMarkers(
    overlay,
    () => tour?.model ?? null,
    (id) => events.onAnnotationSelected?.(id),
  );
  const loading = new AbortController();
  const timer = new Timer();
  timer.connect(document);
  let tour: LoadedTour | null = null;
  let mode: ViewerMode = 'walk';
  /** The storey shown, and the one the visitor's feet were last on (walking changes it). */
  let storey = 0;
  let feetStorey = 0;
  let tapToMove = true;
  let pendingStart: StartPosition | null = null;
  let drawnFirstFrame = false;
  let framesHeld = false;
  let resizedWhileHeld = false;
  let markFirstFrame = () => {};
  const firstFrame = new Promise<void>((resolve) => {
    markFirstFrame = resolve;
  });
  const demand = createFrameDemand({
    start: () => {
      stage.renderer?.setAnimationLoop(renderFrame);
      return stage.renderer !== null;
    },
    stop: () => stage.renderer?.setAnimationLoop(null),
  });
  const wake = () => demand.wake();
  const quality = createFrameQuality();
  for (const type of WAKING_INPUT) container.addEventListener(type, wake, { capture: true });
  let measureLayer: MeasureLayer | null = null;
  let minimap: Minimap | null = null;
  /** Where the visitor stands and looks, as data-visitor last said it (the browser tests read it). */
  let reportedVisitor = '';
  let roomLabels: RoomLabels | null = null;
  let objectLabels: ObjectLabels | null = null;
  /** Whether object labels are asked for (they may be asked for before the model is in). */
  let objectLabelsShown = false;

  const applyMode = () => {
    if (!tour) return;
    for (const [name, controls] of Object.entries(tour.modes)) if (name !== mode) controls.exit();
    tour.modes[mode].enter();
    showStorey();
    tour.visitor.object.visible = mode !== 'walk' && mode !== 'orbit';
    route.setOnTop(mode !== 'walk');
    container.dataset['viewerMode'] = mode;
  };

  /** Cuts away what is above the storey shown (dollhouse, floor plan) and shows its plan. */
  const showStorey = () => {
    if (!tour) return;
    const cut = tour.cutHeight(mode, storey);
    const cutting = Number.isFinite(cut);
    if (stage.renderer) stage.renderer.clippingPlanes = cutting ? [cutPlane(cut)] : [];
    tour.showStoreysUpTo(cutting ? storey : null);
    for (const [index, { plan }] of tour.storeys.entries()) {
      if (plan) plan.visible = mode === 'floorPlan' && index === storey;
    }
    container.dataset['viewerStorey'] = String(storey);
    container.dataset['visitorStorey'] = String(feetStorey);
    wake();
  };

  /** Walking up or down the stairs shows the storey the visitor reached. */
  const followFeet = (feetHeight: number) => {
    if (!tour) return;
    const reached = tour.storeyAt(feetHeight);
    if (reached === feetStorey) return;
    feetStorey = reached;
    storey = reached;
    showStorey();
    events.onStoreyChanged?.(reached);
  };

  /** The visitor goes to stand on the chosen storey, as near to where they were as its floor allows. */
  const standOnStorey = (current: LoadedTour) => {
    const feet = current.walk.feet();
    if (current.storeyAt(feet.y) === storey) return;
    const floor = current.storeys[storey]?.floor ?? feet.y;
    const spot = floorAtHeight(current.walkable, current.frame.box, floor, feet);
    if (!spot) return;
    current.walk.standAt({
      position: { x: spot.x, y: spot.y + EYE_HEIGHT, z: spot.z },
      yaw: current.walk.yaw(),
    });
  };

  const reportVisitor = (feet: ThreeVector3, yaw: number) => {
    const visitor = `${feet.x.toFixed(2)} ${feet.y.toFixed(2)} ${feet.z.toFixed(2)} ${yaw.toFixed(2)}`;
    if (visitor === reportedVisitor) return;
    reportedVisitor = visitor;
    container.dataset['visitor'] = visitor;
  };

  function renderFrame(time: number) {
    const renderer = stage.renderer;
    if (!tour || !renderer || (framesHeld && drawnFirstFrame && !resizedWhileHeld)) {
      demand.rest(time);
      return;
    }
    timer.update(time);
    const elapsed = timer.getDelta();
    tour.walk.update(Math.min(elapsed, MAX_FRAME_SECONDS));
    if (mode !== 'walk') tour.modes[mode].update(Math.min(elapsed, MAX_GLIDE_SECONDS));
    const feet = tour.walk.feet();
    followFeet(feet.y);
    const yaw = tour.walk.yaw();
    tour.visitor.place(feet.x, feet.y, feet.z, yaw);
    minimap?.place(feet, yaw, feetStorey);
    reportVisitor(feet, yaw);
    const camera = tour.modes[mode].camera;
    if (!demand.shouldDraw(time, viewSignature(camera, mode))) {
      if (quality.still(time)) wake();
      return;
    }
    resizedWhileHeld = false;
    const scale = quality.drawn(time);
    // The room's light and every pixel come with the frame after the first one (decision 0042).
    if (drawnFirstFrame) {
      drawAtResolution(stage, scale);
      lightAsARoom(stage);
    }
    if (container.dataset['viewerResolution'] !== String(scale)) {
      container.dataset['viewerResolution'] = String(scale);
    }
    renderer.render(stage.scene, camera);
    markers.place(camera, container.clientWidth, container.clientHeight, mode === 'walk');
    // Room names first: an object's label gives way to them.
    const placed: LabelBox[] = [];
    roomLabels?.place(
      camera,
      container.clientWidth,
      container.clientHeight,
      mode === 'walk' ? null : storey,
      placed,
      mode === 'floorPlan' ? planLabelScale(camera, container.clientHeight) : 1,
    );
    objectLabels?.place(
      camera,
      container.clientWidth,
      container.clientHeight,
      storey,
      mode === 'walk',
      placed,
    );
    measureLayer?.place(camera, container.clientWidth, container.clientHeight);
    if (!drawnFirstFrame) {
      drawnFirstFrame = true;
      performance.mark(FIRST_FRAME_MARK);
      markFirstFrame();
      // The frame after it brings the room's light and every pixel.
      wake();
      // The plans come after the first frame (docs/decisions/0042); the storey shown gets its own.
      const shown = tour;
      void shown.loadPlans().then(() => {
        if (tour === shown) showStorey();
      });
      // So does the model itself where a preview was drawn first (decision 0049).
      void shown.loadDetail().then((swapped) => {
        if (tour !== shown || !swapped) return;
        container.dataset['viewerDetail'] = 'full';
        wake();
      });
    }
  }

  const labelObjects = (current: LoadedTour, objects: readonly ViewerObjectLabel[]) => {
    objectLabels?.dispose();
    objectLabels = createObjectLabels(
      overlay,
      objects,
      current.storeyAt,
      () => tour?.model ?? null,
    );
    objectLabels.setShown(objectLabelsShown);
    wake();
  };

  const resize = () => {
    resizeStage(stage);
    resizedWhileHeld = framesHeld;
    wake();
  };
  const resizeObserver =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => resize());
  resizeObserver?.observe(container);

  return {
    load: async (viewerTour: ViewerTour) => {
      tour = await loadTour(stage, viewerTour, (f) => events.onProgress?.(f), loading.signal);
      tour.walk.setTapToMove(tapToMove);
      if (pendingStart) tour.walk.setStart(pendingStart);
      // The machine starts on the entrance storey; a start saved on another storey is reported
      // by the first frame, as a walk there would be.
      storey = tour.entrance;
      feetStorey = tour.entrance;
      container.dataset['viewerDetail'] = viewerTour.previewUrl ? 'preview' : 'full';
      markers.set(viewerTour.annotations);
      roomLabels = createRoomLabels(overlay, viewerTour.rooms ?? [], tour.storeyAt);
      labelObjects(tour, viewerTour.objects ?? []);
      applyMode();
      wake();
    },
    setMode: (next) => {
      mode = next;
      applyMode();
      wake();
    },
    setStorey: (next) => {
      const current = tour;
      if (!current || next === storey || !current.storeys[next]) return;
      storey = next;
      current.walk.stop();
      standOnStorey(current);
      feetStorey = current.storeyAt(current.walk.feet().y);
      showStorey();
    },
    setAnnotations: (next: readonly Annotation[]) => {
      markers.set(next);
      wake();
    },
    setObjectLabels: (shown) => {
      objectLabelsShown = shown;
      objectLabels?.setShown(shown);
      container.dataset['objectLabels'] = shown ? 'shown' : 'hidden';
      wake();
    },
    cameraPose: (): StartPosition => {
      if (!tour) return { position: { x: 0, y: EYE_HEIGHT, z: 0 }, yaw: 0 };
      const feet = tour.walk.feet();
      return { position: { x: feet.x, y: feet.y + EYE_HEIGHT, z: feet.z }, yaw: tour.walk.yaw() };
    },
    resetToStart: () => {
      tour?.walk.reset();
      tour?.modes[mode].reset();
      wake();
    },
    pickSurface: (clientX, clientY): Vector3 | null => {
      const canvas = stage.renderer?.domElement;
      if (!tour || !canvas) return null;
      const camera = tour.modes[mode].camera;
      const cut = tour.cutHeight(mode, storey);
      const point = pickSurface(canvas, camera, tour.model, clientX, clientY, cut);
      return point ? { x: point.x, y: point.y, z: point.z } : null;
    },
    showRoute: (target, options = {}) => {
      if (!tour?.hasNavMesh) return false;
      tour.walk.stop();
      const path = tour.walkable.route(tour.walk.feet(), toThree(target));
      if (!path) return false;
      route.show(path);
      const walk = tour.walk;
      const model = tour.model;
      // Arrived, the visitor turns to look into the room rather than at the wall ahead.
      const onArrived = () => {
        walk.turnTo(mostOpenYaw(model, walk.feet().add(new ThreeVector3(0, EYE_HEIGHT, 0))));
        events.onArrived?.();
      };
      if (options.walk) walk.follow(path, { onArrived });
      wake();
      return true;
    },
    clearRoute: () => {
      tour?.walk.stop();
      route.clear();
      wake();
    },
    measure: async (onPoint) => {
      const { createMeasureLayer } = await import('./measure-layer');
      const canvas = stage.renderer?.domElement;
      const current = tour;
      if (!current || !canvas) throw new Error('The Measure tool needs a loaded tour');
      measureLayer?.dispose();
      const layer = createMeasureLayer({
        scene: stage.scene,
        overlay,
        canvas,
        model: current.model,
        camera: () => current.modes[mode].camera,
        cutHeight: () => current.cutHeight(mode, storey),
        onPoint,
      });
      measureLayer = layer;
      current.walk.setTapToMove(false);
      return {
        pickCentre: layer.pickCentre,
        show: (...shown) => {
          layer.show(...shown);
          wake();
        },
        dispose: () => {
          layer.dispose();
          if (measureLayer === layer) measureLayer = null;
          tour?.walk.setTapToMove(tapToMove);
          wake();
        },
      };
    },
    minimap: async (element) => {
      const { createMinimap } = await import('./minimap');
      const current = tour;
      if (!current) throw new Error('The minimap needs a loaded tour');
      await firstFrame;
      await current.loadPlans();
      minimap?.dispose();
      const map = createMinimap(element, {
        plans: current.storeys.map(({ planSvg }) => planSvg),
        goTo: (x, z) => {
          if (mode !== 'walk' || !tapToMove) return false;
          const floor = current.storeys[feetStorey]?.floor ?? current.frame.box.min.y;
          wake();
          return current.walk.walkTo(new ThreeVector3(x, floor, z));
        },
      });
      minimap = map;
      // Its first frame places the visitor on it.
      wake();
      return {
        dispose: () => {
          map.dispose();
          if (minimap === map) minimap = null;
        },
      };
    },
    setStartPosition: (start) => {
      pendingStart = start;
      tour?.walk.setStart(start);
      wake();
    },
    viewClearance: () => {
      if (!tour) return Infinity;
      const eye = tour.walk.feet().add(new ThreeVector3(0, EYE_HEIGHT, 0));
      const yaw = tour.walk.yaw();
      const ahead = new ThreeVector3(-Math.sin(yaw), 0, -Math.cos(yaw));
      return distanceToSurface(tour.model, eye, ahead);
    },
    firstFrame: () => firstFrame,
    holdFrames: (held) => {
      framesHeld = held;
      wake();
    },
    setObjects: (objects) => {
      if (tour) labelObjects(tour, objects);
    },
    setTapToMove: (enabled) => {
      tapToMove = enabled;
      tour?.walk.setTapToMove(enabled && !measureLayer);
    },
    resize,
    dispose: () => {
      loading.abort();
      demand.stop();
      for (const type of WAKING_INPUT) container.removeEventListener(type, wake, { capture: true });
      resizeObserver?.disconnect();
      timer.dispose();
      markers.dispose();
      roomLabels?.dispose();
      objectLabels?.dispose();
      route.dispose();
      measureLayer?.dispose();
      measureLayer = null;
      minimap?.dispose();
      minimap = null;
      if (tour) disposeTour(tour);
      tour = null;
      disposeStage(stage);
      overlay.remove();
    },
  };
}

function disposeTour(tour: LoadedTour): void {
  tour.dispose();
  disposeModel(tour.model);
  for (const { plan } of tour.storeys) if (plan) disposeModel(plan);
}

function createOverlay(container: HTMLElement): HTMLElement {
  if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
  if (!container.hasAttribute('tabindex')) container.tabIndex = 0;
  const overlay = document.createElement('div');
  overlay.className = 'viewer-overlay';
  container.appendChild(overlay);
  return overlay;
}
