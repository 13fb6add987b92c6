/**
 * A tour once its files are in: the model in the scene, where one may walk, and the three viewing
 * modes, each with its camera and its own cut through the model.
 */
import { DirectionalLight, Group, Plane, Vector3, type Object3D } from 'three';
import { entranceIndex, storeyAtHeight } from '../contract/storeys';
import { disposeModel } from './dispose-model';
import { createDollhouseMode } from './dollhouse-mode';
import { createFloorPlanMode } from './floor-plan-mode';
import { loadModel } from './load-model';
import type { ModeControls } from './mode-controls';
import { loadNavMesh } from './navmesh';
import { attachRenderer, type Stage } from './stage';
import { tourFrame, type TourFrame } from './tour-frame';
import type { ViewerMode, ViewerTour } from './types';
import { flatFloor, type Walkable } from './walkable';
import { createWalkMode, type WalkMode } from './walk-mode';
import { distanceToSurface, pickSurface } from './picking';
import { createFloorCursor } from './floor-cursor';
import { loadPlanOverlay, type LoadedPlan, type PlanBox } from './plan-overlay';
import { storeyNodesOf } from './storey-nodes';
import { createVisitorMarker, type VisitorMarker } from './visitor-marker';

/**
 * Dollhouse and floor plan cut the model this high above its floor (metres): no ceilings. An
 * object's orbit view shows it whole.
 */
const CUT_HEIGHTS: Record<ViewerMode, number> = {
  walk: Infinity,
  dollhouse: 2.2,
  floorPlan: 1.2,
  orbit: Infinity,
};

export interface LoadedTour {
  /** What is drawn of the model: its preview until loadDetail has swapped the model itself in. */
  readonly model: Group;
  readonly frame: TourFrame;
  readonly walkable: Walkable;
  /** False when the tour has no navmesh (or it could not be read): no routes, no walls. */
  readonly hasNavMesh: boolean;
  readonly walk: WalkMode;
  readonly modes: Record<ViewerMode, ModeControls>;
  /** Lowest first; at least one. */
  readonly storeys: readonly LoadedStorey[];
  /** The storey the visitor starts on. */
  readonly entrance: number;
  /** Where the visitor stands, for the modes that look from outside. */
  readonly visitor: VisitorMarker;
  /** The height above which `mode` cuts the model away while `storey` is shown. */
  cutHeight(mode: ViewerMode, storey: number): number;
  /** Draws the storeys up to `storey` alone (null: every storey). */
  showStoreysUpTo(storey: number | null): void;
  /** The storey a point at this height is on: the highest whose floor is at most 0.5 m above. */
  storeyAt(height: number): number;
  /**
   * Reads the storeys' plans, once (later calls get the same promise): each storey gets its plan
   * when it is in, hidden in the scene. Not part of loading: only the floor plan mode and the
   * minimap show them, and drawing them before the first frame kept it waiting (decision 0042).
   */
  loadPlans(): Promise<void>;
  /**
   * Where a preview was drawn first (decision 0049): loads the model itself, once, and puts it in
   * the preview's place; resolves true once it is in. False at once without a preview, and where
   * the model cannot be read (the preview stays).
   */
  loadDetail(): Promise<boolean>;
  dispose(): void;
}

export interface LoadedStorey {
  /** The height of its floor. */
  readonly floor: number;
  /** Its plan's walls and room names, laid over the floor plan mode (once loadPlans has it). */
  plan: Object3D | null;
  /** The plan's SVG and its box (the minimap draws it), or null. */
  planSvg: { svg: string; box: PlanBox } | null;
}

