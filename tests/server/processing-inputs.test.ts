/**
 * The inputs stage on real files built here: every kind is recognised by content and parsed to a
 * normalised Document; every hostile file is refused with its exact message.
 */
import { countTriangles, removeFloorOnly } from '../../server/processing/stages/world-geometry';
import { Document, NodeIO } from '@gltf-transform/core';
import { getBounds } from '@gltf-transform/functions';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  InputError,
  readInput,
  sniffInput,
  type ReadInputOptions,
} from '../../server/processing/inputs';
import { houseIfc } from '../../scripts/fixtures/ifc';
import { boxRoomObj } from '../../scripts/fixtures/obj';
import { scanPly } from '../../scripts/fixtures/scan';
import { unsupportedIfcSchemaMessage } from '../../server/processing/inputs/ifc';
import { NO_WALLS_MESSAGE } from '../../server/processing/inputs/dxf';
import { facesOutOfRangeMessage } from '../../server/processing/inputs/dxf-faces';
import {
  damagedFileMessage,
  DAMAGED_ARCHIVE_MESSAGE,
  EMPTY_MESSAGE,
  EXPORT_AGAIN,
  INVALID_GLB_MESSAGE,
  UNSAFE_PATH_MESSAGE,
  UNSUPPORTED_MESSAGE,
  INVALID_PLY_MESSAGE,
  missingFileMessage,
  NO_MODEL_IN_ARCHIVE_MESSAGE,
  SEVERAL_MODELS_MESSAGE,
} from '../../server/processing/inputs/input-error';
import {
  REDUCE_THE_MODEL,
  DEFAULT_INPUT_LIMITS,
  tooManyFacesMessage,
  tooManyVerticesMessage,
} from '../../server/processing/inputs/limits';
import { deeplyNestedGlb, deeplyNestedGltfJson, dxfBlockBomb } from './support/hostile-inputs';
import { expectOwnerMessage } from './support/owner-message';
import { boxesDocument } from './support/box-documents';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const UNSUPPORTED = UNSUPPORTED_MESSAGE;
const INVALID_GLB = INVALID_GLB_MESSAGE;
const UNSAFE_PATH = UNSAFE_PATH_MESSAGE;
const TOO_MANY_FACES = tooManyFacesMessage(DEFAULT_INPUT_LIMITS);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** A box 2 × 3 × 4 (x, y, z) placed away from the origin: 12 triangles. */
const boxDocument = () =>
  boxesDocument([{ centre: [11, 6.5, -5], size: [2, 3, 4] }], { name: 'box' });

const boxGlb = () => new NodeIO().writeBinary(boxDocument());

function triangles(document: Document): number {
  let count = 0;
  for (const mesh of document.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      count += (primitive.getIndices()?.getCount() ?? 0) / 3;
    }
  }
  return count;
}

function bounds(document: Document) {
  const scene = document.getRoot().getDefaultScene();
  if (!scene) throw new Error('no scene');
  const { min, max } = getBounds(scene);
  return { min, max, size: max.map((value, axis) => value - min[axis]!) };
}

/** Floor at y = 0, centred on x and z. */
function expectNormalised(document: Document, size: [number, number, number]) {
  const { min, max, size: actual } = bounds(document);
  expect(min[1]).toBeCloseTo(0, 5);
  expect(min[0] + max[0]).toBeCloseTo(0, 5);
  expect(min[2] + max[2]).toBeCloseTo(0, 5);
  actual.forEach((value, axis) => expect(value).toBeCloseTo(size[axis]!, 4));
}

async function refusal(bytes: Uint8Array, options?: ReadInputOptions): Promise<string> {
  try {
    await readInput(bytes, options);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expectOwnerMessage((error as Error).message);
    return (error as Error).message;
  }
  throw new Error('the input was accepted');
}

const text = (value: string) => strToU8(value);

/** A box 4 × 5 × 2.5 in (x, y, z), optionally scaled: as a Z-up scanner writes a room. */
const boxObj = (scale = 1, extra = ''): string =>
  boxRoomObj([4 * scale, 5 * scale, 2.5 * scale], { header: `# test room\n${extra}` });

function plyHeader(format: string, vertices: number, faces: number, extra = ''): string {
  return (
    `ply\nformat ${format} 1.0\ncomment made by a test\nelement vertex ${vertices}\n` +
    `property float x\nproperty float y\nproperty float z\n${extra}` +
    `element face ${faces}\nproperty list uchar int vertex_indices\nend_header\n`
  );
}

function dxf(header: string, entities: string[]): string {
  return [
    '0',
    'SECTION',
    '2',
    'HEADER',
    ...(header ? [header] : []),
    '0',
    'ENDSEC',
    '0',
    'SECTION',
    '2',
    'ENTITIES',
    ...entities,
    '0',
    'ENDSEC',
    '0',
    'EOF',
  ].join('\n');
}
const INSUNITS_CM = ['9', '$INSUNITS', '70', '5'].join('\n');
type Corner = [number, number, number];
const box3dFace = (...corners: Corner[]) =>
  [
    '0',
    '3DFACE',
    '8',
    '0',
    ...corners.flatMap(([x, y, z], i) => [`1${i}`, x, `2${i}`, y, `3${i}`, z]),
  ].join('\n');
