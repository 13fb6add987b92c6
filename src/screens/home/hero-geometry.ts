/**
 * Geometry of the hero's wireframe room (the "True 3D mesh" card): a small room in isometric
 * projection, every surface drawn as a triangulated mesh, the way a scan's mesh looks. Pure
 * functions of constants, so the drawing is the same on the server and in the browser.
 */

export type Point3 = readonly [x: number, y: number, z: number];

/** Isometric projection: x runs down-right, y down-left, z up; one unit is UNIT px. */
const UNIT = 22;
const ORIGIN_X = 110;
const ORIGIN_Y = 76;
const COS_30 = Math.sqrt(3) / 2;

export const MESH_VIEW_BOX = '0 0 240 210';

export function project([x, y, z]: Point3): string {
  const screenX = ORIGIN_X + (x - y) * COS_30 * UNIT;
  const screenY = ORIGIN_Y + (x + y) * 0.5 * UNIT - z * UNIT;
  return `${round(screenX)} ${round(screenY)}`;
}

function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function offset(corner: Point3, u: Point3, v: Point3, along: number, across: number): Point3 {
  return [
    corner[0] + u[0] * along + v[0] * across,
    corner[1] + u[1] * along + v[1] * across,
    corner[2] + u[2] * along + v[2] * across,
  ];
}

function segment(from: Point3, to: Point3): string {
  return `M${project(from)}L${project(to)}`;
}

/**
 * The path of a flat patch spanned by the edge vectors `u` and `v` from `corner`, cut into
 * `cellsU` × `cellsV` cells, each split in two triangles by a diagonal.
 */
export function meshPatch(
  corner: Point3,
  u: Point3,
  v: Point3,
  cellsU: number,
  cellsV: number,
): string {
  const at = (i: number, j: number) => offset(corner, u, v, i / cellsU, j / cellsV);
  const lines: string[] = [];
  for (let j = 0; j <= cellsV; j += 1) lines.push(segment(at(0, j), at(cellsU, j)));
  for (let i = 0; i <= cellsU; i += 1) lines.push(segment(at(i, 0), at(i, cellsV)));
  for (let i = 0; i < cellsU; i += 1) {
    for (let j = 0; j < cellsV; j += 1) lines.push(segment(at(i, j), at(i + 1, j + 1)));
  }
  return lines.join('');
}

/** The outline of a patch, for filling it. */
export function patchOutline(corner: Point3, u: Point3, v: Point3): string {
  const corners = [corner, offset(corner, u, v, 1, 0), offset(corner, u, v, 1, 1)];
  corners.push(offset(corner, u, v, 0, 1));
  return corners.map(project).join(' ');
}

export interface MeshFace {
  corner: Point3;
  u: Point3;
  v: Point3;
  cells: readonly [number, number];
}

/** The three faces of a box that the isometric viewer sees: top, the +x side and the +y side. */
export function visibleBoxFaces([x, y, z]: Point3, [width, depth, height]: Point3): MeshFace[] {
  return [
    { corner: [x, y, z + height], u: [width, 0, 0], v: [0, depth, 0], cells: [2, 1] },
    { corner: [x + width, y, z], u: [0, depth, 0], v: [0, 0, height], cells: [1, 1] },
    { corner: [x, y + depth, z], u: [width, 0, 0], v: [0, 0, height], cells: [2, 1] },
  ];
}

/** The room: floor and two back walls (6 × 5 units, 3 high). */
export const ROOM_SURFACES: MeshFace[] = [
  { corner: [0, 0, 0], u: [6, 0, 0], v: [0, 5, 0], cells: [6, 5] },
  { corner: [0, 0, 0], u: [6, 0, 0], v: [0, 0, 3], cells: [6, 3] },
  { corner: [0, 0, 0], u: [0, 5, 0], v: [0, 0, 3], cells: [5, 3] },
];

/** Furniture standing in the room: a sofa against the left wall and a low table. */
export const ROOM_FURNITURE: MeshFace[] = [
  ...visibleBoxFaces([0, 1.2, 0], [1.1, 2.6, 0.7]),
  ...visibleBoxFaces([0, 1.2, 0.7], [0.35, 2.6, 0.7]),
  ...visibleBoxFaces([2.5, 2, 0], [1.4, 1, 0.45]),
];

/** A window cut into the back wall. */
export const ROOM_WINDOW = patchOutline([3.4, 0, 1.1], [1.8, 0, 0], [0, 0, 1.2]);
