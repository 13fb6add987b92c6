/**
 * Puts a model in the pipeline's frame: metres, Y up, floor at y = 0, centred on x and z.
 *
 * The correction is one root node (rotation, uniform scale, translation) above the scene's former
 * roots rather than rewritten vertices: glTF files may share one mesh between several nodes, and
 * baking would move every instance by the same transform. Everything that reads world space
 * (getBounds, three.js, flatten) sees the normalised model.
 *
 * Up axis: glTF is Y up by its specification. OBJ and PLY say nothing; with `up: 'auto'` the axis
 * (Y or Z) with the most triangle area facing along it at the bottom of the model (the floor) is
 * taken as up. Counting only the bottom band matters for scans: their walls are two-sided and
 * have no ceiling above them, so over the whole model the walls can outweigh the floor; but the
 * walls at the far end of one axis are a sliver next to the floor at the bottom of the other. A
 * model that is mostly one long wall can still fool this, which is why callers may say 'y' or 'z'.
 * Units: glTF and DXF are metres. With `unit: 'auto'`, a model more than 2,000 units across is
 * read as millimetres, more than 200 as centimetres, else as metres (no room is 200 m across).
 * Floor evidence comes first when there is some: a room seen from inside has a floor facing up at
 * its bottom and a ceiling facing down above it. When the first ceiling over the floor would be
 * an implausible room in the unit the size suggests (a room drawn in inches reads as 1 m high in
 * centimetres), the unit that makes it a storey (closest to 2.7 m) is taken instead.
 * Objects (decision 0053): a model that shows no room from inside and would be larger than any
 * free-standing structure without rooms in that unit (over 100 m across and 30 m tall) is an object
 * drawn in millimetres, as CAD exports and 3D prints are: a spider scan 193 units tall is 19 cm, a
 * glTF engine 743 "metres" long (glTF declares metres; its author worked in millimetres) is 0.74 m.
 * Such a guess is uncertain, and the owner is asked to confirm it.
 * The owner's correction (decision 0036): `turns`, quarter turns about X, then Y, then Z, come
 * after the up-axis guess (they turn the model as the owner saw it), and a unit other than 'auto'
 * replaces the guess.
 */
import type { Document, Node, Primitive, Scene } from '@gltf-transform/core';
import { getBounds } from '@gltf-transform/functions';
import {
  METRES_PER_UNIT,
  type FrameCorrection,
  type LengthUnit,
} from '../../../src/contract/tours';
import { InputError } from './input-error';

export type { LengthUnit };
export type QuarterTurns = FrameCorrection['turns'];

export interface NormaliseOptions {
  unit?: LengthUnit | 'auto';
  /** With `unit: 'auto'`, the unit the format declares (glTF: metres), kept unless the model looks like an object. */
  declared?: LengthUnit;
  up?: 'y' | 'z' | 'auto';
  /** Quarter turns about X, then Y, then Z, after the up axis (the owner's correction). */
  turns?: QuarterTurns;
}

/** What normalise did: the up axis taken and the unit the model was read in. */
export interface AppliedFrame {
  up: 'y' | 'z';
  unit: LengthUnit;
  /** The unit was guessed from the model looking like an object alone: the owner should confirm it. */
  unitUncertain: boolean;
}

type Quaternion = [number, number, number, number];
const MILLIMETRE_EXTENT = 2_000;
const CENTIMETRE_EXTENT = 200;
/** Z must beat Y by this much to be taken as up, so a near tie keeps glTF's Y. */
const Z_UP_MARGIN = 1.2;
/** The bottom band along an axis: this share of the model's extent along it. */
const BOTTOM_BAND = 0.1;
/** A triangle counts towards an axis when its normal is within ~25° of it. */
const ALIGNED = 0.9;
const SAMPLED_TRIANGLES = 200_000;
const TRIANGLES = 4;
/** -90° about X: (x, y, z) → (x, z, -y), Z up to Y up. */
const Z_UP_TO_Y_UP: Quaternion = [-Math.SQRT1_2, 0, 0, Math.SQRT1_2];
export const NO_GEOMETRY_MESSAGE =
  'The model contains no geometry: nothing with faces to show. Check that the export includes ' +
  'the meshes (not only cameras, lights or empty groups), then create the tour again.';

export function normalise(document: Document, options: NormaliseOptions = {}): Document {
  normaliseFrame(document, options);
  return document;
}

