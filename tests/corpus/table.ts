/**
 * The corpus table (issue 17): every third-party file of tests/corpus, and the generated IFC
 * house, with the tour it must end as once uploaded (a ready tour of the kind, size and storeys
 * given, or a failed one with the exact message its owner reads). tests/server/corpus.test.ts
 * checks each row through the real API, queue and worker; bench/processing-corpus.ts times them.
 */
import { zipSync } from 'fflate';
import { houseIfc } from '../../scripts/fixtures/ifc';
import {
  GLTF_1_MESSAGE,
  linesOnlyMessage,
  pointCloudMessage,
} from '../../server/processing/inputs/input-error';
import { GENERATOR, PRIMITIVE_MODES, file, zipped } from './assimp';
import { bunnyPly } from './bunny';
import { gltfpacked } from './gltfpack';

export type Size = [width: number, height: number, depth: number];

export type Outcome =
  | {
      status: 'ready';
      kind: 'space' | 'object';
      /** Width (x), height (y), depth (z) in metres, to 1 cm unless `tolerance` says. */
      size: Size;
      tolerance?: number;
      /** The storeys' names (null: unnamed), lowest first; one storey or none when absent. */
      storeys?: (string | null)[];
      /** Textures kept in the processed model. */
      textures?: number;
      /** The size the owner is warned of (src/contract/tours.ts implausibleSize); none if absent. */
      flagged?: 'tooLarge' | 'tooSmall';
      /** The unit guessed for an object, which its owner is asked to confirm (decision 0053). */
      unitToConfirm?: 'mm';
    }
  | { status: 'failed'; error: string };

export interface CorpusRow {
  file: string;
  upload: () => Promise<Uint8Array>;
  sourceKind?: 'scan' | 'cad';
  outcome: Outcome;
}

const SPIDER = [
  'spider.obj',
  'spider.mtl',
  'SpiderTex.jpg',
  'drkwood2.jpg',
  'engineflare1.jpg',
  'wal67ar_small.jpg',
  'wal69ar_small.jpg',
];
const primitiveMode = async (index: string) => {
  const [, gltfSha, binSha] = PRIMITIVE_MODES[index] ?? [];
  const name = `Mesh_PrimitiveMode_${index}`;
  return zipSync({
    [`${name}.gltf`]: await file(`${GENERATOR}/${name}.gltf`, gltfSha),
    [`${name}.bin`]: await file(`${GENERATOR}/${name}.bin`, binSha),
  });
};
const WUSON: Size = [0.92, 1.516, 3.244];
const STL_SPIDER: Size = [6.23, 8, 3.299];
/**
 * The 2CylinderEngine sample, Draco-compressed or not: the same tour. glTF declares metres, but
 * 743 m long with no room inside is no building: an engine modelled in millimetres, 0.74 m long.
 */
const ENGINE_OUTCOME: Outcome = {
  status: 'ready',
  kind: 'object',
  size: [0.743, 0.273, 0.268],
  tolerance: 0.001,
  unitToConfirm: 'mm',
};

