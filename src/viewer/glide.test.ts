import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  createGlide,
  easeInOut,
  GLIDE_MAX_SECONDS,
  GLIDE_MIN_SECONDS,
  GLIDE_SPEED,
  glideSeconds,
  pathLength,
  pointAlong,
} from './glide';

/** An L-shaped route: 3 m along −z, then 4 m along +x. */
const ROUTE = [new Vector3(0, 0, 0), new Vector3(0, 0, -3), new Vector3(4, 0, -3)];

describe('easing', () => {
  it('starts and ends still, and is halfway at half time', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5, 10);
    // Slow at the ends: less than a straight line in the first tenth, more in the last.
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(2)).toBe(1);
  });

  it('never goes back', () => {
    let last = 0;
    for (let t = 0; t <= 1; t += 0.01) {
      expect(easeInOut(t)).toBeGreaterThanOrEqual(last);
      last = easeInOut(t);
    }
  });
});

describe('glide duration', () => {
  it('grows with the distance, within a floor and a cap', () => {
    expect(glideSeconds(0)).toBe(0);
    expect(glideSeconds(0.2)).toBe(GLIDE_MIN_SECONDS);
    expect(glideSeconds(4.4)).toBeCloseTo(4.4 / GLIDE_SPEED, 10);
    expect(glideSeconds(6.6)).toBeGreaterThan(glideSeconds(4.4));
    expect(glideSeconds(200)).toBe(GLIDE_MAX_SECONDS);
  });
});

describe('points along a path', () => {
  it('measures a path and walks its corners', () => {
    expect(pathLength(ROUTE)).toBeCloseTo(7, 10);
    expect(pointAlong(ROUTE, 0)).toEqual(new Vector3(0, 0, 0));
    expect(pointAlong(ROUTE, 1.5)).toEqual(new Vector3(0, 0, -1.5));
    expect(pointAlong(ROUTE, 3)).toEqual(new Vector3(0, 0, -3));
    expect(pointAlong(ROUTE, 5)).toEqual(new Vector3(2, 0, -3));
    expect(pointAlong(ROUTE, 99)).toEqual(new Vector3(4, 0, -3));
    expect(pointAlong(ROUTE, -1)).toEqual(new Vector3(0, 0, 0));
  });
});

describe('a glide', () => {
  it('follows the path, eased, and ends exactly at its end', () => {
    const glide = createGlide(ROUTE);
    expect(glide.duration).toBeCloseTo(7 / GLIDE_SPEED, 10);
    const step = glide.duration / 10;
    const travelled: number[] = [];
    let end = null;
    for (let i = 0; i < 10; i += 1) {
      const { position, done } = glide.advance(step);
      // On the path: on one leg or the other.
      expect(position.x === 0 || Math.abs(position.z + 3) < 1e-9).toBe(true);
      travelled.push(position.x === 0 ? -position.z : 3 + position.x);
      if (done) end = position;
    }
    expect(end).toEqual(new Vector3(4, 0, -3));
    // Eased: the first tenth covers less than the middle tenth.
    const firstTenth = travelled[0]!;
    const middleTenth = travelled[5]! - travelled[4]!;
    expect(firstTenth).toBeLessThan(middleTenth / 3);
  });

  it('heads the way it goes: along −z first, along +x on the second leg', () => {
    const glide = createGlide(ROUTE);
    const first = glide.advance(glide.duration * 0.2).heading!;
    expect(first.z).toBeCloseTo(-1, 5);
    const second = glide.advance(glide.duration * 0.6).heading!;
    expect(second.x).toBeCloseTo(1, 5);
  });

  it('lands at once at the end where motion is reduced', () => {
    const glide = createGlide(ROUTE, { instant: true });
    expect(glide.duration).toBe(0);
    const { position, done } = glide.advance(0);
    expect(done).toBe(true);
    expect(position).toEqual(new Vector3(4, 0, -3));
  });
});
