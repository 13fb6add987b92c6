/**
 * Render on demand (issue 34): the viewer draws a frame only when what it shows has changed (the
 * camera moved, or something asked for a frame), and after a second of nothing changing it stops
 * its animation loop altogether, so that a tour at rest costs no draw calls and no main-thread
 * work. Input and every change the viewer is told of wake it at once. Pure: the viewer passes
 * the loop's start and stop, and each frame's time and view.
 */

/** How long nothing may change before the loop stops (ms). */
export const IDLE_AFTER_MS = 1000;

export interface FrameLoop {
  /** Starts the loop; false when it cannot run yet (no renderer before a tour loads). */
  start(): boolean;
  stop(): void;
}

export interface FrameDemand {
  /** Something changed that the next frame must show: draws it, starting the loop if stopped. */
  wake(): void;
  /**
   * Called by each frame of the loop with its time and a signature of the view (the camera's
   * pose and projection): whether to draw. Stops the loop once the view has stayed the same, and
   * nothing asked for a frame, for `idleAfterMs`.
   */
  shouldDraw(time: number, view: string): boolean;
  /**
   * Called instead by a frame that may not draw (the viewer holds its frames, or has no tour):
   * counts as a frame where nothing changed, so such a viewer stops its loop too.
   */
  rest(time: number): void;
  /** Whether the loop runs. */
  readonly running: boolean;
  /** Stops the loop for good (the viewer is disposed). */
  stop(): void;
}

export function createFrameDemand(loop: FrameLoop, idleAfterMs = IDLE_AFTER_MS): FrameDemand {
  let running = false;
  let wanted = false;
  let stopped = false;
  let lastView: string | null = null;
  let lastChange: number | null = null;

  const pause = () => {
    running = false;
    loop.stop();
  };

  return {
    wake: () => {
      if (stopped) return;
      wanted = true;
      if (running) return;
      lastChange = null;
      running = loop.start();
    },
    shouldDraw: (time, view) => {
      if (wanted || view !== lastView || lastChange === null) {
        wanted = false;
        lastView = view;
        lastChange = time;
        return true;
      }
      if (time - lastChange >= idleAfterMs) pause();
      return false;
    },
    rest: (time) => {
      lastChange ??= time;
      if (time - lastChange >= idleAfterMs) pause();
    },
    get running() {
      return running;
    },
    stop: () => {
      stopped = true;
      pause();
    },
  };
}

/** The camera's pose and projection, to four decimals: damped controls settle into it. */
export function viewSignature(
  camera: {
    position: { toArray(): number[] };
    quaternion: { toArray(): number[] };
    projectionMatrix: { elements: ArrayLike<number> };
  },
  ...extra: readonly (string | number)[]
): string {
  const numbers = [
    ...camera.position.toArray(),
    ...camera.quaternion.toArray(),
    ...Array.from(camera.projectionMatrix.elements),
  ];
  return [...numbers.map((value) => value.toFixed(4)), ...extra].join(' ');
}
