/**
 * Ambient occlusion baked into vertex colours, so that corners, contacts and door frames read in an
 * untextured CAD model. Each vertex casts rays over its hemisphere against the whole model (a
 * three-mesh-bvh BVH); the share of rays stopped nearby darkens it. CAD faces are a few large
 * triangles, whose corners alone would carry the shading, so long edges are split first, within
 * the triangle budget. Meshes with vertex colours (coloured scans, already shaded models) and
 * dense meshes (scans: their surfaces hold the real light, and their vertices are too many to
 * trace in seconds) are left as they are.
 */
import type { Document, Primitive } from '@gltf-transform/core';
import { BufferAttribute, BufferGeometry, DoubleSide, Matrix3, Matrix4, Ray, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { UNSHADED_EXTRA } from '../model-extras';
import { subdivideLongEdges, type VertexAttributes } from './subdivide';
import { defaultScene, sceneBounds, trianglesOf, worldTriangles } from './world-geometry';

const TRIANGLES = 4;
/** Edges longer than this (metres) are split, so a wall's shading can fall off from its corners. */
const MAX_EDGE_METRES = 0.75;
/** The most triangles splitting may add: shading must not make a tour much heavier to load. */
const MAX_ADDED_TRIANGLES = 20_000;
/** How far (metres) a surface looks for what shades it: a room's corners, not the next room. */
const REACH_METRES = 0.9;
/** How dark a fully enclosed vertex gets (1 would be black). */
const STRENGTH = 0.75;
/** Rays in all, shared among the vertices: keeps the stage to a few seconds on a large model. */
const RAY_BUDGET = 400_000;
const RAYS_PER_VERTEX = { min: 8, max: 16 } as const;
/** Above this many vertices a model is a dense scan, not CAD: not shaded. */
const MAX_VERTICES = 200_000;

export interface OcclusionOptions {
  /** The tour's triangle budget: splitting long edges never takes the model above it. */
  maxTriangles: number;
}

export interface OcclusionResult {
  primitivesShaded: number;
  verticesShaded: number;
  raysPerVertex: number;
  trianglesAdded: number;
}

interface Target {
  primitive: Primitive;
  /** The first instance's world matrix (a mesh drawn several times is shaded where it is first). */
  matrix: number[];
}

export function bakeAmbientOcclusion(
  document: Document,
  options: OcclusionOptions,
): OcclusionResult {
  const targets = uncolouredPrimitives(document);
  const none = { primitivesShaded: 0, verticesShaded: 0, raysPerVertex: 0, trianglesAdded: 0 };
  const verticesBefore = targets.reduce((sum, t) => sum + vertexCount(t.primitive), 0);
  if (targets.length === 0 || verticesBefore > MAX_VERTICES) return none;

  const trianglesAdded = splitLongEdges(document, targets, options.maxTriangles);
  const world = worldTriangles(document);
  if (world.indices.length === 0) return none;
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(world.positions, 3));
  geometry.setIndex(new BufferAttribute(world.indices, 1));
  const bvh = new MeshBVH(geometry);

  const vertexTotal = targets.reduce((sum, t) => sum + vertexCount(t.primitive), 0);
  const raysPerVertex = Math.round(
    Math.min(RAYS_PER_VERTEX.max, Math.max(RAYS_PER_VERTEX.min, RAY_BUDGET / vertexTotal)),
  );
  const { min, max } = sceneBounds(document);
  const diagonal = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
  // An object a metre across would be shaded all over by a room-sized reach.
  const reach = Math.min(REACH_METRES, diagonal * 0.15);
  const directions = hemisphereDirections(raysPerVertex);
  for (const target of targets) shadePrimitive(document, target, bvh, directions, reach);
  return {
    primitivesShaded: targets.length,
    verticesShaded: vertexTotal,
    raysPerVertex,
    trianglesAdded,
  };
}

