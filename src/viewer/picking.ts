/** What surface of the model lies under a point of the canvas. */
import { Raycaster, Vector2, type Camera, type Object3D, type Vector3 } from 'three';

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
