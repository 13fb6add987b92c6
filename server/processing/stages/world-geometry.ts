/**
 * The model as one triangle soup in world space: what recast, the floor plan and the triangle
 * counts read. Node transforms (the normalising root included) are applied here, so every stage
 * sees metres, Y up, floor at y = 0 whatever the scene graph looks like.
 */
import type { Document, Material, Node, Primitive, Scene } from '@gltf-transform/core';
import { getBounds } from '@gltf-transform/functions';
import {
  CEILING_EXTRA,
  FLOOR_ONLY_EXTRA,
  PASSABLE_EXTRA,
  ROOF_EXTRA,
  UNSHADED_EXTRA,
} from '../model-extras';

const TRIANGLES = 4;

export type Vec3 = [number, number, number];

export interface WorldTriangles {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Three vertex indices per triangle. */
  indices: Uint32Array;
}

/**
 * The floor a person can walk on, as the navmesh keeps it (shared by the navmesh, storeys, floor
 * plan and start position stages): x, y, z per vertex, three vertex indices per triangle.
 */
export interface WalkableTriangles {
  positions: number[];
  indices: number[];
}

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

export function defaultScene(document: Document): Scene | null {
  const root = document.getRoot();
  return root.getDefaultScene() ?? root.listScenes()[0] ?? null;
}

/** Triangles drawn by the scene, counting every instance of a shared mesh. */
export function countTriangles(document: Document): number {
  let count = 0;
  defaultScene(document)?.traverse((node) => {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) count += trianglesOf(primitive);
  });
  return count;
}

export function trianglesOf(primitive: Primitive): number {
  if (primitive.getMode() !== TRIANGLES) return 0;
  const indices = primitive.getIndices();
  const count = indices
    ? indices.getCount()
    : (primitive.getAttribute('POSITION')?.getCount() ?? 0);
  return Math.floor(count / 3);
}

export function sceneBounds(document: Document): Bounds {
  const scene = defaultScene(document);
  if (!scene) return { min: [0, 0, 0], max: [0, 0, 0] };
  const { min, max } = getBounds(scene);
  return { min: [min[0], min[1], min[2]], max: [max[0], max[1], max[2]] };
}

/** The middle (the corners' mean) of triangle number `triangle` of an indexed triangle set. */
export function triangleMiddle(
  { positions, indices }: { positions: ArrayLike<number>; indices: ArrayLike<number> },
  triangle: number,
): Vec3 {
  const middle: Vec3 = [0, 0, 0];
  for (let k = 0; k < 3; k += 1) {
    const vertex = (indices[triangle * 3 + k] ?? 0) * 3;
    for (let axis = 0; axis < 3; axis += 1)
      middle[axis] = (middle[axis] ?? 0) + (positions[vertex + axis] ?? 0) / 3;
  }
  return middle;
}

/** Which nodes' meshes to leave out (their children are still read). */
export interface WorldGeometryOptions {
  skip?: (node: Node) => boolean;
}

export function worldTriangles(
  document: Document,
  options: WorldGeometryOptions = {},
): WorldTriangles {
  return concatenate(worldPrimitives(document, options));
}

/** Nodes a visitor walks through (doors, marked by the IFC reader): not obstacles. */
export const isPassable = (node: Node): boolean => node.getExtras()[PASSABLE_EXTRA] === true;

/** Roofs (marked by the IFC reader): never floors. */
export const isRoof = (node: Node): boolean => node.getExtras()[ROOF_EXTRA] === true;

/** Suspended ceilings (marked by the IFC reader): cover, never floors. */
export const isCeiling = (node: Node): boolean => node.getExtras()[CEILING_EXTRA] === true;

/** Floors the model does not draw (IFC spaces' bottoms): walked on, never obstacles. */
export const isFloorOnly = (node: Node): boolean => node.getExtras()[FLOOR_ONLY_EXTRA] === true;

/** Never walked on: doors (walked through), roofs and suspended ceilings. */
export const isNeverFloor = (node: Node): boolean =>
  isPassable(node) || isRoof(node) || isCeiling(node);

