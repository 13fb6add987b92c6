/**
 * PLY (ascii, binary little- and big-endian) to a Document: positions, normals, texture
 * coordinates and vertex colours when present, polygons split into triangles. Declared counts are
 * checked against the limits and against the bytes present before any array is allocated.
 */
import type { Document } from '@gltf-transform/core';
import {
  InputError,
  pointCloudMessage,
  damagedFileMessage,
  INVALID_PLY_MESSAGE,
} from './input-error';
import {
  formatCount,
  tooManyFacesMessage,
  tooManyVerticesMessage,
  type InputLimits,
  REDUCE_THE_MODEL,
} from './limits';
import { createMeshDocument, growableIndices, srgbToLinear } from './mesh-document';
import { DEFAULT_MATERIAL } from './mtl';
import { forEachLine } from './text-lines';

type Format = 'ascii' | 'binary_little_endian' | 'binary_big_endian';
type ScalarType =
  'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32' | 'float64';

interface Property {
  name: string;
  type: ScalarType;
  /** For list properties: the type of the count that precedes the items. */
  countType?: ScalarType;
}

interface Element {
  name: string;
  count: number;
  properties: Property[];
}

interface Header {
  format: Format;
  elements: Element[];
  bodyOffset: number;
}

const TYPES: Record<string, ScalarType> = {
  char: 'int8',
  int8: 'int8',
  uchar: 'uint8',
  uint8: 'uint8',
  short: 'int16',
  int16: 'int16',
  ushort: 'uint16',
  uint16: 'uint16',
  int: 'int32',
  int32: 'int32',
  uint: 'uint32',
  uint32: 'uint32',
  float: 'float32',
  float32: 'float32',
  double: 'float64',
  float64: 'float64',
};
const SIZES: Record<ScalarType, number> = {
  int8: 1,
  uint8: 1,
  int16: 2,
  uint16: 2,
  int32: 4,
  uint32: 4,
  float32: 4,
  float64: 8,
};
const MAX_HEADER_BYTES = 64 * 1024;
const MAX_POLYGON_CORNERS = 64;
const TRUNCATED = damagedFileMessage('PLY', 'it holds less data than its header declares');
const INVALID = INVALID_PLY_MESSAGE;
const MISSING_VERTEX = damagedFileMessage('PLY', 'a face refers to a vertex that does not exist');

export function readPly(bytes: Uint8Array, limits: InputLimits): Document {
  const header = readHeader(bytes);
  const vertex = header.elements.find((element) => element.name === 'vertex');
  const face = header.elements.find((element) => element.name === 'face');
  if (!vertex || !['x', 'y', 'z'].every((axis) => vertex.properties.some((p) => p.name === axis)))
    throw new InputError(INVALID);
  if (!face || face.count === 0) throw new InputError(pointCloudMessage('PLY', vertex.count));
  if (face.count > limits.maxFaces) throw new InputError(tooManyFacesMessage(limits));
  if (vertex.count > limits.maxVertices)
    throw new InputError(tooManyVerticesMessage(limits.maxVertices));
  checkElementRows(header, limits);
  checkBodyCanHold(header, bytes.length - header.bodyOffset);
  const mesh = new PlyMesh(vertex, face, limits);
  const onRow: OnRow = (element, values) => {
    if (element === vertex) mesh.addVertex(values);
    else if (element === face) mesh.addFace(values);
  };
  if (header.format === 'ascii') readAsciiRows(bytes, header, onRow);
  else readBinaryRows(bytes, header, onRow);
  return mesh.toDocument();
}

function readHeader(bytes: Uint8Array): Header {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, MAX_HEADER_BYTES));
  const end = /end_header[ \t]*\r?\n/.exec(text);
  if (!end) throw new InputError(INVALID);
  const lines = text.slice(0, end.index).split(/\r?\n/);
  const format = /^format\s+(\S+)/m.exec(text.slice(0, end.index))?.[1] as Format | undefined;
  if (!format) throw new InputError(INVALID);
  const elements: Element[] = [];
  for (const line of lines) {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'element') {
      const count = Number(words[2]);
      if (!Number.isSafeInteger(count) || count < 0) throw new InputError(INVALID);
      elements.push({ name: words[1] ?? '', count, properties: [] });
    } else if (words[0] === 'property') {
      const element = elements[elements.length - 1];
      if (!element) throw new InputError(INVALID);
      element.properties.push(readProperty(words));
    }
  }
  return { format, elements, bodyOffset: end.index + end[0].length };
}

