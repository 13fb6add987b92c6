/**
 * Object labels (issue 17 point 7, decision 0037): the model's own names, normalised to one
 * vocabulary, placed at the centre of the labelled geometry in the tour's frame, through the
 * whole pipeline. Names that label nothing give nothing.
 */
import { Document, NodeIO, type Node } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../server/processing/stages';

type Box = [number, number, number, number, number, number];

/** The eight corners' order: bit 0 x, bit 1 y, bit 2 z; two triangles per face, outwards. */
const BOX_FACES = [
  0, 2, 1, 1, 2, 3, 4, 5, 6, 5, 7, 6, 0, 1, 4, 1, 5, 4, 2, 6, 3, 3, 6, 7, 0, 4, 2, 2, 4, 6, 1, 3, 5,
  3, 7, 5,
];

function boxNode(document: Document, nodeName: string, meshName: string, box: Box): Node {
  const [x0, y0, z0, x1, y1, z1] = box;
  const corners: number[] = [];
  for (let corner = 0; corner < 8; corner += 1)
    corners.push(corner & 1 ? x1 : x0, corner & 2 ? y1 : y0, corner & 4 ? z1 : z0);
  const buffer = document.getRoot().listBuffers()[0] ?? document.createBuffer();
  const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array(corners)))
    .setIndices(accessor('SCALAR', new Uint16Array(BOX_FACES)));
  return document
    .createNode(nodeName)
    .setMesh(document.createMesh(meshName).addPrimitive(primitive));
}

/**
 * A 6 m × 5 m room (floor slab from y = -0.2, walls, a ceiling) with named things in it: x runs
 * 0–6 and z 0–5 inside, so the normalised frame moves it by (-3, +0.2, -2.5).
 */
async function furnishedRoomGlb(): Promise<Uint8Array> {
  const document = new Document();
  document.createBuffer();
  const scene = document.createScene('room');
  document.getRoot().setDefaultScene(scene);
  const shell: Record<string, Box> = {
    Bedroom_Floor: [0, -0.2, 0, 6, 0, 5],
    'wall north': [0, 0, -0.2, 6, 2.6, 0],
    'wall south': [0, 0, 5, 6, 2.6, 5.2],
    'wall west': [-0.2, 0, 0, 0, 2.6, 5],
    'wall east': [6, 0, 0, 6.2, 2.6, 5],
    ceiling: [0, 2.6, 0, 6, 2.8, 5],
  };
  for (const [name, box] of Object.entries(shell))
    scene.addChild(boxNode(document, name, name, box));
  // A sofa as exporters write one: a named group moved into place, its parts named as parts.
  const sofa = document.createNode('Sofa_01').setTranslation([1, 0, 1]);
  sofa.addChild(boxNode(document, 'base', 'Mesh.001', [0, 0, 0, 2, 0.45, 0.9]));
  sofa.addChild(boxNode(document, 'Sofa_cushion', 'Mesh.002', [0, 0.45, 0, 2, 0.8, 0.9]));
  scene.addChild(sofa);
  // A node named by number whose mesh says what it is.
  scene.addChild(boxNode(document, 'node_7', 'mesh_Bed.002', [3.5, 0, 2.5, 5.5, 0.5, 4.5]));
  // Named, but as a part, or not as anything in the vocabulary.
  scene.addChild(boxNode(document, 'Table_Leg', 'Table_Leg', [0.2, 0, 4, 0.3, 0.7, 4.1]));
  scene.addChild(boxNode(document, 'Cube', 'Cube', [5, 0, 0.2, 5.5, 0.5, 0.7]));
  return new NodeIO().writeBinary(document);
}

/**
 * An OBJ in centimetres with Z up, as some CAD exports are: a 6 m × 5 m floor, a group named
 * "Sofa", a bed known only by its material, and a door handle.
 */
function furnishedObj(): Uint8Array {
  const lines: string[] = ['mtllib furniture.mtl'];
  let vertices = 0;
  const box = ([x0, y0, z0, x1, y1, z1]: Box) => {
    for (let corner = 0; corner < 8; corner += 1)
      lines.push(`v ${corner & 1 ? x1 : x0} ${corner & 2 ? y1 : y0} ${corner & 4 ? z1 : z0}`);
    for (let face = 0; face < BOX_FACES.length; face += 3)
      lines.push(`f ${[0, 1, 2].map((k) => vertices + 1 + (BOX_FACES[face + k] ?? 0)).join(' ')}`);
    vertices += 8;
  };
  lines.push('g floor', 'usemtl concrete');
  box([0, 0, -10, 600, 500, 0]);
  lines.push('g Sofa', 'usemtl Fabric_Blue');
  box([100, 50, 0, 300, 140, 80]);
  lines.push('g mesh12', 'usemtl Bed_Linen');
  box([350, 300, 0, 550, 480, 50]);
  lines.push('g Door_Handle', 'usemtl steel');
  box([10, 10, 100, 20, 20, 110]);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

function expectNear(actual: readonly number[] | undefined, expected: readonly number[]) {
  expect(actual).toHaveLength(3);
  expected.forEach((value, axis) => expect(actual?.[axis]).toBeCloseTo(value, 3));
}

describe('object labels through the pipeline', () => {
  it('reads glTF node and mesh names into the vocabulary, at the centre of their geometry', async () => {
    const result = await runPipeline(await furnishedRoomGlb());
    const objects = result.building?.objects ?? [];
    expect(objects.map(({ kind, name, storey }) => [kind, name, storey])).toEqual([
      ['sofa', 'Sofa_01', null],
      ['bed', 'mesh_Bed.002', null],
    ]);
    // The sofa group spans (1, 0, 1)–(3, 0.8, 1.9); the frame moves the room by (-3, +0.2, -2.5).
    expectNear(objects[0]?.position, [2 - 3, 0.4 + 0.2, 1.45 - 2.5]);
    expectNear(objects[1]?.position, [4.5 - 3, 0.25 + 0.2, 3.5 - 2.5]);
    expect(result.building?.rooms).toEqual([]);
    expect(result.building?.storeys).toEqual([]);
    expect(result.building?.unit).toBe('m');
  });

  it('reads OBJ groups and materials, moved as the model is turned and scaled', async () => {
    const result = await runPipeline(furnishedObj(), {
      input: { meshFrame: { unit: 'cm', up: 'z' } },
    });
    const objects = result.building?.objects ?? [];
    expect(objects.map(({ kind, name }) => [kind, name])).toEqual([
      ['sofa', 'Sofa'],
      ['bed', 'Bed_Linen'],
    ]);
    // Z up to Y up: (x, y, z) → (x, z, -y), centimetres to metres; the model then spans x 0–6,
    // y -0.1–1.1 and z -5–0, so it is moved by (-3, +0.1, +2.5).
    expectNear(objects[0]?.position, [2 - 3, 0.4 + 0.1, -0.95 + 2.5]);
    expectNear(objects[1]?.position, [4.5 - 3, 0.25 + 0.1, -3.9 + 2.5]);
    expect(result.building?.unit).toBe('cm');
  });

  it('invents no label where the model names nothing', async () => {
    const plain = new TextEncoder().encode(
      ['v 0 0 0', 'v 4 0 0', 'v 4 0 4', 'v 0 0 4', 'v 0 2 0', 'f 1 2 3', 'f 1 3 4', 'f 1 2 5'].join(
        '\n',
      ),
    );
    const result = await runPipeline(plain, { input: { meshFrame: { unit: 'm', up: 'y' } } });
    expect(result.building).toBeNull();
  });
});
