/**
 * Navmesh: the model's world-space triangles voxelised by recast for a walking adult, exported in
 * Detour's format for the viewer. A model with no floor a person could walk on is refused here,
 * with the reason the user sees.
 */
import type { Document } from '@gltf-transform/core';
import {
  NavMesh,
  NavMeshQuery,
  exportNavMesh,
  floodFillPruneNavMesh,
  getNavMeshPositionsAndIndices,
  init,
  type Vector3,
} from 'recast-navigation';
import { generateSoloNavMesh, type SoloNavMeshGeneratorConfig } from 'recast-navigation/generators';
import { NO_WALKABLE_FLOOR_MESSAGE, ProcessingError } from './processing-error';
import { coveredFloorInput, keepSpaceFloorsWhereUndrawn, obstacles } from './storeys';
import {
  isNeverFloor,
  triangleMiddle,
  worldTriangles,
  type Vec3,
  type WalkableTriangles,
} from './world-geometry';

/** A walking adult, in metres and degrees. */
export const AGENT = { radius: 0.3, height: 1.8, maxClimb: 0.3, maxSlope: 45 } as const;
const CELL_HEIGHT = 0.05;
const MIN_CELL_SIZE = 0.05;
/** The grid stays at most this many cells across, so huge sites cost bounded memory and time. */
const MAX_GRID_CELLS = 1_000;
/** Less walkable floor than this (m²) is a ledge or a table top, not a place to tour. */
export const MIN_WALKABLE_AREA = 1;
/** How far a point may be from the navmesh, per axis, to snap onto it: vertically, a step. */
/** The flag every generated polygon carries; disabled ones have 0. */
const ENABLED = 1;
const SNAP_EXTENTS: Vector3 = { x: 1.5, y: AGENT.maxClimb, z: 1.5 };

export interface BuiltNavMesh {
  navMesh: NavMesh;
  query: NavMeshQuery;
  /** Detour navmesh data for the viewer (recast-navigation's importNavMesh reads it). */
  data: Uint8Array;
  /** The walkable surface as triangles in world space. */
  walkable: WalkableTriangles;
  walkableArea: number;
  /** Whether walkable floor was limited to floor under a ceiling (false: the model has none). */
  ceilings: boolean;
  /** The nearest walkable point to `point` (within a step vertically), or null. */
  closestPoint(point: Vec3, extents?: Vector3): Vec3 | null;
  /** The corners of a walking route, or null when the two points are not connected. */
  findPath(from: Vec3, to: Vec3): Vec3[] | null;
  /** Frees the WebAssembly memory; the object is unusable afterwards. */
  destroy(): void;
}

let ready: Promise<void> | null = null;
const initRecast = () => (ready ??= init());

export async function buildNavMesh(document: Document): Promise<BuiltNavMesh> {
  await initRecast();
  // Doors are openings: the navmesh is built as if they stood open. Roofs and suspended ceilings
  // are left out: their tops are never walked on (and the storey below has its height without
  // them). Floors without
  // a ceiling overhead are not walkable either, unless the model has no ceilings at all.
  // The same obstacles before and after: space floors are never obstacles.
  const drawn = obstacles(document);
  keepSpaceFloorsWhereUndrawn(document, drawn);
  const covered = coveredFloorInput(document, AGENT.maxSlope, drawn);
  if (covered.indices.length === 0) throw new ProcessingError(NO_WALKABLE_FLOOR_MESSAGE);
  let built = generate(covered.positions, covered.indices);
  let ceilings = covered.ceilings;
  if (!built && covered.ceilings) {
    // Ceilings, but no floor under them an adult fits on: the old rule rather than nothing.
    const { positions, indices } = worldTriangles(document, { skip: isNeverFloor });
    built = generate(positions, indices);
    ceilings = false;
  }
  if (!built) throw new ProcessingError(NO_WALKABLE_FLOOR_MESSAGE);
  return { ...built, ceilings };
}

