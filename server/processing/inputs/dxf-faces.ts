/**
 * The 3D faces of a DXF drawing: 3DFACE entities and polyface meshes (POLYLINE with flag 64), in
 * ENTITIES and in blocks placed with INSERT. Modellers (LightWave, 3ds Max, AutoCAD's 3D) export
 * meshes this way; a drawing that holds any is read as a 3D model, like an STL, not as a floor plan.
 * Coordinates stay in the drawing's units and axes: the caller frames them (unit, up axis).
 */
import { InputError } from './input-error';
import { formatCount, tooManyFacesMessage, type InputLimits } from './limits';
import { number, text, type Blocks, type Entity } from './dxf-entities';

export type Point3 = [x: number, y: number, z: number];
type Transform3 = (point: Point3) => Point3;

const MAX_BLOCK_DEPTH = 8;
const POLYFACE_MESH = 64;
const POLYFACE_VERTEX = 64 | 128;
const POLYFACE_FACE = 128;

/** Triangles as flat x, y, z triples (9 numbers each). */
export function collectFaces(entities: Entity[], blocks: Blocks, limits: InputLimits): number[] {
  const triangles: number[] = [];
  const addTriangle = (a: Point3, b: Point3, c: Point3) => {
    if (triangles.length / 9 >= limits.maxFaces) throw new InputError(tooManyFacesMessage(limits));
    triangles.push(...a, ...b, ...c);
  };
  const visit = (list: Entity[], transform: Transform3, depth: number) => {
    for (const entity of list) {
      if (entity.type === '3DFACE')
        faceOf(entity).forEach((t) => addTriangle(...map(t, transform)));
      else if (entity.type === 'POLYLINE' && number(entity, 70) & POLYFACE_MESH)
        polyfaceTriangles(entity).forEach((t) => addTriangle(...map(t, transform)));
      else if (entity.type === 'INSERT' && depth < MAX_BLOCK_DEPTH) {
        const block = blocks.get(text(entity, 2));
        if (block) visit(block.entities, placement(entity, block.base, transform), depth + 1);
      }
    }
  };
  visit(entities, (point) => point, 0);
  return triangles;
}

/** Whether the drawing has any 3D face, so is a model rather than a plan. */
export function hasFaces(entities: Entity[], blocks: Blocks): boolean {
  const isFace = (entity: Entity) =>
    entity.type === '3DFACE' ||
    (entity.type === 'POLYLINE' && (number(entity, 70) & POLYFACE_MESH) !== 0);
  return entities.some(isFace) || [...blocks.values()].some((block) => block.entities.some(isFace));
}

export const facesOutOfRangeMessage = (index: number, vertices: number) =>
  `A polyface mesh in the DXF file refers to vertex ${formatCount(index)}, but it has only ` +
  `${formatCount(vertices)}. The file is damaged: export it again, then create the tour again.`;

type Triangle = [Point3, Point3, Point3];

const map = (triangle: Triangle, transform: Transform3): Triangle =>
  triangle.map(transform) as Triangle;

const corner = (entity: Entity, index: number): Point3 => [
  number(entity, 10 + index),
  number(entity, 20 + index),
  number(entity, 30 + index),
];

/** A 3DFACE is a quad, or a triangle when its fourth corner repeats the third. */
function faceOf(entity: Entity): Triangle[] {
  const [a, b, c, d] = [corner(entity, 0), corner(entity, 1), corner(entity, 2), corner(entity, 3)];
  return sameCorner(c, d)
    ? [[a, b, c]]
    : [
        [a, b, c],
        [a, c, d],
      ];
}

const sameCorner = (a: Point3, b: Point3) => a.every((value, axis) => value === b[axis]);

/**
 * A polyface mesh lists its positions (VERTEX flag 192) then its faces (VERTEX flag 128), each
 * naming three or four positions by 1-based index in codes 71 to 74 (negative: a hidden edge).
 */
function polyfaceTriangles(polyline: Entity): Triangle[] {
  const positions: Point3[] = [];
  const triangles: Triangle[] = [];
  for (const vertex of polyline.vertices) {
    const flags = number(vertex, 70);
    if ((flags & POLYFACE_VERTEX) === POLYFACE_VERTEX) positions.push(corner(vertex, 0));
    else if (flags & POLYFACE_FACE) {
      const corners = [71, 72, 73, 74]
        .map((code) => Math.abs(Math.trunc(number(vertex, code))))
        .filter((index) => index > 0)
        .map((index) => {
          const position = positions[index - 1];
          if (!position) throw new InputError(facesOutOfRangeMessage(index, positions.length));
          return position;
        });
      triangles.push(...fan(corners));
    }
  }
  return triangles;
}

/** A convex polygon's corners as a fan of triangles from the first. */
function fan([first, ...rest]: Point3[]): Triangle[] {
  if (first === undefined) return [];
  return rest.slice(1).map((corner, index): Triangle => [first, rest[index] ?? first, corner]);
}

/** An INSERT's placement: the block's base moved to its point, scaled, then turned about Z. */
function placement(entity: Entity, base: { x: number; y: number; z: number }, outer: Transform3) {
  const at: Point3 = [number(entity, 10), number(entity, 20), number(entity, 30)];
  const scale: Point3 = [number(entity, 41, 1), number(entity, 42, 1), number(entity, 43, 1)];
  const angle = (number(entity, 50) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return ([x, y, z]: Point3): Point3 => {
    const sx = (x - base.x) * scale[0];
    const sy = (y - base.y) * scale[1];
    const sz = (z - base.z) * scale[2];
    return outer([at[0] + sx * cos - sy * sin, at[1] + sx * sin + sy * cos, at[2] + sz]);
  };
}
