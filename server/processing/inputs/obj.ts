/**
 * OBJ (+ MTL and textures from an archive) to a Document. Two passes over the bytes: the first
 * counts statements without decoding (so an oversized file is refused before anything is built),
 * the second parses into arrays sized by those counts.
 */
import type { Document } from '@gltf-transform/core';
import {
  InputError,
  linesOnlyMessage,
  pointCloudMessage,
  damagedFileMessage,
  EXPORT_AGAIN,
} from './input-error';
import { tooManyFacesMessage, tooManyVerticesMessage, type InputLimits } from './limits';
import {
  createMeshDocument,
  growableIndices,
  srgbToLinear,
  type GrowableArray,
  type MaterialData,
} from './mesh-document';
import { DEFAULT_MATERIAL, readMtl } from './mtl';
import { countLinesByFirstWord, forEachLine } from './text-lines';
import { findEntry, resolveReference, type ArchiveEntries } from './zip';
import { objectLabelOf } from '../../../src/contract/object-labels';
import type { LabelledBox } from '../labels';

export interface ObjSource {
  bytes: Uint8Array;
  /** The entry name within `entries`, used to find MTL files next to it. */
  name: string;
  entries?: ArchiveEntries;
}

const DECLARATION_SCAN_BYTES = 64 * 1024;
/** Exporter comments such as '# 120000 faces' or '# Faces: 120000'. */
const DECLARED_FACES = [
  /#.*?(\d[\d,]*)\s*(?:faces|polygons|triangles|tris)\b/i,
  /#.*?\b(?:faces|polygons|triangles|tris)\s*[:=]?\s*(\d[\d,]*)/i,
];
const MISSING_VERTEX = damagedFileMessage('OBJ', 'a face refers to a vertex that does not exist');

interface Counts {
  vertices: number;
  uvs: number;
  normals: number;
}

export interface ObjModel {
  document: Document;
  /** Groups (`g`, `o`) or materials (`usemtl`) whose names say what they are, in the file's frame. */
  labelled: LabelledBox[];
}

export function readObj(source: ObjSource, limits: InputLimits): Document {
  return readObjModel(source, limits).document;
}

export function readObjModel(source: ObjSource, limits: InputLimits): ObjModel {
  checkDeclaredFaces(source.bytes, limits);
  const counted = countLinesByFirstWord(source.bytes, ['v', 'vt', 'vn', 'f', 'l']);
  const faces = counted.get('f') ?? 0;
  if (faces > limits.maxFaces) throw new InputError(tooManyFacesMessage(limits));
  const counts = {
    vertices: counted.get('v') ?? 0,
    uvs: counted.get('vt') ?? 0,
    normals: counted.get('vn') ?? 0,
  };
  if (counts.vertices === 0)
    throw new InputError(
      `The OBJ file contains no vertices, so it holds no model. ${EXPORT_AGAIN}`,
    );
  if (faces === 0 && (counted.get('l') ?? 0) > 0) throw new InputError(linesOnlyMessage('OBJ'));
  if (faces === 0) throw new InputError(pointCloudMessage('OBJ', counts.vertices));
  if (counts.vertices + counts.uvs + counts.normals > limits.maxObjVertices)
    throw new InputError(tooManyVerticesMessage(limits.maxObjVertices));
  const parser = new ObjParser(counts, limits, source);
  forEachLine(source.bytes, (line) => parser.parseLine(line));
  return { document: parser.toDocument(), labelled: parser.labelledBoxes() };
}

function checkDeclaredFaces(bytes: Uint8Array, limits: InputLimits): void {
  const head = new TextDecoder().decode(bytes.subarray(0, DECLARATION_SCAN_BYTES));
  for (const line of head.split('\n')) {
    if (!line.trimStart().startsWith('#')) continue;
    for (const pattern of DECLARED_FACES) {
      const declared = Number(pattern.exec(line)?.[1]?.replace(/,/g, '') ?? 0);
      if (declared > limits.maxFaces) throw new InputError(tooManyFacesMessage(limits));
    }
  }
}

class ObjParser {
  private readonly positions: Float32Array;
  private colors: Float32Array | null = null;
  private readonly uvs: Float32Array;
  private readonly normals: Float32Array;
  private parsed: Counts = { vertices: 0, uvs: 0, normals: 0 };
  /** Per output vertex: the source position, uv and normal index (uv/normal + 1, 0 = none). */
  private readonly corners = {
    position: growableIndices(),
    uv: growableIndices(),
    normal: growableIndices(),
  };
  private readonly cornerIndex = new Map<number | string, number>();
  private readonly numericKeys: boolean;
  private readonly groups = new Map<string, GrowableArray<Uint32Array>>();
  private currentMaterial = DEFAULT_MATERIAL.name;
  private currentGroup = '';
  /** The labelled box the faces now read extend: undefined until looked up, null for none. */
  private currentBox: LabelledBox | null | undefined = undefined;
  private readonly boxes = new Map<string, LabelledBox>();
  private readonly materialFiles: string[] = [];
  private triangles = 0;
  private cornersWithoutNormal = 0;

