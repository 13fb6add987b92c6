/**
 * STL, binary and ASCII, to a Document: a soup of triangles with no shared vertices, no units and
 * no colours that every tool agrees on, read like a scan (the inputs stage guesses the unit and up
 * axis, as it does for OBJ and PLY; the clean stage welds the corners). Triangle counts are checked
 * against the limits before any array is allocated: a binary file declares its count in its
 * header, an ASCII file's facets are counted without decoding it.
 */
import type { Document } from '@gltf-transform/core';
import { InputError, damagedFileMessage, EXPORT_AGAIN } from './input-error';
import { formatCount, type InputLimits } from './limits';
import { createMeshDocument, growableFloats } from './mesh-document';
import { DEFAULT_MATERIAL } from './mtl';
import { countLinesByFirstWord, forEachLine } from './text-lines';

const HEADER_BYTES = 80;
const COUNT_BYTES = 4;
/** Normal (3 floats), three corners (9 floats), a 2-byte attribute. */
const TRIANGLE_BYTES = 50;
const BODY_START = HEADER_BYTES + COUNT_BYTES;
/** An ASCII facet's loop is a triangle; a few exporters write polygons, which are fanned. */
const MAX_LOOP_CORNERS = 64;

const NOT_A_NUMBER = damagedFileMessage('STL', 'a vertex is not a number');
const NO_TRIANGLES = `The STL file contains no triangles, so it holds no model. ${EXPORT_AGAIN}`;

/** True when the size is exactly what the binary header's triangle count makes it. */
export function isBinaryStl(head: Uint8Array, size: number): boolean {
  if (head.length < BODY_START || size < BODY_START) return false;
  const count = new DataView(head.buffer, head.byteOffset, BODY_START).getUint32(
    HEADER_BYTES,
    true,
  );
  return BODY_START + count * TRIANGLE_BYTES === size;
}

/** 'solid name', then a facet (or the end of an empty solid). */
export function isAsciiStl(text: string): boolean {
  return /^\s*solid\b[^\n]*\n\s*(facet\s|endsolid\b)/.test(text);
}

export function readStl(bytes: Uint8Array, limits: InputLimits): Document {
  const positions = isBinaryStl(bytes, bytes.length)
    ? readBinary(bytes, limits)
    : readAscii(bytes, limits);
  const triangles = positions.length / 9;
  if (triangles === 0) throw new InputError(NO_TRIANGLES);
  const indices = new Uint32Array(triangles * 3);
  for (let index = 0; index < indices.length; index += 1) indices[index] = index;
  return createMeshDocument('stl', { positions }, [{ indices, material: DEFAULT_MATERIAL }]);
}

function tooManyTriangles(count: number, limits: InputLimits): InputError {
  return new InputError(
    `The STL file has ${formatCount(count)} triangles; the limit is ` +
      `${formatCount(limits.maxFaces)}. Simplify the model or export it in parts, then create ` +
      'the tour again.',
  );
}

function readBinary(bytes: Uint8Array, limits: InputLimits): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(HEADER_BYTES, true);
  if (count > limits.maxFaces) throw tooManyTriangles(count, limits);
  const positions = new Float32Array(count * 9);
  for (let triangle = 0; triangle < count; triangle += 1) {
    // Skip the facet normal: often zero or wrong, and recomputed from the corners where needed.
    const offset = BODY_START + triangle * TRIANGLE_BYTES + 12;
    for (let value = 0; value < 9; value += 1) {
      const coordinate = view.getFloat32(offset + value * 4, true);
      if (!Number.isFinite(coordinate)) throw new InputError(NOT_A_NUMBER);
      positions[triangle * 9 + value] = coordinate;
    }
  }
  return positions;
}

function readAscii(bytes: Uint8Array, limits: InputLimits): Float32Array {
  const counted = countLinesByFirstWord(bytes, ['facet', 'vertex']);
  const facets = counted.get('facet') ?? 0;
  if (facets > limits.maxFaces) throw tooManyTriangles(facets, limits);
  // Three corners a facet is what a valid file has; more would be polygons, bounded too.
  const corners = counted.get('vertex') ?? 0;
  if (corners > 3 * limits.maxFaces) throw tooManyTriangles(Math.floor(corners / 3), limits);
  const positions = growableFloats(Math.max(16, Math.min(corners, 3 * limits.maxFaces) * 3));
  const loop: number[] = [];
  let triangles = 0;
  forEachLine(bytes, (line) => {
    const words = line.trim().split(/\s+/);
    switch (words[0]) {
      case 'outer':
        loop.length = 0;
        return;
      case 'vertex': {
        if (loop.length >= MAX_LOOP_CORNERS * 3)
          throw new InputError(damagedFileMessage('STL', 'a facet has more than three corners'));
        for (let axis = 1; axis <= 3; axis += 1) {
          const value = Number(words[axis]);
          if (words[axis] === undefined || !Number.isFinite(value))
            throw new InputError(NOT_A_NUMBER);
          loop.push(value);
        }
        return;
      }
      case 'endloop': {
        const cornerCount = loop.length / 3;
        triangles += Math.max(0, cornerCount - 2);
        if (triangles > limits.maxFaces) throw tooManyTriangles(triangles, limits);
        for (let corner = 2; corner < cornerCount; corner += 1)
          for (const index of [0, corner - 1, corner])
            for (let axis = 0; axis < 3; axis += 1) positions.push(loop[index * 3 + axis] ?? 0);
        loop.length = 0;
        return;
      }
    }
  });
  return positions.view();
}
