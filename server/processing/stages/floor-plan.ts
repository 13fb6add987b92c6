/**
 * Floor plan: a top-down SVG in metres (x right, z down, as seen from above with -z north). The
 * walkable area (the navmesh, or the model's upward-facing floor without one) is filled and the
 * walls are drawn where the model crosses a horizontal plane at 1 m, the height at which an
 * architect's plan cuts a building. Plain SVG: no scripts, styles or links, safe to inline.
 */
import type { Document } from '@gltf-transform/core';
import { storeyAtHeight } from '../../../src/contract/storeys';
import { floorsOf, storeyFloor, type Storey } from './storeys';
import {
  sceneBounds,
  worldTriangles,
  type Bounds,
  type WalkableTriangles,
  type WorldTriangles,
} from './world-geometry';

export const PLAN_CUT_HEIGHT = 1.0;
const MARGIN = 0.25;
const PIXELS_PER_METRE = 50;
const MAX_PIXELS = 2_048;
/** Floors face up: a triangle whose unit normal has at least this much +y, below this height. */
const FLOOR_NORMAL_Y = 0.9;
const FLOOR_MAX_HEIGHT = 0.3;
const WALKABLE_FILL = '#dfe8f1';
const WALL_STROKE = '#1f2933';
const WALL_WIDTH = 0.08;
/** Room names on a plan, metres high. */
const LABEL_SIZE = 0.3;

type Segment = [number, number, number, number];

export function floorPlanSvg(
  document: Document,
  navMesh?: { walkable: WalkableTriangles },
): string {
  const world = worldTriangles(document);
  const bounds = sceneBounds(document);
  const walkable = navMesh ? navMesh.walkable : floorTriangles(world);
  const walls = sliceAt(world, bounds.min[1] + PLAN_CUT_HEIGHT);
  return svgDocument(bounds, trianglesPath(walkable), segmentsPath(walls), [], 'Floor plan');
}

/** A room's name and where it is, for a plan's labels. */
export interface PlanLabel {
  name: string;
  position: [number, number, number];
}

/**
 * One plan per storey (decision 0033): that storey's walkable floor, its walls cut 1 m above
 * its floor, and its rooms' names where the model names them; all plans share the model's
 * outline, so that they line up when the viewer switches storeys.
 */
export function storeyPlanSvgs(
  document: Document,
  walkable: WalkableTriangles,
  storeys: readonly Storey[],
  rooms: readonly PlanLabel[] = [],
): string[] {
  const world = worldTriangles(document);
  const bounds = sceneBounds(document);
  const floors = floorsOf(storeys);
  return storeys.map((storey, index) => {
    const floor = storeyFloor(walkable, storeys, index);
    const walls = sliceAt(world, storey.elevation + PLAN_CUT_HEIGHT);
    const labels = rooms.filter((room) => storeyAtHeight(floors, room.position[1]) === index);
    return svgDocument(
      bounds,
      trianglesPath(floor),
      segmentsPath(walls),
      labels,
      storey.name ?? `Storey ${index + 1}`,
    );
  });
}

function svgDocument(
  bounds: Bounds,
  walkablePath: string,
  wallsPath: string,
  labels: readonly PlanLabel[],
  title: string,
): string {
  const x = bounds.min[0] - MARGIN;
  const y = bounds.min[2] - MARGIN;
  const width = bounds.max[0] - bounds.min[0] + 2 * MARGIN;
  const height = bounds.max[2] - bounds.min[2] + 2 * MARGIN;
  const scale = Math.min(PIXELS_PER_METRE, MAX_PIXELS / Math.max(width, height));
  const viewBox = [x, y, width, height].map(format).join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<path class="walkable" d="${walkablePath}" fill="${WALKABLE_FILL}" stroke="${WALKABLE_FILL}" stroke-width="0.02" stroke-linejoin="round"/>`,
    `<path class="walls" d="${wallsPath}" fill="none" stroke="${WALL_STROKE}" stroke-width="${WALL_WIDTH}" stroke-linecap="square"/>`,
    ...labels.map(
      (label) =>
        `<text class="room" x="${format(label.position[0])}" y="${format(label.position[2])}" font-size="${LABEL_SIZE}" text-anchor="middle" fill="${WALL_STROKE}">${escapeXml(label.name)}</text>`,
    ),
    '</svg>',
  ].join('\n');
}

/** Names come from the model's file: written as text, never as markup. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Millimetres are plenty for a plan; fewer digits keep big scans' plans small. */
const format = (value: number) => String(Math.round(value * 1000) / 1000);

function trianglesPath({ positions, indices }: WalkableTriangles): string {
  const parts: string[] = [];
  const xz = (index: number) => {
    const vertex = (indices[index] ?? 0) * 3;
    return `${format(positions[vertex] ?? 0)} ${format(positions[vertex + 2] ?? 0)}`;
  };
  for (let i = 0; i + 2 < indices.length; i += 3)
    parts.push(`M${xz(i)}L${xz(i + 1)}L${xz(i + 2)}Z`);
  return parts.join('');
}

function segmentsPath(segments: readonly Segment[]): string {
  return segments
    .map(([x1, z1, x2, z2]) => `M${format(x1)} ${format(z1)}L${format(x2)} ${format(z2)}`)
    .join('');
}

function corner({ positions, indices }: WorldTriangles, index: number): [number, number, number] {
  const vertex = (indices[index] ?? 0) * 3;
  return [positions[vertex] ?? 0, positions[vertex + 1] ?? 0, positions[vertex + 2] ?? 0];
}

/** The x/z segments where triangles cross the plane y = height. */
export function sliceAt(world: WorldTriangles, height: number): Segment[] {
  const segments: Segment[] = [];
  for (let i = 0; i + 2 < world.indices.length; i += 3) {
    const corners = [corner(world, i), corner(world, i + 1), corner(world, i + 2)];
    const crossings: [number, number][] = [];
    for (let edge = 0; edge < 3; edge += 1) {
      const a = corners[edge] ?? [0, 0, 0];
      const b = corners[(edge + 1) % 3] ?? [0, 0, 0];
      if (a[1] >= height === b[1] >= height) continue;
      const t = (height - a[1]) / (b[1] - a[1]);
      crossings.push([a[0] + (b[0] - a[0]) * t, a[2] + (b[2] - a[2]) * t]);
    }
    const [p, q] = crossings;
    if (p && q) segments.push([p[0], p[1], q[0], q[1]]);
  }
  return segments;
}

/** Without a navmesh: the upward-facing triangles near the floor. */
function floorTriangles(world: WorldTriangles): WalkableTriangles {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i + 2 < world.indices.length; i += 3) {
    const [a, b, c] = [corner(world, i), corner(world, i + 1), corner(world, i + 2)];
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    const normal = [
      (u[1] ?? 0) * (v[2] ?? 0) - (u[2] ?? 0) * (v[1] ?? 0),
      (u[2] ?? 0) * (v[0] ?? 0) - (u[0] ?? 0) * (v[2] ?? 0),
      (u[0] ?? 0) * (v[1] ?? 0) - (u[1] ?? 0) * (v[0] ?? 0),
    ];
    const length = Math.hypot(...normal);
    if (length === 0 || (normal[1] ?? 0) / length < FLOOR_NORMAL_Y) continue;
    if (Math.max(a[1], b[1], c[1]) > FLOOR_MAX_HEIGHT) continue;
    indices.push(positions.length / 3, positions.length / 3 + 1, positions.length / 3 + 2);
    positions.push(...a, ...b, ...c);
  }
  return { positions, indices };
}
