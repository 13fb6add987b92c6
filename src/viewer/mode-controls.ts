/** What every viewing mode (walk, dollhouse, floor plan) offers the viewer. */
import type { Camera, Vector3 } from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

export interface ModeControls {
  readonly camera: Camera;
  /** Takes over the camera and the input. */
  enter(): void;
  /** Lets go of the input (the camera stays where it is). */
  exit(): void;
  /** Back to the mode's first view. */
  reset(): void;
  /** Per frame; `seconds` since the last frame. */
  update(seconds: number): void;
  /** The point the mode looks at or stands on, on the floor plane or above it. */
  focus(): Vector3;
  dispose(): void;
}

/**
 * The controls of a mode that moves its camera with OrbitControls (dollhouse, floor plan): they
 * take the input only while the mode is shown, and entering starts from the mode's first view.
 */
export function orbitModeControls(
  camera: Camera,
  controls: OrbitControls,
  reset: () => void,
  update: (seconds: number) => void,
): ModeControls {
  controls.enabled = false;
  return {
    camera,
    enter: () => {
      reset();
      controls.enabled = true;
    },
    exit: () => {
      controls.enabled = false;
    },
    reset,
    update,
    focus: () => controls.target.clone(),
    dispose: () => controls.dispose(),
  };
}