/** A polyface mesh: a POLYLINE (flag 64), its positions, then its faces by 1-based index. */
function polyface(positions: Corner[], faces: number[][]): string[] {
  const vertex = (flags: number, codes: (string | number)[]) => [
    '0',
    'VERTEX',
    '8',
    '0',
    '70',
    `${flags}`,
    ...codes.map(String),
  ];
  return [
    '0',
    'POLYLINE',
    '8',
    '0',
    '66',
    '1',
    '70',
    '64',
    ...positions.flatMap(([x, y, z]) => vertex(192, ['10', x, '20', y, '30', z])),
    ...faces.flatMap((face) =>
      vertex(128, ['10', 0, '20', 0, '30', 0, ...face.flatMap((index, i) => [`7${i + 1}`, index])]),
    ),
    '0',
    'SEQEND',
  ];
}
const line = (x1: number, y1: number, x2: number, y2: number, layer = 'A-WALL') =>
  ['0', 'LINE', '8', layer, '10', x1, '20', y1, '11', x2, '21', y2].join('\n');
const rectangle = (w: number, h: number, layer = 'A-WALL') =>
  [
    '0',
    'LWPOLYLINE',
    '8',
    layer,
    '90',
    '4',
    '70',
    '1',
    '10',
    '0',
    '20',
    '0',
    '10',
    w,
    '20',
    '0',
    '10',
    w,
    '20',
    h,
    '10',
    '0',
    '20',
    h,
  ].join('\n');

describe('sniffInput', () => {
  it('recognises every kind by content, never by name', async () => {
    const glb = await boxGlb();
    expect(sniffInput(glb, glb.length)).toBe('glb');
    const zip = zipSync({ 'a.obj': text(boxObj()) });
    expect(sniffInput(zip, zip.length)).toBe('zip');
    expect(sniffInput(text(boxObj()), 200)).toBe('obj');
    expect(sniffInput(text(plyHeader('binary_little_endian', 0, 0)), 500)).toBe('ply');
    const plan = text(dxf('', [line(0, 0, 1, 0)]));
    expect(sniffInput(plan, plan.length)).toBe('dxf');
  });

  it('refuses empty files, images and other text', () => {
    expect(() => sniffInput(new Uint8Array(), 0)).toThrow(EMPTY_MESSAGE);
    expect(() => sniffInput(PNG, PNG.length)).toThrow(UNSUPPORTED);
    expect(() => sniffInput(JPEG, JPEG.length)).toThrow(UNSUPPORTED);
    expect(() => sniffInput(text('hello world\n'), 12)).toThrow(UNSUPPORTED);
    expect(() => sniffInput(text('ply\nformat weird 1.0\n'), 21)).toThrow(INVALID_PLY_MESSAGE);
  });
});

describe('glTF', () => {
  it('reads a GLB and normalises it: floor at 0, centred, metres', async () => {
    const model = await readInput(await boxGlb());
    expect(model).toMatchObject({ kind: 'glb', format: 'gltf' });
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [2, 3, 4]);
  });

  it('reads a zipped .gltf with its buffer resolved from the archive', async () => {
    const { json, resources } = await new NodeIO().writeJSON(boxDocument(), { basename: 'box' });
    const files: Record<string, Uint8Array> = { 'scene/box.gltf': text(JSON.stringify(json)) };
    for (const [uri, data] of Object.entries(resources)) files[`scene/${uri}`] = data;
    const model = await readInput(zipSync(files));
    expect(model).toMatchObject({ kind: 'zip', format: 'gltf' });
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [2, 3, 4]);
  });

  it('refuses a zipped .gltf whose buffer is missing, or whose JSON is broken', async () => {
    const { json } = await new NodeIO().writeJSON(boxDocument(), { basename: 'box' });
    const missing = zipSync({ 'box.gltf': text(JSON.stringify(json)) });
    expect(await refusal(missing)).toBe(missingFileMessage('box.bin'));
    const broken = zipSync({ 'box.gltf': text('{"asset": ') });
    // What was found and what to do; never the parser's own words ('Unexpected end of JSON').
    expect(await refusal(broken)).toBe(
      'The file could not be read as glTF: it is damaged, or it uses a feature that is not ' +
        'supported. Export the model again (as glTF 2.0 .glb if your program offers it), then ' +
        'create the tour again.',
    );
  });

  it('refuses a truncated GLB and a GLB whose length field lies', async () => {
    const glb = await boxGlb();
    expect(await refusal(glb.slice(0, glb.length - 10))).toBe(INVALID_GLB);
    expect(await refusal(glb.slice(0, 8))).toBe(INVALID_GLB);
    const lying = glb.slice();
    new DataView(lying.buffer).setUint32(8, glb.length * 10, true);
    expect(await refusal(lying)).toBe(INVALID_GLB);
    const badChunk = glb.slice();
    new DataView(badChunk.buffer).setUint32(12, 1_000_000, true); // JSON chunk longer than the file
    expect(await refusal(badChunk)).toBe(INVALID_GLB);
    const version3 = glb.slice();
    new DataView(version3.buffer).setUint32(4, 3, true);
    expect(await refusal(version3)).toBe(INVALID_GLB);
  });
});

