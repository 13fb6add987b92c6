/**
 * The Measure tool's part of the viewer (decision 0031), loaded on first use: taps pick a point
 * on the model (snapped by measure-snap.ts), a crosshair marks the middle of the view for the
 * keyboard, and the measurements are drawn as lines with their distance at each middle.
 */
import {
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  Points,
  PointsMaterial,
  Vector3,
  type Box3,
  type Camera,
  type Object3D,
  type Scene,
} from 'three';
import type { Vector3 as PlainVector3 } from '../contract/tours';
import { listenToDragOrTap } from './drag-or-tap';
import { snapPoint, SNAP_PIXELS, type ScreenPoint, type Triangle } from './measure-snap';
import { placeOverlay } from './overlay-position';
import { pickSurface } from './picking';
import type { MeasureSession, ShownMeasurement } from './types';

export interface MeasureLayerContext {
  scene: Scene;
  overlay: HTMLElement;
  canvas: HTMLCanvasElement;
  model: Object3D;
  camera: () => Camera;
  cutHeight: () => number;
  onPoint: (point: PlainVector3) => void;
}

export interface MeasureLayer extends MeasureSession {
  /** Per frame: moves the distance labels to the middles of their lines. */
  place(camera: Camera, width: number, height: number): void;
}

const COLOUR = 0xffb000;

export function createMeasureLayer(context: MeasureLayerContext): MeasureLayer {
  const group = new Group();
  group.renderOrder = 10;
  const lineMaterial = new LineBasicMaterial({
    color: COLOUR,
    depthTest: false,
    transparent: true,
  });
  const pointMaterial = new PointsMaterial({
    color: COLOUR,
    size: 9,
    sizeAttenuation: false,
    depthTest: false,
    transparent: true,
  });
  const lines = new LineSegments(new BufferGeometry(), lineMaterial);
  const points = new Points(new BufferGeometry(), pointMaterial);
  lines.renderOrder = 10;
  points.renderOrder = 11;
  group.add(lines, points);
  context.scene.add(group);

  const crosshair = document.createElement('div');
  crosshair.className = 'viewer-crosshair';
  crosshair.setAttribute('aria-hidden', 'true');
  context.overlay.appendChild(crosshair);
  let labels: { element: HTMLElement; middle: Vector3 }[] = [];

  const pick = (clientX: number, clientY: number): PlainVector3 | null => {
    const camera = context.camera();
    const cutHeight = context.cutHeight();
    const hit = pickSurface(context.canvas, camera, context.model, clientX, clientY, cutHeight);
    if (!hit) return null;
    const project = screenProjection(context.canvas, camera);
    const reach = metresPerPixel(hit, camera, project) * SNAP_PIXELS.vertexPixels * 1.5;
    const snap = snapPoint(
      hit,
      { x: clientX, y: clientY },
      trianglesNear(context.model, hit, reach),
      project,
      { ...SNAP_PIXELS, reach, cutHeight },
    );
    return { x: snap.point.x, y: snap.point.y, z: snap.point.z };
  };

  const stopTaps = listenToDragOrTap(context.canvas, () => true, {
    onDrag: () => undefined,
    onTap: (clientX, clientY) => {
      const point = pick(clientX, clientY);
      if (point) context.onPoint(point);
    },
  });

  const clearLabels = () => {
    for (const label of labels) label.element.remove();
    labels = [];
  };

  return {
    pickCentre: () => {
      const rect = context.canvas.getBoundingClientRect();
      return pick(rect.left + rect.width / 2, rect.top + rect.height / 2);
    },
    show: (measurements: readonly ShownMeasurement[], pending: PlainVector3 | null) => {
      const segments = measurements.flatMap(({ from, to }) => [from, to]);
      lines.geometry.dispose();
      lines.geometry = geometryOf(segments);
      points.geometry.dispose();
      points.geometry = geometryOf(pending ? [...segments, pending] : segments);
      clearLabels();
      labels = measurements.map((measurement) => {
        const element = document.createElement('span');
        element.className = 'viewer-measure-label';
        element.dataset['measurementId'] = measurement.id;
        element.textContent = measurement.label;
        element.dir = 'auto';
        context.overlay.appendChild(element);
        const middle = new Vector3(measurement.from.x, measurement.from.y, measurement.from.z)
          .add(new Vector3(measurement.to.x, measurement.to.y, measurement.to.z))
          .multiplyScalar(0.5);
        return { element, middle };
      });
    },
    place: (camera, width, height) => {
      for (const label of labels) placeOverlay(label.element, label.middle, camera, width, height);
    },
    dispose: () => {
      stopTaps();
      clearLabels();
      crosshair.remove();
      context.scene.remove(group);
      lines.geometry.dispose();
      points.geometry.dispose();
      lineMaterial.dispose();
      pointMaterial.dispose();
    },
  };
}

