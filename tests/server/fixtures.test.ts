/**
 * The generated fixtures (scripts/fixtures): each small one is valid and shaped as documented,
 * the same seed gives the same bytes, and each hostile file has its defect. The 1M-triangle scan,
 * the 1 GiB zip bomb and the 10M-face OBJ are tested through their scale parameters.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { getBounds } from '@gltf-transform/functions';
import { unzipSync } from 'fflate';
import { Mesh, Raycaster, Vector3 } from 'three';
import { afterAll, describe, expect, it } from 'vitest';
import { apartmentGlb, apartmentGltfZip } from '../../scripts/fixtures/gltf';
import { generateFixtures, selectFixtures } from '../../scripts/fixtures/generate';
import {
  LYING_GLB_LENGTH,
  MANY_FACES,
  TRAVERSAL_ENTRY_NAMES,
  emptyGlb,
  lyingLengthGlb,
  manyFacesObjHeader,
  pngRenamedGlb,
  traversalZip,
  truncatedGlb,
  writeManyFacesObj,
  zipBomb,
} from '../../scripts/fixtures/hostile';
import { WALLS, pointAlong } from '../../scripts/fixtures/layout';
import { apartmentObjZip } from '../../scripts/fixtures/obj';
import { planDxf } from '../../scripts/fixtures/plan';
import { SCAN_SMALL_TRIANGLES, SCAN_TRIANGLES, scanPly } from '../../scripts/fixtures/scan';
import { buildApartmentParts } from '../../scripts/fixtures/scene';
import { makeTexture } from '../../scripts/fixtures/textures';

const ROOM_NAMES = ['living', 'kitchen', 'hallway', 'bedroom', 'bathroom'];
/** 5 floors, the walls and 14 pieces of furniture. */
const MESH_COUNT = 20;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const scratch = mkdtempSync(path.join(tmpdir(), 'roomwalk-fixtures-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const glbLengthField = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true);

function expectBoundsNear(bounds: { min: number[]; max: number[] }, tolerance: number) {
  const expected = { min: [-0.06, 0, -9.06], max: [10.06, 2.7, 0.06] };
  for (const side of ['min', 'max'] as const) {
    bounds[side].forEach((value, axis) =>
      expect(Math.abs(value - expected[side][axis]!)).toBeLessThan(tolerance),
    );
  }
}

describe('apartment.glb', () => {
  it('is a valid GLB with a node per room, the walls, and the expected meshes and bounds', async () => {
    const glb = await apartmentGlb();
    expect(text(glb.subarray(0, 4))).toBe('glTF');
    expect(glbLengthField(glb)).toBe(glb.length);

    const document = await new NodeIO().readBinary(glb);
    const scene = document.getRoot().getDefaultScene()!;
    expect(scene.listChildren().map((node) => node.getName())).toEqual(
      expect.arrayContaining([...ROOM_NAMES, 'walls']),
    );
    expect(scene.listChildren()).toHaveLength(ROOM_NAMES.length + 1);
    expect(document.getRoot().listMeshes()).toHaveLength(MESH_COUNT);
    expectBoundsNear(getBounds(scene), 1e-4);

    const textures = document.getRoot().listTextures();
    expect(textures.map((texture) => texture.getName()).sort()).toEqual([
      'fabric',
      'tiles',
      'wood',
    ]);
    for (const texture of textures) {
      expect(texture.getMimeType()).toBe('image/png');
      expect([...texture.getImage()!.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    }
  });

  it('has every doorway open (at least 0.9 m wide, 2.1 m high) and solid walls beside it', () => {
    const walls = buildApartmentParts().find((part) => part.name === 'walls')!;
    const mesh = new Mesh(walls.geometry);
    const blocked = (x: number, planY: number, alongX: boolean) => {
      // A 1 m ray across the wall at knee and head height.
      return [0.5, 1.9].some((height) => {
        const origin = new Vector3(x, height, -planY).add(
          alongX ? new Vector3(0, 0, 0.5) : new Vector3(-0.5, 0, 0),
        );
        const direction = alongX ? new Vector3(0, 0, -1) : new Vector3(1, 0, 0);
        return new Raycaster(origin, direction, 0, 1).intersectObject(mesh).length > 0;
      });
    };
    const doorways = WALLS.flatMap((wall) => wall.doorways.map((doorway) => ({ wall, doorway })));
    expect(doorways).toHaveLength(6);
    for (const { wall, doorway } of doorways) {
      expect(doorway.end - doorway.start).toBeGreaterThanOrEqual(0.9);
      const alongX = wall.from[1] === wall.to[1];
      for (const offset of [0.05, 0.45, doorway.end - doorway.start - 0.05]) {
        const [x, y] = pointAlong(wall, doorway.start + offset);
        expect(blocked(x, y, alongX), `doorway at ${x}, ${y}`).toBe(false);
      }
      const [x, y] = pointAlong(wall, doorway.start - 0.2);
      expect(blocked(x, y, alongX), `wall beside ${x}, ${y}`).toBe(true);
    }
  });
});

describe('apartment-gltf.zip and apartment-obj.zip', () => {
  it('holds a .gltf with its .bin and textures that read back as the same scene', async () => {
    const files = unzipSync(await apartmentGltfZip());
    expect(Object.keys(files).sort()).toEqual([
      'apartment.bin',
      'apartment.gltf',
      'textures/fabric.png',
      'textures/tiles.png',
      'textures/wood.png',
    ]);
    const { 'apartment.gltf': json, ...resources } = files;
    const document = await new NodeIO().readJSON({
      json: JSON.parse(text(json!)) as never,
      resources,
    });
    expect(document.getRoot().listMeshes()).toHaveLength(MESH_COUNT);
    expectBoundsNear(getBounds(document.getRoot().getDefaultScene()!), 1e-4);
  });

  it('holds an OBJ whose materials and textures are all in the archive', () => {
    const files = unzipSync(apartmentObjZip());
    expect(Object.keys(files).sort()).toEqual([
      'apartment.mtl',
      'apartment.obj',
      'textures/fabric.png',
      'textures/tiles.png',
      'textures/wood.png',
    ]);
    const obj = text(files['apartment.obj']!).split('\n');
    const mtl = text(files['apartment.mtl']!).split('\n');
    expect(obj).toContain('mtllib apartment.mtl');
    expect(obj.filter((line) => line.startsWith('o '))).toHaveLength(MESH_COUNT);
    const defined = new Set(mtl.filter((l) => l.startsWith('newmtl ')).map((l) => l.slice(7)));
    for (const line of obj.filter((l) => l.startsWith('usemtl '))) {
      expect(defined.has(line.slice(7))).toBe(true);
    }
    for (const line of mtl.filter((l) => l.startsWith('map_Kd '))) {
      expect(files[line.slice(7)], line).toBeDefined();
    }
    const vertices = obj.filter((line) => line.startsWith('v ')).length;
    const indices = obj
      .filter((line) => line.startsWith('f '))
      .flatMap((line) =>
        line
          .slice(2)
          .split(' ')
          .map((corner) => Number(corner.split('/')[0])),
      );
    expect(Math.max(...indices)).toBeLessThanOrEqual(vertices);
    expect(Math.min(...indices)).toBeGreaterThanOrEqual(1);
  });
});

interface ParsedPly {
  vertices: number;
  faces: number;
  positions: Float32Array;
  indices: Int32Array;
}

/** Reads the PLY the way processing will: header counts, then exactly that much body. */
function parsePly(bytes: Uint8Array): ParsedPly {
  const headerEnd = text(bytes.subarray(0, 1024)).indexOf('end_header\n') + 'end_header\n'.length;
  const header = text(bytes.subarray(0, headerEnd));
  expect(header).toMatch(/^ply\nformat binary_little_endian 1\.0\n/);
  const vertices = Number(/element vertex (\d+)/.exec(header)![1]);
  const faces = Number(/element face (\d+)/.exec(header)![1]);
  expect(bytes.length).toBe(headerEnd + vertices * 15 + faces * 13);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const positions = new Float32Array(vertices * 3);
  for (let v = 0; v < vertices; v++) {
    for (let k = 0; k < 3; k++)
      positions[v * 3 + k] = view.getFloat32(headerEnd + v * 15 + k * 4, true);
  }
  const indices = new Int32Array(faces * 3);
  const facesAt = headerEnd + vertices * 15;
  for (let f = 0; f < faces; f++) {
    expect(view.getUint8(facesAt + f * 13)).toBe(3);
    for (let k = 0; k < 3; k++)
      indices[f * 3 + k] = view.getInt32(facesAt + f * 13 + 1 + k * 4, true);
  }
  return { vertices, faces, positions, indices };
}

describe('scan-small.ply and scan.ply', () => {
  it('is a binary PLY whose header counts match its body, inside the apartment', () => {
    const ply = parsePly(scanPly({ triangles: SCAN_SMALL_TRIANGLES }));
    expect(ply.faces).toBeGreaterThanOrEqual(SCAN_SMALL_TRIANGLES);
    expect(ply.faces).toBeLessThan(SCAN_SMALL_TRIANGLES * 1.05);
    expect(ply.indices.reduce((low, index) => Math.min(low, index))).toBe(0);
    expect(ply.indices.reduce((high, index) => Math.max(high, index))).toBe(ply.vertices - 1);
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    ply.positions.forEach((value, i) => {
      min[i % 3] = Math.min(min[i % 3]!, value);
      max[i % 3] = Math.max(max[i % 3]!, value);
    });
    // The noise moves vertices by up to 4 mm.
    expectBoundsNear({ min, max }, 0.0041);
  });

  it('scales to the requested triangle count (scan.ply asks for more than a million)', () => {
    expect(SCAN_TRIANGLES).toBeGreaterThanOrEqual(1_000_000);
    const header = text(scanPly({ triangles: 60_000 }).subarray(0, 400));
    const faces = Number(/element face (\d+)/.exec(header)![1]);
    expect(faces).toBeGreaterThanOrEqual(60_000);
    expect(faces).toBeLessThan(63_000);
  });

  it('is the same bytes for the same seed, and different for another', () => {
    const first = scanPly({ triangles: 5_000, seed: 7 });
    expect(Buffer.compare(first, scanPly({ triangles: 5_000, seed: 7 }))).toBe(0);
    expect(Buffer.compare(first, scanPly({ triangles: 5_000, seed: 8 }))).not.toBe(0);
  });
});

/** The (code, value) pairs of an ASCII DXF. */
function dxfPairs(dxf: string): [number, string][] {
  const lines = dxf.split('\n');
  const pairs: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([Number(lines[i]), lines[i + 1]!]);
  return pairs;
}

describe('plan.dxf', () => {
  it('declares millimetres and draws the walls with door gaps, the doors and the rooms', () => {
    const pairs = dxfPairs(planDxf());
    const header = pairs.findIndex(([code, value]) => code === 9 && value === '$INSUNITS');
    expect(pairs[header + 1]).toEqual([70, '4']);
    const entitiesStart = pairs.findIndex(([c, v], i) => c === 2 && v === 'ENTITIES' && i > 0);
    const entities = pairs
      .slice(entitiesStart)
      .filter(([code]) => code === 0)
      .map(([, type]) => type);
    const count = (type: string) => entities.filter((entity) => entity === type).length;
    expect({
      LINE: count('LINE'),
      LWPOLYLINE: count('LWPOLYLINE'),
      POLYLINE: count('POLYLINE'),
      VERTEX: count('VERTEX'),
      SEQEND: count('SEQEND'),
      ARC: count('ARC'),
      TEXT: count('TEXT'),
    }).toEqual({ LINE: 8, LWPOLYLINE: 1, POLYLINE: 1, VERTEX: 2, SEQEND: 1, ARC: 6, TEXT: 5 });
    expect(pairs.at(-1)).toEqual([0, 'EOF']);
    // The outline is open at the 1 m front door: it starts and ends at either side of it.
    const outline = planDxf().split('LWPOLYLINE')[1]!;
    expect(outline).toMatch(
      /^\n5\n\w+\n100\nAcDbEntity\n8\nWALLS\n100\nAcDbPolyline\n90\n6\n70\n0\n/,
    );
    expect(outline).toContain('10\n0\n20\n3600\n');
    expect(outline).toContain('10\n0\n20\n4600\n');
  });

  it('can be written in metres and is the same text every time', () => {
    expect(planDxf()).toBe(planDxf());
    const metres = dxfPairs(planDxf({ unit: 'metres' }));
    const header = metres.findIndex(([code, value]) => code === 9 && value === '$INSUNITS');
    expect(metres[header + 1]).toEqual([70, '6']);
    expect(planDxf({ unit: 'metres' })).toContain('10\n10\n20\n9\n');
  });
});

describe('hostile fixtures', () => {
  it('truncated.glb is half a GLB whose header claims the whole', async () => {
    const glb = await apartmentGlb();
    const truncated = truncatedGlb(glb);
    expect(truncated.length).toBe(Math.floor(glb.length / 2));
    expect(text(truncated.subarray(0, 4))).toBe('glTF');
    expect(glbLengthField(truncated)).toBe(glb.length);
  });

  it('lying-length.glb is a whole GLB whose length field claims nearly 4 GiB', async () => {
    const glb = await apartmentGlb();
    const lying = lyingLengthGlb(glb);
    expect(lying.length).toBe(glb.length);
    expect(glbLengthField(lying)).toBe(LYING_GLB_LENGTH);
    expect(glbLengthField(lying)).not.toBe(lying.length);
    expect(Buffer.compare(lying.subarray(12), glb.subarray(12))).toBe(0);
  });

  it('zip-bomb.zip declares a huge entry in a tiny archive (about 1000 : 1)', () => {
    const unpacked = 8 * 1024 * 1024;
    const bomb = zipBomb(unpacked);
    const seen: { name: string; originalSize: number }[] = [];
    // Lists the entries without inflating any.
    unzipSync(bomb, {
      filter: (file) => {
        seen.push({ name: file.name, originalSize: file.originalSize });
        return false;
      },
    });
    expect(seen).toEqual([{ name: 'model.obj', originalSize: unpacked }]);
    expect(unpacked / bomb.length).toBeGreaterThan(900);
  });

  it('traversal.zip names entries that climb out of any folder', () => {
    const names = Object.keys(unzipSync(traversalZip()));
    expect(names).toEqual(['model.obj', ...TRAVERSAL_ENTRY_NAMES]);
    expect(names).toContain('../../etc/passwd');
    expect(names.some((name) => name.startsWith('/'))).toBe(true);
  });

  it('empty.glb is empty and png-renamed.glb is a PNG', () => {
    expect(emptyGlb()).toHaveLength(0);
    const png = pngRenamedGlb(makeTexture('wood', 1).png);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('many-faces.obj declares and holds as many faces as asked (10 million in the CLI)', async () => {
    expect(MANY_FACES).toBe(10_000_000);
    const target = path.join(scratch, 'many-faces.obj');
    await writeManyFacesObj(target, 250_001);
    const lines = readFileSync(target, 'utf8').split('\n');
    expect(lines).toContain('# faces: 250001');
    expect(lines.filter((line) => line.startsWith('f '))).toHaveLength(250_001);
    expect(lines.filter((line) => line.startsWith('v '))).toHaveLength(4);
    // 8 bytes a face: the 10-million-face file stays under 200 MB.
    const fullSize = manyFacesObjHeader(MANY_FACES).length + MANY_FACES * 8;
    expect(fullSize).toBeLessThan(200_000_000);
    expect(statSync(target).size).toBe(manyFacesObjHeader(250_001).length + 250_001 * 8);
  });
});

describe('generate.ts', () => {
  it('writes the selected fixtures by name or file name, the same bytes for the same seed', async () => {
    const only = ['plan', 'scan-small.ply', 'empty', 'traversal'];
    const first = await generateFixtures({ out: path.join(scratch, 'a'), only, seed: 3 });
    const second = await generateFixtures({ out: path.join(scratch, 'b'), only, seed: 3 });
    expect(first.map((generated) => path.basename(generated.path))).toEqual([
      'plan.dxf',
      'scan-small.ply',
      'empty.glb',
      'traversal.zip',
    ]);
    first.forEach((generated, i) =>
      expect(readFileSync(generated.path).equals(readFileSync(second[i]!.path))).toBe(true),
    );
  });

  it('writes the same archives in another time zone', async () => {
    const here = await apartmentGltfZip();
    const elsewhere = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--eval',
        "import('./scripts/fixtures/gltf.ts').then(async (m) => process.stdout.write(Buffer.from(await m.apartmentGltfZip())))",
      ],
      { env: { ...process.env, TZ: 'Pacific/Auckland' }, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(Buffer.compare(elsewhere, here)).toBe(0);
  });

  it('refuses an unknown fixture name', () => {
    expect(() => selectFixtures(['nope'])).toThrow(/unknown fixture nope/);
  });
});