describe('OBJ', () => {
  it('reads a Z-up OBJ in centimetres as a Y-up model in metres', async () => {
    const model = await readInput(text(boxObj(100)));
    expect(model).toMatchObject({ kind: 'obj', format: 'obj' });
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [4, 2.5, 5]);
  });

  it('keeps Y up and metres when told, and reads vertex colours', async () => {
    const coloured = boxObj().replace(/^(v .*)$/gm, '$1 1 0 0');
    const model = await readInput(text(coloured), { meshFrame: { up: 'y', unit: 'm' } });
    expectNormalised(model.document, [4, 5, 2.5]);
    const primitive = model.document.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    expect(primitive.getAttribute('COLOR_0')?.getElement(0, [])).toEqual([1, 0, 0]);
  });

  it('reads a zipped OBJ with its MTL and texture', async () => {
    const obj = `mtllib materials/room.mtl\nusemtl painted\n${boxObj()}`;
    const mtl = 'newmtl painted\nKd 1 1 1\nmap_Kd -s 1 1 1 ../textures/wall.png\n';
    const archive = zipSync({
      'room/room.obj': text(obj),
      'room/materials/room.mtl': text(mtl),
      'room/textures/wall.png': PNG,
    });
    const model = await readInput(archive);
    expect(model).toMatchObject({ kind: 'zip', format: 'obj' });
    expect(triangles(model.document)).toBe(12);
    const material = model.document.getRoot().listMaterials()[0]!;
    expect(material.getName()).toBe('painted');
    expect(material.getBaseColorTexture()?.getMimeType()).toBe('image/png');
  });

  it('refuses an OBJ with too many faces, counted without building it', async () => {
    const faces = 'f 1 2 3\n'.repeat(5_000_001);
    // Built line by line, the file would be refused at its first line, a vertex that is not a
    // number: refused for its faces, it was counted before anything was built.
    expect(await refusal(text(`v x 0 0\nv 1 0 0\nv 0 1 0\n${faces}`))).toBe(TOO_MANY_FACES);
    expect(await refusal(text('v x 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'))).toBe(
      damagedFileMessage('OBJ', 'a vertex is not a number'),
    );
  });

  it('refuses an OBJ that declares too many faces, and one that points at missing vertices', async () => {
    expect(await refusal(text(boxObj(1, '# 10000000 faces\n')))).toBe(TOO_MANY_FACES);
    expect(await refusal(text('v 0 0 0\nv 1 0 0\nf 1 2 3\n'))).toBe(
      damagedFileMessage('OBJ', 'a face refers to a vertex that does not exist'),
    );
  });
});

/** The six faces of a box whose corner i is at (i & 1, i >> 1 & 1, i >> 2 & 1) times its size. */
const BOX_QUADS = [
  [0, 1, 3, 2],
  [4, 6, 7, 5],
  [0, 4, 5, 1],
  [2, 3, 7, 6],
  [0, 2, 6, 4],
  [1, 5, 7, 3],
];

describe('PLY', () => {
  it('stands a room scan upright: the floor, not the two-sided walls, decides the up axis', async () => {
    const { document } = await readInput(scanPly({ triangles: 20_000 }));
    const { min, max } = getBounds(document.getRoot().listScenes()[0]!);
    expect(min[1]).toBeCloseTo(0, 2);
    expect(max[1]).toBeGreaterThan(2.5);
    expect(max[1]).toBeLessThan(3);
  });

  const cube = (scale: number) =>
    Array.from({ length: 8 }, (_, i) =>
      [(i & 1) * 4, ((i >> 1) & 1) * 2.5, ((i >> 2) & 1) * 5].map((c) => c * scale),
    );

  it('reads ASCII PLY with vertex colours', async () => {
    const colour = 'property uchar red\nproperty uchar green\nproperty uchar blue\n';
    const body =
      cube(1)
        .map((v) => `${v.join(' ')} 255 128 0`)
        .join('\n') +
      '\n' +
      BOX_QUADS.map((q) => `4 ${q.join(' ')}`).join('\n');
    const model = await readInput(text(plyHeader('ascii', 8, 6, colour) + body + '\n'));
    expect(model).toMatchObject({ kind: 'ply', format: 'ply' });
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [4, 2.5, 5]);
    const primitive = model.document.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    const [r, g, b] = primitive.getAttribute('COLOR_0')!.getElement(0, [0, 0, 0]);
    expect([r, b]).toEqual([1, 0]);
    expect(g).toBeCloseTo(0.2158, 3); // sRGB 128 in linear
  });

  it.each(['binary_little_endian', 'binary_big_endian'])('reads %s PLY', async (format) => {
    const little = format === 'binary_little_endian';
    const header = text(plyHeader(format, 8, 6));
    const body = new DataView(new ArrayBuffer(8 * 12 + 6 * 17));
    cube(1)
      .flat()
      .forEach((value, index) => body.setFloat32(index * 4, value, little));
    BOX_QUADS.forEach((quad, index) => {
      const offset = 96 + index * 17;
      body.setUint8(offset, 4);
      quad.forEach((vertex, k) => body.setInt32(offset + 1 + k * 4, vertex, little));
    });
    const bytes = new Uint8Array(header.length + body.byteLength);
    bytes.set(header);
    bytes.set(new Uint8Array(body.buffer), header.length);
    const model = await readInput(bytes);
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [4, 2.5, 5]);
  });

  it('refuses a PLY that declares too many faces, or more rows than it holds', async () => {
    expect(await refusal(text(plyHeader('binary_little_endian', 3, 10_000_000)))).toBe(
      TOO_MANY_FACES,
    );
    expect(await refusal(text(plyHeader('binary_little_endian', 100, 1) + 'abc'))).toBe(
      damagedFileMessage('PLY', 'it holds less data than its header declares'),
    );
    expect(await refusal(text(plyHeader('ascii', 3, 0) + '0 0 0\n1 0 0\n0 1 0\n'))).toBe(
      'The PLY file holds 3 points and no faces: it is a point cloud. Export a mesh ' +
        '(glTF, PLY, OBJ or STL with faces), not a point cloud, then create the tour again.',
    );
  });
});

