/**
 * The tour viewer's public face (DESIGN.md: src/viewer holds framework-free three.js modules driven
 * by the viewer machine). Screens create one viewer per canvas and talk to it only through this
 * interface; per-frame work (camera moves, pointer drags) stays inside the viewer, and the viewer
 * reports only what a machine or a screen needs to know (loaded, failed, a marker chosen, ...).
 */
import type {
  Annotation,
  Destination,
  StartPosition,
  TourBounds,
  Vector3,
} from '../contract/tours';

/** The modes of a space tour, which the visitor chooses between. */
export const VIEWER_MODES = ['walk', 'dollhouse', 'floorPlan'] as const;
export type SpaceViewerMode = (typeof VIEWER_MODES)[number];
/** Orbit: an object tour's only mode, turning around the whole model, nothing cut away. */
export type ViewerMode = SpaceViewerMode | 'orbit';

/** Marked once, when the first frame with the model has been drawn (bench/viewer reads it). */
export const FIRST_FRAME_MARK = 'roomwalk:viewer-first-frame';

/** A storey as the viewer takes it: the height of its floor and its plan (decision 0033). */
export interface ViewerStorey {
  elevation: number;
  floorPlanUrl?: string | undefined;
  /** Where the visitor starts. */
  entrance: boolean;
}

/** A room the model names (IFC spaces): its name where the dollhouse shows it. */
export interface ViewerRoom {
  name: string;
  position: Vector3;
}

/** An object the model names (decision 0037): its label, translated, at its geometry's centre. */
export interface ViewerObjectLabel {
  text: string;
  position: Vector3;
}

/** What a tour gives the viewer: the URLs of its processed files and what the owner set. */
export interface ViewerTour {
  modelUrl: string;
  /**
   * A coarse first version of the model's entrance storey (decision 0049), drawn while the model
   * itself loads after the first frame; none for a small model.
   */
  previewUrl?: string | undefined;
  navMeshUrl?: string | undefined;
  /** The plan of a tour processed before storeys were known (used when `storeys` is empty). */
  floorPlanUrl?: string | undefined;
  /** Lowest first; empty for tours processed before decision 0033 (one storey, its floor). */
  storeys: readonly ViewerStorey[];
  /** Rooms the model names; none where it names none (nothing is made up). */
  rooms?: readonly ViewerRoom[];
  /** Objects the model names, shown on demand (setObjectLabels); none where it names none. */
  objects?: readonly ViewerObjectLabel[];
  bounds: TourBounds | null;
  startPosition: StartPosition | null;
  annotations: readonly Annotation[];
  destinations: readonly Destination[];
}

/** Why a viewer could not show a tour. */
export type ViewerFailure = 'webglUnavailable' | 'loadFailed';

export interface ViewerEvents {
  /** 0 to 1 of the model downloaded (then parsed). */
  onProgress?: (fraction: number) => void;
  /** An annotation marker was clicked, tapped or chosen with the keyboard. */
  onAnnotationSelected?: (annotationId: string) => void;
  /** A walk along a route ended at its destination. */
  onArrived?: () => void;
  /** The visitor walked onto another storey (an index into the tour's storeys). */
  onStoreyChanged?: (storey: number) => void;
}

export interface TourViewer {
  /** Downloads and shows the model; rejects with a ViewerLoadError. */
  load(tour: ViewerTour): Promise<void>;
  setMode(mode: ViewerMode): void;
  /**
   * Shows this storey (an index into the tour's storeys): dollhouse and floor plan cut away what
   * is above it, the floor plan draws its plan, and the visitor goes to stand on it.
   */
  setStorey(storey: number): void;
  setAnnotations(annotations: readonly Annotation[]): void;
  /**
   * Shows or hides the labels of the objects the model names (off at first): each over its
   * object, in every mode, for the storey shown.
   */
  setObjectLabels(shown: boolean): void;
  /** Where the camera stands and which way it looks now (edit mode: "use this view as start"). */
  cameraPose(): StartPosition;
  /** Back to the tour's start position. */
  resetToStart(): void;
  /** The point on a surface under the given client coordinates, or null (edit mode: placing). */
  pickSurface(clientX: number, clientY: number): Vector3 | null;
  /**
   * Draws the navmesh route from the camera to `target` on the floor and, when `walk` is set,
   * moves the visitor along it. False when no route exists (or the tour has no navmesh).
   */
  showRoute(target: Vector3, options?: { walk?: boolean }): boolean;
  clearRoute(): void;
  /**
   * Turns the Measure tool on (its code loads on the first call): taps on the model report
   * snapped points through `onPoint` until the session is disposed. Absent where a viewer has no
   * Measure tool (test fakes).
   */
  measure?(onPoint: (point: Vector3) => void): Promise<MeasureSession>;
  /**
   * Draws the minimap in `element` (its code loads on the first call; decision 0041): the plan
   * of the storey the visitor is on, an arrow where they stand and look, and a click or tap on
   * it walks there in walk mode. Absent where a viewer has no minimap (test fakes).
   */
  minimap?(element: HTMLElement): Promise<MinimapSession>;
  /** Fills the container (and the canvas) on resize; called by the viewer itself too. */
  resize(): void;
  dispose(): void;
}

/** A measurement as the viewer draws it: a line and its distance, written for the visitor. */
export interface ShownMeasurement {
  id: string;
  from: Vector3;
  to: Vector3;
  label: string;
}

/** The minimap while it is drawn. */
export interface MinimapSession {
  dispose(): void;
}

/** The Measure tool while it is on. */
export interface MeasureSession {
  /** The snapped point under the crosshair in the middle of the view, or null (keyboard). */
  pickCentre(): Vector3 | null;
  /** Draws these measurements, and the first point of the one being placed. */
  show(measurements: readonly ShownMeasurement[], pending: Vector3 | null): void;
  dispose(): void;
}

export class ViewerLoadError extends Error {
  override name = 'ViewerLoadError';
  constructor(
    readonly failure: ViewerFailure,
    options?: { cause?: unknown },
  ) {
    super(failure, options);
  }
}
