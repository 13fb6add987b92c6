/**
 * DXF 2D floor plans to a Document. Walls come from LINE, LWPOLYLINE and POLYLINE/VERTEX/SEQEND
 * entities (in ENTITIES, and in blocks placed with INSERT); arcs given by bulges are approximated
 * by short segments. If some layers are named like walls (…WALL…), only those count. Units come
 * from $INSUNITS; a plan without units is read as millimetres when it is larger than 300 units
 * across, else as metres; a unit the owner chose (decision 0036) replaces both. Plan x → world x,
 * plan y → world -z, Y up.
 *
 * A drawing with 3D faces (3DFACE entities, polyface meshes) is a modeller's export, not a plan: it
 * is read as a 3D model instead (dxf-faces.ts), framed like an STL.
 */
import type { Document } from '@gltf-transform/core';
import { METRES_PER_UNIT, type LengthUnit } from '../../../src/contract/tours';
import { InputError } from './input-error';
import { collectFaces, hasFaces } from './dxf-faces';
import { createMeshDocument, type MaterialData } from './mesh-document';
import { formatCount, type InputLimits } from './limits';
import { buildPlanDocument, type PlanPoint, type PlanSegment } from './dxf-extrude';
import {
  groupEntities,
  number,
  point,
  readBlocks,
  readPairs,
  readSections,
  text,
  type Blocks,
  type Entity,
  type Pair,
} from './dxf-entities';

export interface DxfOptions {
  /** Wall height in metres. */
  wallHeight?: number;
  /** Wall thickness in metres. */
  wallThickness?: number;
  /** The unit the plan was drawn in, whatever its header says (the owner's correction). */
  unit?: LengthUnit;
}

export const DEFAULT_WALL_HEIGHT = 2.7;
export const DEFAULT_WALL_THICKNESS = 0.1;

/** $INSUNITS codes → metres per unit. */
const UNIT_METRES: Record<number, number> = {
  1: 0.0254,
  2: 0.3048,
  4: 0.001,
  5: 0.01,
  6: 1,
  10: 0.9144,
  14: 0.1,
};
/** $INSUNITS codes of the units an owner can choose. */
const UNIT_NAMES: Record<number, LengthUnit> = { 1: 'in', 2: 'ft', 4: 'mm', 5: 'cm', 6: 'm' };
const UNITLESS_MM_THRESHOLD = 300;
const MAX_BLOCK_DEPTH = 8;
const ARC_STEP_RADIANS = Math.PI / 12;

interface Polyline {
  points: PlanPoint[];
  closed: boolean;
  layer: string;
}
interface Transform {
  apply: (point: PlanPoint) => PlanPoint;
  layer: string | null;
}

/** A DXF read: a floor plan made into walls (metres, Y up), or a drawing's 3D faces (see below). */
export type DxfDrawing =
  /** `unit`: what the plan was read in; null for one an owner cannot choose (yards, decimetres). */
  | { kind: 'plan'; document: Document; unit: LengthUnit | null }
  /**
   * In the drawing's own axes. In metres when the owner chose a unit or $INSUNITS declares one
   * (`unit` says which; null as for plans); in the drawing's own units when neither says
   * (`unit` undefined: the caller guesses, as for an STL).
   */
  | { kind: 'faces'; document: Document; unit?: LengthUnit | null };

export function readDxf(
  bytes: Uint8Array,
  limits: InputLimits,
  options: DxfOptions = {},
): DxfDrawing {
  const sections = readSections(readPairs(bytes));
  const blocks = readBlocks(sections.get('BLOCKS') ?? []);
  const entities = groupEntities(sections.get('ENTITIES') ?? []);
  checkBlockPlacements(entities, blocks, limits);
  const header = sections.get('HEADER') ?? [];
  if (hasFaces(entities, blocks)) {
    const known = drawingUnit(header, options);
    const scale = known?.scale ?? 1;
    const triangles = collectFaces(entities, blocks, limits).map((value) => value * scale);
    const document = facesDocument(triangles);
    return known ? { kind: 'faces', document, unit: known.unit } : { kind: 'faces', document };
  }
  const collector = new PolylineCollector(blocks, limits);
  collector.addEntities(entities, identity, 0);
  const polylines = onlyWallLayers(collector.polylines);
  const { scale, unit } = drawingUnit(header, options) ?? guessedUnit(polylines);
  const toWorld = (p: PlanPoint): PlanPoint => ({ x: p.x * scale, y: p.y * scale });
  const scaled = polylines.map((line) => ({ ...line, points: line.points.map(toWorld) }));
  const segments = toSegments(scaled);
  if (segments.length === 0) throw new InputError(NO_WALLS_MESSAGE);
  const document = buildPlanDocument(segments, floorOutline(scaled), {
    height: options.wallHeight ?? DEFAULT_WALL_HEIGHT,
    thickness: options.wallThickness ?? DEFAULT_WALL_THICKNESS,
  });
  return { kind: 'plan', document, unit };
}