/** Triangles of a room 4 × 5 × 2.5 (x, y, z; Z up, as CAD writes it), scaled: nine numbers each. */
function boxTriangles(scale = 1): number[][] {
  const corner = (i: number) => [(i & 1) * 4, ((i >> 1) & 1) * 5, ((i >> 2) & 1) * 2.5];
  return BOX_QUADS.flatMap(([a = 0, b = 0, c = 0, d = 0]) =>
    [
      [a, b, c],
      [a, c, d],
    ].map((triangle) => triangle.flatMap((i) => corner(i).map((v) => v * scale))),
  );
}

/** A binary STL of these triangles, its 80-byte header starting with `header`. */
function binaryStl(triangles: number[][], header = 'made by a test'): Uint8Array {
  const bytes = new Uint8Array(84 + triangles.length * 50);
  bytes.set(text(header).subarray(0, 80));
  const view = new DataView(bytes.buffer);
  view.setUint32(80, triangles.length, true);
  triangles.forEach((corners, index) =>
    corners.forEach((value, k) => view.setFloat32(84 + index * 50 + 12 + k * 4, value, true)),
  );
  return bytes;
}

function asciiStl(triangles: number[][]): string {
  const facets = triangles.map((c) =>
    [
      '  facet normal 0 0 0',
      '    outer loop',
      `      vertex ${c[0]} ${c[1]} ${c[2]}`,
      `      vertex ${c[3]} ${c[4]} ${c[5]}`,
      `      vertex ${c[6]} ${c[7]} ${c[8]}`,
      '    endloop',
      '  endfacet',
    ].join('\n'),
  );
  return `solid box\n${facets.join('\n')}\nendsolid box\n`;
}

describe('STL', () => {
  it('reads a binary STL in millimetres, Z up, as a model in metres, Y up', async () => {
    const model = await readInput(binaryStl(boxTriangles(1000)));
    expect(model).toMatchObject({ kind: 'stl', format: 'stl' });
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [4, 2.5, 5]);
  });

  it('reads a binary STL whose header starts with "solid" as binary, not as ASCII', async () => {
    const bytes = binaryStl(boxTriangles(), 'solid box exported by a CAD program');
    expect(sniffInput(bytes, bytes.length)).toBe('stl');
    const model = await readInput(bytes, { meshFrame: { up: 'y', unit: 'm' } });
    expectNormalised(model.document, [4, 5, 2.5]);
  });

  it('reads an ASCII STL, and one zipped', async () => {
    const stl = text(asciiStl(boxTriangles()));
    expect(sniffInput(stl, stl.length)).toBe('stl');
    const model = await readInput(stl, { meshFrame: { up: 'y', unit: 'm' } });
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [4, 5, 2.5]);
    const archived = await readInput(zipSync({ 'parts/box.stl': stl }));
    expect(archived).toMatchObject({ kind: 'zip', format: 'stl' });
    expect(triangles(archived.document)).toBe(12);
  });

  it('refuses STL files over the triangle limit, counted before anything is built', async () => {
    const limits = { maxFaces: 11 };
    const expected =
      'The STL file has 12 triangles; the limit is 11. Simplify the model or export it in ' +
      'parts, then create the tour again.';
    expect(await refusal(binaryStl(boxTriangles()), { limits })).toBe(expected);
    expect(await refusal(text(asciiStl(boxTriangles())), { limits })).toBe(expected);
  });

  it('refuses an STL with no triangles, or with a vertex that is not a number', async () => {
    expect(await refusal(binaryStl([]))).toBe(
      `The STL file contains no triangles, so it holds no model. ${EXPORT_AGAIN}`,
    );
    expect(await refusal(text('solid empty\nendsolid empty\n'))).toBe(
      `The STL file contains no triangles, so it holds no model. ${EXPORT_AGAIN}`,
    );
    const broken = asciiStl(boxTriangles()).replace('vertex 0 0 0', 'vertex 0 zero 0');
    expect(await refusal(text(broken))).toBe(damagedFileMessage('STL', 'a vertex is not a number'));
    const infinite = binaryStl([[0, 0, 0, 1, 0, 0, 0, 1, Infinity]]);
    expect(await refusal(infinite)).toBe(damagedFileMessage('STL', 'a vertex is not a number'));
  });

  it('refuses a cut binary STL as what it no longer is', async () => {
    const bytes = binaryStl(boxTriangles());
    expect(await refusal(bytes.slice(0, bytes.length - 10))).toBe(UNSUPPORTED);
  });
});

