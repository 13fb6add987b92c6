/**
 * Builds a glTF-Transform Document from plain vertex arrays: the common format that the OBJ, PLY
 * and DXF readers produce. All primitives share one set of vertex attributes and one buffer.
 */
import { Document, type Material, type Texture } from '@gltf-transform/core';

export interface MaterialData {
  name: string;
  /** Linear RGBA. */
  baseColor: [number, number, number, number];
  texture?: { image: Uint8Array; mimeType: string; name: string };
}

export interface VertexData {
  positions: Float32Array;
  normals?: Float32Array;
  uvs?: Float32Array;
  /** Linear RGB per vertex. */
  colors?: Float32Array;
}

export interface PrimitiveData {
  indices: Uint32Array;
  material: MaterialData;
}

export function createMeshDocument(
  name: string,
  vertices: VertexData,
  primitives: PrimitiveData[],
): Document {
  const document = new Document();
  const buffer = document.createBuffer();
  const accessor = (data: Float32Array | Uint32Array, type: 'VEC2' | 'VEC3' | 'SCALAR') =>
    document.createAccessor().setType(type).setArray(data).setBuffer(buffer);
  const position = accessor(vertices.positions, 'VEC3');
  const normal = vertices.normals && accessor(vertices.normals, 'VEC3');
  const uv = vertices.uvs && accessor(vertices.uvs, 'VEC2');
  const color = vertices.colors && accessor(vertices.colors, 'VEC3');
  const mesh = document.createMesh(name);
  const materials = new Map<MaterialData, Material>();
  for (const data of primitives) {
    if (data.indices.length === 0) continue;
    const primitive = document
      .createPrimitive()
      .setAttribute('POSITION', position)
      .setIndices(accessor(data.indices, 'SCALAR'))
      .setMaterial(materialFor(document, data.material, materials));
    if (normal) primitive.setAttribute('NORMAL', normal);
    if (uv) primitive.setAttribute('TEXCOORD_0', uv);
    if (color) primitive.setAttribute('COLOR_0', color);
    mesh.addPrimitive(primitive);
  }
  const node = document.createNode(name).setMesh(mesh);
  document.getRoot().setDefaultScene(document.createScene(name).addChild(node));
  return document;
}

function materialFor(
  document: Document,
  data: MaterialData,
  cache: Map<MaterialData, Material>,
): Material {
  const cached = cache.get(data);
  if (cached) return cached;
  const material = document
    .createMaterial(data.name)
    .setBaseColorFactor(data.baseColor)
    .setRoughnessFactor(1)
    .setMetallicFactor(0);
  if (data.baseColor[3] < 1) material.setAlphaMode('BLEND');
  if (data.texture) material.setBaseColorTexture(textureFor(document, data.texture));
  cache.set(data, material);
  return material;
}

function textureFor(document: Document, data: NonNullable<MaterialData['texture']>): Texture {
  return document
    .createTexture(data.name)
    .setImage(data.image)
    .setMimeType(data.mimeType)
    .setURI(data.name);
}

/** sRGB-encoded colour component (0..1) to linear, as glTF stores vertex colours. */
export function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The MIME type of an image by its magic bytes, or null when it is not one glTF can carry. */
export function imageMimeType(bytes: Uint8Array): string | null {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45) return 'image/webp';
  return null;
}

/** A Uint32/Float32 array that grows as values are pushed; `view()` is the filled part. */
export class GrowableArray<T extends Float32Array | Uint32Array> {
  private length = 0;
  constructor(
    private data: T,
    private readonly create: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = this.create(Math.max(16, this.data.length * 2));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  get size(): number {
    return this.length;
  }

  view(): T {
    return this.data.slice(0, this.length) as T;
  }
}

export const growableFloats = (initial = 1024) =>
  new GrowableArray(new Float32Array(initial), (size) => new Float32Array(size));
export const growableIndices = (initial = 1024) =>
  new GrowableArray(new Uint32Array(initial), (size) => new Uint32Array(size));