function geometryOf(points: readonly PlainVector3[]): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute(
    'position',
    new Float32BufferAttribute(
      points.flatMap((point) => [point.x, point.y, point.z]),
      3,
    ),
  );
  return geometry;
}

/** World point → client pixels on the canvas, or null behind the camera. */
function screenProjection(canvas: HTMLElement, camera: Camera) {
  const rect = canvas.getBoundingClientRect();
  const ndc = new Vector3();
  return (point: Vector3): ScreenPoint | null => {
    ndc.copy(point).project(camera);
    if (ndc.z < -1 || ndc.z > 1) return null;
    return {
      x: rect.left + ((ndc.x + 1) / 2) * rect.width,
      y: rect.top + ((1 - ndc.y) / 2) * rect.height,
    };
  };
}

/** How many metres one pixel spans at the hit, across the view. */
function metresPerPixel(
  hit: Vector3,
  camera: Camera,
  project: (point: Vector3) => ScreenPoint | null,
): number {
  const across = new Vector3(1, 0, 0).applyQuaternion(camera.quaternion);
  const a = project(hit);
  const b = project(hit.clone().add(across));
  if (!a || !b) return 0.01;
  return 1 / Math.max(Math.hypot(b.x - a.x, b.y - a.y), 1e-6);
}

/** The model's triangles, in world space, of every mesh whose bounds come within `reach`. */
function* trianglesNear(model: Object3D, hit: Vector3, reach: number): Generator<Triangle> {
  const meshes: Mesh[] = [];
  model.traverse((object) => {
    if (object instanceof Mesh && object.visible) meshes.push(object);
  });
  for (const mesh of meshes) {
    const geometry = mesh.geometry as BufferGeometry;
    if (!geometry.boundingBox) geometry.computeBoundingBox();
    const box = (geometry.boundingBox as Box3).clone().applyMatrix4(mesh.matrixWorld);
    if (box.distanceToPoint(hit) > reach) continue;
    const position = geometry.getAttribute('position');
    if (!position) continue;
    const index = geometry.getIndex();
    const count = index ? index.count : position.count;
    const corner = (at: number) =>
      new Vector3()
        .fromBufferAttribute(position, index ? index.getX(at) : at)
        .applyMatrix4(mesh.matrixWorld);
    for (let at = 0; at + 2 < count; at += 3) {
      const triangle: Triangle = [corner(at), corner(at + 1), corner(at + 2)];
      if (nearTriangle(triangle, hit, reach)) yield triangle;
    }
  }
}

/** Whether the triangle's box comes within `reach` of the point (a cheap first test). */
function nearTriangle([a, b, c]: Triangle, point: Vector3, reach: number): boolean {
  return (
    point.x >= Math.min(a.x, b.x, c.x) - reach &&
    point.x <= Math.max(a.x, b.x, c.x) + reach &&
    point.y >= Math.min(a.y, b.y, c.y) - reach &&
    point.y <= Math.max(a.y, b.y, c.y) + reach &&
    point.z >= Math.min(a.z, b.z, c.z) - reach &&
    point.z <= Math.max(a.z, b.z, c.z) + reach
  );
}