describe('glTF 1.0 and point clouds', () => {
  const GLTF_1 =
    'The model is glTF 1.0, an old version of glTF that is not supported. Export it as glTF ' +
    '2.0 (a .glb, or a .gltf in a .zip with its files), then create the tour again.';

  it('refuses a glTF 1.0 JSON by its version, or by its buffers keyed by name', async () => {
    const keyed = { buffers: { box: { uri: 'box.bin', byteLength: 0 } }, meshes: {} };
    expect(await refusal(zipSync({ 'box.gltf': text(JSON.stringify(keyed)) }))).toBe(GLTF_1);
    const versioned = { asset: { version: '1.0' }, buffers: [] };
    expect(await refusal(zipSync({ 'box.gltf': text(JSON.stringify(versioned)) }))).toBe(GLTF_1);
  });

  it('refuses a binary glTF 1.0 by its header', async () => {
    const glb = await boxGlb();
    new DataView(glb.buffer, glb.byteOffset).setUint32(4, 1, true);
    expect(await refusal(glb)).toBe(GLTF_1);
  });

  it('refuses an OBJ of vertices only, naming what it holds', async () => {
    const vertices = boxObj().replace(/^f .*$/gm, '');
    expect(await refusal(text(vertices))).toBe(
      'The OBJ file holds 8 points and no faces: it is a point cloud. Export a mesh ' +
        '(glTF, PLY, OBJ or STL with faces), not a point cloud, then create the tour again.',
    );
  });
});