  constructor(
    private readonly counts: Counts,
    private readonly limits: InputLimits,
    private readonly source: ObjSource,
  ) {
    this.positions = new Float32Array(counts.vertices * 3);
    this.uvs = new Float32Array(counts.uvs * 2);
    this.normals = new Float32Array(counts.normals * 3);
    this.numericKeys =
      (counts.vertices + 1) * (counts.uvs + 1) * (counts.normals + 1) < Number.MAX_SAFE_INTEGER;
  }

  parseLine(line: string): void {
    const parts = line.trim().split(/\s+/);
    switch (parts[0]) {
      case 'v':
        return this.vertex(parts);
      case 'vt':
        return this.store(this.uvs, 'uvs', parts, 2);
      case 'vn':
        return this.store(this.normals, 'normals', parts, 3);
      case 'f':
        return this.face(parts);
      case 'usemtl':
        this.currentMaterial = parts.slice(1).join(' ') || DEFAULT_MATERIAL.name;
        this.currentBox = undefined;
        return;
      case 'g':
      case 'o':
        this.currentGroup = parts.slice(1).join(' ');
        this.currentBox = undefined;
        return;
      case 'mtllib':
        this.materialFiles.push(parts.slice(1).join(' '));
        return;
    }
  }

  private vertex(parts: string[]): void {
    const index = this.parsed.vertices;
    this.store(this.positions, 'vertices', parts, 3);
    if (parts.length < 7) return;
    // 'v x y z r g b': the vertex colours scanning apps write.
    this.colors ??= new Float32Array(this.counts.vertices * 3).fill(1);
    for (let axis = 0; axis < 3; axis += 1) {
      const value = Number(parts[4 + axis]);
      this.colors[index * 3 + axis] = Number.isFinite(value) ? srgbToLinear(clamp01(value)) : 1;
    }
  }

  private store(target: Float32Array, kind: keyof Counts, parts: string[], size: number): void {
    const index = this.parsed[kind];
    for (let axis = 0; axis < size; axis += 1) {
      const value = Number(parts[1 + axis] ?? 0);
      if (!Number.isFinite(value) && kind === 'vertices')
        throw new InputError(damagedFileMessage('OBJ', 'a vertex is not a number'));
      target[index * size + axis] = Number.isFinite(value) ? value : 0;
    }
    this.parsed[kind] = index + 1;
  }

  private face(parts: string[]): void {
    const corners = parts.length - 1;
    if (corners < 3) return;
    this.triangles += corners - 2;
    if (this.triangles > this.limits.maxFaces)
      throw new InputError(tooManyFacesMessage(this.limits));
    const indices = this.groupIndices();
    this.boundFace(parts);
    const first = this.corner(parts[1] ?? '');
    let previous = this.corner(parts[2] ?? '');
    for (let index = 3; index <= corners; index += 1) {
      const next = this.corner(parts[index] ?? '');
      indices.push(first);
      indices.push(previous);
      indices.push(next);
      previous = next;
    }
  }

  private groupIndices(): GrowableArray<Uint32Array> {
    let indices = this.groups.get(this.currentMaterial);
    if (!indices) {
      indices = growableIndices();
      this.groups.set(this.currentMaterial, indices);
    }
    return indices;
  }

  /**
   * Extends the box of the labelled group or material being read with a face's corners. A group
   * named as an object (`g Sofa_01`) is one box; else faces whose material names one
   * (`usemtl Bed_Linen`) are one box per group and material.
   */
  private boundFace(parts: string[]): void {
    if (this.currentBox === undefined) this.currentBox = this.labelledBox();
    const box = this.currentBox;
    if (box === null) return;
    for (let index = 1; index < parts.length; index += 1) {
      const [v = ''] = (parts[index] ?? '').split('/');
      const vertex = resolveIndex(v, this.parsed.vertices, this.counts.vertices);
      for (let axis = 0; axis < 3; axis += 1) {
        const value = this.positions[vertex * 3 + axis] ?? 0;
        if (value < (box.min[axis] ?? Infinity)) box.min[axis] = value;
        if (value > (box.max[axis] ?? -Infinity)) box.max[axis] = value;
      }
    }
  }

