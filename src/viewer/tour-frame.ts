/** Where a tour lies in space: its box, its floor and where a visitor starts. */
import { Box3, Vector3 as ThreeVector3, type Object3D } from 'three';
import type { StartPosition, TourBounds } from '../contract/tours';

/** Eye height above the floor, as the processing pipeline places the start (metres). */
export const EYE_HEIGHT = 1.6;

export interface TourFrame {
  readonly box: Box3;
  readonly centre: ThreeVector3;
  readonly size: ThreeVector3;
  readonly start: StartPosition;
}

export function tourFrame(
  bounds: TourBounds | null,
  startPosition: StartPosition | null,
  model: Object3D,
): TourFrame {
  const box = bounds
    ? new Box3(toThree(bounds.min), toThree(bounds.max))
    : new Box3().setFromObject(model);
  if (box.isEmpty()) box.set(new ThreeVector3(-1, 0, -1), new ThreeVector3(1, 2, 1));
  const centre = box.getCenter(new ThreeVector3());
  const size = box.getSize(new ThreeVector3());
  const start = startPosition ?? {
    position: { x: centre.x, y: box.min.y + EYE_HEIGHT, z: centre.z },
    yaw: 0,
  };
  return { box, centre, size, start };
}

export function toThree(point: { x: number; y: number; z: number }): ThreeVector3 {
  return new ThreeVector3(point.x, point.y, point.z);
}

/** The yaw (radians around Y) of a camera looking along `direction`; 0 looks towards −Z. */
export function yawOf(direction: ThreeVector3): number {
  return Math.atan2(-direction.x, -direction.z);
}