describe('DXF floor plans', () => {
  it('extrudes walls to 2.7 m in metres, with a floor and the door gap left open', async () => {
    // 6 m × 4 m outer walls in millimetres, an inner wall stopping 0.9 m short of the top wall.
    const plan = dxf('9\n$INSUNITS\n70\n4', [rectangle(6000, 4000), line(3000, 0, 3000, 3100)]);
    const model = await readInput(text(plan));
    expect(model).toMatchObject({ kind: 'dxf', format: 'dxf' });
    expect(triangles(model.document)).toBe(5 * 10 + 2); // 5 walls (no bottoms) and the floor
    expectNormalised(model.document, [6.1, 2.7, 4.1]);
    const [walls, floor] = model.document.getRoot().listMeshes()[0]!.listPrimitives();
    // The door gap, in the plan's own metres (x = 3, plan y 3.1 to 3.95, world z = -plan y).
    const positions = walls!.getAttribute('POSITION')!;
    for (let i = 0; i < positions.getCount(); i += 1) {
      const [x = 0, , z = 0] = positions.getElement(i, []);
      const inGap = Math.abs(x - 3) < 0.06 && z < -3.15 && z > -3.9;
      expect(inGap).toBe(false);
    }
    expect(floor!.getIndices()!.getCount()).toBe(6);
  });

  it('honours a configured wall height, POLYLINE entities and unitless plans', async () => {
    const polyline = [
      '0',
      'POLYLINE',
      '8',
      'walls',
      '70',
      '1',
      '0',
      'VERTEX',
      '10',
      '0',
      '20',
      '0',
      '0',
      'VERTEX',
      '10',
      '5',
      '20',
      '0',
      '0',
      'VERTEX',
      '10',
      '5',
      '20',
      '3',
      '0',
      'VERTEX',
      '10',
      '0',
      '20',
      '3',
      '0',
      'SEQEND',
    ].join('\n');
    const model = await readInput(
      text(dxf('9\n$ACADVER\n1\nAC1015', [polyline, line(0, 0, 1, 1, 'furniture')])),
      {
        dxf: { wallHeight: 3 },
      },
    );
    expect(triangles(model.document)).toBe(4 * 10 + 2);
    expectNormalised(model.document, [5.1, 3, 3.1]);
  });

  it('refuses a plan without walls, saying what it looked for and what to draw', async () => {
    expect(await refusal(text(dxf('', [])))).toBe(NO_WALLS_MESSAGE);
  });

  it('reads 3DFACE entities as a 3D model: quads and triangles, Z up, in the unit declared', async () => {
    // A box 4 × 5 units, 2.5 high (Z up), in centimetres: six quads, one of them drawn as two
    // triangles (the fourth corner repeating the third).
    const [x, y, z] = [400, 500, 250];
    const faces = [
      box3dFace([0, 0, 0], [x, 0, 0], [x, y, 0], [0, y, 0]),
      box3dFace([0, 0, z], [0, y, z], [x, y, z], [x, 0, z]),
      box3dFace([0, 0, 0], [0, 0, z], [x, 0, z], [x, 0, z]),
      box3dFace([0, 0, 0], [x, 0, z], [x, 0, 0], [x, 0, 0]),
      box3dFace([0, y, 0], [x, y, 0], [x, y, z], [0, y, z]),
      box3dFace([0, 0, 0], [0, y, 0], [0, y, z], [0, 0, z]),
      box3dFace([x, 0, 0], [x, 0, z], [x, y, z], [x, y, 0]),
    ];
    const model = await readInput(text(dxf(INSUNITS_CM, faces)));
    expect(model.format).toBe('dxf');
    expect(triangles(model.document)).toBe(12);
    expectNormalised(model.document, [4, 2.5, 5]);
  });

  it('reads a polyface mesh placed by an INSERT, and refuses one naming a missing vertex', async () => {
    const square = polyface(
      [
        [0, 0, 0],
        [2, 0, 0],
        [2, 3, 0],
        [0, 3, 0],
        [0, 0, 1],
      ],
      [
        [1, 2, 3, 4],
        [1, 2, 5],
      ],
    );
    const block = [
      '0',
      'BLOCK',
      '2',
      'MESH',
      '10',
      '0',
      '20',
      '0',
      '30',
      '0',
      ...square,
      '0',
      'ENDBLK',
    ];
    const insert = [
      '0',
      'INSERT',
      '2',
      'MESH',
      '10',
      '5',
      '20',
      '5',
      '30',
      '0',
      '41',
      '2',
      '42',
      '2',
      '43',
      '2',
    ];
    const drawing = dxf('', insert).replace(
      '0\nSECTION\n2\nENTITIES',
      [
        '0',
        'SECTION',
        '2',
        'BLOCKS',
        ...block,
        '0',
        'ENDSEC',
        '0',
        'SECTION',
        '2',
        'ENTITIES',
      ].join('\n'),
    );
    const model = await readInput(text(drawing));
    expect(triangles(model.document)).toBe(3);
    expectNormalised(model.document, [4, 2, 6]);

    const broken = polyface(
      [
        [0, 0, 0],
        [1, 0, 0],
        [1, 1, 0],
      ],
      [[1, 2, 7]],
    );
    expect(await refusal(text(dxf('', broken)))).toBe(facesOutOfRangeMessage(7, 3));
  });

  it('refuses 3D faces over the face limit', async () => {
    const faces = Array.from({ length: 3 }, () =>
      box3dFace([0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 1, 0]),
    );
    expect(await refusal(text(dxf('', faces)), { limits: { maxFaces: 5 } })).toBe(
      tooManyFacesMessage({ ...DEFAULT_INPUT_LIMITS, maxFaces: 5 }),
    );
  });
});