/** Removes the floor-only nodes: the model draws its floors. */
export function removeFloorOnly(document: Document): void {
  for (const node of document.getRoot().listNodes())
    if (isFloorOnly(node)) {
      node.getMesh()?.dispose();
      node.dispose();
    }
}

/** A plain floor's colour: a light warm grey, sRGB (0.8, 0.78, 0.74) in linear values. */
const ROOM_FLOOR_COLOUR: [number, number, number, number] = [0.604, 0.571, 0.509, 1];

/**
 * Draws the floor-only nodes left once the navmesh is built (the model draws no floors where they
 * are: decision 0051), plain, so that a visitor does not walk over the background: each space's
 * bottom (its mesh's first primitive) is drawn, its margins under the walls are dropped.
 */
export function drawSpaceFloors(document: Document): void {
  let material: Material | undefined;
  for (const node of document.getRoot().listNodes()) {
    if (!isFloorOnly(node)) continue;
    const [bottom, ...margins] = node.getMesh()?.listPrimitives() ?? [];
    for (const margin of margins) margin.dispose();
    material ??= document
      .createMaterial('Room floor')
      .setBaseColorFactor(ROOM_FLOOR_COLOUR)
      .setRoughnessFactor(0.9)
      .setMetallicFactor(0);
    bottom?.setMaterial(material);
    node.setExtras({ [UNSHADED_EXTRA]: true });
  }
}

/** A triangle primitive drawn by the scene, in world space; its indices count its own vertices. */
export interface WorldPrimitive extends WorldTriangles {
  primitive: Primitive;
}

/** The scene's triangle primitives in world space, one per instance, with their materials. */
export function worldPrimitives(
  document: Document,
  options: WorldGeometryOptions = {},
): WorldPrimitive[] {
  const parts: WorldPrimitive[] = [];
  defaultScene(document)?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh || options.skip?.(node) === true) return;
    const matrix = node.getWorldMatrix();
    for (const primitive of mesh.listPrimitives()) {
      const part = primitiveInWorld(primitive, matrix);
      if (part) parts.push({ ...part, primitive });
    }
  });
  return parts;
}

function primitiveInWorld(primitive: Primitive, matrix: readonly number[]): WorldTriangles | null {
  const position = primitive.getAttribute('POSITION');
  if (primitive.getMode() !== TRIANGLES || !position) return null;
  const vertexCount = position.getCount();
  const positions = new Float32Array(vertexCount * 3);
  const m = matrix.map((value) => value ?? 0);
  const vertex: number[] = [];
  for (let i = 0; i < vertexCount; i += 1) {
    // getElement de-quantises normalised accessors, so quantised inputs read in metres too.
    const [x = 0, y = 0, z = 0] = position.getElement(i, vertex);
    for (let row = 0; row < 3; row += 1)
      positions[i * 3 + row] =
        (m[row] ?? 0) * x + (m[row + 4] ?? 0) * y + (m[row + 8] ?? 0) * z + (m[row + 12] ?? 0);
  }
  const indexAccessor = primitive.getIndices();
  const count = Math.floor((indexAccessor ? indexAccessor.getCount() : vertexCount) / 3) * 3;
  const indices = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) indices[i] = indexAccessor ? indexAccessor.getScalar(i) : i;
  return { positions, indices };
}

function concatenate(parts: readonly WorldTriangles[]): WorldTriangles {
  const vertexTotal = parts.reduce((sum, part) => sum + part.positions.length, 0);
  const indexTotal = parts.reduce((sum, part) => sum + part.indices.length, 0);
  const positions = new Float32Array(vertexTotal);
  const indices = new Uint32Array(indexTotal);
  let vertexOffset = 0;
  let indexOffset = 0;
  for (const part of parts) {
    positions.set(part.positions, vertexOffset);
    const base = vertexOffset / 3;
    for (let i = 0; i < part.indices.length; i += 1)
      indices[indexOffset + i] = (part.indices[i] ?? 0) + base;
    vertexOffset += part.positions.length;
    indexOffset += part.indices.length;
  }
  return { positions, indices };
}
