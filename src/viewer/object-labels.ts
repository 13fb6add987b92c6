/**
 * Labels of the objects the model names (decision 0037: doors, windows, stairs, furniture...),
 * shown on demand, each over its object's centre, for the storey shown. In walk mode a label
 * hidden behind a wall is not shown: one label's line of sight is checked per frame, in turn, so
 * the work per frame stays one ray however many labels there are. Visual labels, hidden from
 * assistive technology: the toolbar's Labels button says whether they are on.
 */
import { Vector3, type Camera, type Object3D } from 'three';
import type { LabelBox } from './label-layout';
import { overlayName, placeLabels, type StoreyLabel } from './overlay-position';
import { distanceToSurface } from './picking';
import { toThree } from './tour-frame';
import type { ViewerObjectLabel } from './types';

/** In walk mode, labels farther than this are not shown (a label is for what is near). */
const WALK_RANGE = 15;
/**
 * A surface this much nearer than a label's point still counts as the object itself (the point
 * is its centre, inside it): only something nearer hides the label.
 */
const OWN_DEPTH = 1.2;

export interface ObjectLabels {
  setShown(shown: boolean): void;
  /**
   * Per frame: places the labels of `storey` where they are on screen (walk: if seen), where
   * they overlap none of `placed` (which gains them).
   */
  place(
    camera: Camera,
    width: number,
    height: number,
    storey: number,
    walking: boolean,
    placed: LabelBox[],
  ): void;
  dispose(): void;
}

interface Label extends StoreyLabel {
  /** Walk mode: whether nothing stood between the eye and the label when last checked. */
  inSight: boolean;
}

const toLabel = new Vector3();

export function createObjectLabels(
  overlay: HTMLElement,
  objects: readonly ViewerObjectLabel[],
  storeyAt: (height: number) => number,
  model: () => Object3D | null,
): ObjectLabels {
  let shown = false;
  let nextCheck = 0;
  const labels: Label[] = objects.map((object) => {
    const element = overlayName(overlay, 'viewer-object-label', object.text);
    const point = toThree(object.position);
    return { point, storey: storeyAt(point.y), element, inSight: true };
  });

  const checkSight = (camera: Camera) => {
    const label = labels[nextCheck % labels.length];
    nextCheck += 1;
    const scene = model();
    if (!label || !scene) return;
    toLabel.copy(label.point).sub(camera.position);
    const distance = toLabel.length();
    label.inSight = distanceToSurface(scene, camera.position, toLabel) >= distance - OWN_DEPTH;
  };

  return {
    setShown: (next) => {
      shown = next;
    },
    place: (camera, width, height, storey, walking, placed) => {
      if (shown && walking && labels.length > 0) checkSight(camera);
      const overlay = labels.map((label) => ({
        element: label.element,
        point: label.point,
        hidden:
          !shown ||
          label.storey !== storey ||
          (walking && (!label.inSight || label.point.distanceTo(camera.position) > WALK_RANGE)),
      }));
      placeLabels(overlay, camera, width, height, placed);
    },
    dispose: () => {
      for (const label of labels) label.element.remove();
    },
  };
}
