/**
 * Boxes as glTF documents, for the processing tests: a room to bake light in, walls and furniture
 * to walk between, a model to pack and read back.
 */
import { Document } from '@gltf-transform/core';

export interface Box {
  centre: readonly number[];
  size: readonly number[];
}

/**
 * Corner i of a box is at centre ± size / 2, the sign on x, y and z given by bits 0, 1 and 2 of i;
 * each triangle's normal points away from the centre.
 */
const OUTWARD = [
  0, 3, 1, 0, 2, 3, 4, 5, 7, 4, 7, 6, 0, 1, 5, 0, 5, 4, 2, 6, 7, 2, 7, 3, 0, 4, 6, 0, 6, 2, 1, 3, 7,
  1, 7, 5,
];
/** The same triangles turned over: a room seen from inside. */
const INWARD = OUTWARD.map((_, index) => OUTWARD[index - (index % 3) + 2 - (index % 3)] ?? 0);

export interface BoxesOptions {
  /** Faces turned inwards, as a room's floor, walls and ceiling are seen from inside. */
  inward?: boolean;
  /** Linear RGBA of a material for every box; none by default. */
  colour?: [number, number, number, number];
  /** The name of every node and mesh. */
  name?: string;
}

/** One node and mesh per box (8 corners, 12 triangles each), in one scene, without normals. */
export function boxesDocument(boxes: readonly Box[], options: BoxesOptions = {}): Document {
  const document = new Document();
  const buffer = document.createBuffer();
  const scene = document.createScene(options.name);
  const faces = new Uint32Array(options.inward ? INWARD : OUTWARD);
  const material =
    options.colour && document.createMaterial(options.name).setBaseColorFactor(options.colour);
  for (const { centre, size } of boxes) {
    const corners: number[] = [];
    for (let i = 0; i < 8; i += 1)
      for (let axis = 0; axis < 3; axis += 1)
        corners.push((centre[axis] ?? 0) + (((i >> axis) & 1) - 0.5) * (size[axis] ?? 0));
    const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) =>
      document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const primitive = document
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', new Float32Array(corners)))
      .setIndices(accessor('SCALAR', faces.slice()));
    if (material) primitive.setMaterial(material);
    const mesh = document.createMesh(options.name).addPrimitive(primitive);
    scene.addChild(document.createNode(options.name).setMesh(mesh));
  }
  document.getRoot().setDefaultScene(scene);
  return document;
}