/** normalise, saying which up axis and unit it took. */
export function normaliseFrame(document: Document, options: NormaliseOptions = {}): AppliedFrame {
  const scene = defaultScene(document);
  const frame = document.createNode('normalised');
  for (const child of scene.listChildren()) {
    scene.removeChild(child);
    frame.addChild(child);
  }
  scene.addChild(frame);
  const up = options.up === 'auto' ? detectUpAxis(scene) : (options.up ?? 'y');
  const guessed: Quaternion = up === 'z' ? Z_UP_TO_Y_UP : [0, 0, 0, 1];
  frame.setRotation(turned(guessed, options.turns));
  const { unit, uncertain } = unitOf(options, scene);
  const scale = METRES_PER_UNIT[unit];
  frame.setScale([scale, scale, scale]);
  const { min, max } = sceneBounds(scene);
  frame.setTranslation([-(min[0] + max[0]) / 2, -min[1], -(min[2] + max[2]) / 2]);
  return { up, unit, unitUncertain: uncertain };
}

/** `rotation`, then the quarter turns about X, then Y, then Z (world axes). */
export function turned(rotation: Quaternion, turns: QuarterTurns | undefined): Quaternion {
  if (turns === undefined) return rotation;
  const about = (axis: 0 | 1 | 2, count: number): Quaternion => {
    const half = (count * Math.PI) / 4;
    const q: Quaternion = [0, 0, 0, Math.cos(half)];
    q[axis] = Math.sin(half);
    return q;
  };
  const x = multiply(about(0, turns.x), rotation);
  const y = multiply(about(1, turns.y), x);
  return multiply(about(2, turns.z), y);
}

/** a × b: b's rotation first, then a's. */
function multiply(a: Quaternion, b: Quaternion): Quaternion {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

function defaultScene(document: Document): Scene {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  if (!scene) throw new InputError(NO_GEOMETRY_MESSAGE);
  root.setDefaultScene(scene);
  return scene;
}

function sceneBounds(scene: Scene) {
  const bounds = getBounds(scene);
  if (![...bounds.min, ...bounds.max].every(Number.isFinite))
    throw new InputError(NO_GEOMETRY_MESSAGE);
  return bounds;
}

interface GuessedUnit {
  unit: LengthUnit;
  uncertain: boolean;
}

function unitOf({ unit = 'm', declared }: NormaliseOptions, scene: Scene): GuessedUnit {
  if (unit !== 'auto') return { unit, uncertain: false };
  const bounds = sceneBounds(scene);
  const size = bounds.max.map((value, axis) => value - (bounds.min[axis] ?? 0));
  const extent = Math.max(...size);
  const tooLargeForAnything = (candidate: LengthUnit) =>
    extent * METRES_PER_UNIT[candidate] > OBJECT_EXTENT &&
    (size[1] ?? 0) * METRES_PER_UNIT[candidate] > OBJECT_HEIGHT;
  // A declared unit stands unless the model is too large in it: only then are its rooms measured.
  if (declared !== undefined && !tooLargeForAnything(declared))
    return { unit: declared, uncertain: false };
  const height = roomHeight(scene, bounds);
  const guessed = declared ?? unitBySize(extent, height);
  const seenRoom = height !== null && within(height * METRES_PER_UNIT[guessed], PLAUSIBLE_ROOM);
  return !seenRoom && tooLargeForAnything(guessed) && guessed !== 'mm'
    ? { unit: 'mm', uncertain: true }
    : { unit: guessed, uncertain: false };
}

/**
 * By the size, corrected by the first room's height where the model shows one (`height`, file
 * units, null for none).
 */
function unitBySize(extent: number, height: number | null): LengthUnit {
  const bySize = extent > MILLIMETRE_EXTENT ? 'mm' : extent > CENTIMETRE_EXTENT ? 'cm' : 'm';
  if (height === null || within(height * METRES_PER_UNIT[bySize], PLAUSIBLE_ROOM)) return bySize;
  const storeyLike = UNITS.filter((candidate) =>
    within(height * METRES_PER_UNIT[candidate], STOREY_HEIGHT),
  );
  const distance = (candidate: LengthUnit) =>
    Math.abs(Math.log((height * METRES_PER_UNIT[candidate]) / TYPICAL_STOREY));
  return storeyLike.sort((a, b) => distance(a) - distance(b))[0] ?? bySize;
}

const UNITS: LengthUnit[] = ['m', 'cm', 'mm', 'in', 'ft'];
/** Without a room inside, no structure is this large (m) across and OBJECT_HEIGHT tall: an object. */
const OBJECT_EXTENT = 100;
const OBJECT_HEIGHT = 30;
/** A room height (m) kept in the unit the size suggests: halls and lofts included. */
const PLAUSIBLE_ROOM: [number, number] = [1.5, 12];
/** A room height (m) a unit is chosen for when the size's unit gives an implausible one. */
const STOREY_HEIGHT: [number, number] = [1.8, 4.5];
const TYPICAL_STOREY = 2.7;
/** Height bins of the floor evidence: this share of the model's height. */
const HEIGHT_BIN = 0.005;
/** A ceiling covers at least this share of the floor's area. */
const CEILING_SHARE = 0.5;

const within = (value: number, [low, high]: [number, number]) => value >= low && value <= high;

/**
 * The height (file units, world Y) from the floor to the first ceiling over it: the height with
 * the most area facing up in the bottom band, and the lowest height above it where at least half
 * as much area faces down. Null when the model shows no such room (an object, an open-topped plan).
 */
function roomHeight(scene: Scene, bounds: ReturnType<typeof getBounds>): number | null {
  const [bottom, top] = [bounds.min[1] ?? 0, bounds.max[1] ?? 0];
  const height = top - bottom;
  if (!(height > 0)) return null;
  const binOf = (y: number) => Math.round((y - bottom) / (height * HEIGHT_BIN));
  const facingUp = new Map<number, number>();
  const facingDown = new Map<number, number>();
  forEachWorldTriangle(scene, (corners, normal, area) => {
    if (Math.abs(normal[1] ?? 0) < ALIGNED) return;
    const level = binOf(corners.reduce((sum, corner) => sum + (corner[1] ?? 0), 0) / 3);
    const bins = (normal[1] ?? 0) > 0 ? facingUp : facingDown;
    bins.set(level, (bins.get(level) ?? 0) + area);
  });
  const bandTop = binOf(bottom + BOTTOM_BAND * height);
  const floor = [...facingUp].filter(([level]) => level <= bandTop).sort((a, b) => b[1] - a[1])[0];
  if (!floor) return null;
  const ceiling = [...facingDown]
    .filter(([level, area]) => level > floor[0] + 1 && area >= CEILING_SHARE * floor[1])
    .sort((a, b) => a[0] - b[0])[0];
  return ceiling ? (ceiling[0] - floor[0]) * height * HEIGHT_BIN : null;
}

/**
 * 'z' when clearly more triangle area faces along Z in the bottom band of Z than faces along Y in
 * the bottom band of Y (world space), else 'y'.
 */
export function detectUpAxis(scene: Scene): 'y' | 'z' {
  const area = [0, 0, 0];
  const { min, max } = getBounds(scene);
  const bandTop = min.map((low, axis) => low + BOTTOM_BAND * ((max[axis] ?? low) - low));
  forEachWorldTriangle(scene, (corners, normal, triangleArea) => {
    normal.forEach((component, axis) => {
      const inBottomBand = corners.every((point) => (point[axis] ?? 0) <= (bandTop[axis] ?? 0));
      if (inBottomBand && Math.abs(component) >= ALIGNED) {
        area[axis] = (area[axis] ?? 0) + triangleArea;
      }
    });
  });
  return (area[2] ?? 0) > Z_UP_MARGIN * (area[1] ?? 0) ? 'z' : 'y';
}

type TriangleVisitor = (corners: number[][], unitNormal: number[], area: number) => void;

/** Each triangle of the scene (a sample of at most SAMPLED_TRIANGLES per primitive), world space. */
function forEachWorldTriangle(scene: Scene, visit: TriangleVisitor): void {
  scene.traverse((node) => {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
      if (primitive.getMode() === TRIANGLES) visitPrimitive(primitive, node, visit);
    }
  });
}

