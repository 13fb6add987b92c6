/** Floor plan: the model seen straight down through an orthographic camera; drag pans, wheel zooms. */
import { MOUSE, TOUCH, type OrthographicCamera } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { orbitModeControls, type ModeControls } from './mode-controls';
import type { TourFrame } from './tour-frame';

/** Room around the plan, as a share of its size. */
const MARGIN = 1.1;

export function createFloorPlanMode(
  camera: OrthographicCamera,
  element: HTMLElement,
  frame: TourFrame,
): ModeControls {
  const controls = new OrbitControls(camera, element);
  controls.enableRotate = false;
  controls.screenSpacePanning = true;
  controls.mouseButtons = { LEFT: MOUSE.PAN, MIDDLE: MOUSE.DOLLY, RIGHT: MOUSE.PAN };
  controls.touches = { ONE: TOUCH.PAN, TWO: TOUCH.DOLLY_PAN };
  controls.minZoom = 0.5;
  controls.maxZoom = 8;

  const fitToElement = () => {
    const aspect = Math.max(1, element.clientWidth) / Math.max(1, element.clientHeight);
    const halfHeight = (Math.max(frame.size.z, frame.size.x / aspect) * MARGIN) / 2;
    camera.left = -halfHeight * aspect;
    camera.right = halfHeight * aspect;
    camera.top = halfHeight;
    camera.bottom = -halfHeight;
    camera.updateProjectionMatrix();
  };

  const reset = () => {
    camera.zoom = 1;
    fitToElement();
    camera.position.set(frame.centre.x, frame.box.max.y + 10, frame.centre.z);
    camera.up.set(0, 0, -1);
    controls.target.set(frame.centre.x, frame.box.min.y, frame.centre.z);
    camera.lookAt(controls.target);
    controls.update();
  };

  return orbitModeControls(camera, controls, reset, () => {
    fitToElement();
    controls.update();
  });
}
