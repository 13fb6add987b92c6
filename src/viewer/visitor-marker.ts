/**
 * Where the visitor stands, seen from outside (dollhouse, floor plan): a disc on the floor with
 * a wedge pointing the way they look.
 */
import {
  CircleGeometry,
  DoubleSide,
  Group,
  Mesh,
  MeshBasicMaterial,
  ShapeGeometry,
  Shape,
} from 'three';

const RADIUS = 0.28;
const LIFT = 0.05;
const COLOUR = 0x0e9f8e;

export interface VisitorMarker {
  readonly object: Group;
  place(x: number, floorY: number, z: number, yaw: number): void;
  dispose(): void;
}

export function createVisitorMarker(): VisitorMarker {
  const material = new MeshBasicMaterial({ color: COLOUR, side: DoubleSide, depthTest: false });
  const disc = new Mesh(new CircleGeometry(RADIUS, 32), material);
  const wedgeShape = new Shape()
    .moveTo(-RADIUS * 0.7, RADIUS * 0.9)
    .lineTo(0, RADIUS * 2.2)
    .lineTo(RADIUS * 0.7, RADIUS * 0.9);
  // Drawn pointing up the shape's +y, which lies along −z once flat: where yaw 0 looks.
  const wedge = new Mesh(new ShapeGeometry(wedgeShape), material);
  const object = new Group();
  object.add(disc, wedge);
  object.renderOrder = 4;
  for (const part of [disc, wedge]) {
    part.rotation.x = -Math.PI / 2;
    part.renderOrder = 4;
  }
  object.visible = false;
  return {
    object,
    place: (x, floorY, z, yaw) => {
      object.position.set(x, floorY + LIFT, z);
      object.rotation.y = yaw;
    },
    dispose: () => {
      disc.geometry.dispose();
      wedge.geometry.dispose();
      material.dispose();
    },
  };
}
