/**
 * Room names in the dollhouse and on the floor plan: one label per room the model names (IFC
 * spaces), or, in a tour without them, per destination its owner named; laid over the canvas at
 * the room, for the storey shown, at a size that stays readable and never overlapping
 * (label-layout.ts). Labels only: the rooms are reached by Navigate to… (their destinations), so
 * these are hidden from assistive technology.
 */
import type { Camera, OrthographicCamera } from 'three';
import type { LabelBox } from './label-layout';
import { overlayName, placeLabels, type StoreyLabel } from './overlay-position';
import type { ViewerRoom } from './types';
import { toThree } from './tour-frame';

/** Labels float this high above the room's point, over its furniture. */
const LABEL_HEIGHT = 1.2;
/** A label's font size at scale 1 (rem), as viewer.css sets it. */
const LABEL_REM = 0.8;
/** On the floor plan a room's name is about this tall in the model (m)… */
const PLAN_LABEL_METRES = 0.45;
/** …within these scales of its size at 1: readable on a phone, never a poster. */
const PLAN_SCALE_MIN = 0.9;
const PLAN_SCALE_MAX = 1.6;
/** Scales are rounded to this step, so that zooming re-measures the labels only now and then. */
const SCALE_STEP = 0.1;

/** The room labels' scale on the floor plan (seen through an orthographic camera): with the zoom, within limits. */
export function planLabelScale(camera: Camera, height: number): number {
  const plan = camera as Partial<OrthographicCamera>;
  if (plan.isOrthographicCamera !== true) return 1;
  const { zoom = 1, top = 1, bottom = -1 } = plan;
  const pixelsPerMetre = (height * zoom) / (top - bottom);
  const rootPixels = 16 * LABEL_REM;
  const scale = (PLAN_LABEL_METRES * pixelsPerMetre) / rootPixels;
  const bounded = Math.min(PLAN_SCALE_MAX, Math.max(PLAN_SCALE_MIN, scale));
  return Math.round(bounded / SCALE_STEP) * SCALE_STEP;
}

export interface RoomLabels {
  /**
   * Per frame: shows the labels of `storey`'s rooms where they are on screen and free (none for
   * null), at `scale` times their size; the boxes shown join `placed`.
   */
  place(
    camera: Camera,
    width: number,
    height: number,
    storey: number | null,
    placed: LabelBox[],
    scale?: number,
  ): void;
  dispose(): void;
}

export function createRoomLabels(
  overlay: HTMLElement,
  rooms: readonly ViewerRoom[],
  storeyAt: (height: number) => number,
): RoomLabels {
  const labels: StoreyLabel[] = rooms.map((room) => {
    const element = overlayName(overlay, 'viewer-room-label', room.name);
    const point = toThree(room.position);
    return {
      point: point.clone().setY(point.y + LABEL_HEIGHT),
      storey: storeyAt(point.y),
      element,
    };
  });
  let fontScale = 1;
  return {
    place: (camera, width, height, storey, placed, scale = 1) => {
      if (scale !== fontScale) {
        fontScale = scale;
        for (const { element } of labels)
          element.style.fontSize = `${(LABEL_REM * scale).toFixed(3)}rem`;
      }
      const shown = labels.map(({ element, point, storey: its }) => ({
        element,
        point,
        hidden: its !== storey,
      }));
      placeLabels(shown, camera, width, height, placed, scale);
    },
    dispose: () => {
      for (const label of labels) label.element.remove();
    },
  };
}