function visitPrimitive(primitive: Primitive, node: Node, visit: TriangleVisitor): void {
  const position = primitive.getAttribute('POSITION');
  if (!position) return;
  const indices = primitive.getIndices();
  const count = indices ? indices.getCount() : position.getCount();
  const triangles = Math.floor(count / 3);
  const stride = Math.max(1, Math.floor(triangles / SAMPLED_TRIANGLES));
  const matrix = node.getWorldMatrix();
  const corner = (index: number) => {
    const vertex = indices ? indices.getScalar(index) : index;
    const [x = 0, y = 0, z = 0] = position.getElement(vertex, []);
    return [0, 1, 2].map(
      (row) =>
        (matrix[row] ?? 0) * x +
        (matrix[row + 4] ?? 0) * y +
        (matrix[row + 8] ?? 0) * z +
        (matrix[row + 12] ?? 0),
    );
  };
  for (let triangle = 0; triangle < triangles; triangle += stride) {
    const corners = [0, 1, 2].map((k) => corner(triangle * 3 + k));
    const normal = crossOf(corners[0] ?? [], corners[1] ?? [], corners[2] ?? []);
    const length = Math.hypot(...normal);
    if (length > 0)
      visit(
        corners,
        normal.map((component) => component / length),
        length / 2,
      );
  }
}

function crossOf(a: number[], b: number[], c: number[]): number[] {
  const [ux = 0, uy = 0, uz = 0] = [0, 1, 2].map((i) => (b[i] ?? 0) - (a[i] ?? 0));
  const [vx = 0, vy = 0, vz = 0] = [0, 1, 2].map((i) => (c[i] ?? 0) - (a[i] ?? 0));
  return [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
}
