/**
 * Where a visitor first stands (decision 0033, 0051): on the entrance storey (the lowest with
 * walkable floor), eye EYE_HEIGHT above the floor, with MIN_HEADROOM free above it, in the room
 * the model calls its entrance where it is roomy, else at the most open place of that storey's
 * floor (a room, not a corridor's end), facing the longest open view: the direction in which a
 * horizontal line of sight at eye height runs furthest before it meets the model, closed doors
 * included.
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
import {
  sceneBounds,
  triangleMiddle,
  type Bounds,
  type Vec3,
  type WalkableTriangles,
} from './world-geometry';

export const EYE_HEIGHT = 1.6;
/** Free height above the floor where a visitor starts (m): never under a stair or in a void. */
export const MIN_HEADROOM = 2;
/** The room the model calls its entrance is the start where it has a view this long (m): a lobby
 * does, a vestibule between two closed doors does not. */
const MIN_VIEW_AHEAD = 3;
/** Room kept around the eye where a visitor starts (m). */
const MIN_CLEARANCE = 0.6;
/** Compass directions tried for the first view: 32, every 11.25°. */
export const VIEW_DIRECTIONS = 32;
/** Places of the entrance storey's floor weighed for the start, at most. */
const MAX_CANDIDATES = 240;
/** Sight lines weighed per place, and how far each counts (m). */
const OPENNESS_DIRECTIONS = 16;
const OPENNESS_REACH = 8;
/** Room names that say "the way in", in the languages IFC exports are commonly written in. */
const ENTRANCE_NAME =
  /\b(entrance|entry|lobby|foyer|reception|vestibule|eingang|windfang|entr[ée]e|ingresso|entrada|recepci[oó]n|ingang)\b/iu;

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

/** A named room of the model, on the walkable floor where there is one near. */
export interface StartRoom {
  name: string;
  position: Vec3;
}

export function startPosition(
  document: Document,
  navMesh: BuiltNavMesh,
  storeys: Storey[] = detectStoreys(navMesh.walkable),
  rooms: readonly StartRoom[] = [],
  bvh: MeshBVH | null = obstacles(document, 'closed'),
): StartResult {
  const bounds = sceneBounds(document);
  const entrance = entranceStorey(storeys, MIN_WALKABLE_AREA);
  const floors = floorsOf(storeys);
  const onEntrance = (point: Vec3) => storeyAtHeight(floors, point[1]) === entrance;
  const floor = storeyFloor(navMesh.walkable, storeys, entrance);
  const fallback = nearestFloor(navMesh, middleOf(floor) ?? centreOf(bounds), bounds, onEntrance);
  const sight = new SightLines(bvh);
  const standable = (feet: Vec3) => onEntrance(feet) && sight.upward(feet) >= MIN_HEADROOM;
  const entranceRooms = rooms
    .filter((room) => ENTRANCE_NAME.test(room.name))
    .map((room) => room.position)
    .filter((place) => longestView(sight, eyeAbove(place), bounds).distance >= MIN_VIEW_AHEAD);
  // The middle first: among places equally roomy (an open field), the first is kept.
  const places = [fallback, ...placesOn(floor)].filter(standable);
  const feet =
    mostOpen(sight, entranceRooms.filter(standable)) ??
    mostOpen(
      sight,
      places.filter((place) => sight.clear(place)),
    ) ??
    mostOpen(sight, places) ??
    fallback;
  const eye = eyeAbove(feet);
  const [dx, dz] = longestView(sight, eye, bounds).direction;
  return {
    bounds,
    start: { position: eye, lookAt: [eye[0] + dx, eye[1], eye[2] + dz] },
    storeys,
    entrance,
  };
}

const eyeAbove = (feet: Vec3): Vec3 => [feet[0], feet[1] + EYE_HEIGHT, feet[2]];

/** Rays from a point into the model (doors open), with how far each runs before a hit. */
class SightLines {
  private readonly ray = new Ray(new Vector3(), new Vector3());
  private readonly point = new Vector3();

  constructor(private readonly bvh: MeshBVH | null) {}

  /** How far a line from `from` towards `direction` runs before it meets the model, or null. */
  distance(from: Vec3, direction: Vec3, reach: number): number | null {
    this.ray.origin.set(...from);
    this.ray.direction.set(...direction);
    const hit = this.bvh?.raycastFirst(this.ray, DoubleSide, 0, reach);
    return hit ? hit.distance : null;
  }