/** Triangle primitives without vertex colours, each once. */
function uncolouredPrimitives(document: Document): Target[] {
  const seen = new Set<Primitive>();
  const targets: Target[] = [];
  defaultScene(document)?.traverse((node) => {
    if (node.getExtras()[UNSHADED_EXTRA] === true) return;
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
      if (seen.has(primitive)) continue;
      seen.add(primitive);
      if (primitive.getMode() !== TRIANGLES || !primitive.getAttribute('POSITION')) continue;
      if (primitive.getAttribute('COLOR_0') || primitive.listTargets().length > 0) continue;
      if (primitive.getAttribute('JOINTS_0')) continue;
      targets.push({ primitive, matrix: [...node.getWorldMatrix()] });
    }
  });
  return targets;
}

/** Splits long edges while the model stays within budget; returns how many triangles it added. */
function splitLongEdges(document: Document, targets: Target[], maxTriangles: number): number {
  let total = 0;
  defaultScene(document)?.traverse((node) => {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) total += trianglesOf(primitive);
  });
  let added = 0;
  for (const target of targets) {
    const before = trianglesOf(target.primitive);
    const room = Math.max(0, Math.min(maxTriangles - total, MAX_ADDED_TRIANGLES) - added);
    const attributes = readAttributes(target.primitive);
    const result = subdivideLongEdges(attributes, readIndices(target.primitive), {
      maxEdge: MAX_EDGE_METRES,
      maxTriangles: before + room,
      toWorld: (p) => transformPoint(target.matrix, p),
    });
    if (!result) continue;
    writePrimitive(document, target.primitive, result.attributes, result.indices);
    added += result.indices.length / 3 - before;
  }
  return added;
}

function shadePrimitive(
  document: Document,
  target: Target,
  bvh: MeshBVH,
  directions: readonly Vector3[],
  reach: number,
): void {
  const { primitive, matrix } = target;
  const position = primitive.getAttribute('POSITION');
  if (!position) return;
  const count = position.getCount();
  const normals = worldNormals(primitive, matrix);
  const colours = new Float32Array(count * 3);
  const ray = new Ray();
  const tangent = new Vector3();
  const bitangent = new Vector3();
  const normal = new Vector3();
  const element: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x = 0, y = 0, z = 0] = position.getElement(i, element);
    const origin = transformPoint(matrix, [x, y, z]);
    normal.fromArray(normals, i * 3);
    basisAround(normal, tangent, bitangent);
    let shade = 0;
    for (const d of directions) {
      ray.direction
        .copy(tangent)
        .multiplyScalar(d.x)
        .addScaledVector(bitangent, d.y)
        .addScaledVector(normal, d.z);
      ray.origin.set(origin[0], origin[1], origin[2]).addScaledVector(normal, 1e-3);
      const hit = bvh.raycastFirst(ray, DoubleSide, 0, reach);
      // A close hit shades fully, one at the edge of reach hardly at all.
      if (hit) shade += 1 - hit.distance / reach;
    }
    const light = 1 - (STRENGTH * shade) / directions.length;
    colours.set([light, light, light], i * 3);
  }
  const buffer = position.getBuffer();
  const accessor = document.createAccessor().setType('VEC3').setArray(colours);
  if (buffer) accessor.setBuffer(buffer);
  primitive.setAttribute('COLOR_0', accessor);
}

/** Cosine-weighted directions over the +Z hemisphere (a Fibonacci spiral: even, deterministic). */
export function hemisphereDirections(count: number): Vector3[] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: count }, (_, i) => {
    const radius = Math.sqrt((i + 0.5) / count);
    const angle = i * golden;
    const x = radius * Math.cos(angle);
    const y = radius * Math.sin(angle);
    return new Vector3(x, y, Math.sqrt(Math.max(0, 1 - x * x - y * y)));
  });
}

function basisAround(normal: Vector3, tangent: Vector3, bitangent: Vector3): void {
  const helper = Math.abs(normal.y) < 0.9 ? new Vector3(0, 1, 0) : new Vector3(1, 0, 0);
  tangent.crossVectors(helper, normal).normalize();
  bitangent.crossVectors(normal, tangent);
}