/** The table: what each file is, and how it ends. */
export const CORPUS: CorpusRow[] = [
  {
    file: 'IFC/AC14-FZK-Haus.ifc (KIT, ArchiCAD 14, IFC2X3)',
    upload: () => file('IFC/AC14-FZK-Haus.ifc'),
    sourceKind: 'cad',
    outcome: {
      status: 'ready',
      kind: 'space',
      size: [18, 7.318, 16],
      storeys: ['0. Erdgeschoss', '1. Dachgeschoss'],
    },
  },
  {
    file: 'generated two-storey house (IFC4, web-ifc)',
    upload: () => houseIfc({ schema: 'IFC4' }),
    sourceKind: 'cad',
    outcome: {
      status: 'ready',
      kind: 'space',
      size: [8.6, 6.6, 6.6],
      tolerance: 0.5,
      storeys: ['Ground floor', 'First floor'],
    },
  },
  {
    file: 'glTF2/draco/2CylinderEngine.gltf (Draco)',
    upload: () => zipped('glTF2/draco', ['2CylinderEngine.gltf', '2CylinderEngine.bin']),
    outcome: ENGINE_OUTCOME,
  },
  {
    file: 'glTF2/2CylinderEngine-glTF-Binary/2CylinderEngine.glb',
    upload: () => file('glTF2/2CylinderEngine-glTF-Binary/2CylinderEngine.glb'),
    outcome: ENGINE_OUTCOME,
  },
  {
    file: 'glTF2/BoxTextured-glTF-Binary/BoxTextured.glb, meshopt by gltfpack',
    upload: async () =>
      gltfpacked(await file('glTF2/BoxTextured-glTF-Binary/BoxTextured.glb'), ['-c']),
    outcome: { status: 'ready', kind: 'object', size: [1, 1, 1], textures: 1 },
  },
  {
    file: 'glTF2/BoxTextured-glTF-pbrSpecularGlossiness (spec-gloss)',
    upload: () =>
      zipped('glTF2/BoxTextured-glTF-pbrSpecularGlossiness', [
        'BoxTextured.gltf',
        'BoxTextured0.bin',
        'CesiumLogoFlat.png',
      ]),
    outcome: { status: 'ready', kind: 'object', size: [1, 1, 1], textures: 1 },
  },
  {
    file: 'glTF/BoxTextured-glTF-Binary/BoxTextured.glb (glTF 1.0)',
    upload: () => file('glTF/BoxTextured-glTF-Binary/BoxTextured.glb'),
    outcome: { status: 'failed', error: GLTF_1_MESSAGE },
  },
  {
    file: 'glTF Asset Generator Mesh_PrimitiveMode_00 (points)',
    upload: () => primitiveMode('00'),
    outcome: { status: 'failed', error: pointCloudMessage('glTF', 1024) },
  },
  {
    file: 'glTF Asset Generator Mesh_PrimitiveMode_01 (lines)',
    upload: () => primitiveMode('01'),
    outcome: { status: 'failed', error: linesOnlyMessage('glTF') },
  },
  {
    file: 'OBJ/spider.obj with spider.mtl and its JPEG textures (Windows paths)',
    upload: () => zipped('OBJ', SPIDER),
    // OBJ has no unit and this spider is 193 units tall with no room inside: no building is
    // 193 m tall without one, so it is the 19 cm model of a spider, drawn in millimetres.
    outcome: {
      status: 'ready',
      kind: 'object',
      size: [0.151, 0.193, 0.08],
      unitToConfirm: 'mm',
      // Five materials with a texture each; four are used by faces, the fifth is pruned.
      textures: 4,
    },
  },
  {
    file: 'OBJ/WusonOBJ.obj',
    upload: () => file('OBJ/WusonOBJ.obj'),
    outcome: { status: 'ready', kind: 'object', size: WUSON },
  },
  {
    file: 'OBJ/testline.obj (lines)',
    upload: () => file('OBJ/testline.obj'),
    outcome: { status: 'failed', error: linesOnlyMessage('OBJ') },
  },
  {
    file: 'PLY/Wuson.ply',
    upload: () => file('PLY/Wuson.ply'),
    outcome: { status: 'ready', kind: 'object', size: WUSON },
  },
  {
    file: 'the Stanford bunny, a range scan (npm bunny), as binary PLY',
    upload: async () => bunnyPly(),
    // Upright (Y up, its flat base down), scaled to about 10 units, and PLY has no unit: read as
    // metres. Its only upward surfaces are its back and head, up on the model: an object.
    outcome: { status: 'ready', kind: 'object', size: [9.907, 9.658, 7.54] },
  },
  {
    file: 'PLY/pond.0.ply (a scanned point cloud)',
    upload: () => file('PLY/pond.0.ply'),
    outcome: { status: 'failed', error: pointCloudMessage('PLY', 70_051) },
  },
  {
    file: 'STL/Spider_binary.stl',
    upload: () => file('STL/Spider_binary.stl'),
    outcome: { status: 'ready', kind: 'object', size: STL_SPIDER },
  },
  {
    file: 'STL/Spider_ascii.stl',
    upload: () => file('STL/Spider_ascii.stl'),
    outcome: { status: 'ready', kind: 'object', size: STL_SPIDER },
  },
  {
    file: 'STL/3DSMaxExport.STL',
    upload: () => file('STL/3DSMaxExport.STL'),
    // 57 units across, read as metres: a closed shape large enough to stand in.
    outcome: { status: 'ready', kind: 'space', size: [57.035, 48.341, 52.644] },
  },
  {
    file: 'DXF/wuson.dxf (a polyface mesh in a block)',
    upload: () => file('DXF/wuson.dxf'),
    sourceKind: 'cad',
    outcome: { status: 'ready', kind: 'object', size: WUSON },
  },
  {
    file: 'DXF/PinkEggFromLW.dxf (3DFACE, LightWave)',
    upload: () => file('DXF/PinkEggFromLW.dxf'),
    sourceKind: 'cad',
    // Closed on every side, 4 m tall, with no floor inside: its top, the only upward surface, is
    // up on the model, never a floor: an object.
    outcome: { status: 'ready', kind: 'object', size: [4.3, 4.2, 5.1] },
  },
  {
    file: 'DXF/issue_2229.dxf (polyface meshes, AutoCAD)',
    upload: () => file('DXF/issue_2229.dxf'),
    sourceKind: 'cad',
    // In inches ($INSUNITS 1): 30.5 m × 10.7 m, 2.9 m high, without ceilings: walked on its
    // ground, one storey (the tops of what stands on it are no floor).
    outcome: {
      status: 'ready',
      kind: 'space',
      size: [30.48, 2.946, 10.668],
      storeys: [null],
    },
  },
];
