/**
 * The readers and the pipeline on files made by others (DESIGN.md, "Real inputs, not only our
 * own"): Debian's assimp-testmodels (Khronos and Cesium glTF samples, the glTF Asset Generator,
 * STL, PLY and OBJ files from many exporters; licences in tests/corpus/README.md), and models
 * encoded by gltfpack, the packer most meshopt-compressed and quantised glTF comes from. Each file
 * has its expected outcome: what it reads as, or the exact refusal its owner is shown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, Logger } from '@gltf-transform/core';
import { KHRDracoMeshCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { zipSync } from 'fflate';
import { NavMeshQuery, importNavMesh, init } from 'recast-navigation';
import { describe, expect, it } from 'vitest';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { roomCentre, type RoomName } from '../../scripts/fixtures/layout';
import {
  InputError,
  readInput as readModel,
  type ReadInputOptions,
} from '../../server/processing/inputs';
import {
  GLTF_1_MESSAGE,
  gltfNeedsItsFilesMessage,
  linesOnlyMessage,
  pointCloudMessage,
} from '../../server/processing/inputs/input-error';
import {
  cleanModel,
  countTriangles,
  meshoptIO,
  runPipeline,
  sceneBounds,
  type Vec3,
} from '../../server/processing/stages';
import { runPipelineInThread } from '../../server/processing/run-in-thread';
import { EYE_HEIGHT } from '../../server/processing/stages/start-position';
import { ROOT_DIR } from '../../server/root-dir';
import { PRIMITIVE_MODES, GENERATOR, file, zipped } from '../corpus/assimp';
import { gltfpacked } from '../corpus/gltfpack';
import { expectOwnerMessage } from './support/owner-message';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

/** readInput with glTF-Transform's per-transform INFO logging turned off. */
async function readInput(bytes: Uint8Array, options?: ReadInputOptions) {
  const model = await readModel(bytes, options);
  model.document.setLogger(new Logger(Logger.Verbosity.ERROR));
  return model;
}

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readModel(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expectOwnerMessage((error as Error).message);
    return (error as Error).message;
  }
  throw new Error('the input was accepted');
}

const extensionsOf = (document: Document) =>
  document
    .getRoot()
    .listExtensionsUsed()
    .map((extension) => extension.extensionName);