/** Vertex normals in world space: the model's own, else the area-weighted normals of its faces. */
function worldNormals(primitive: Primitive, matrix: number[]): Float32Array {
  const position = primitive.getAttribute('POSITION');
  const count = position?.getCount() ?? 0;
  const world = new Float32Array(count * 3);
  const own = primitive.getAttribute('NORMAL');
  const normal = new Vector3();
  if (own) {
    const normalMatrix = new Matrix3().getNormalMatrix(new Matrix4().fromArray(matrix));
    for (let i = 0; i < count; i += 1) {
      const [x = 0, y = 0, z = 0] = own.getElement(i, []);
      normal.set(x, y, z).applyMatrix3(normalMatrix).normalize();
      if (normal.lengthSq() === 0) normal.set(0, 1, 0);
      normal.toArray(world, i * 3);
    }
    return world;
  }
  const points = Array.from({ length: count }, (_, i) =>
    transformPoint(matrix, position?.getElement(i, []) ?? []),
  );
  const indices = readIndices(primitive);
  const [a, b, c] = [new Vector3(), new Vector3(), new Vector3()];
  for (let t = 0; t + 2 < indices.length; t += 3) {
    const corners = [indices[t] ?? 0, indices[t + 1] ?? 0, indices[t + 2] ?? 0];
    a.fromArray(points[corners[0] ?? 0] ?? []);
    b.fromArray(points[corners[1] ?? 0] ?? []);
    c.fromArray(points[corners[2] ?? 0] ?? []);
    // The cross product's length is twice the area: larger faces weigh more.
    const face = b.sub(a).cross(c.sub(a));
    for (const v of corners)
      for (let k = 0; k < 3; k += 1)
        world[v * 3 + k] = (world[v * 3 + k] ?? 0) + face.getComponent(k);
  }
  for (let i = 0; i < count; i += 1) {
    normal.fromArray(world, i * 3).normalize();
    if (normal.lengthSq() === 0) normal.set(0, 1, 0);
    normal.toArray(world, i * 3);
  }
  return world;
}

function transformPoint(m: readonly number[], p: readonly number[]): [number, number, number] {
  const [x = 0, y = 0, z = 0] = p;
  const e = (k: number): number => m[k] ?? 0;
  return [
    e(0) * x + e(4) * y + e(8) * z + e(12),
    e(1) * x + e(5) * y + e(9) * z + e(13),
    e(2) * x + e(6) * y + e(10) * z + e(14),
  ];
}

function vertexCount(primitive: Primitive): number {
  return primitive.getAttribute('POSITION')?.getCount() ?? 0;
}

function readIndices(primitive: Primitive): Uint32Array {
  const accessor = primitive.getIndices();
  const count = accessor ? accessor.getCount() : vertexCount(primitive);
  const indices = new Uint32Array(Math.floor(count / 3) * 3);
  for (let i = 0; i < indices.length; i += 1) indices[i] = accessor ? accessor.getScalar(i) : i;
  return indices;
}

/** Every vertex attribute as floats (de-quantised), keyed by its glTF semantic. */
function readAttributes(primitive: Primitive): VertexAttributes {
  const attributes: VertexAttributes = new Map();
  for (const semantic of primitive.listSemantics()) {
    const accessor = primitive.getAttribute(semantic);
    if (!accessor) continue;
    const size = accessor.getElementSize();
    const values = new Float32Array(accessor.getCount() * size);
    const element: number[] = [];
    for (let i = 0; i < accessor.getCount(); i += 1)
      values.set(accessor.getElement(i, element), i * size);
    attributes.set(semantic, { size, values });
  }
  return attributes;
}

function writePrimitive(
  document: Document,
  primitive: Primitive,
  attributes: VertexAttributes,
  indices: Uint32Array,
): void {
  const buffer = primitive.getAttribute('POSITION')?.getBuffer() ?? null;
  const typeOf = { 1: 'SCALAR', 2: 'VEC2', 3: 'VEC3', 4: 'VEC4' } as const;
  for (const [semantic, { size, values }] of attributes) {
    const type = typeOf[size as 1 | 2 | 3 | 4];
    // New accessors rather than edits in place: dedup may have shared the old ones.
    primitive.setAttribute(
      semantic,
      document.createAccessor().setType(type).setArray(values).setBuffer(buffer),
    );
  }
  primitive.setIndices(
    document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer),
  );
}