  /** The free height above a point of floor (from a hand's breadth above it, over a rug). */
  upward(feet: Vec3): number {
    const lift = 0.05;
    const free = this.distance([feet[0], feet[1] + lift, feet[2]], [0, 1, 0], MIN_HEADROOM * 4);
    return free === null ? Infinity : free + lift;
  }

  /** Whether nothing is within MIN_CLEARANCE of the eye: not in a doorway, not against a wall. */
  clear(feet: Vec3): boolean {
    this.point.set(feet[0], feet[1] + EYE_HEIGHT, feet[2]);
    // The threshold only prunes the search: a point further away can still come back.
    const closest = this.bvh?.closestPointToPoint(this.point, undefined, 0, MIN_CLEARANCE);
    return !closest || closest.distance > MIN_CLEARANCE;
  }

  /**
   * How roomy a place is at eye height: the mean of the shortest quarter of its sight lines (each
   * up to OPENNESS_REACH). Long in a room's middle; short in a corridor, whatever its length and
   * however many doors open off it.
   */
  openness(feet: Vec3): number {
    const eye = eyeAbove(feet);
    const runs: number[] = [];
    for (let i = 0; i < OPENNESS_DIRECTIONS; i += 1) {
      const angle = (2 * Math.PI * i) / OPENNESS_DIRECTIONS;
      const direction: Vec3 = [Math.sin(angle), 0, -Math.cos(angle)];
      runs.push(this.distance(eye, direction, OPENNESS_REACH) ?? OPENNESS_REACH);
    }
    const shorter = runs.sort((a, b) => a - b).slice(0, OPENNESS_DIRECTIONS / 4);
    return shorter.reduce((sum, run) => sum + run, 0) / shorter.length;
  }
}

/** The most open of `places` (the first of equals), or null for none. */
function mostOpen(sight: SightLines, places: readonly Vec3[]): Vec3 | null {
  let best: Vec3 | null = null;
  let bestOpenness = -1;
  for (const place of places) {
    const openness = sight.openness(place);
    if (openness > bestOpenness) [best, bestOpenness] = [place, openness];
  }
  return best;
}

/** Up to MAX_CANDIDATES walkable places spread over a floor: its triangles' middles. */
function placesOn(floor: WalkableTriangles): Vec3[] {
  const triangles = Math.floor(floor.indices.length / 3);
  const stride = Math.max(1, Math.ceil(triangles / MAX_CANDIDATES));
  const places: Vec3[] = [];
  for (let triangle = 0; triangle < triangles; triangle += stride)
    places.push(triangleMiddle(floor, triangle));
  return places;
}

const centreOf = (bounds: Bounds): Vec3 => [
  (bounds.min[0] + bounds.max[0]) / 2,
  bounds.min[1],
  (bounds.min[2] + bounds.max[2]) / 2,
];

/** The area-weighted middle of a floor, or null for none. */
function middleOf({ positions, indices }: WalkableTriangles): Vec3 | null {
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
  onEntrance: (point: Vec3) => boolean,
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
    if (point && onEntrance(point)) return point;
    elsewhere ??= point;
  }
  if (elsewhere) return elsewhere;
  throw new ProcessingError(NO_WALKABLE_FLOOR_MESSAGE);
}

/** The longest view from an eye: its unit x/z direction, and how far it runs (0: nowhere). */
interface View {
  direction: [number, number];
  distance: number;
}

/**
 * The direction in which a horizontal line of sight from the eye runs furthest before it meets
 * the model. One that meets nothing has left the building (an open door, a missing wall): it
 * counts as no view at all, so a visitor starts facing into the rooms.
 */
function longestView(sight: SightLines, eye: Vec3, bounds: Bounds): View {
  const reach = Math.hypot(bounds.max[0] - bounds.min[0], bounds.max[2] - bounds.min[2]) + 1;
  let best: View = { direction: [0, -1], distance: -1 };
  for (let i = 0; i < VIEW_DIRECTIONS; i += 1) {
    const angle = (2 * Math.PI * i) / VIEW_DIRECTIONS;
    const direction: [number, number] = [Math.sin(angle), -Math.cos(angle)];
    const distance = sight.distance(eye, [direction[0], 0, direction[1]], reach) ?? 0;
    if (distance > best.distance + 1e-6) best = { direction, distance };
  }
  return best;
}
