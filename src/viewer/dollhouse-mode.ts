/**
 * Dollhouse: orbit around the whole model, seen from outside and above. With `fromBelow` (an
 * object tour's orbit view) the camera may also go under the model, to see it from every side.
 */
import type { PerspectiveCamera } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { TourFrame } from './tour-frame';
import { orbitModeControls, type ModeControls } from './mode-controls';

/** How far above the horizon the dollhouse is first seen from (radians). */
const ELEVATION = Math.PI / 4;
/** three's damping: the share of the remaining glide taken by an update at 60 frames a second. */
const DAMPING_AT_60_FPS = 0.05;

/**
 * The damping factor for an update `seconds` after the one before. three damps by the update, so
 * on a slow device (or software WebGL) a drag glided on for tens of seconds, drawing all along;
 * this makes a glide last as long in time at any frame rate, as at 60 frames a second.
 */
export const dampingFactorFor = (seconds: number): number =>
  1 - (1 - DAMPING_AT_60_FPS) ** (Math.max(seconds, 0) * 60);

export function createDollhouseMode(
  camera: PerspectiveCamera,
  element: HTMLElement,
  frame: TourFrame,
  options: { fromBelow?: boolean } = {},
): ModeControls {
  const controls = new OrbitControls(camera, element);
  controls.enableDamping = true;
  controls.maxPolarAngle = options.fromBelow ? Math.PI - 0.05 : Math.PI / 2 - 0.05;
  const reach = Math.max(frame.size.x, frame.size.y, frame.size.z);
  controls.minDistance = reach * 0.3;
  controls.maxDistance = reach * 4;

  const frameModel = () => {
    const fov = (camera.fov * Math.PI) / 180;
    const distance = (reach * 0.75) / Math.tan(fov / 2);
    controls.target.copy(frame.centre);
    camera.position.set(
      frame.centre.x + distance * Math.cos(ELEVATION) * Math.SQRT1_2,
      frame.centre.y + distance * Math.sin(ELEVATION),
      frame.centre.z + distance * Math.cos(ELEVATION) * Math.SQRT1_2,
    );
    camera.lookAt(frame.centre);
    controls.update();
  };

  return orbitModeControls(camera, controls, frameModel, (seconds) => {
    controls.dampingFactor = dampingFactorFor(seconds);
    controls.update();
  });
}