/** Recast's navmesh of these triangles, or null when it has less than MIN_WALKABLE_AREA. */
function generate(
  positions: Float32Array,
  indices: Uint32Array,
): Omit<BuiltNavMesh, 'ceilings'> | null {
  const result = generateSoloNavMesh(positions, indices, navMeshConfig(positions));
  if (!result.success) return null;
  const { navMesh } = result;
  const query = new NavMeshQuery(navMesh);
  const walkable = keepLargestArea(navMesh, query);
  const walkableArea = areaOf(walkable);
  if (walkableArea < MIN_WALKABLE_AREA) {
    query.destroy();
    navMesh.destroy();
    return null;
  }
  return withQueries(navMesh, query, walkable, walkableArea);
}

/**
 * Keeps the largest connected walkable area (and any other at least STOREY_SHARE of it and
 * STOREY_MIN_AREA m²: a storey whose stair the agent cannot climb, decision 0033) and disables the rest (flags 0, which Detour's
 * default filter skips, in the exported data too): bed tops, worktops and the tops of wardrobes
 * are walkable to recast but not places a visit can reach.
 */
function keepLargestArea(navMesh: NavMesh, query: NavMeshQuery): WalkableTriangles {
  const [positions, indices] = getNavMeshPositionsAndIndices(navMesh);
  const walkable = { positions, indices };
  const refs: number[] = [];
  for (const seed of pointsInLargestAreas(walkable)) {
    const found = query.findClosestPoint(toVector(seed), {
      halfExtents: { x: 0.05, y: 0.2, z: 0.05 },
    });
    if (found.success && found.polyRef !== 0) refs.push(found.polyRef);
  }
  if (refs.length === 0) return walkable;
  floodFillPruneNavMesh(navMesh, refs);
  const [keptPositions, keptIndices] = getNavMeshPositionsAndIndices(navMesh, ENABLED);
  return { positions: keptPositions, indices: keptIndices };
}

/** Another separate walkable area is kept when it is at least this share of the largest… */
const STOREY_SHARE = 0.25;
/** …and at least this big (m²): a storey, not a table top or a roof's flat. */
const STOREY_MIN_AREA = 10;

/**
 * A triangle's centroid in each kept group of triangles joined by shared corners: the largest,
 * and those at least STOREY_SHARE of it and STOREY_MIN_AREA.
 */
function pointsInLargestAreas({ positions, indices }: WalkableTriangles): Vec3[] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(key, root);
    return root;
  };
  const keyOf = (index: number) => {
    const vertex = (indices[index] ?? 0) * 3;
    return [0, 1, 2].map((axis) => Math.round((positions[vertex + axis] ?? 0) * 1e4)).join(',');
  };
  const triangleRoots: string[] = [];
  for (let i = 0; i + 2 < indices.length; i += 3) {
    const keys = [keyOf(i), keyOf(i + 1), keyOf(i + 2)];
    for (const key of keys) if (!parent.has(key)) parent.set(key, key);
    const [first = '', ...others] = keys.map(find);
    for (const other of others) parent.set(other, first);
    triangleRoots.push(keys[0] ?? '');
  }
  const areaByRoot = new Map<string, number>();
  triangleRoots.forEach((key, triangle) => {
    const root = find(key);
    areaByRoot.set(
      root,
      (areaByRoot.get(root) ?? 0) + triangleArea(positions, indices, triangle * 3),
    );
  });
  const sorted = [...areaByRoot].sort((a, b) => b[1] - a[1]);
  const largestArea = sorted[0]?.[1] ?? 0;
  const kept = sorted.filter(
    ([, area], index) =>
      index === 0 || (area >= STOREY_SHARE * largestArea && area >= STOREY_MIN_AREA),
  );
  const points: Vec3[] = [];
  for (const [root] of kept) {
    const triangle = triangleRoots.findIndex((key) => find(key) === root);
    if (triangle >= 0) points.push(triangleMiddle({ positions, indices }, triangle));
  }
  return points;
}