export async function loadTour(
  stage: Stage,
  tour: ViewerTour,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<LoadedTour> {
  const renderer = attachRenderer(stage);
  const storeys = storeysOf(tour);
  // The navmesh is an extra: without it the tour still shows, without walls to stop at.
  const [firstModel, navMesh] = await Promise.all([
    loadModel(tour.previewUrl ?? tour.modelUrl, onProgress, signal, renderer),
    tour.navMeshUrl ? loadNavMesh(tour.navMeshUrl, signal).catch(() => null) : null,
  ]);
  signal.throwIfAborted();
  // A stable group, so that what picks, labels and measures in it is unchanged by loadDetail.
  const model = new Group().add(firstModel);
  const frame = tourFrame(tour.bounds, tour.startPosition, model);
  const walkable = navMesh ?? flatFloor(frame);
  const visitor = createVisitorMarker();
  const cursor = createFloorCursor(stage.container);
  stage.scene.add(model, sunlight(frame), visitor.object, cursor.object);
  const floors = storeys.map((storey) => storey.elevation ?? frame.box.min.y);
  const loadedStoreys: LoadedStorey[] = floors.map((floor) => ({
    floor,
    plan: null,
    planSvg: null,
  }));
  let storeyNodes = storeyNodesOf(model, storeys.length);
  let storeysShown: number | null = null;
  let plansLoaded: Promise<void> | null = null;
  let detailLoaded: Promise<boolean> | null = null;
  /** The model itself in the preview's place, its storeys shown as the preview's were. */
  const swapInDetail = async (previewModel: Object3D, modelUrl: string) => {
    const detailed = await loadModel(modelUrl, () => {}, signal, renderer).catch(() => null);
    if (!detailed) return false;
    if (signal.aborted) {
      disposeModel(detailed);
      return false;
    }
    model.remove(previewModel);
    disposeModel(previewModel);
    model.add(detailed);
    storeyNodes = storeyNodesOf(model, storeys.length);
    storeyNodes.showUpTo(storeysShown);
    return true;
  };
  const canvas = renderer.domElement;
  const cutHeight = (mode: ViewerMode, storey: number) =>
    (floors[storey] ?? frame.box.min.y) + CUT_HEIGHTS[mode];
  const walk = createWalkMode({
    camera: stage.eyes,
    keyTarget: stage.container,
    pointerTarget: canvas,
    walkable,
    start: frame.start,
    pick: (x, y) => pickSurface(canvas, stage.eyes, model, x, y),
    cursor,
    // The navmesh keeps the body off walls; without one, a line of sight ahead does.
    ...(navMesh
      ? {}
      : { distanceAhead: (from, direction) => distanceToSurface(model, from, direction) }),
  });
  walk.standAt(frame.start);
  const modes: Record<ViewerMode, ModeControls> = {
    walk,
    dollhouse: createDollhouseMode(stage.orbit, canvas, frame),
    floorPlan: createFloorPlanMode(stage.plan, canvas, frame),
    orbit: createDollhouseMode(stage.orbit, canvas, frame, { fromBelow: true }),
  };
  return {
    model,
    frame,
    walkable,
    hasNavMesh: navMesh !== null,
    walk,
    modes,
    storeys: loadedStoreys,
    entrance: entranceIndex(storeys),
    visitor,
    cutHeight,
    showStoreysUpTo: (storey) => {
      storeysShown = storey;
      storeyNodes.showUpTo(storey);
    },
    storeyAt: (height) => storeyAtHeight(floors, height),
    loadPlans: () => {
      plansLoaded ??= loadPlansInto(stage, storeys, loadedStoreys, signal);
      return plansLoaded;
    },
    loadDetail: () => {
      detailLoaded ??= tour.previewUrl
        ? swapInDetail(firstModel, tour.modelUrl)
        : Promise.resolve(false);
      return detailLoaded;
    },
    dispose: () => {
      for (const controls of Object.values(modes)) controls.dispose();
      walkable.dispose();
      visitor.dispose();
      cursor.dispose();
    },
  };
}

interface StoreyToLoad {
  /** Null: the model's own floor (a tour without bounds). */
  elevation: number | null;
  plan: string | undefined;
  entrance: boolean;
}

/**
 * The tour's storeys; a tour processed before storeys were known has one, on the floor of its
 * bounds, with the tour's single plan.
 */
function storeysOf(tour: ViewerTour): StoreyToLoad[] {
  if (tour.storeys.length === 0) {
    return [{ elevation: tour.bounds?.min.y ?? null, plan: tour.floorPlanUrl, entrance: true }];
  }
  return tour.storeys.map((storey) => ({
    elevation: storey.elevation,
    plan: storey.floorPlanUrl,
    entrance: storey.entrance,
  }));
}

/** Each storey's plan, hidden in the scene, into its loaded storey (a plan that fails: none). */
async function loadPlansInto(
  stage: Stage,
  storeys: readonly StoreyToLoad[],
  loaded: LoadedStorey[],
  signal: AbortSignal,
): Promise<void> {
  await Promise.all(
    storeys.map(async (storey, index) => {
      const plan = await loadStoreyPlan(storey, signal);
      const target = loaded[index];
      if (!plan || !target) return;
      if (signal.aborted) {
        // The viewer was closed meanwhile: nothing else would dispose of it.
        disposeModel(plan.overlay);
        return;
      }
      plan.overlay.visible = false;
      stage.scene.add(plan.overlay);
      target.plan = plan.overlay;
      target.planSvg = plan;
    }),
  );
}

function loadStoreyPlan(
  storey: StoreyToLoad,
  signal: AbortSignal,
): Promise<LoadedPlan | null> | null {
  if (!storey.plan) return null;
  const height = (storey.elevation ?? 0) + CUT_HEIGHTS.floorPlan;
  return loadPlanOverlay(storey.plan, height, signal).catch(() => null);
}

/** A soft key light from above and to the side, so walls and floors read apart. */
function sunlight(frame: TourFrame): DirectionalLight {
  const light = new DirectionalLight(0xffffff, 1.2);
  light.position.copy(frame.centre).add(new Vector3(frame.size.x, frame.size.y * 3, frame.size.z));
  light.target.position.copy(frame.centre);
  light.target.updateMatrixWorld();
  return light;
}

/** The plane that keeps what is below `height` (three clips what is on the plane's negative side). */
export function cutPlane(height: number): Plane {
  return new Plane(new Vector3(0, -1, 0), height);
}
