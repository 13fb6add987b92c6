/** Small readings of the viewer machine's snapshot that several parts of the screen share. */
import type { SnapshotFrom } from 'xstate';
import type {
  ViewerEvent,
  ViewerFailureReason,
  viewerMachine,
} from '../../machines/viewer.machine';

export type ViewerSnapshot = SnapshotFrom<typeof viewerMachine>;
export type SendViewerEvent = (event: ViewerEvent) => void;

const FAILURE_STATES: readonly ViewerFailureReason[] = [
  'notFound',
  'unpublished',
  'unreachable',
  'webglUnavailable',
  'loadFailed',
];

export function failureOf(state: ViewerSnapshot): ViewerFailureReason | null {
  return FAILURE_STATES.find((reason) => state.matches(reason)) ?? null;
}

/** An object tour (no walkable floor): orbit view only, no walking, floor plan or navigation. */
export function isObjectTour(state: ViewerSnapshot): boolean {
  return state.context.tour?.kind === 'object';
}

/** The name of the chosen route target, as the tour owner wrote it. */
export function routeTargetName(state: ViewerSnapshot): string {
  const { tour, routeTarget } = state.context;
  if (!tour || !routeTarget) return '';
  if (routeTarget.kind === 'destination') {
    return tour.destinations.find((item) => item.id === routeTarget.id)?.name ?? '';
  }
  return tour.annotations.find((item) => item.id === routeTarget.id)?.title ?? '';
}

/**
 * The plan the minimap draws (decision 0041): the storey shown's own plan, or a tour's single
 * plan from before storeys; null on an object tour or a storey without a plan.
 */
export function minimapPlanOf(state: ViewerSnapshot): string | null {
  const { tour, storey } = state.context;
  if (!tour || tour.kind === 'object') return null;
  if (tour.storeys.length === 0) return tour.assets.floorplan ?? null;
  return tour.storeys[storey]?.floorplan ?? null;
}
