import { describe, expect, it } from 'vitest';
import { isOverFloor } from './floor-cursor';
import { markerTransform, planPointAt } from './minimap';
import { Vector3 } from 'three';

/** The apartment's plan: 10.62 × 9.62 m, its top left corner at (−5.31, −4.81). */
const BOX = { x: -5.31, z: -4.81, width: 10.62, depth: 9.62 };

describe('a point of the minimap as a point of the plan', () => {
  it('maps corners and the middle of a map that the plan fills exactly', () => {
    const rect = { left: 100, top: 50, width: 106.2, height: 96.2 };
    expect(planPointAt(BOX, rect, 100, 50)).toEqual({ x: -5.31, z: -4.81 });
    const middle = planPointAt(BOX, rect, 100 + 53.1, 50 + 48.1)!;
    expect(middle.x).toBeCloseTo(0, 10);
    expect(middle.z).toBeCloseTo(0, 10);
    const corner = planPointAt(BOX, rect, 206.2, 146.2)!;
    expect(corner.x).toBeCloseTo(5.31, 10);
    expect(corner.z).toBeCloseTo(4.81, 10);
  });

  it('allows for the bands of a map wider than the plan (fitted whole, centred)', () => {
    // 200 × 96.2 px: the plan is 106.2 px wide in the middle, 46.9 px bands either side.
    const rect = { left: 0, top: 0, width: 200, height: 96.2 };
    const left = planPointAt(BOX, rect, 46.9, 0)!;
    expect(left.x).toBeCloseTo(-5.31, 6);
    expect(left.z).toBeCloseTo(-4.81, 6);
    expect(planPointAt(BOX, rect, 20, 40)).toBeNull();
    expect(planPointAt(BOX, rect, 180, 40)).toBeNull();
  });

  it('scales with the map (a phone’s smaller map)', () => {
    const rect = { left: 8, top: 8, width: 53.1, height: 48.1 };
    const point = planPointAt(BOX, rect, 8 + 53.1 * 0.75, 8 + 48.1 * 0.25)!;
    expect(point.x).toBeCloseTo(-5.31 + 10.62 * 0.75, 6);
    expect(point.z).toBeCloseTo(-4.81 + 9.62 * 0.25, 6);
    expect(planPointAt(BOX, { left: 0, top: 0, width: 0, height: 0 }, 0, 0)).toBeNull();
  });
});

describe('the marker of the visitor', () => {
  it('stands where the visitor is and points the way they look', () => {
    // yaw 0 looks towards −z: up the plan, as drawn.
    expect(markerTransform(1.25, -2, 0)).toBe('translate(1.25 -2) rotate(0)');
    // Looking towards +x (yaw −π/2): the arrow turns a quarter clockwise on screen.
    expect(markerTransform(0, 0, -Math.PI / 2)).toBe('translate(0 0) rotate(90)');
    // Towards −x (yaw π/2): a quarter anticlockwise.
    expect(markerTransform(0, 0, Math.PI / 2)).toBe('translate(0 0) rotate(-90)');
  });
});

describe('the floor cursor', () => {
  it('shows for floor under the pointer, not for a wall or a table top above it', () => {
    const floor = new Vector3(1, 0, 1);
    expect(isOverFloor(new Vector3(1, 0, 1), floor)).toBe(true);
    // Floor beside a wall, inside the body's margin: the click goes to the edge of the navmesh.
    expect(isOverFloor(new Vector3(1.3, 0, 1), floor)).toBe(true);
    // A wall 1 m up, or a table top 0.7 m up.
    expect(isOverFloor(new Vector3(1, 1, 1.1), floor)).toBe(false);
    expect(isOverFloor(new Vector3(1, 0.7, 1), floor)).toBe(false);
    // Floor far from any floor the visitor can reach.
    expect(isOverFloor(new Vector3(2.5, 0, 1), floor)).toBe(false);
  });
});
