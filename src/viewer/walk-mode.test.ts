import { Box3, PerspectiveCamera, Vector3 } from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { createFloorCursor } from './floor-cursor';
import { flatFloor } from './walkable';
import { BODY_CLEARANCE, createWalkMode, type WalkModeOptions } from './walk-mode';

/** A 10 × 10 m floor round the origin, with a wall across it at z = −2 (seen by the line of sight). */
const WALL_Z = -2;
const frame = {
  box: new Box3(new Vector3(-5, 0, -5), new Vector3(5, 3, 5)),
  centre: new Vector3(0, 1.5, 0),
  size: new Vector3(10, 3, 10),
  start: { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 },
};

const made: { dispose(): void }[] = [];
afterEach(() => {
  for (const item of made.splice(0)) item.dispose();
});

function walkMode(options: Partial<WalkModeOptions> = {}) {
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  container.append(canvas);
  document.body.append(container);
  const walk = createWalkMode({
    camera: new PerspectiveCamera(),
    keyTarget: container,
    pointerTarget: canvas,
    walkable: flatFloor(frame),
    start: frame.start,
    pick: () => null,
    // A wall across the floor: how far ahead of `from` it is, looking towards −z.
    distanceAhead: (from, direction) =>
      direction.z < -0.5 ? (from.z - WALL_Z) / -direction.z : Infinity,
    reducedMotion: () => false,
    ...options,
  });
  walk.standAt(frame.start);
  walk.enter();
  made.push(walk, { dispose: () => container.remove() });
  return { walk, container, canvas };
}

describe('walking with the keys', () => {
  it('stops the body its clearance short of a wall, however long W is held', () => {
    const { walk, container } = walkMode();
    container.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyW', bubbles: true }));
    for (let frame = 0; frame < 300; frame += 1) walk.update(1 / 60);
    const feet = walk.feet();
    expect(feet.z - WALL_Z).toBeGreaterThanOrEqual(BODY_CLEARANCE - 1e-6);
    expect(feet.z - WALL_Z).toBeLessThan(BODY_CLEARANCE + 0.05);
    // Backing away still works.
    container.dispatchEvent(new KeyboardEvent('keyup', { code: 'KeyW', bubbles: true }));
    container.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyS', bubbles: true }));
    walk.update(0.5);
    expect(walk.feet().z).toBeGreaterThan(feet.z + 0.5);
  });
});

describe('gliding along a path', () => {
  const path = [new Vector3(0, 0, 0), new Vector3(4, 0, 0)];

  it('eases out of the start, passes through the middle and arrives once', () => {
    const { walk } = walkMode();
    let arrivals = 0;
    walk.follow(path, { faceTravel: false, onArrived: () => (arrivals += 1) });
    walk.update(0.1);
    const early = walk.feet().x;
    // 4 m take 4 / 2.2 s; a tenth of a second in, an eased glide has barely started.
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(0.1 * 2.2 * 0.5);
    for (let frame = 0; frame < 200 && arrivals === 0; frame += 1) walk.update(1 / 30);
    expect(arrivals).toBe(1);
    expect(walk.feet().x).toBeCloseTo(4, 6);
  });

  it('jumps to the end at once where the visitor prefers reduced motion', () => {
    const { walk } = walkMode({ reducedMotion: () => true });
    let arrived = false;
    walk.follow(path, { onArrived: () => (arrived = true) });
    walk.update(1 / 60);
    expect(arrived).toBe(true);
    expect(walk.feet().x).toBeCloseTo(4, 6);
  });
});

describe('the floor cursor', () => {
  it('follows a mouse over the floor, hides over a wall, and marks where a tap goes', () => {
    const container = document.createElement('div');
    const cursor = createFloorCursor(container);
    let hit: Vector3 | null = new Vector3(1, 0, 1);
    const { walk, canvas } = walkMode({ cursor, pick: () => hit?.clone() ?? null });
    const move = (pointerType: string) =>
      canvas.dispatchEvent(
        Object.assign(new MouseEvent('pointermove', { clientX: 5, clientY: 5 }), { pointerType }),
      );
    move('mouse');
    walk.update(1 / 60);
    expect(container.dataset['floorCursor']).toBe('shown');
    expect(cursor.object.position.x).toBeCloseTo(1, 6);
    hit = new Vector3(1, 1.2, -2);
    move('mouse');
    walk.update(1 / 60);
    expect(container.dataset['floorCursor']).toBe('hidden');
    // A finger has no hover: nothing shows until it taps.
    hit = new Vector3(1, 0, 1);
    move('touch');
    walk.update(1 / 60);
    expect(container.dataset['floorCursor']).toBe('hidden');
    walk.exit();
    cursor.dispose();
  });
});
