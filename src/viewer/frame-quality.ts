/**
 * Adaptive quality (issue 34): while the view moves and frames come slower than a phone can keep
 * smooth, the viewer draws fewer pixels; once it rests, it draws one sharp frame. Resolution is
 * the lever because it is what a slow GPU pays for, and changing it costs one reallocation of the
 * canvas; antialiasing is fixed when the WebGL context is made (stage.ts leaves it off where the
 * screen is dense enough not to need it). Pure: the viewer passes the times of its frames.
 */

/** A drawn frame later than this after the one before is slow (under 40 frames a second). */
const SLOW_FRAME_MS = 25;
/** This many slow frames in a row lower the resolution one step. */
export const SLOW_FRAMES = 20;
/** A frame this quick after the one before keeps up with a 60 Hz screen. */
const QUICK_FRAME_MS = 18;
/** This many quick frames in a row raise a lowered resolution one step while still moving. */
export const QUICK_FRAMES = 120;
/** Still for this long, a lowered resolution comes back whole (before the loop rests: frame-demand). */
export const SHARP_AFTER_MS = 300;
/** Each step's share of the pixels' side, and the least share drawn. */
const STEP = 0.75;
export const LEAST_SCALE = 0.5;
/** A longer gap is a pause (the first frame, a viewer woken from rest), not a slow frame. */
const PAUSE_MS = 250;

export interface FrameQuality {
  /** A frame is drawn at this time: the share of the full resolution to draw it at. */
  drawn(time: number): number;
  /** A frame with nothing to draw: true once when it is time for a sharp frame again. */
  still(time: number): boolean;
  /** The share of the full resolution (1: every pixel). */
  readonly scale: number;
}

export function createFrameQuality(): FrameQuality {
  let scale = 1;
  let slowRun = 0;
  let quickRun = 0;
  let lastDrawn: number | null = null;

  const rescale = (next: number) => {
    scale = Math.min(1, Math.max(LEAST_SCALE, next));
    slowRun = 0;
    quickRun = 0;
  };

  const count = (gap: number) => {
    if (gap >= PAUSE_MS) {
      slowRun = 0;
      quickRun = 0;
      return;
    }
    slowRun = gap > SLOW_FRAME_MS ? slowRun + 1 : 0;
    quickRun = gap <= QUICK_FRAME_MS ? quickRun + 1 : 0;
    if (slowRun >= SLOW_FRAMES && scale > LEAST_SCALE) rescale(scale * STEP);
    else if (quickRun >= QUICK_FRAMES && scale < 1) rescale(scale / STEP);
  };

  return {
    drawn: (time) => {
      if (lastDrawn !== null) count(time - lastDrawn);
      lastDrawn = time;
      return scale;
    },
    still: (time) => {
      if (scale === 1 || lastDrawn === null || time - lastDrawn < SHARP_AFTER_MS) return false;
      rescale(1);
      return true;
    },
    get scale() {
      return scale;
    },
  };
}