function readProperty(words: string[]): Property {
  if (words[1] === 'list') {
    const countType = TYPES[words[2] ?? ''];
    const type = TYPES[words[3] ?? ''];
    if (!countType || !type) throw new InputError(INVALID);
    return { name: words[4] ?? '', type, countType };
  }
  const type = TYPES[words[1] ?? ''];
  if (!type) throw new InputError(INVALID);
  return { name: words[2] ?? '', type };
}

/** Rows of other elements (edges, materials, ...) are read and skipped: they count too. */
function checkElementRows(header: Header, limits: InputLimits): void {
  const rows = header.elements.reduce((sum, element) => sum + element.count, 0);
  const limit = limits.maxVertices + limits.maxFaces;
  if (rows > limit)
    throw new InputError(
      `The PLY file declares ${formatCount(rows)} rows in all; the limit is ${formatCount(limit)}. ${REDUCE_THE_MODEL}`,
    );
}

/** Every row takes at least one byte (binary: its fixed part), so counts beyond that are lies. */
function checkBodyCanHold(header: Header, bodyBytes: number): void {
  let needed = 0;
  for (const element of header.elements) {
    const rowBytes =
      header.format === 'ascii'
        ? 2
        : element.properties.reduce((sum, p) => sum + SIZES[p.countType ?? p.type], 0);
    needed += element.count * Math.max(1, rowBytes);
  }
  if (needed > bodyBytes) throw new InputError(TRUNCATED);
}

/** Scalar properties in order; a list property contributes its items as an array. */
type RowValues = (number | number[])[];
type OnRow = (element: Element, values: RowValues) => void;

function readBinaryRows(bytes: Uint8Array, header: Header, onRow: OnRow): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const littleEndian = header.format === 'binary_little_endian';
  let offset = header.bodyOffset;
  const read = (type: ScalarType): number => {
    if (offset + SIZES[type] > bytes.length) throw new InputError(TRUNCATED);
    const value = readScalar(view, offset, type, littleEndian);
    offset += SIZES[type];
    return value;
  };
  for (const element of header.elements) {
    for (let row = 0; row < element.count; row += 1) {
      const values = element.properties.map((property) => {
        if (!property.countType) return read(property.type);
        const length = read(property.countType);
        if (length > MAX_POLYGON_CORNERS) throw new InputError(INVALID);
        return Array.from({ length }, () => read(property.type));
      });
      onRow(element, values);
    }
  }
}

function readScalar(view: DataView, offset: number, type: ScalarType, little: boolean): number {
  switch (type) {
    case 'int8':
      return view.getInt8(offset);
    case 'uint8':
      return view.getUint8(offset);
    case 'int16':
      return view.getInt16(offset, little);
    case 'uint16':
      return view.getUint16(offset, little);
    case 'int32':
      return view.getInt32(offset, little);
    case 'uint32':
      return view.getUint32(offset, little);
    case 'float32':
      return view.getFloat32(offset, little);
    case 'float64':
      return view.getFloat64(offset, little);
  }
}

/** ASCII bodies: one row per non-empty line, in element order. */
function readAsciiRows(bytes: Uint8Array, header: Header, onRow: OnRow): void {
  const queue = header.elements.flatMap((element) => (element.count > 0 ? [element] : []));
  let elementIndex = 0;
  let rowInElement = 0;
  forEachLine(
    bytes,
    (line) => {
      const element = queue[elementIndex];
      const trimmed = line.trim();
      if (!element || trimmed === '') return;
      onRow(element, asciiValues(element, trimmed.split(/\s+/).map(Number)));
      rowInElement += 1;
      if (rowInElement === element.count) {
        elementIndex += 1;
        rowInElement = 0;
      }
    },
    header.bodyOffset,
  );
  if (elementIndex < queue.length) throw new InputError(TRUNCATED);
}

function asciiValues(element: Element, numbers: number[]): RowValues {
  let cursor = 0;
  const take = () => {
    const value = numbers[cursor];
    cursor += 1;
    if (value === undefined || !Number.isFinite(value)) throw new InputError(TRUNCATED);
    return value;
  };
  return element.properties.map((property) => {
    if (!property.countType) return take();
    const length = take();
    if (length > MAX_POLYGON_CORNERS) throw new InputError(INVALID);
    return Array.from({ length }, take);
  });
}