/** Recast takes sizes in cells: the agent's metres are converted with the chosen cell size. */
export function navMeshConfig(positions: Float32Array): Partial<SoloNavMeshGeneratorConfig> {
  const cs = Math.max(MIN_CELL_SIZE, horizontalExtent(positions) / MAX_GRID_CELLS);
  const ch = CELL_HEIGHT;
  return {
    cs,
    ch,
    walkableSlopeAngle: AGENT.maxSlope,
    walkableHeight: Math.ceil(AGENT.height / ch),
    walkableClimb: Math.floor(AGENT.maxClimb / ch),
    walkableRadius: Math.ceil(AGENT.radius / cs),
    maxEdgeLen: Math.ceil(4 / cs),
    maxSimplificationError: 1.3,
    minRegionArea: Math.ceil(0.5 / cs),
    mergeRegionArea: Math.ceil(1 / cs),
    maxVertsPerPoly: 6,
    detailSampleDist: 6,
    detailSampleMaxError: 1,
  };
}

function horizontalExtent(positions: Float32Array): number {
  const min = [Infinity, Infinity];
  const max = [-Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i] ?? 0;
    const z = positions[i + 2] ?? 0;
    min[0] = Math.min(min[0] ?? 0, x);
    max[0] = Math.max(max[0] ?? 0, x);
    min[1] = Math.min(min[1] ?? 0, z);
    max[1] = Math.max(max[1] ?? 0, z);
  }
  return Math.max((max[0] ?? 0) - (min[0] ?? 0), (max[1] ?? 0) - (min[1] ?? 0));
}

function areaOf({ positions, indices }: WalkableTriangles): number {
  let area = 0;
  for (let i = 0; i + 2 < indices.length; i += 3) area += triangleArea(positions, indices, i);
  return area;
}

function triangleArea(positions: number[], indices: number[], first: number): number {
  const at = (index: number) => {
    const vertex = (indices[index] ?? 0) * 3;
    return [positions[vertex] ?? 0, positions[vertex + 1] ?? 0, positions[vertex + 2] ?? 0];
  };
  const [a, b, c] = [at(first), at(first + 1), at(first + 2)] as [number[], number[], number[]];
  const [ux, uy, uz] = [0, 1, 2].map((k) => (b[k] ?? 0) - (a[k] ?? 0)) as [number, number, number];
  const [vx, vy, vz] = [0, 1, 2].map((k) => (c[k] ?? 0) - (a[k] ?? 0)) as [number, number, number];
  return Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx) / 2;
}

const toVector = ([x, y, z]: Vec3): Vector3 => ({ x, y, z });
const toTuple = ({ x, y, z }: Vector3): Vec3 => [x, y, z];

function withQueries(
  navMesh: NavMesh,
  query: NavMeshQuery,
  walkable: WalkableTriangles,
  walkableArea: number,
): Omit<BuiltNavMesh, 'ceilings'> {
  const closestPoint = (point: Vec3, extents: Vector3 = SNAP_EXTENTS): Vec3 | null => {
    const found = query.findClosestPoint(toVector(point), { halfExtents: extents });
    return found.success && found.polyRef !== 0 ? toTuple(found.point) : null;
  };
  const findPath = (from: Vec3, to: Vec3): Vec3[] | null => {
    const start = closestPoint(from);
    const end = closestPoint(to);
    if (!start || !end) return null;
    const route = query.computePath(toVector(start), toVector(end), {
      halfExtents: SNAP_EXTENTS,
      maxPathPolys: 2048,
    });
    const corners = route.path.map(toTuple);
    const last = corners.at(-1);
    // Detour returns a partial path to the nearest reachable polygon when `to` is cut off.
    if (!route.success || !last || Math.hypot(...last.map((v, k) => v - (end[k] ?? 0))) > 0.05)
      return null;
    return corners;
  };
  return {
    navMesh,
    query,
    data: exportNavMesh(navMesh),
    walkable,
    walkableArea,
    closestPoint,
    findPath,
    destroy: () => {
      query.destroy();
      navMesh.destroy();
    },
  };
}
