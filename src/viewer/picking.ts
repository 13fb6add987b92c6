/** What surface of the model lies under a point of the canvas. */
import { Raycaster, Vector2, Vector3, type Camera, type Object3D } from 'three';

const raycaster = new Raycaster();
const pointer = new Vector2();

/**
 * The nearest surface point under the client coordinates, ignoring anything above `cutHeight`
 * (the part of the model cut away in dollhouse and floor plan), or null.
 */
export function pickSurface(
  canvas: HTMLElement,
  camera: Camera,
  model: Object3D,
  clientX: number,
  clientY: number,
  cutHeight = Infinity,
): Vector3 | null {
  const rect = canvas.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  pointer.set(
    ((clientX - rect.left) / rect.width) * 2 - 1,
    -((clientY - rect.top) / rect.height) * 2 + 1,
  );
  if (Math.abs(pointer.x) > 1 || Math.abs(pointer.y) > 1) return null;
  raycaster.setFromCamera(pointer, camera);
  const hit = raycaster.intersectObject(model, true).find((found) => found.point.y <= cutHeight);
  return hit ? hit.point.clone() : null;
}

/** How far a ray from `from` along `direction` goes before it meets the model (Infinity: never). */
export function distanceToSurface(model: Object3D, from: Vector3, direction: Vector3): number {
  raycaster.set(from, direction.clone().normalize());
  return raycaster.intersectObject(model, true)[0]?.distance ?? Infinity;
}

/** Directions tried for the most open view, evenly round the horizon. */
const VIEW_DIRECTIONS = 32;

/**
 * The yaw (0 looks towards −Z) of the longest horizontal line of sight from `eye` that ends on
 * the model: a line that meets nothing (out of an open door) is no view into the room, as the
 * start position's rule has it (server/processing/stages/start-position.ts).
 */
export function mostOpenYaw(model: Object3D, eye: Vector3): number {
  let bestYaw = 0;
  let bestDistance = -1;
  for (let i = 0; i < VIEW_DIRECTIONS; i += 1) {
    const yaw = (2 * Math.PI * i) / VIEW_DIRECTIONS;
    const ahead = new Vector3(-Math.sin(yaw), 0, -Math.cos(yaw));
    const distance = distanceToSurface(model, eye, ahead);
    const seen = Number.isFinite(distance) ? distance : 0;
    if (seen > bestDistance + 1e-6) {
      bestYaw = yaw;
      bestDistance = seen;
    }
  }
  return bestYaw;
}
