/**
 * Turns plan segments (metres) into walls: each segment becomes a box of the wall thickness and
 * height, lengthened by half the thickness where it meets another segment so corners close,
 * while free ends (door gaps) stay where the plan has them. A floor at y = 0 covers the outline.
 */
import type { Document } from '@gltf-transform/core';
import { ShapeUtils, Vector2 } from 'three';
import { createMeshDocument, type MaterialData } from './mesh-document';

export interface PlanPoint {
  x: number;
  y: number;
}
export interface PlanSegment {
  from: PlanPoint;
  to: PlanPoint;
}
interface WallSize {
  height: number;
  thickness: number;
}

type Vec3 = [number, number, number];

const WALL_MATERIAL: MaterialData = { name: 'wall', baseColor: [0.85, 0.85, 0.82, 1] };
const FLOOR_MATERIAL: MaterialData = { name: 'floor', baseColor: [0.55, 0.5, 0.45, 1] };
/** Endpoints closer than this (metres) are the same corner. */
const JOIN_TOLERANCE = 1e-3;

/** Plan (x, y) → world (x, 0, -y): the plan seen from above, Y up. */
const world = (p: PlanPoint, height: number): Vec3 => [p.x, height, -p.y];

export function buildPlanDocument(
  segments: PlanSegment[],
  outline: PlanPoint[] | null,
  size: WallSize,
): Document {
  const builder = new TriangleBuilder();
  const joined = joinedEndpoints(segments);
  for (const segment of segments) addWall(builder, segment, size, joined);
  const wallIndices = builder.takeIndices();
  addFloor(builder, outline ?? boundingBox(segments));
  const floorIndices = builder.takeIndices();
  return createMeshDocument('plan', builder.vertices(), [
    { indices: wallIndices, material: WALL_MATERIAL },
    { indices: floorIndices, material: FLOOR_MATERIAL },
  ]);
}

const cornerKey = (p: PlanPoint) =>
  `${Math.round(p.x / JOIN_TOLERANCE)},${Math.round(p.y / JOIN_TOLERANCE)}`;

function joinedEndpoints(segments: PlanSegment[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { from, to } of segments) {
    for (const p of [from, to]) counts.set(cornerKey(p), (counts.get(cornerKey(p)) ?? 0) + 1);
  }
  return counts;
}

function addWall(
  builder: TriangleBuilder,
  { from, to }: PlanSegment,
  { height, thickness }: WallSize,
  joined: Map<string, number>,
): void {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const dir = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
  const half = thickness / 2;
  const extendFrom = (joined.get(cornerKey(from)) ?? 0) > 1 ? half : 0;
  const extendTo = (joined.get(cornerKey(to)) ?? 0) > 1 ? half : 0;
  const start = { x: from.x - dir.x * extendFrom, y: from.y - dir.y * extendFrom };
  const end = { x: to.x + dir.x * extendTo, y: to.y + dir.y * extendTo };
  const side = { x: -dir.y * half, y: dir.x * half };
  const plan = [
    { x: start.x + side.x, y: start.y + side.y },
    { x: end.x + side.x, y: end.y + side.y },
    { x: end.x - side.x, y: end.y - side.y },
    { x: start.x - side.x, y: start.y - side.y },
  ];
  const low = (i: number) => world(plan[i % 4] ?? start, 0);
  const high = (i: number) => world(plan[i % 4] ?? start, height);
  const centre = world({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, height / 2);
  builder.quad(high(0), high(1), high(2), high(3), centre); // top; no bottom: it rests on the floor
  for (let i = 0; i < 4; i += 1) builder.quad(low(i), low(i + 1), high(i + 1), high(i), centre);
}

function addFloor(builder: TriangleBuilder, outline: PlanPoint[]): void {
  const contour = outline.map((p) => new Vector2(p.x, p.y));
  const up: Vec3 = [0, 1, 0];
  for (const [a, b, c] of ShapeUtils.triangulateShape(contour, [])) {
    const corner = (index: number | undefined) => world(outline[index ?? 0] ?? { x: 0, y: 0 }, 0);
    builder.triangle(corner(a), corner(b), corner(c), up);
  }
}

function boundingBox(segments: PlanSegment[]): PlanPoint[] {
  const points = segments.flatMap(({ from, to }) => [from, to]);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  return [
    { x: minX, y: minY },
    { x: maxX, y: minY },
    { x: maxX, y: maxY },
    { x: minX, y: maxY },
  ];
}

const subtract = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const normalised = (v: Vec3): Vec3 => {
  const length = Math.hypot(...v) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
};

/** Flat-shaded triangles; each one is wound to face the way it should, whatever order it came in. */
class TriangleBuilder {
  private readonly positions: number[] = [];
  private readonly normals: number[] = [];
  private indices: number[] = [];

  /** A quad of a box whose inside contains `inside`: its faces point away from it. */
  quad(a: Vec3, b: Vec3, c: Vec3, d: Vec3, inside: Vec3): void {
    const outward = subtract(a, inside);
    const normal = cross(subtract(b, a), subtract(c, a));
    const facing: Vec3 = normalised(
      dot(normal, outward) >= 0 ? normal : [-normal[0], -normal[1], -normal[2]],
    );
    this.triangle(a, b, c, facing);
    this.triangle(a, c, d, facing);
  }

  triangle(a: Vec3, b: Vec3, c: Vec3, facing: Vec3): void {
    const normal = cross(subtract(b, a), subtract(c, a));
    const corners = dot(normal, facing) >= 0 ? [a, b, c] : [a, c, b];
    for (const corner of corners) {
      this.indices.push(this.positions.length / 3);
      this.positions.push(...corner);
      this.normals.push(...facing);
    }
  }

  takeIndices(): Uint32Array {
    const taken = Uint32Array.from(this.indices);
    this.indices = [];
    return taken;
  }

  vertices() {
    return {
      positions: Float32Array.from(this.positions),
      normals: Float32Array.from(this.normals),
    };
  }
}
