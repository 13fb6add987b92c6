/** What every viewing mode (walk, dollhouse, floor plan) offers the viewer. */
import type { Camera, Vector3 } from 'three';

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
