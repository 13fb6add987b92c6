/**
 * A glide along a walking path (decision 0041): a tap, a minimap tap or Walk me there moves the
 * visitor along the path's corners with an ease-in-out, in a time that grows with the distance
 * and is capped, so a long route does not take a minute. Pure: walk-mode.ts steps it per frame.
 */
import { Vector3 } from 'three';

/** Average speed of a glide (m/s) before the cap. */
export const GLIDE_SPEED = 2.2;
/** The shortest and the longest a glide takes (seconds). */
export const GLIDE_MIN_SECONDS = 0.45;
export const GLIDE_MAX_SECONDS = 6;

/** Ease-in-out (sine): still at both ends, fastest halfway; 0 → 0, 1 → 1. */
export function easeInOut(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return (1 - Math.cos(Math.PI * t)) / 2;
}

/** How long a glide over `distance` metres takes: at GLIDE_SPEED, within the min and the cap. */
export function glideSeconds(distance: number): number {
  if (!(distance > 0)) return 0;
  return Math.min(Math.max(distance / GLIDE_SPEED, GLIDE_MIN_SECONDS), GLIDE_MAX_SECONDS);
}

/** The length of a path through `points` (metres). */
export function pathLength(points: readonly Vector3[]): number {
  let length = 0;
  points.forEach((point, i) => {
    const before = points[i - 1];
    if (before) length += point.distanceTo(before);
  });
  return length;
}

/** The point `distance` metres along the path (clamped to its ends). */
export function pointAlong(points: readonly Vector3[], distance: number): Vector3 {
  const first = points[0];
  if (!first) return new Vector3();
  let left = Math.max(distance, 0);
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1] ?? first;
    const to = points[i] ?? first;
    const segment = from.distanceTo(to);
    if (left <= segment) {
      return segment === 0 ? to.clone() : from.clone().lerp(to, left / segment);
    }
    left -= segment;
  }
  return (points.at(-1) ?? first).clone();
}

export interface Glide {
  /** Where the visitor is after `seconds` more; `done` once the end is reached. */
  advance(seconds: number): { position: Vector3; heading: Vector3 | null; done: boolean };
  /** Seconds the whole glide takes. */
  readonly duration: number;
}

/**
 * A glide along `points` from the first one. With `instant` (prefers-reduced-motion) the first
 * step lands at the end. `heading` is the direction of travel at the new point (null when still).
 */
export function createGlide(points: readonly Vector3[], { instant = false } = {}): Glide {
  const path = points.map((point) => point.clone());
  const length = pathLength(path);
  const duration = instant ? 0 : glideSeconds(length);
  let elapsed = 0;
  return {
    duration,
    advance: (seconds) => {
      elapsed += Math.max(seconds, 0);
      const done = duration === 0 || elapsed >= duration;
      const travelled = done ? length : easeInOut(elapsed / duration) * length;
      const position = pointAlong(path, travelled);
      const ahead = pointAlong(path, Math.min(travelled + 0.3, length))
        .sub(position)
        .setY(0);
      return { position, heading: ahead.lengthSq() > 1e-6 ? ahead.normalize() : null, done };
    },
  };
}