  private labelledBox(): LabelledBox | null {
    const byGroup = objectLabelOf(this.currentGroup);
    const kind = byGroup ?? objectLabelOf(this.currentMaterial);
    if (kind === null) return null;
    const name = byGroup === null ? this.currentMaterial : this.currentGroup;
    const key = byGroup === null ? `${this.currentGroup}\u0000${name}` : this.currentGroup;
    let box = this.boxes.get(key);
    if (!box) {
      box = {
        kind,
        name,
        min: [Infinity, Infinity, Infinity],
        max: [-Infinity, -Infinity, -Infinity],
      };
      this.boxes.set(key, box);
    }
    return box;
  }

  labelledBoxes(): LabelledBox[] {
    return [...this.boxes.values()].filter((box) => box.min.every(Number.isFinite));
  }

  /** The output vertex of a 'v/vt/vn' reference, shared by every face that uses the same triple. */
  private corner(reference: string): number {
    const [v = '', vt = '', vn = ''] = reference.split('/');
    const position = resolveIndex(v, this.parsed.vertices, this.counts.vertices);
    const uv = vt === '' ? -1 : resolveIndex(vt, this.parsed.uvs, this.counts.uvs);
    const normal = vn === '' ? -1 : resolveIndex(vn, this.parsed.normals, this.counts.normals);
    const key = this.numericKeys
      ? position + (this.counts.vertices + 1) * (uv + 1 + (this.counts.uvs + 1) * (normal + 1))
      : `${position}/${uv}/${normal}`;
    const known = this.cornerIndex.get(key);
    if (known !== undefined) return known;
    const created = this.corners.position.size;
    this.corners.position.push(position);
    this.corners.uv.push(uv + 1);
    this.corners.normal.push(normal + 1);
    if (normal < 0) this.cornersWithoutNormal += 1;
    this.cornerIndex.set(key, created);
    return created;
  }

  toDocument(): Document {
    if (this.triangles === 0)
      throw new InputError(
        `The OBJ file contains no faces, so it has no surfaces to show. ${EXPORT_AGAIN}`,
      );
    const materials = this.loadMaterials();
    const primitives = [...this.groups].map(([name, indices]) => ({
      indices: indices.view(),
      material: materials.get(name) ?? { ...DEFAULT_MATERIAL, name },
    }));
    return createMeshDocument('obj', this.vertexData(), primitives);
  }

  private vertexData() {
    const position = this.corners.position.view();
    const uv = this.corners.uv.view();
    const normal = this.corners.normal.view();
    const count = position.length;
    const positions = gather(this.positions, position, 3, count);
    const colors = this.colors ? gather(this.colors, position, 3, count) : undefined;
    const hasUvs = uv.some((index) => index > 0);
    const uvs = hasUvs
      ? gather(
          this.uvs,
          uv.map((index) => Math.max(0, index - 1)),
          2,
          count,
        )
      : undefined;
    if (uvs) for (let i = 1; i < uvs.length; i += 2) uvs[i] = 1 - (uvs[i] ?? 0); // OBJ v is up, glTF v is down
    const normals =
      this.cornersWithoutNormal === 0
        ? gather(
            this.normals,
            normal.map((index) => index - 1),
            3,
            count,
          )
        : undefined;
    return { positions, colors, uvs, normals };
  }

  private loadMaterials(): Map<string, MaterialData> {
    const materials = new Map<string, MaterialData>();
    const entries = this.source.entries;
    if (!entries) return materials;
    for (const file of this.materialFiles) {
      const name = resolveReference(this.source.name, file);
      const content = name ? findEntry(entries, name) : undefined;
      if (!name || !content) continue;
      const text = new TextDecoder().decode(content);
      for (const [key, material] of readMtl(text, name, entries)) materials.set(key, material);
    }
    return materials;
  }
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A 1-based (or negative, relative) OBJ index to a 0-based one, checked against what exists. */
function resolveIndex(token: string, parsedSoFar: number, total: number): number {
  const value = Number.parseInt(token, 10);
  const index = value > 0 ? value - 1 : parsedSoFar + value;
  if (!Number.isInteger(index) || value === 0 || index < 0 || index >= total)
    throw new InputError(MISSING_VERTEX);
  return index;
}

function gather(source: Float32Array, indices: Uint32Array, size: number, count: number) {
  const target = new Float32Array(count * size);
  for (let vertex = 0; vertex < count; vertex += 1) {
    const from = (indices[vertex] ?? 0) * size;
    for (let axis = 0; axis < size; axis += 1)
      target[vertex * size + axis] = source[from + axis] ?? 0;
  }
  return target;
}
