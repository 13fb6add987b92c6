/**
 * The floor cursor of walk mode (decision 0041): a ring lying on the floor where a click or tap
 * would take the visitor. It follows a mouse or pen over walkable floor (hidden elsewhere); a
 * finger has no hover, so on touch it shows only where a tap sent the visitor, until arrival.
 * The container's data-floor-cursor says whether it shows (the browser tests read it).
 */
import {
  DoubleSide,
  Group,
  Mesh,
  MeshBasicMaterial,
  RingGeometry,
  CircleGeometry,
  type Object3D,
  type Vector3,
} from 'three';

/** The ring's outer radius: about the visitor's body (the navmesh's 0.3 m agent radius). */
export const CURSOR_RADIUS = 0.3;
/** Above the floor, so that the floor does not hide it. */
const LIFT = 0.02;
const COLOUR = 0xffffff;
const EDGE = 0x0e9f8e;

/**
 * Whether a point the pointer is over stands for the floor point `floor` (where a click goes):
 * the surface hit is floor, not a wall or a table top above it. Within a body's width sideways
 * (walls' 0.3 m margin on the navmesh) and a step up or down.
 */
export function isOverFloor(hit: Vector3, floor: Vector3): boolean {
  const sideways = Math.hypot(hit.x - floor.x, hit.z - floor.z);
  return sideways <= CURSOR_RADIUS + 0.2 && Math.abs(hit.y - floor.y) <= 0.25;
}

export interface FloorCursor {
  readonly object: Object3D;
  show(floor: Vector3): void;
  hide(): void;
  dispose(): void;
}

export function createFloorCursor(container: HTMLElement): FloorCursor {
  const fill = new MeshBasicMaterial({
    color: COLOUR,
    transparent: true,
    opacity: 0.35,
    side: DoubleSide,
    depthWrite: false,
  });
  const edge = new MeshBasicMaterial({ color: EDGE, side: DoubleSide, depthWrite: false });
  const disc = new Mesh(new CircleGeometry(CURSOR_RADIUS * 0.8, 40), fill);
  const ring = new Mesh(new RingGeometry(CURSOR_RADIUS * 0.8, CURSOR_RADIUS, 48), edge);
  const object = new Group();
  object.name = 'floor-cursor';
  for (const part of [disc, ring]) {
    part.rotation.x = -Math.PI / 2;
    part.renderOrder = 3;
    object.add(part);
  }
  const report = (shown: boolean) => {
    object.visible = shown;
    container.dataset['floorCursor'] = shown ? 'shown' : 'hidden';
  };
  report(false);
  return {
    object,
    show: (floor) => {
      object.position.set(floor.x, floor.y + LIFT, floor.z);
      report(true);
    },
    hide: () => report(false),
    dispose: () => {
      disc.geometry.dispose();
      ring.geometry.dispose();
      fill.dispose();
      edge.dispose();
      delete container.dataset['floorCursor'];
    },
  };
}
