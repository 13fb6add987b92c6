/**
 * Room names in the dollhouse: one label per room the model names (IFC spaces), laid over the
 * canvas at the room, for the storey shown. Labels only: the rooms are reached by Navigate to…
 * (their destinations), so these are hidden from assistive technology.
 */
import type { Camera, Vector3 } from 'three';
import { overlayName, placeOverlay } from './overlay-position';
import type { ViewerRoom } from './types';
import { toThree } from './tour-frame';

/** Labels float this high above the room's point, over its furniture. */
const LABEL_HEIGHT = 1.2;

export interface RoomLabels {
  /** Per frame: shows the labels of `storey`'s rooms where they are on screen, or none. */
  place(camera: Camera, width: number, height: number, storey: number | null): void;
  dispose(): void;
}

interface Label {
  point: Vector3;
  storey: number;
  element: HTMLElement;
}

export function createRoomLabels(
  overlay: HTMLElement,
  rooms: readonly ViewerRoom[],
  storeyAt: (height: number) => number,
): RoomLabels {
  const labels: Label[] = rooms.map((room) => {
    const element = overlayName(overlay, 'viewer-room-label', room.name);
    const point = toThree(room.position);
    return {
      point: point.clone().setY(point.y + LABEL_HEIGHT),
      storey: storeyAt(point.y),
      element,
    };
  });
  return {
    place: (camera, width, height, storey) => {
      for (const label of labels) {
        placeOverlay(label.element, label.point, camera, width, height, {
          within: 1,
          hidden: label.storey !== storey,
        });
      }
    },
    dispose: () => {
      for (const label of labels) label.element.remove();
    },
  };
}
