/**
 * Where a visitor may stand. The navmesh is the real one; a tour without one gets the flat floor
 * of its box, so walking still works (without walls to stop at).
 */
import { Vector3, type Box3 } from 'three';
import type { TourFrame } from './tour-frame';

export interface Walkable {
  /** The floor point nearest to `point` (searching `reach` metres up and down), or null. */
  snap(point: Vector3, reach?: number): Vector3 | null;
  /** Slides from `from` towards `to` on the floor, stopping at walls; the floor point reached. */
  step(from: Vector3, to: Vector3): Vector3;
  /** The corners of a walking route on the floor, or null when there is none. */
  route(from: Vector3, to: Vector3): Vector3[] | null;
  dispose(): void;
}

export function flatFloor(frame: TourFrame): Walkable {
  const { box } = frame;
  const clamp = (point: Vector3) =>
    new Vector3(
      Math.min(Math.max(point.x, box.min.x), box.max.x),
      box.min.y,
      Math.min(Math.max(point.z, box.min.z), box.max.z),
    );
  return {
    snap: (point) => clamp(point),
    step: (_from, to) => clamp(to),
    route: (from, to) => [clamp(from), clamp(to)],
    dispose: () => undefined,
  };
}

/** How far above or below a storey's elevation its floor may be found. */
const STOREY_REACH = 0.5;
/** Spacing of the search over a storey: under the navmesh's snapping reach (1.5 m each way). */
const SEARCH_SPACING = 2.5;

/**
 * The floor at `height` nearest to `near` (straight above or below it if there is floor there,
 * else the nearest found over the whole box), or null when that storey has no walkable floor.
 */
export function floorAtHeight(
  walkable: Walkable,
  box: Box3,
  height: number,
  near: Vector3,
): Vector3 | null {
  const probe = (x: number, z: number) => walkable.snap(new Vector3(x, height, z), STOREY_REACH);
  const here = probe(near.x, near.z);
  if (here) return here;
  let nearest: Vector3 | null = null;
  for (let x = box.min.x; x <= box.max.x + SEARCH_SPACING; x += SEARCH_SPACING) {
    for (let z = box.min.z; z <= box.max.z + SEARCH_SPACING; z += SEARCH_SPACING) {
      const found = probe(x, z);
      if (found && (!nearest || found.distanceTo(near) < nearest.distanceTo(near))) {
        nearest = found;
      }
    }
  }
  return nearest;
}