describe('hostile archives and files', () => {
  it('refuses 0-byte files and renamed images', async () => {
    expect(await refusal(new Uint8Array())).toBe(EMPTY_MESSAGE);
    expect(await refusal(PNG)).toBe(UNSUPPORTED);
    expect(await refusal(JPEG)).toBe(UNSUPPORTED);
  });

  it('refuses a zip bomb by its compression ratio before inflating it', async () => {
    const bomb = zipSync({ 'scan.obj': new Uint8Array(16 * 1024 * 1024) }, { level: 9 });
    expect(await refusal(bomb)).toBe(
      "The archive unpacks to more than 200 times its size, which is refused as a likely zip bomb. Make the .zip again from the model's own files, then create the tour again.",
    );
  });

  it('refuses an archive that unpacks beyond the size limit', async () => {
    const archive = zipSync({ 'a.obj': text(boxObj()), 'b.bin': new Uint8Array(2048) });
    expect(await refusal(archive, { limits: { maxUnpackedBytes: 1024 } })).toBe(
      'The archive unpacks to more than 1 KiB, the limit. Leave out files the model does not need, or make its textures smaller, then create the tour again.',
    );
    const declared = patchDeclaredSize(archive, 600 * 1024 * 1024);
    expect(await refusal(declared)).toBe(
      'The archive unpacks to more than 512 MiB, the limit. Leave out files the model does not need, or make its textures smaller, then create the tour again.',
    );
  });

  it('stops inflating an entry whose header understates its size', async () => {
    const archive = zipSync({ 'scan.obj': new Uint8Array(4 * 1024 * 1024) });
    expect(await refusal(patchDeclaredSize(archive, 1000))).toBe(DAMAGED_ARCHIVE_MESSAGE);
  });

  it.each(['../evil.obj', '/etc/evil.obj', 'C:/evil.obj', 'room\\evil.obj', 'a/../../evil.obj'])(
    'refuses the unsafe entry name %s',
    async (name) => {
      expect(await refusal(zipSync({ [name]: text(boxObj()) }))).toBe(UNSAFE_PATH);
    },
  );

  it('refuses archives with too many files, no model or several models', async () => {
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.txt`, text('x')])),
    );
    expect(await refusal(many, { limits: { maxArchiveEntries: 4 } })).toBe(
      'The archive contains more than 4 files, the limit. Put only the model and the files it needs in the .zip, then create the tour again.',
    );
    expect(await refusal(zipSync({ 'readme.txt': text('hello') }))).toBe(
      NO_MODEL_IN_ARCHIVE_MESSAGE,
    );
    const two = zipSync({ 'a.obj': text(boxObj()), 'b.obj': text(boxObj()) });
    expect(await refusal(two)).toBe(SEVERAL_MODELS_MESSAGE);
  });
});

/** Rewrites the unpacked size of the first entry in the central directory. */
function patchDeclaredSize(archive: Uint8Array, size: number): Uint8Array {
  const patched = archive.slice();
  const view = new DataView(patched.buffer);
  for (let offset = 0; offset + 4 <= patched.length; offset += 1) {
    if (view.getUint32(offset, true) === 0x02014b50) {
      view.setUint32(offset + 24, size, true);
      return patched;
    }
  }
  throw new Error('no central directory');
}

describe('work budgets (issue 19, F3 and F6)', () => {
  it('refuses a DXF whose blocks insert one another 40 times over 8 levels, naming the limit', async () => {
    const bomb = dxfBlockBomb();
    expect(bomb.length).toBeLessThan(12 * 1024);
    expect(await refusal(bomb)).toBe(
      "The plan's blocks, placed inside one another, expand to 168,041,025,641 block " +
        'placements; the limit is 100,000. Explode the nested blocks in your CAD program ' +
        '(and purge unused ones), then create the tour again.',
    );
  });

  it('still expands a plan whose blocks stay within the budget', async () => {
    const plan = dxfBlockBomb(3, 2);
    // 3 + 9 placements, none with walls: read, then refused for having none.
    expect(await refusal(plan)).toBe(NO_WALLS_MESSAGE);
  });

  it('refuses a glTF whose JSON nests thousands of levels deep, before parsing it', async () => {
    expect(await refusal(deeplyNestedGlb(5000))).toBe(
      "The glTF's JSON nests 5,003 levels deep; the limit is 64. " +
        'Export the model again without deeply nested custom data (extras), then create the tour again.',
    );
    const zipped = zipSync({
      'scene.gltf': strToU8(deeplyNestedGltfJson(100)),
    });
    expect(await refusal(zipped)).toMatch(
      /^The glTF's JSON nests 103 levels deep; the limit is 64/,
    );
  });

  it('counts OBJ vertex statements and PLY rows against their limits', async () => {
    const limits = { maxObjVertices: 7 };
    expect(await refusal(text(boxObj()), { limits })).toBe(tooManyVerticesMessage(7));
    const ply = plyHeader('ascii', 3, 1, 'element edge 1000\nproperty int vertex1\n');
    const rows = { maxVertices: 500, maxFaces: 500 };
    expect(await refusal(text(ply), { limits: rows })).toBe(
      `The PLY file declares 1,004 rows in all; the limit is 1,000. ${REDUCE_THE_MODEL}`,
    );
  });
});

describe('IFC', () => {
  it('reads IFC4 in millimetres and in metres as the same model in metres, Y up', async () => {
    const inMillimetres = await readInput(await houseIfc({ unit: 'mm' }));
    expect(inMillimetres).toMatchObject({ kind: 'ifc', format: 'ifc' });
    expect(inMillimetres.building?.unit).toBe('mm');
    // 8 m × 6 m with a 0.3 m roof overhang; 0.2 m ground slab to the roof's top at 6.0 m. The
    // rooms' floors are not drawn (their margins reach past the walls): measured without them.
    removeFloorOnly(inMillimetres.document);
    expectNormalised(inMillimetres.document, [8.6, 6.2, 6.6]);
    const inMetres = await readInput(await houseIfc({ unit: 'm' }));
    expect(inMetres.building?.unit).toBe('m');
    removeFloorOnly(inMetres.document);
    expectNormalised(inMetres.document, [8.6, 6.2, 6.6]);
    expect(inMetres.building?.storeys).toEqual(inMillimetres.building?.storeys);
  });

  it('keeps each product with its IFC class, name and colour; spaces are names, not geometry', async () => {
    const { document, building } = await readInput(await houseIfc({ schema: 'IFC2X3' }));
    const names = document
      .getRoot()
      .listNodes()
      .map((node) => node.getName());
    expect(names).toEqual(expect.arrayContaining(['IfcDoor Front door', 'IfcRoof Roof']));
    expect(names.some((name) => name.startsWith('IfcSpace'))).toBe(false);
    const roof = document
      .getRoot()
      .listNodes()
      .find((node) => node.getName() === 'IfcRoof Roof');
    const colour = roof?.getMesh()?.listPrimitives()[0]?.getMaterial()?.getBaseColorFactor();
    // The fixture's roof is sRGB (0.55, 0.22, 0.16), stored linear.
    expect(colour?.[0]).toBeCloseTo(0.264, 2);
    expect(colour?.[2]).toBeCloseTo(0.022, 2);
    expect(building?.rooms.map((room) => room.name)).toEqual([
      'Living room',
      'Kitchen',
      'Landing',
      'Bedroom',
    ]);
  });

  it('reads a zipped IFC (.ifczip)', async () => {
    const model = await readInput(zipSync({ 'house.ifc': await houseIfc() }));
    expect(model.format).toBe('ifc');
  });

  it('names an element web-ifc draws nothing of, not one with a face that has no area', async () => {
    // The bed: a 1 m box and a face whose four points lie on one line (FZK-Haus's double bed has
    // 16 such): drawn, nothing missing. The table: only such a face, so nothing of it is drawn.
    const model = await readInput(facesIfc());
    expect(model.report?.undrawn).toEqual([{ element: 'table', count: 1 }]);
    expect(model.report?.log).toHaveLength(2);
    expect(model.report?.log.every((line) => line.includes('No basis found for brep'))).toBe(true);
  });

  it('stops at the face limit', async () => {
    const message = await refusal(await houseIfc(), { limits: { maxFaces: 100 } });
    expect(message).toBe(tooManyFacesMessage({ ...DEFAULT_INPUT_LIMITS, maxFaces: 100 }));
  });

  it("counts the spaces' triangles against the face limit too", async () => {
    const house = await houseIfc();
    const { document } = await readInput(house);
    removeFloorOnly(document);
    // Exactly the drawn products' triangles: the spaces' are over the limit.
    const maxFaces = countTriangles(document);
    expect(await refusal(house, { limits: { maxFaces } })).toBe(
      tooManyFacesMessage({ ...DEFAULT_INPUT_LIMITS, maxFaces }),
    );
  });

  it('refuses a STEP file of another schema, naming it', async () => {
    const step = text(
      "ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('AUTOMOTIVE_DESIGN'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
    );
    expect(sniffInput(step, step.length)).toBe('ifc');
    expect(await refusal(step)).toBe(unsupportedIfcSchemaMessage('AUTOMOTIVE_DESIGN'));
    const odd = text("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('<script>'));\nENDSEC;\n");
    expect(await refusal(odd)).toBe(unsupportedIfcSchemaMessage(null));
  });
});

type Point = [number, number, number];

/**
 * An IFC4 file in metres (STEP text): a bed, a faceted 1 m box with one more face whose points lie
 * on one line, and a table of only such a face.
 */
function facesIfc(): Uint8Array {
  const lines: string[] = [];
  const add = (entity: string) => {
    lines.push(`#${lines.length + 1}=${entity};`);
    return `#${lines.length}`;
  };
  const face = (corners: Point[]) => {
    const points = corners.map((point) =>
      add(`IFCCARTESIANPOINT((${point.map((v) => v.toFixed(3)).join(',')}))`),
    );
    const loop = add(`IFCPOLYLOOP((${points.join(',')}))`);
    return add(`IFCFACE((${add(`IFCFACEOUTERBOUND(${loop},.T.)`)}))`);
  };
  const box = (x: number): string[] => {
    const at = (i: number): Point => [x + (i & 1), (i >> 1) & 1, (i >> 2) & 1];
    return BOX_QUADS.map((quad) => face(quad.map(at)));
  };
  const units = add(`IFCUNITASSIGNMENT((${add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)')}))`);
  const origin = add(`IFCAXIS2PLACEMENT3D(${add('IFCCARTESIANPOINT((0.,0.,0.))')},$,$)`);
  const context = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${origin},$)`);
  add(`IFCPROJECT('0YvctVUKr0kugbFTf53O9L',$,'Faces',$,$,$,$,(${context}),${units})`);
  const placement = add(`IFCLOCALPLACEMENT($,${origin})`);
  const furniture = (guid: string, name: string, faces: string[]) => {
    const brep = add(`IFCFACETEDBREP(${add(`IFCCLOSEDSHELL((${faces.join(',')}))`)})`);
    const shape = add(`IFCSHAPEREPRESENTATION(${context},'Body','Brep',(${brep}))`);
    const product = add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
    add(`IFCFURNITURE('${guid}',$,'${name}',$,$,${placement},${product},$,$)`);
  };
  const line = (x: number): Point[] => [
    [x, 0, 1],
    [x, 0, 1],
    [x + 0.5, 0, 1],
    [x + 1, 0, 1],
  ];
  furniture('1YvctVUKr0kugbFTf53O9L', 'Bed', [...box(0), face(line(0))]);
  furniture('2YvctVUKr0kugbFTf53O9L', 'Table', [face(line(3))]);
  return text(
    [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
      "FILE_NAME('faces.ifc','2026-11-29T00:00:00',(''),(''),'','','');",
      "FILE_SCHEMA(('IFC4'));",
      'ENDSEC;',
      'DATA;',
      ...lines,
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n'),
  );
}