export const NO_WALLS_MESSAGE =
  'The DXF file has no lines, polylines or 3D faces to build walls or a model from. Draw the ' +
  'walls as lines or polylines (on a layer named like "Walls"), or export the model as 3D faces ' +
  'or as glTF, then create the tour again.';

/** The faces as one mesh, in a single grey material, each triangle with its own corners. */
function facesDocument(triangles: number[]): Document {
  const positions = new Float32Array(triangles);
  const indices = Uint32Array.from({ length: positions.length / 3 }, (_, index) => index);
  return createMeshDocument('DXF faces', { positions }, [{ indices, material: DRAWING_MATERIAL }]);
}

const DRAWING_MATERIAL: MaterialData = { name: 'DXF', baseColor: [0.8, 0.8, 0.8, 1] };

/**
 * Blocks may insert blocks that insert blocks: 40 INSERTs per block over 8 levels is 40⁸ walls
 * from an 11 KB file. The placements are counted per block and level (no expansion) and the plan
 * is refused before any is made when they exceed the limit.
 */
function checkBlockPlacements(entities: Entity[], blocks: Blocks, limits: InputLimits): void {
  const memo = new Map<string, number>();
  const placements = (list: Entity[], depth: number): number => {
    let count = 0;
    for (const entity of list) {
      const block = entity.type === 'INSERT' ? blocks.get(text(entity, 2)) : undefined;
      if (block === undefined || depth >= MAX_BLOCK_DEPTH) continue;
      const key = `${depth}:${text(entity, 2)}`;
      const inner = memo.get(key) ?? placements(block.entities, depth + 1);
      memo.set(key, inner);
      count += 1 + inner;
    }
    return count;
  };
  const total = placements(entities, 0);
  if (total > limits.maxBlockPlacements)
    throw new InputError(tooManyPlacementsMessage(total, limits));
}

function tooManyPlacementsMessage(total: number, limits: InputLimits): string {
  const found = total < Number.MAX_SAFE_INTEGER ? formatCount(total) : 'more than 9 quadrillion';
  return (
    `The plan's blocks, placed inside one another, expand to ${found} block placements; ` +
    `the limit is ${formatCount(limits.maxBlockPlacements)}. ` +
    'Explode the nested blocks in your CAD program (and purge unused ones), then create the tour again.'
  );
}

const identity: Transform = { apply: (p) => p, layer: null };

class PolylineCollector {
  readonly polylines: Polyline[] = [];
  private segmentCount = 0;

  constructor(
    private readonly blocks: Blocks,
    private readonly limits: InputLimits,
  ) {}

  addEntities(entities: Entity[], transform: Transform, depth: number): void {
    for (const entity of entities) {
      const layer = transform.layer && text(entity, 8) === '0' ? transform.layer : text(entity, 8);
      if (entity.type === 'INSERT') this.insert(entity, transform, depth, layer);
      else {
        const polyline = entityPolyline(entity);
        if (polyline)
          this.add({ ...polyline, layer, points: polyline.points.map(transform.apply) });
      }
    }
  }

  private add(polyline: Polyline): void {
    this.segmentCount += polyline.points.length;
    if (this.segmentCount > this.limits.maxWallSegments)
      throw new InputError(
        `The plan has more than ${formatCount(this.limits.maxWallSegments)} wall segments, the ` +
          'limit. Keep only the walls (leave out hatching, furniture and text), then create the tour again.',
      );
    this.polylines.push(polyline);
  }

