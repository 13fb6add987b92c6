/**
 * Simplify to a triangle budget with meshoptimizer. The allowed error starts tiny and grows only
 * while the model is still over budget, so a model within budget is left untouched and a dense
 * scan loses detail only where it must.
 */
import type { Document } from '@gltf-transform/core';
import { simplify, weld } from '@gltf-transform/functions';
import { MeshoptSimplifier } from 'meshoptimizer';
import { countTriangles } from './world-geometry';

/** What a tour's first view can afford for a whole scanned flat. */
export const DEFAULT_MAX_TRIANGLES = 500_000;
/** Error limits tried in turn, as fractions of each mesh's radius (1 mm → 5 cm on a 5 m room). */
const ERROR_STEPS = [0.0002, 0.001, 0.003, 0.01] as const;

export interface SimplifyOptions {
  maxTriangles?: number;
}

export interface SimplifyResult {
  trianglesBefore: number;
  trianglesAfter: number;
  /** The last error limit used; 0 when the model was already within budget. */
  error: number;
}

export async function simplifyToBudget(
  document: Document,
  options: SimplifyOptions = {},
): Promise<SimplifyResult> {
  const maxTriangles = options.maxTriangles ?? DEFAULT_MAX_TRIANGLES;
  const trianglesBefore = countTriangles(document);
  let triangles = trianglesBefore;
  let error = 0;
  if (triangles <= maxTriangles) return { trianglesBefore, trianglesAfter: triangles, error };
  await MeshoptSimplifier.ready;
  await document.transform(weld());
  for (const step of ERROR_STEPS) {
    error = step;
    // The ratio aims straight at the budget; the error limit is what stops the simplifier short.
    const ratio = Math.min(1, maxTriangles / triangles);
    await document.transform(simplify({ simplifier: MeshoptSimplifier, ratio, error }));
    triangles = countTriangles(document);
    if (triangles <= maxTriangles) break;
  }
  return { trianglesBefore, trianglesAfter: triangles, error };
}
