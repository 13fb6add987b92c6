import { DoubleSide, Group, Mesh, MeshBasicMaterial, PlaneGeometry, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { distanceToSurface, mostOpenYaw } from './picking';

const material = new MeshBasicMaterial({ side: DoubleSide });

/** A wall: a vertical plane `width` wide, centred at (x, 1.5, z), facing along x or z. */
function wall(x: number, z: number, width: number, alongX: boolean): Mesh {
  const mesh = new Mesh(new PlaneGeometry(width, 3), material);
  mesh.position.set(x, 1.5, z);
  if (!alongX) mesh.rotation.y = Math.PI / 2;
  mesh.updateMatrixWorld();
  return mesh;
}

/** A room 4 m wide (x) and 10 m deep (z) round the origin; `openNorth` leaves out its −z wall. */
function room({ openNorth = false } = {}): Group {
  const group = new Group();
  group.add(wall(-2, 0, 10, false), wall(2, 0, 10, false), wall(0, 5, 4, true));
  if (!openNorth) group.add(wall(0, -5, 4, true));
  group.updateMatrixWorld(true);
  return group;
}

const eye = new Vector3(0, 1.6, 0);

describe('lines of sight in the model', () => {
  it('measures how far the view reaches before a surface', () => {
    expect(distanceToSurface(room(), eye, new Vector3(1, 0, 0))).toBeCloseTo(2, 5);
    expect(distanceToSurface(room({ openNorth: true }), eye, new Vector3(0, 0, -1))).toBe(Infinity);
  });

  it('faces the length of a room, not a near wall', () => {
    const yaw = mostOpenYaw(room(), eye);
    // Down the room's length (yaw 0 looks towards −z, π towards +z), into one of its far
    // corners, the longest line of sight; never towards a side wall 2 m away.
    expect(Math.abs(Math.cos(yaw))).toBeGreaterThan(0.9);
    const ahead = new Vector3(-Math.sin(yaw), 0, -Math.cos(yaw));
    expect(distanceToSurface(room(), eye, ahead)).toBeGreaterThan(5);
  });

  it('does not take a line of sight out of an open side for a view into the room', () => {
    const open = room({ openNorth: true });
    const yaw = mostOpenYaw(open, eye);
    // Straight out of the open side nothing is met; the view chosen ends on the room.
    const ahead = new Vector3(-Math.sin(yaw), 0, -Math.cos(yaw));
    expect(distanceToSurface(open, eye, ahead)).toBeLessThan(Infinity);
    expect(distanceToSurface(open, eye, ahead)).toBeGreaterThan(5);
  });
});
