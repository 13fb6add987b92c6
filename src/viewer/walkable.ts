/**
 * Where a visitor may stand. The navmesh is the real one; a tour without one gets the flat floor
 * of its box, so walking still works (without walls to stop at).
 */
import { Vector3 } from 'three';
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
