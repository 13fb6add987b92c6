/**
 * Where a visitor first stands (decision 0033): on the entrance storey (the lowest with walkable
 * floor), at the walkable point nearest the middle of that storey's floor, eye EYE_HEIGHT above
 * it, facing the longest open view: the direction in which a horizontal line of sight at eye
 * height runs furthest before it meets the model.
 */
import type { Document } from '@gltf-transform/core';
import { DoubleSide, Ray, Vector3 } from 'three';
import type { MeshBVH } from 'three-mesh-bvh';
import { storeyAtHeight } from '../../../src/contract/storeys';
import { MIN_WALKABLE_AREA, type BuiltNavMesh } from './navmesh';
import { NO_WALKABLE_FLOOR_MESSAGE, ProcessingError } from './processing-error';
import {
  detectStoreys,
  entranceStorey,
  obstacles,
  storeyFloor,
  floorsOf,
  type Storey,
} from './storeys';
import { sceneBounds, type Bounds, type Vec3 } from './world-geometry';

export const EYE_HEIGHT = 1.6;
/** Compass directions tried for the first view: 32, every 11.25°. */
export const VIEW_DIRECTIONS = 32;

export interface StartPosition {
  /** The eye, EYE_HEIGHT above the navmesh. */
  position: Vec3;
  /** A point 1 m ahead at eye height: where the camera looks. */
  lookAt: Vec3;
}

export interface StartResult {
  bounds: Bounds;
  start: StartPosition;
  /** The storeys, lowest first (see detectStoreys). */
  storeys: Storey[];
  /** Which of them the visitor starts on. */
  entrance: number;
}

export function startPosition(
  document: Document,
  navMesh: BuiltNavMesh,
  storeys: Storey[] = detectStoreys(navMesh.walkable),
  bvh: MeshBVH | null = obstacles(document),
): StartResult {
  const bounds = sceneBounds(document);
  const entrance = entranceStorey(storeys, MIN_WALKABLE_AREA);
  const floor = storeyFloor(navMesh.walkable, storeys, entrance);
  const floors = floorsOf(storeys);
  const feet = nearestFloor(
    navMesh,
    middleOf(floor) ?? centreOf(bounds),
    bounds,
    (y) => storeyAtHeight(floors, y) === entrance,
  );
  const eye: Vec3 = [feet[0], feet[1] + EYE_HEIGHT, feet[2]];
  const [dx, dz] = longestView(bvh, eye, bounds);
  return {
    bounds,
    start: { position: eye, lookAt: [eye[0] + dx, eye[1], eye[2] + dz] },
    storeys,
    entrance,
  };
}

const centreOf = (bounds: Bounds): Vec3 => [
  (bounds.min[0] + bounds.max[0]) / 2,
  bounds.min[1],
  (bounds.min[2] + bounds.max[2]) / 2,
];

/** The area-weighted middle of a floor, or null for none. */
function middleOf({ positions, indices }: { positions: number[]; indices: number[] }): Vec3 | null {
  const sum: Vec3 = [0, 0, 0];
  let total = 0;
  for (let i = 0; i + 2 < indices.length; i += 3) {
    const corners = [0, 1, 2].map((k) => {
      const vertex = (indices[i + k] ?? 0) * 3;
      return [positions[vertex] ?? 0, positions[vertex + 1] ?? 0, positions[vertex + 2] ?? 0];
    }) as [Vec3, Vec3, Vec3];
    const [a, b, c] = corners;
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
    const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]] as const;
    const area =
      Math.hypot(u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]) /
      2;
    for (let axis = 0; axis < 3; axis += 1)
      sum[axis] =
        (sum[axis] ?? 0) + (area * ((a[axis] ?? 0) + (b[axis] ?? 0) + (c[axis] ?? 0))) / 3;
    total += area;
  }
  return total > 0 ? [sum[0] / total, sum[1] / total, sum[2] / total] : null;
}

/**
 * Searches ever wider around `centre`, at its height first, then at any height; a point on
 * another storey is taken only when the entrance storey has none in reach.
 */
function nearestFloor(
  navMesh: BuiltNavMesh,
  centre: Vec3,
  bounds: Bounds,
  onEntrance: (y: number) => boolean,
): Vec3 {
  const reach = Math.max(bounds.max[0] - bounds.min[0], bounds.max[2] - bounds.min[2]);
  const height = bounds.max[1] - bounds.min[1];
  let elsewhere: Vec3 | null = null;
  for (const extents of [
    { x: 1.5, y: 0.3, z: 1.5 },
    { x: reach, y: 0.3, z: reach },
    { x: reach, y: 1, z: reach },
    { x: reach, y: height, z: reach },
  ]) {
    const point = navMesh.closestPoint(centre, extents);
    if (point && onEntrance(point[1])) return point;
    elsewhere ??= point;
  }
  if (elsewhere) return elsewhere;
  throw new ProcessingError(NO_WALKABLE_FLOOR_MESSAGE);
}

/**
 * The unit x/z direction in which a horizontal line of sight from the eye runs furthest before
 * it meets the model. One that meets nothing has left the building (an open door, a missing
 * wall): it counts as no view at all, so a visitor starts facing into the rooms.
 */
export function longestView(bvh: MeshBVH | null, eye: Vec3, bounds: Bounds): [number, number] {
  const reach = Math.hypot(bounds.max[0] - bounds.min[0], bounds.max[2] - bounds.min[2]) + 1;
  const ray = new Ray(new Vector3(...eye), new Vector3());
  let best: [number, number] = [0, -1];
  let bestDistance = -1;
  for (let i = 0; i < VIEW_DIRECTIONS; i += 1) {
    const angle = (2 * Math.PI * i) / VIEW_DIRECTIONS;
    const direction: [number, number] = [Math.sin(angle), -Math.cos(angle)];
    ray.direction.set(direction[0], 0, direction[1]);
    const hit = bvh?.raycastFirst(ray, DoubleSide, 0, reach);
    const distance = hit ? hit.distance : 0;
    if (distance > bestDistance + 1e-6) {
      best = direction;
      bestDistance = distance;
    }
  }
  return best;
}
