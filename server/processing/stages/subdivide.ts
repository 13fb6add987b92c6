/**
 * Splits a mesh's long edges at their midpoints, pass after pass, until no edge is longer than a
 * limit or the next pass would exceed a triangle budget. A split edge is split for both triangles
 * that share it (midpoints are shared by edge), so the surface stays closed: no cracks, no
 * T-junctions. Every vertex attribute is interpolated; normals are renormalised.
 */

/** A primitive's vertex attributes as floats, keyed by glTF semantic (POSITION, NORMAL, …). */
export type VertexAttributes = Map<string, { size: number; values: Float32Array }>;

export interface SubdivideOptions {
  /** The longest edge allowed, measured in world space. */
  maxEdge: number;
  /** The most triangles the result may have. */
  maxTriangles: number;
  /** A local position to world space. */
  toWorld: (point: readonly number[]) => readonly number[];
}

const MAX_PASSES = 12;

/** The subdivided mesh, or null when no edge needed splitting (or the budget allowed none). */
export function subdivideLongEdges(
  attributes: VertexAttributes,
  indices: Uint32Array,
  options: SubdivideOptions,
): { attributes: VertexAttributes; indices: Uint32Array } | null {
  if (attributes.get('POSITION')?.size !== 3) return null;
  const columns = [...attributes].map(([semantic, { size, values }]) => ({
    semantic,
    size,
    values: Array.from(values),
  }));
  const positions = columns.find((column) => column.semantic === 'POSITION')?.values ?? [];
  const world: (readonly number[])[] = [];
  const worldOf = (vertex: number): readonly number[] =>
    (world[vertex] ??= options.toWorld(positions.slice(vertex * 3, vertex * 3 + 3)));
  let triangles = Array.from(indices);
  let changed = false;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const long = longEdges(triangles, worldOf, options.maxEdge);
    if (long.size === 0) break;
    if (trianglesAfterSplit(triangles, long) > options.maxTriangles) break;
    triangles = splitTriangles(triangles, long, (a, b) => addMidpoint(columns, a, b));
    changed = true;
  }
  if (!changed) return null;
  const result: VertexAttributes = new Map();
  for (const { semantic, size, values } of columns)
    result.set(semantic, { size, values: Float32Array.from(values) });
  return { attributes: result, indices: Uint32Array.from(triangles) };
}

type Columns = { semantic: string; size: number; values: number[] }[];

const edgeKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

function longEdges(
  triangles: readonly number[],
  worldOf: (vertex: number) => readonly number[],
  maxEdge: number,
): Set<string> {
  const long = new Set<string>();
  for (let t = 0; t + 2 < triangles.length; t += 3)
    for (let k = 0; k < 3; k += 1) {
      const a = triangles[t + k] ?? 0;
      const b = triangles[t + ((k + 1) % 3)] ?? 0;
      const [ax = 0, ay = 0, az = 0] = worldOf(a);
      const [bx = 0, by = 0, bz = 0] = worldOf(b);
      if (Math.hypot(ax - bx, ay - by, az - bz) > maxEdge) long.add(edgeKey(a, b));
    }
  return long;
}

function splitEdgesOf(triangles: readonly number[], t: number, long: Set<string>): boolean[] {
  return [0, 1, 2].map((k) =>
    long.has(edgeKey(triangles[t + k] ?? 0, triangles[t + ((k + 1) % 3)] ?? 0)),
  );
}

function trianglesAfterSplit(triangles: readonly number[], long: Set<string>): number {
  let count = 0;
  for (let t = 0; t + 2 < triangles.length; t += 3)
    count += 1 + splitEdgesOf(triangles, t, long).filter(Boolean).length;
  return count;
}

/**
 * Each triangle by how many of its edges split: 1 → 2 triangles, 2 → 3, 3 → 4, keeping the
 * winding. The triangle is first rotated so that the pattern's edges come first.
 */
function splitTriangles(
  triangles: readonly number[],
  long: Set<string>,
  midpoint: (a: number, b: number) => number,
): number[] {
  const midpoints = new Map<string, number>();
  const middle = (a: number, b: number): number => {
    const key = edgeKey(a, b);
    let index = midpoints.get(key);
    if (index === undefined) midpoints.set(key, (index = midpoint(a, b)));
    return index;
  };
  const out: number[] = [];
  for (let t = 0; t + 2 < triangles.length; t += 3) {
    const split = splitEdgesOf(triangles, t, long);
    const count = split.filter(Boolean).length;
    const corner = (k: number): number => triangles[t + (k % 3)] ?? 0;
    if (count === 0) {
      out.push(corner(0), corner(1), corner(2));
    } else if (count === 3) {
      const [a, b, c] = [corner(0), corner(1), corner(2)];
      const [ab, bc, ca] = [middle(a, b), middle(b, c), middle(c, a)];
      out.push(a, ab, ca, ab, b, bc, ca, bc, c, ab, bc, ca);
    } else if (count === 1) {
      // Rotate so that the split edge is a→b.
      const r = split.indexOf(true);
      const [a, b, c] = [corner(r), corner(r + 1), corner(r + 2)];
      const ab = middle(a, b);
      out.push(a, ab, c, ab, b, c);
    } else {
      // Rotate so that the whole edge is c→a.
      const r = (split.indexOf(false) + 1) % 3;
      const [a, b, c] = [corner(r), corner(r + 1), corner(r + 2)];
      const [ab, bc] = [middle(a, b), middle(b, c)];
      out.push(ab, b, bc, a, ab, bc, a, bc, c);
    }
  }
  return out;
}

/** Appends the midpoint of vertices a and b to every attribute; returns its index. */
function addMidpoint(columns: Columns, a: number, b: number): number {
  let index = 0;
  for (const column of columns) {
    const { size, values } = column;
    index = values.length / size;
    const mid = Array.from({ length: size }, (_, k) => {
      const sum = (values[a * size + k] ?? 0) + (values[b * size + k] ?? 0);
      return sum / 2;
    });
    if (column.semantic === 'NORMAL' || column.semantic === 'TANGENT') normalise(mid);
    values.push(...mid);
  }
  return index;
}

function normalise(vector: number[]): void {
  const length = Math.hypot(vector[0] ?? 0, vector[1] ?? 0, vector[2] ?? 0);
  if (length === 0) return;
  for (let k = 0; k < 3; k += 1) vector[k] = (vector[k] ?? 0) / length;
}
