/**
 * Where a visitor first stands: on the navmesh nearest the middle of the model, at eye height,
 * looking along the longest clear line of sight on the floor (into the room, not at a wall).
 */
import type { Document } from '@gltf-transform/core';
import type { BuiltNavMesh } from './navmesh';
import { NO_WALKABLE_FLOOR_MESSAGE, ProcessingError } from './processing-error';
import { sceneBounds, type Bounds, type Vec3 } from './world-geometry';

export const EYE_HEIGHT = 1.6;
/** Compass directions tried for the first view: 16, every 22.5°. */
const VIEW_DIRECTIONS = 16;

export interface StartPosition {
  /** The eye, EYE_HEIGHT above the navmesh. */
  position: Vec3;
  /** A point 1 m ahead at eye height: where the camera looks. */
  lookAt: Vec3;
}

export interface StartResult {
  bounds: Bounds;
  start: StartPosition;
}

export function startPosition(document: Document, navMesh: BuiltNavMesh): StartResult {
  const bounds = sceneBounds(document);
  const centre: Vec3 = [
    (bounds.min[0] + bounds.max[0]) / 2,
    bounds.min[1],
    (bounds.min[2] + bounds.max[2]) / 2,
  ];
  const feet = nearestFloor(navMesh, centre, bounds);
  const [dx, dz] = longestView(navMesh, feet, bounds);
  const eye: Vec3 = [feet[0], feet[1] + EYE_HEIGHT, feet[2]];
  return { bounds, start: { position: eye, lookAt: [eye[0] + dx, eye[1], eye[2] + dz] } };
}

/** Searches ever wider around the centre, at floor level first, then at any height. */
function nearestFloor(navMesh: BuiltNavMesh, centre: Vec3, bounds: Bounds): Vec3 {
  const reach = Math.max(bounds.max[0] - bounds.min[0], bounds.max[2] - bounds.min[2]);
  const height = bounds.max[1] - bounds.min[1];
  for (const extents of [
    { x: 1.5, y: 0.3, z: 1.5 },
    { x: reach, y: 0.3, z: reach },
    { x: reach, y: height, z: reach },
  ]) {
    const point = navMesh.closestPoint(centre, extents);
    if (point) return point;
  }
  throw new ProcessingError(NO_WALKABLE_FLOOR_MESSAGE);
}

/** The unit x/z direction in which the floor runs furthest before a wall or an edge. */
function longestView(navMesh: BuiltNavMesh, feet: Vec3, bounds: Bounds): [number, number] {
  const reach = Math.hypot(bounds.max[0] - bounds.min[0], bounds.max[2] - bounds.min[2]);
  const found = navMesh.query.findClosestPoint(
    { x: feet[0], y: feet[1], z: feet[2] },
    { halfExtents: { x: 0.1, y: 0.3, z: 0.1 } },
  );
  let best: [number, number] = [1, 0];
  let bestDistance = -1;
  for (let i = 0; i < VIEW_DIRECTIONS; i += 1) {
    const angle = (2 * Math.PI * i) / VIEW_DIRECTIONS;
    const direction: [number, number] = [Math.cos(angle), -Math.sin(angle)];
    const end = {
      x: feet[0] + direction[0] * reach,
      y: feet[1],
      z: feet[2] + direction[1] * reach,
    };
    const hit = navMesh.query.raycast(found.polyRef, found.point, end);
    // Detour's t is the fraction of the ray walked before a hit, or a huge number for none.
    const distance = hit.success ? Math.min(hit.t, 1) * reach : 0;
    if (distance > bestDistance + 1e-6) {
      best = direction;
      bestDistance = distance;
    }
  }
  return best;
}