  /** A block placed at a point, scaled and rotated; nested blocks up to a fixed depth. */
  private insert(entity: Entity, outer: Transform, depth: number, layer: string): void {
    const block = this.blocks.get(text(entity, 2));
    if (!block || depth >= MAX_BLOCK_DEPTH) return;
    const at = point(entity, 10, 20);
    const sx = number(entity, 41, 1);
    const sy = number(entity, 42, 1);
    const angle = (number(entity, 50) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const apply = (p: PlanPoint): PlanPoint => {
      const x = (p.x - block.base.x) * sx;
      const y = (p.y - block.base.y) * sy;
      return outer.apply({ x: at.x + x * cos - y * sin, y: at.y + x * sin + y * cos });
    };
    this.addEntities(block.entities, { apply, layer }, depth + 1);
  }
}

function entityPolyline(entity: Entity): Omit<Polyline, 'layer'> | null {
  if (entity.type === 'LINE')
    return { points: [point(entity, 10, 20), point(entity, 11, 21)], closed: false };
  if (entity.type === 'LWPOLYLINE') return lightweightPolyline(entity);
  if (entity.type === 'POLYLINE') {
    if (number(entity, 70) & (16 | 64)) return null; // polygon and polyface meshes are not walls
    const vertices = entity.vertices.map((v) => ({ ...point(v, 10, 20), bulge: number(v, 42) }));
    return withArcs(vertices, (number(entity, 70) & 1) === 1);
  }
  return null;
}

/** LWPOLYLINE lists its vertices as repeated 10/20 pairs, each optionally followed by a 42 bulge. */
function lightweightPolyline(entity: Entity): Omit<Polyline, 'layer'> {
  const vertices: (PlanPoint & { bulge: number })[] = [];
  for (const [code, value] of entity.pairs) {
    const last = vertices[vertices.length - 1];
    if (code === 10) vertices.push({ x: Number(value) || 0, y: 0, bulge: 0 });
    else if (code === 20 && last) last.y = Number(value) || 0;
    else if (code === 42 && last) last.bulge = Number(value) || 0;
  }
  return withArcs(vertices, (number(entity, 70) & 1) === 1);
}

/** Replaces each bulged edge by short straight pieces along its arc. */
function withArcs(vertices: (PlanPoint & { bulge: number })[], closed: boolean) {
  const points: PlanPoint[] = [];
  vertices.forEach((vertex, index) => {
    points.push({ x: vertex.x, y: vertex.y });
    const next = vertices[index + 1] ?? (closed ? vertices[0] : undefined);
    if (next && vertex.bulge !== 0) points.push(...arcPoints(vertex, next, vertex.bulge));
  });
  return { points, closed };
}

/** Inner points of the arc from a to b whose bulge is tan(angle / 4). */
function arcPoints(a: PlanPoint, b: PlanPoint, bulge: number): PlanPoint[] {
  const angle = 4 * Math.atan(bulge);
  const chord = Math.hypot(b.x - a.x, b.y - a.y);
  if (chord === 0) return [];
  const offset = chord / (2 * Math.tan(angle / 2));
  const centre = {
    x: (a.x + b.x) / 2 - ((b.y - a.y) / chord) * offset,
    y: (a.y + b.y) / 2 + ((b.x - a.x) / chord) * offset,
  };
  const radius = Math.hypot(a.x - centre.x, a.y - centre.y);
  const start = Math.atan2(a.y - centre.y, a.x - centre.x);
  const steps = Math.min(64, Math.max(2, Math.ceil(Math.abs(angle) / ARC_STEP_RADIANS)));
  return Array.from({ length: steps - 1 }, (_, i) => {
    const t = start + (angle * (i + 1)) / steps;
    return { x: centre.x + radius * Math.cos(t), y: centre.y + radius * Math.sin(t) };
  });
}

function onlyWallLayers(polylines: Polyline[]): Polyline[] {
  const walls = polylines.filter((line) => /wall/i.test(line.layer));
  return walls.length > 0 ? walls : polylines;
}

/** Metres per drawing unit and its name (null: one an owner cannot choose), if known. */
interface DrawingUnit {
  scale: number;
  unit: LengthUnit | null;
}

/** The unit the owner chose, else the one $INSUNITS declares; null when neither says. */
function drawingUnit(header: Pair[], options: DxfOptions): DrawingUnit | null {
  if (options.unit !== undefined)
    return { scale: METRES_PER_UNIT[options.unit], unit: options.unit };
  const index = header.findIndex(([code, value]) => code === 9 && value === '$INSUNITS');
  const code = index >= 0 ? Number(header[index + 1]?.[1]) : 0;
  const known = UNIT_METRES[code];
  return known ? { scale: known, unit: UNIT_NAMES[code] ?? null } : null;
}

/** A plan without units: millimetres when larger than 300 units across, else metres. */
function guessedUnit(polylines: Polyline[]): DrawingUnit {
  const xs = polylines.flatMap((line) => line.points.map((p) => p.x));
  const ys = polylines.flatMap((line) => line.points.map((p) => p.y));
  const extent = Math.max(spread(xs), spread(ys));
  return extent > UNITLESS_MM_THRESHOLD ? { scale: 0.001, unit: 'mm' } : { scale: 1, unit: 'm' };
}

const spread = (values: number[]) =>
  values.length === 0
    ? 0
    : values.reduce((a, b) => Math.max(a, b)) - values.reduce((a, b) => Math.min(a, b));

function toSegments(polylines: Polyline[]): PlanSegment[] {
  const segments: PlanSegment[] = [];
  for (const { points, closed } of polylines) {
    const count = closed ? points.length : points.length - 1;
    for (let index = 0; index < count; index += 1) {
      const from = points[index];
      const to = points[(index + 1) % points.length];
      if (from && to && Math.hypot(to.x - from.x, to.y - from.y) > 1e-6)
        segments.push({ from, to });
    }
  }
  return segments;
}

/** The largest closed polyline when it covers most of the plan; else null (the bounding box). */
function floorOutline(polylines: Polyline[]): PlanPoint[] | null {
  const closed = polylines.filter((line) => line.closed && line.points.length >= 3);
  const largest = closed.reduce<Polyline | null>(
    (best, line) => (!best || area(line.points) > area(best.points) ? line : best),
    null,
  );
  if (!largest) return null;
  const all = polylines.flatMap((line) => line.points);
  const boxArea = spread(all.map((p) => p.x)) * spread(all.map((p) => p.y));
  return area(largest.points) >= 0.5 * boxArea ? largest.points : null;
}

function area(points: PlanPoint[]): number {
  let sum = 0;
  points.forEach((p, index) => {
    const q = points[(index + 1) % points.length] ?? p;
    sum += p.x * q.y - q.x * p.y;
  });
  return Math.abs(sum) / 2;
}
