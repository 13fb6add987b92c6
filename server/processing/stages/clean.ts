/**
 * Clean: merge duplicate data, weld identical vertices, drop triangles with no area, then prune
 * what nothing uses any more. Scans and CAD exports are full of all four; every later stage
 * (simplifier, navmesh, compression) is faster and better on the cleaned model.
 */
import type { Document, Primitive } from '@gltf-transform/core';
import { dedup, prune, weld } from '@gltf-transform/functions';
import { countTriangles } from './world-geometry';

const TRIANGLES = 4;
/** Twice the area (in the mesh's own units²) below which a triangle counts as degenerate. */
const MIN_DOUBLE_AREA = 1e-10;

export interface CleanResult {
  trianglesBefore: number;
  trianglesAfter: number;
  degenerateTriangles: number;
}

export async function cleanModel(document: Document): Promise<CleanResult> {
  const trianglesBefore = countTriangles(document);
  await document.transform(dedup(), weld());
  let degenerateTriangles = 0;
  for (const mesh of document.getRoot().listMeshes())
    for (const primitive of mesh.listPrimitives())
      degenerateTriangles += dropDegenerateTriangles(document, primitive);
  await document.transform(prune());
  return { trianglesBefore, trianglesAfter: countTriangles(document), degenerateTriangles };
}

/** Rewrites an indexed triangle primitive without its zero-area triangles; returns how many went. */
export function dropDegenerateTriangles(document: Document, primitive: Primitive): number {
  const position = primitive.getAttribute('POSITION');
  const indices = primitive.getIndices();
  if (primitive.getMode() !== TRIANGLES || !position || !indices) return 0;
  const count = Math.floor(indices.getCount() / 3);
  const kept: number[] = [];
  const [a, b, c]: [number[], number[], number[]] = [[], [], []];
  for (let triangle = 0; triangle < count; triangle += 1) {
    const corners = [0, 1, 2].map((k) => indices.getScalar(triangle * 3 + k));
    const [i = 0, j = 0, k = 0] = corners;
    if (i === j || j === k || i === k) continue;
    if (
      doubleArea(position.getElement(i, a), position.getElement(j, b), position.getElement(k, c)) <
      MIN_DOUBLE_AREA
    )
      continue;
    kept.push(i, j, k);
  }
  const dropped = count - kept.length / 3;
  if (dropped === 0) return 0;
  if (kept.length === 0) {
    primitive.dispose();
    return dropped;
  }
  // A new accessor rather than an edit in place: dedup may have shared the old one.
  const replacement = document
    .createAccessor()
    .setType('SCALAR')
    .setArray(new Uint32Array(kept))
    .setBuffer(indices.getBuffer());
  primitive.setIndices(replacement);
  return dropped;
}

function doubleArea(a: number[], b: number[], c: number[]): number {
  const [ux, uy, uz] = [0, 1, 2].map((i) => (b[i] ?? 0) - (a[i] ?? 0)) as [number, number, number];
  const [vx, vy, vz] = [0, 1, 2].map((i) => (c[i] ?? 0) - (a[i] ?? 0)) as [number, number, number];
  return Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
}