function size(document: Document): Vec3 {
  const { min, max } = sceneBounds(document);
  return [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
}

function expectSameSize(actual: Vec3, expected: Vec3, tolerance: number) {
  actual.forEach((value, axis) =>
    expect(Math.abs(value - expected[axis]!)).toBeLessThan(tolerance),
  );
}

/** Every float attribute of every primitive: what the geometry stages read. */
function attributeTypes(document: Document): Set<string> {
  const types = new Set<string>();
  for (const mesh of document.getRoot().listMeshes())
    for (const primitive of mesh.listPrimitives())
      for (const attribute of primitive.listAttributes())
        types.add(attribute.getArray()?.constructor.name ?? 'none');
  return types;
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(...a.map((value, axis) => value - (b[axis] ?? 0)));

/** The apartment fixture is centred on x and z by reading (see processing-stages.test.ts). */
function centred(room: RoomName): Vec3 {
  const [x, y, z] = roomCentre(room);
  return [x - 5, y, z + 4.5];
}

/** The length of a route on an exported navmesh, read as the viewer reads it. */
async function routeLength(data: Uint8Array | null, from: Vec3, to: Vec3): Promise<number> {
  if (data === null) throw new Error('No navmesh: the pipeline made an object tour');
  await init();
  const { navMesh } = importNavMesh(data);
  const query = new NavMeshQuery(navMesh);
  try {
    const halfExtents = { x: 1.5, y: 0.3, z: 1.5 };
    const snap = (point: Vec3) =>
      query.findClosestPoint({ x: point[0], y: point[1], z: point[2] }, { halfExtents }).point;
    const route = query.computePath(snap(from), snap(to), { halfExtents, maxPathPolys: 2048 });
    expect(route.success).toBe(true);
    const corners = route.path.map(({ x, y, z }): Vec3 => [x, y, z]);
    return corners.slice(1).reduce((sum, corner, i) => sum + distance(corner, corners[i]!), 0);
  } finally {
    query.destroy();
    navMesh.destroy();
  }
}

describe('KHR_draco_mesh_compression: the Khronos 2CylinderEngine sample, Draco-compressed', () => {
  const draco = () =>
    zipped('glTF2/draco', ['2CylinderEngine.gltf', '2CylinderEngine.bin']).then(readInput);

  it('decodes to the same engine as the uncompressed sample, less its degenerate triangles', async () => {
    const { document } = await draco();
    const plain = await readInput(
      await file('glTF2/2CylinderEngine-glTF-Binary/2CylinderEngine.glb'),
    );
    // The Draco encoder dropped the 11,160 zero-area triangles that cleaning drops from the plain
    // one: after the clean stage both have the same count and the same size.
    expect(countTriangles(document)).toBe(110_336);
    expect(countTriangles(plain.document)).toBe(121_496);
    await cleanModel(plain.document);
    expect(countTriangles(plain.document)).toBe(110_336);
    expectSameSize(size(document), size(plain.document), 0.1);
    expect(extensionsOf(document)).not.toContain(KHRDracoMeshCompression.EXTENSION_NAME);
  });

  it('goes through the pipeline, in a processing thread, to a meshopt GLB without Draco', async () => {
    const upload = await zipped('glTF2/draco', ['2CylinderEngine.gltf', '2CylinderEngine.bin']);
    const result = await runPipelineInThread(upload.slice().buffer);
    expect(result.trianglesIn).toBe(110_336);
    expect(result.trianglesOut).toBeGreaterThan(100_000);
    const readBack = await (await meshoptIO()).readBinary(result.glb);
    expect(countTriangles(readBack)).toBe(result.trianglesOut);
    expect(extensionsOf(readBack)).toContain('EXT_meshopt_compression');
    expect(extensionsOf(readBack)).not.toContain(KHRDracoMeshCompression.EXTENSION_NAME);
    // Modelled in millimetres: 743 "metres" long with no room inside is no building. It is read
    // as the 0.74 m engine it is, an object, with the unit to be confirmed by its owner.
    expect(result.model).toMatchObject({ format: 'gltf', unit: 'mm', unitUncertain: true });
    expect(result.kind).toBe('object');
    expect(result.navMesh).toBeNull();
    expect(result.bounds.max[0]! - result.bounds.min[0]!).toBeCloseTo(0.743, 3);
  });
});

describe('EXT_meshopt_compression and KHR_mesh_quantization, as gltfpack writes them', () => {
  it.each([
    ['quantised', []],
    ['quantised and meshopt-compressed', ['-c']],
  ])('reads the Khronos BoxTextured sample %s as floats', async (_, options) => {
    const box = await file('glTF2/BoxTextured-glTF-Binary/BoxTextured.glb');
    const packed = await gltfpacked(box, options);
    const { document } = await readInput(packed);
    expect(countTriangles(document)).toBe(12);
    expectSameSize(size(document), [1, 1, 1], 1e-3);
    expect(attributeTypes(document)).toEqual(new Set(['Float32Array']));
    expect(extensionsOf(document)).not.toContain(KHRMeshQuantization.EXTENSION_NAME);
    expect(extensionsOf(document)).not.toContain('EXT_meshopt_compression');
    expect(document.getRoot().listTextures()).toHaveLength(1);
  });

  it('routes through the doorways of the apartment packed by gltfpack, as of the original', async () => {
    const original = await apartmentGlb();
    const packed = await gltfpacked(original, ['-c']);
    expect(packed.byteLength).toBeLessThan(original.byteLength);
    const result = await runPipeline(packed);
    const straight = distance(centred('bedroom'), centred('kitchen'));
    const length = await routeLength(result.navMesh, centred('bedroom'), centred('kitchen'));
    expect(length).toBeGreaterThan(straight + 0.5);
    // Nothing lost (baking the light may split long edges, adding triangles).
    expect(result.trianglesOut).toBeGreaterThanOrEqual(result.trianglesIn);
  });
});

describe('KHR_materials_pbrSpecularGlossiness', () => {
  it('converts the BoxTextured sample to metal-rough, keeping its diffuse texture', async () => {
    const upload = await zipped('glTF2/BoxTextured-glTF-pbrSpecularGlossiness', [
      'BoxTextured.gltf',
      'BoxTextured0.bin',
      'CesiumLogoFlat.png',
    ]);
    const { document } = await readInput(upload);
    expect(countTriangles(document)).toBe(12);
    expect(extensionsOf(document)).not.toContain('KHR_materials_pbrSpecularGlossiness');
    const [material] = document.getRoot().listMaterials();
    expect(material?.getExtension('KHR_materials_pbrSpecularGlossiness')).toBeNull();
    expect(material?.getMetallicFactor()).toBe(0);
    expect(material?.getBaseColorTexture()?.getMimeType()).toBe('image/png');
    expect(material?.getBaseColorTexture()?.getImage()?.byteLength).toBe(2433);
  });
});

describe('a .gltf uploaded on its own (issue 35)', () => {
  it('reads the self-contained BoxTextured sample (data: URIs), texture and all', async () => {
    const { format, document } = await readInput(
      await file('glTF2/BoxTextured-glTF-Embedded/BoxTextured.gltf'),
    );
    expect(format).toBe('gltf');
    expect(countTriangles(document)).toBe(12);
    const [material] = document.getRoot().listMaterials();
    expect(material?.getBaseColorTexture()?.getMimeType()).toBe('image/png');
  });

  it('refuses the sample that names its .bin and texture, saying what to upload', async () => {
    expect(await refusal(await file('glTF2/BoxTextured-glTF/BoxTextured.gltf'))).toBe(
      gltfNeedsItsFilesMessage('BoxTextured0.bin'),
    );
  });
});

describe('glTF 1.0', () => {
  it('refuses the 1.0 BoxTextured sample, zipped and binary, naming what to export', async () => {
    const zippedGltf = await zipped('glTF/BoxTextured-glTF', [
      'BoxTextured.gltf',
      'BoxTextured.bin',
      'CesiumLogoFlat.png',
    ]);
    expect(await refusal(zippedGltf)).toBe(GLTF_1_MESSAGE);
    expect(await refusal(await file('glTF/BoxTextured-glTF-Binary/BoxTextured.glb'))).toBe(
      GLTF_1_MESSAGE,
    );
    expect(GLTF_1_MESSAGE).toContain('Export it as glTF 2.0');
  });
});

describe('primitive modes (glTF Asset Generator, Mesh_PrimitiveMode)', () => {
  const upload = async (index: string) => {
    const [, gltfSha, binSha] = PRIMITIVE_MODES[index]!;
    const name = `Mesh_PrimitiveMode_${index}`;
    return zipSync({
      [`${name}.gltf`]: await file(`${GENERATOR}/${name}.gltf`, gltfSha),
      [`${name}.bin`]: await file(`${GENERATOR}/${name}.bin`, binSha),
    });
  };

  it('refuses the point cloud with what to export instead', async () => {
    expect(await refusal(await upload('00'))).toBe(pointCloudMessage('glTF', 1024));
    expect(pointCloudMessage('glTF', 1024)).toBe(
      'The glTF file holds 1,024 points and no faces: it is a point cloud. Export a mesh ' +
        '(glTF, PLY, OBJ or STL with faces), not a point cloud, then create the tour again.',
    );
  });

  it.each(['01', '02', '03'])('refuses %s, lines only', async (index) => {
    expect(await refusal(await upload(index))).toBe(linesOnlyMessage('glTF'));
  });

  it.each(['04', '05', '11', '12'])('reads %s, a strip or fan, as two triangles', async (index) => {
    const { document } = await readInput(await upload(index));
    expect(countTriangles(document)).toBe(2);
    expectSameSize(size(document), [1, 1, 0], 1e-6);
  });
});

describe('point clouds and wireframes from other exporters', () => {
  it.each([
    ['PLY/points.ply', pointCloudMessage('PLY', 4)],
    ['OBJ/point_cloud.obj', pointCloudMessage('OBJ', 3)],
    ['OBJ/testpoints.obj', pointCloudMessage('OBJ', 8)],
    ['OBJ/testline.obj', linesOnlyMessage('OBJ')],
  ])('refuses %s', async (name, message) => {
    expect(await refusal(await file(name))).toBe(message);
  });
});

describe('STL from other exporters', () => {
  it('reads the binary and the ASCII spider as the same model', async () => {
    const binary = await readInput(await file('STL/Spider_binary.stl'));
    const ascii = await readInput(await file('STL/Spider_ascii.stl'));
    expect(binary).toMatchObject({ kind: 'stl', format: 'stl' });
    expect(countTriangles(binary.document)).toBe(1368);
    expect(countTriangles(ascii.document)).toBe(1368);
    expectSameSize(size(ascii.document), size(binary.document), 1e-3);
  });

  it.each([
    ['STL/Wuson.stl', 3732],
    ['STL/3DSMaxExport.STL', 2000],
    ['STL/sphereWithHole.stl', 285],
    ['STL/triangle.stl', 1],
    ['STL/triangle_with_empty_solid.stl', 1],
    ['STL/triangle_with_two_solids.stl', 2],
  ])('reads %s: %i triangles, floor at 0, centred', async (name, triangles) => {
    const { document } = await readInput(await file(name));
    expect(countTriangles(document)).toBe(triangles);
    const { min, max } = sceneBounds(document);
    expect(min[1]).toBeCloseTo(0, 5);
    expect(min[0] + max[0]).toBeCloseTo(0, 5);
    expect(min[2] + max[2]).toBeCloseTo(0, 5);
  });

  it('takes the 3DS Max export through the pipeline, welding its unshared corners', async () => {
    const upload = await file('STL/3DSMaxExport.STL');
    const { document } = await readInput(upload);
    const corners = document.getRoot().listAccessors()[0]?.getCount();
    expect(corners).toBe(6000);
    const cleaned = await cleanModel(document);
    const welded = document.getRoot().listMeshes()[0]?.listPrimitives()[0];
    expect(welded?.getAttribute('POSITION')?.getCount()).toBeLessThan(6000 / 3);
    expect(cleaned.trianglesAfter).toBe(2000);
    const result = await runPipeline(upload);
    // Baking the light splits long edges: never more than 20,000 triangles added.
    expect(result.trianglesOut).toBeGreaterThanOrEqual(2000);
    expect(result.trianglesOut).toBeLessThanOrEqual(22_000);
    expect(result.glb.byteLength).toBeLessThan(upload.byteLength);
  });
});

describe("IFC: KIT's FZK-Haus, an architect's two-storey house exported by ArchiCAD 14 (IFC2X3)", () => {
  it('becomes a tour in a processing thread: storeys, rooms, labelled objects, a start indoors', async () => {
    const upload = await file('IFC/AC14-FZK-Haus.ifc');
    const result = await runPipelineInThread(upload.slice().buffer);
    const building = result.building;
    expect(building?.unit).toBe('m');
    expect(building?.storeys.map((storey) => storey.name)).toEqual([
      '0. Erdgeschoss',
      '1. Dachgeschoss',
    ]);
    const [ground, attic] = building?.storeys ?? [];
    expect((attic?.elevation ?? 0) - (ground?.elevation ?? 0)).toBeCloseTo(2.7, 3);
    expect(building?.rooms.map((room) => room.name).sort()).toEqual(
      ['Bad', 'Buero', 'Flur', 'Galerie', 'Küche', 'Schlafzimmer', 'Wohnen'].sort(),
    );
    // Labels in the one vocabulary (decision 0037), from IFC classes and German names:
    // "Doppelbett" a bed, "Buerotisch" a desk, "Kuechenschra..." the kitchen; the treadmill
    // ("Laufband") and the rowing machine are furniture, and nothing more is made of them.
    const labels = building?.objects.map((object) => `${object.kind} ${object.name}`) ?? [];
    expect(labels).toEqual(
      expect.arrayContaining([
        'door Haustuer',
        'window EG-Fenster-1',
        'stairs Wendeltreppe',
        'bed Doppelbett',
        'desk Buerotisch',
        'chair Buerostuhl',
        'chair Sessel',
        'bath Badewanne',
        'shower Dusche',
        'shower Duschwanne',
        'sink Waschbecken-1',
        'toilet WC',
        'fireplace Kamin',
        'furniture Laufband',
        'furniture Rudermaschine',
      ]),
    );
    expect(labels.filter((label) => label.startsWith('kitchen '))).toHaveLength(8);
    // Not on the roof (issue 17): the eye is about 1.6 m above the ground storey's floor.
    const eyeAboveGround = (result.start?.position[1] ?? 0) - (ground?.elevation ?? 0);
    expect(eyeAboveGround).toBeGreaterThan(1.3);
    expect(eyeAboveGround).toBeLessThan(2);
    expect(result.trianglesIn).toBeGreaterThan(20_000);
    expect(result.kind).toBe('space');
    expect(result.navMesh?.byteLength).toBeGreaterThan(100);
    // web-ifc finds no plane for 16 faces of the double bed ("No basis found for brep"): their
    // points lie on one line, so nothing is missing and the owner is told of nothing; web-ifc's
    // lines are kept for the log, not printed.
    expect(result.model.undrawn).toBeUndefined();
    expect(result.readerLog).toHaveLength(16);
    expect(result.readerLog.every((line) => line.includes('No basis found for brep'))).toBe(true);
  });
});

describe("IFC: buildingSMART's Duplex, a Revit 2011 house (npm ifc-convert 1.2.0)", () => {
  it('starts in its foyer on Level 1, the eye 1.6 m above the floor', async () => {
    const upload = readFileSync(path.join(ROOT_DIR, 'node_modules/ifc-convert/test/duplex.ifc'));
    const result = await runPipelineInThread(upload.buffer);
    const entrance = result.storeys[result.entranceStorey];
    expect(entrance?.name).toBe('Level 1');
    const [x = 0, y = 0, z = 0] = result.start?.position ?? [];
    expect(y - (entrance?.elevation ?? 0)).toBeGreaterThan(EYE_HEIGHT - 0.1);
    expect(y - (entrance?.elevation ?? 0)).toBeLessThan(EYE_HEIGHT + 0.2);
    // The Foyer: the room the model names as its way in.
    const foyer = result.building?.rooms.find((room) => room.name === 'Foyer');
    expect(Math.hypot(x - (foyer?.position[0] ?? 0), z - (foyer?.position[2] ?? 0))).toBeLessThan(
      0.5,
    );
    expect(result.model.undrawn).toBeUndefined();
  });
});