const COLOR_NAMES = [
  ['red', 'green', 'blue'],
  ['r', 'g', 'b'],
  ['diffuse_red', 'diffuse_green', 'diffuse_blue'],
];
const UV_NAMES = [
  ['u', 'v'],
  ['s', 't'],
  ['texture_u', 'texture_v'],
];
/** Integer colour channels are stored 0..max; floats are 0..1 already. */
const COLOR_SCALE: Partial<Record<ScalarType, number>> = { uint8: 255, int8: 127, uint16: 65535 };

class PlyMesh {
  private readonly positions: Float32Array;
  private readonly normals?: Float32Array;
  private readonly colors?: Float32Array;
  private readonly uvs?: Float32Array;
  private readonly indices = growableIndices();
  private readonly slots: {
    position: number[];
    normal: number[] | null;
    color: number[] | null;
    uv: number[] | null;
    colorScale: number;
  };
  private readonly faceList: number;
  private vertexCount = 0;
  private triangles = 0;

  constructor(
    private readonly vertex: Element,
    face: Element,
    private readonly limits: InputLimits,
  ) {
    const slot = (names: string[]) => {
      const found = names.map((name) => vertex.properties.findIndex((p) => p.name === name));
      return found.every((index) => index >= 0) ? found : null;
    };
    const firstSlot = (options: string[][]) =>
      options.map(slot).find((found) => found !== null) ?? null;
    const color = firstSlot(COLOR_NAMES);
    const colorType = color ? vertex.properties[color[0] ?? 0]?.type : undefined;
    this.slots = {
      position: slot(['x', 'y', 'z']) ?? [0, 1, 2],
      normal: slot(['nx', 'ny', 'nz']),
      color,
      uv: firstSlot(UV_NAMES),
      colorScale: (colorType && COLOR_SCALE[colorType]) ?? 1,
    };
    this.faceList = face.properties.findIndex(
      (p) =>
        p.countType !== undefined && (p.name === 'vertex_indices' || p.name === 'vertex_index'),
    );
    if (this.faceList < 0) throw new InputError(INVALID);
    const count = vertex.count;
    this.positions = new Float32Array(count * 3);
    if (this.slots.normal) this.normals = new Float32Array(count * 3);
    if (this.slots.color) this.colors = new Float32Array(count * 3);
    if (this.slots.uv) this.uvs = new Float32Array(count * 2);
  }

  addVertex(values: RowValues): void {
    const index = this.vertexCount;
    this.vertexCount += 1;
    const copy = (
      target: Float32Array | undefined,
      slots: number[] | null,
      map = (v: number) => v,
    ) => {
      if (!target || !slots) return;
      slots.forEach((slot, axis) => {
        const value = values[slot];
        target[index * slots.length + axis] = typeof value === 'number' ? map(value) : 0;
      });
    };
    copy(this.positions, this.slots.position);
    copy(this.normals, this.slots.normal);
    copy(this.uvs, this.slots.uv);
    const scale = this.slots.colorScale;
    copy(this.colors, this.slots.color, (v) => srgbToLinear(Math.min(1, Math.max(0, v / scale))));
    if (this.uvs) this.uvs[index * 2 + 1] = 1 - (this.uvs[index * 2 + 1] ?? 0); // PLY v is up
  }

  addFace(values: RowValues): void {
    const corners = values[this.faceList];
    if (!Array.isArray(corners) || corners.length < 3) return;
    this.triangles += corners.length - 2;
    if (this.triangles > this.limits.maxFaces)
      throw new InputError(tooManyFacesMessage(this.limits));
    for (const corner of corners) {
      if (!Number.isInteger(corner) || corner < 0 || corner >= this.vertex.count)
        throw new InputError(MISSING_VERTEX);
    }
    for (let index = 2; index < corners.length; index += 1) {
      this.indices.push(corners[0] ?? 0);
      this.indices.push(corners[index - 1] ?? 0);
      this.indices.push(corners[index] ?? 0);
    }
  }

  toDocument(): Document {
    if (this.triangles === 0) throw new InputError(pointCloudMessage('PLY', this.vertexCount));
    return createMeshDocument(
      'ply',
      { positions: this.positions, normals: this.normals, colors: this.colors, uvs: this.uvs },
      [
        {
          indices: this.indices.view(),
          material: {
            ...DEFAULT_MATERIAL,
            baseColor: this.colors ? [1, 1, 1, 1] : DEFAULT_MATERIAL.baseColor,
          },
        },
      ],
    );
  }
}
