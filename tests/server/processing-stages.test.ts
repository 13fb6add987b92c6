/**
 * The processing stages (issue 6, point 3) on the generated fixtures: each stage alone, then the
 * whole pipeline from upload bytes to a compressed GLB with WebP textures, a navmesh that routes
 * through doorways, a floor plan, a thumbnail and a start position.
 */
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { DoubleSide, Ray, Vector3 } from 'three';
import {
  EXTMeshoptCompression,
  EXTTextureWebP,
  KHRDracoMeshCompression,
  KHRTextureBasisu,
} from '@gltf-transform/extensions';
import { draco } from '@gltf-transform/functions';
import { createDecoderModule, createEncoderModule } from 'draco3dgltf';
import {
  VK_FORMAT_R8G8B8A8_SRGB,
  createDefaultContainer,
  read as readKtx2,
  write as writeKtx2,
} from 'ktx-parse';
import { NavMeshQuery, importNavMesh, init } from 'recast-navigation';
import sharp from 'sharp';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { roomCentre, type RoomName } from '../../scripts/fixtures/layout';
import { planDxf } from '../../scripts/fixtures/plan';
import { scanPly } from '../../scripts/fixtures/scan';
import { readInput as readModel, type ReadInputOptions } from '../../server/processing/inputs';
import { ELEMENTS_EXTRA } from '../../src/contract/storeys';
import {
  DEFAULT_MAX_TRIANGLES,
  EYE_HEIGHT,
  MAX_TEXTURE_SIZE,
  NO_WALKABLE_FLOOR_MESSAGE,
  PIPELINE_STAGES,
  ProcessingError,
  THUMBNAIL_BACKGROUND,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  UNREADABLE_TEXTURE_MESSAGE,
  buildNavMesh,
  cleanModel,
  compressModel,
  compressTextures,
  countTriangles,
  floorPlanSvg,
  meshoptIO,
  runPipeline,
  simplifyToBudget,
  startPosition,
  thumbnailWebp,
  type StartPosition,
  type Vec3,
} from '../../server/processing/stages';
import { storeyPlanSvgs } from '../../server/processing/stages/floor-plan';
import { obstacles } from '../../server/processing/stages/storeys';
import { QUIRKY_STRINGS } from '../support/quirky-strings';
import { expectOwnerMessage } from './support/owner-message';
import { boxesDocument } from './support/box-documents';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

/**
 * The scan is Y up. The stage tests say so, as an uploader's choice would; the automatic guess
 * reads it upright too (tests/server/tour-processing.test.ts uploads it with the defaults).
 */
const SCAN_FRAME: ReadInputOptions = { meshFrame: { unit: 'm', up: 'y' } };

/** readInput with glTF-Transform's per-transform INFO logging turned off. */
async function readInput(bytes: Uint8Array, options?: ReadInputOptions) {
  const model = await readModel(bytes, options);
  model.document.setLogger(new Logger(Logger.Verbosity.ERROR));
  return model;
}

/**
 * The fixtures span x ∈ [0, 10], z ∈ [-9, 0] around their walls; reading centres a model on x
 * and z, so a room's centre moves by the same offset.
 */
function centred(room: RoomName): Vec3 {
  const [x, y, z] = roomCentre(room);
  return [x - 5, y, z + 4.5];
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(...a.map((value, axis) => value - (b[axis] ?? 0)));
const pathLength = (corners: readonly Vec3[]) =>
  corners.slice(1).reduce((sum, corner, i) => sum + distance(corner, corners[i] ?? corner), 0);

/** A route on a navmesh exported for the viewer, read back as the viewer reads it. */
async function routeOnExported(data: Uint8Array | null, from: Vec3, to: Vec3): Promise<Vec3[]> {
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
    return route.path.map(({ x, y, z }): Vec3 => [x, y, z]);
  } finally {
    query.destroy();
    navMesh.destroy();
  }
}

/** A floor slab whose material has a base colour texture of these bytes. */
function texturedDocument(png: Uint8Array): Document {
  const document = boxesDocument([{ centre: [0, -0.05, 0], size: [4, 0.1, 4] }]);
  document.setLogger(new Logger(Logger.Verbosity.ERROR));
  const texture = document.createTexture('floor').setImage(png).setMimeType('image/png');
  const material = document.createMaterial('floor').setBaseColorTexture(texture);
  for (const mesh of document.getRoot().listMeshes())
    for (const primitive of mesh.listPrimitives()) primitive.setMaterial(material);
  return document;
}

const solidPng = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#a07850' } })
      .png()
      .toBuffer(),
  );

async function imagesOf(document: Document) {
  return Promise.all(
    document
      .getRoot()
      .listTextures()
      .map(async (texture) => ({
        mimeType: texture.getMimeType(),
        ...(await sharp(texture.getImage() ?? new Uint8Array()).metadata()),
      })),
  );
}

const extensionsUsed = (document: Document) =>
  document
    .getRoot()
    .listExtensionsUsed()
    .map((extension) => extension.extensionName);

/**
 * A thumbnail's size, the share of its pixels unlike the background, and how many colours cover
 * at least 1% of it each (at 4 bits a channel, so anti-aliased edges do not count).
 */
async function thumbnailPixels(webp: Uint8Array) {
  const { data, info } = await sharp(webp)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const counts = new Map<number, number>();
  let foreground = 0;
  for (let i = 0; i < data.length; i += 3) {
    const rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (rgb.some((value, channel) => Math.abs(value - THUMBNAIL_BACKGROUND[channel]!) > 12))
      foreground += 1;
    const colour = ((rgb[0]! >> 4) << 8) | ((rgb[1]! >> 4) << 4) | (rgb[2]! >> 4);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return {
    format: (await sharp(webp).metadata()).format,
    width: info.width,
    height: info.height,
    foreground: foreground / pixels,
    colours: [...counts.values()].filter((count) => count >= pixels / 100).length,
  };
}

/** The mean difference of two same-sized images, per channel of each pixel (0 to 255). */
async function meanDifference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [pixelsA, pixelsB] = await Promise.all(
    [a, b].map((image) => sharp(image).raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < pixelsA!.length; i += 1) sum += Math.abs(pixelsA![i]! - pixelsB![i]!);
  return sum / pixelsA!.length;
}

const wallOnlyGlb = () =>
  new NodeIO().writeBinary(boxesDocument([{ centre: [0, 1.25, 0], size: [4, 2.5, 0.1] }]));

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProcessingError);
    expectOwnerMessage((error as Error).message);
    return (error as Error).message;
  }
  throw new Error('the model was accepted');
}

let apartment: Uint8Array;
let scanSmall: Uint8Array;
const plan = new TextEncoder().encode(planDxf());

beforeAll(async () => {
  apartment = await apartmentGlb();
  scanSmall = scanPly({ triangles: 20_000 });
});

describe('cleanModel', () => {
  it('welds duplicate vertices and drops triangles with no area', async () => {
    const document = new Document().setLogger(new Logger(Logger.Verbosity.ERROR));
    const buffer = document.createBuffer();
    // Two triangles of a square written as six unshared vertices, then two degenerate ones.
    const positions = [0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0];
    const indices = [0, 1, 2, 3, 4, 5, 0, 0, 1, 6, 7, 1];
    const primitive = document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        document
          .createAccessor()
          .setType('VEC3')
          .setArray(new Float32Array(positions))
          .setBuffer(buffer),
      )
      .setIndices(
        document
          .createAccessor()
          .setType('SCALAR')
          .setArray(new Uint32Array(indices))
          .setBuffer(buffer),
      );
    const node = document.createNode().setMesh(document.createMesh().addPrimitive(primitive));
    document.getRoot().setDefaultScene(document.createScene().addChild(node));

    const result = await cleanModel(document);

    expect(result).toMatchObject({ trianglesBefore: 4, trianglesAfter: 2, degenerateTriangles: 2 });
    const cleaned = document.getRoot().listMeshes()[0]?.listPrimitives()[0];
    expect(cleaned?.getAttribute('POSITION')?.getCount()).toBe(4);
  });
});

describe('simplifyToBudget', () => {
  it('leaves a model within budget untouched', async () => {
    const { document } = await readInput(apartment);
    const before = countTriangles(document);
    const result = await simplifyToBudget(document);
    expect(result).toEqual({ trianglesBefore: before, trianglesAfter: before, error: 0 });
  });

  it('brings a scan under its triangle budget', async () => {
    const { document } = await readInput(scanSmall, SCAN_FRAME);
    await cleanModel(document);
    const result = await simplifyToBudget(document, { maxTriangles: 5_000 });
    expect(result.trianglesBefore).toBeGreaterThan(19_000);
    expect(result.trianglesAfter).toBeLessThanOrEqual(5_000);
    expect(result.trianglesAfter).toBeGreaterThan(500);
    expect(countTriangles(document)).toBe(result.trianglesAfter);
  });
});

describe('compressModel', () => {
  it('writes a meshopt-compressed GLB that reads back with the decoder', async () => {
    const { document } = await readInput(apartment);
    const triangles = countTriangles(document);
    const { glb } = await compressModel(document);
    const readBack = await (await meshoptIO()).readBinary(glb);
    expect(
      readBack
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain(EXTMeshoptCompression.EXTENSION_NAME);
    expect(countTriangles(readBack)).toBe(triangles);
    // Without the decoder the file cannot be read: the compression is really there.
    await expect(new NodeIO().readBinary(glb)).rejects.toThrow();
  });

  it('makes a large colour texture KTX2 (ETC1S with mipmaps); small and non-colour ones stay WebP', async () => {
    const document = texturedDocument(await solidPng(1024, 512));
    const [large] = document.getRoot().listTextures();
    const small = document.createTexture('small').setImage(await solidPng(256, 256));
    const normals = document.createTexture('normals').setImage(await solidPng(1024, 1024));
    document
      .getRoot()
      .listMaterials()[0]
      ?.setEmissiveTexture(small.setMimeType('image/png'))
      .setNormalTexture(normals.setMimeType('image/png'));
    await compressTextures(document);

    const { glb } = await compressModel(document);

    const readBack = await (await meshoptIO()).readBinary(glb);
    expect(extensionsUsed(readBack)).toContain(KHRTextureBasisu.EXTENSION_NAME);
    const byName = new Map(
      readBack
        .getRoot()
        .listTextures()
        .map((t) => [t.getName(), t]),
    );
    const basis = readKtx2(byName.get(large?.getName() ?? '')?.getImage() ?? new Uint8Array());
    expect(basis).toMatchObject({ pixelWidth: 1024, pixelHeight: 512, levels: { length: 11 } });
    expect(byName.get('small')?.getMimeType()).toBe('image/webp');
    expect(byName.get('normals')?.getMimeType()).toBe('image/webp');
  });
});

/** The JSON chunk of a GLB. */
function glbJson(glb: Uint8Array): string {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const length = view.getUint32(12, true);
  return new TextDecoder().decode(glb.subarray(20, 20 + length));
}

describe('stripping extras (issue 19)', () => {
  it('writes no glTF extras anywhere in the public model', async () => {
    const io = new NodeIO();
    const upload = await io.readBinary(apartment);
    const root = upload.getRoot();
    const secret = { author: 'c:/Users/jane/secret-project.blend', token: 'hunter2' };
    root.setExtras(secret);
    root.getAsset().extras = secret;
    for (const list of [
      root.listNodes(),
      root.listMeshes(),
      root.listMaterials(),
      root.listAccessors(),
      root.listScenes(),
      root.listTextures(),
      root.listMeshes().flatMap((mesh) => mesh.listPrimitives()),
    ]) {
      for (const property of list) property.setExtras(secret);
    }
    const withExtras = await io.writeBinary(upload);
    expect(glbJson(withExtras)).toContain('hunter2');

    const { document } = await readInput(withExtras);
    // Reading keeps them: only the last stage takes them out.
    expect(glbJson(await new NodeIO().writeBinary(document))).toContain('hunter2');
    const { glb } = await compressModel(document);
    const json = glbJson(glb);
    // The only extras left: the element table the merge writes on the scene (merge.ts).
    const { scenes } = JSON.parse(json) as { scenes: { extras?: object }[] };
    expect(Object.keys(scenes[0]?.extras ?? {})).toEqual([ELEMENTS_EXTRA]);
    expect(json.match(/"extras"/g)).toHaveLength(1);
    expect(json).not.toContain('hunter2');
    expect(json).not.toContain('secret-project');
  });
});

describe('compressTextures', () => {
  it("re-encodes the apartment's PNG textures as WebP of at most 2,048 px", async () => {
    const { document } = await readInput(apartment);
    expect((await imagesOf(document)).map((image) => image.format)).toContain('png');

    await compressTextures(document);

    const images = await imagesOf(document);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatchObject({ mimeType: 'image/webp', format: 'webp' });
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(MAX_TEXTURE_SIZE);
    }
    expect(extensionsUsed(document)).toContain(EXTTextureWebP.EXTENSION_NAME);
  });

  it('scales a texture larger than 2,048 px down, keeping its proportions', async () => {
    const document = texturedDocument(await solidPng(4096, 1024));
    await compressTextures(document);
    expect(await imagesOf(document)).toMatchObject([
      { mimeType: 'image/webp', format: 'webp', width: 2048, height: 512 },
    ]);
  });

  it('passes a model without textures through', async () => {
    const document = boxesDocument([{ centre: [0, 1.25, 0], size: [4, 2.5, 0.1] }]);
    await compressTextures(document);
    expect(document.getRoot().listTextures()).toHaveLength(0);
    expect(extensionsUsed(document)).not.toContain(EXTTextureWebP.EXTENSION_NAME);
  });

  it('refuses a texture that cannot be decoded, with a message for the user', async () => {
    const png = await solidPng(256, 256);
    const truncated = png.slice(0, png.length / 2);
    const notAnImage = new TextEncoder().encode('not an image at all');
    for (const image of [truncated, notAnImage])
      expect(await refusal(() => compressTextures(texturedDocument(image)))).toBe(
        UNREADABLE_TEXTURE_MESSAGE,
      );
  });
});

describe('buildNavMesh', () => {
  it('routes between rooms through the doorways', async () => {
    const { document } = await readInput(apartment);
    const navMesh = await buildNavMesh(document);
    try {
      const route = navMesh.findPath(centred('bedroom'), centred('kitchen'));
      expect(route).not.toBeNull();
      const straight = distance(centred('bedroom'), centred('kitchen'));
      expect(pathLength(route ?? [])).toBeGreaterThan(straight + 0.5);
      expect(navMesh.data.byteLength).toBeGreaterThan(100);
      // The bed's top (0.5 m up) is flat and wide enough for recast, but cut off from the floor;
      // the floor beside it is walkable up to the body's 0.3 m from its side (x = −2.2).
      expect(navMesh.closestPoint([-1.2, 0.5, 3.4], { x: 0.2, y: 0.1, z: 0.2 })).toBeNull();
      expect(navMesh.closestPoint([-2.3, 0, 3.4], { x: 0.2, y: 0.1, z: 0.2 })).not.toBeNull();
      expect(navMesh.closestPoint([-2.05, 0, 3.4], { x: 0.05, y: 0.1, z: 0.05 })).toBeNull();
    } finally {
      navMesh.destroy();
    }
  });

  it('refuses a model with no floor to walk on', async () => {
    const document = boxesDocument([{ centre: [0, 1.25, 0], size: [4, 2.5, 0.1] }]);
    expect(await refusal(() => buildNavMesh(document))).toBe(NO_WALKABLE_FLOOR_MESSAGE);
  });
});

describe('floorPlanSvg', () => {
  it('draws the walkable area and the walls as plain SVG in metres', async () => {
    const { document } = await readInput(plan);
    const navMesh = await buildNavMesh(document);
    try {
      const svg = floorPlanSvg(document, navMesh);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-5\.3 -4\.8 10\.6 9\.6"/,
      );
      expect(svg).toMatch(/<path class="walkable" d="M[^"]+Z"/);
      expect(svg).toMatch(/<path class="walls" d="M[^"]+"/);
      expect(svg).not.toMatch(/<script|javascript:|\bon\w+=/i);
    } finally {
      navMesh.destroy();
    }
  });

  it('falls back to the upward-facing floor without a navmesh', async () => {
    const { document } = await readInput(apartment);
    expect(floorPlanSvg(document)).toMatch(/<path class="walkable" d="M[^"]+Z"/);
  });

  it('names storeys and rooms as the model does, as XML text (issue 38: quirky names)', async () => {
    const { document } = await readInput(apartment);
    const navMesh = await buildNavMesh(document);
    try {
      const rooms = QUIRKY_STRINGS.map((name) => ({ name, position: [0, 0.1, 0] as Vec3 }));
      const { DOMParser } = new JSDOM().window;
      for (const name of QUIRKY_STRINGS) {
        const storey = { name, elevation: 0, walkableArea: 1 };
        const [svg] = storeyPlanSvgs(document, navMesh.walkable, [storey], rooms);
        const plan = new DOMParser().parseFromString(svg!, 'image/svg+xml');
        expect(plan.querySelector('parsererror')).toBeNull();
        expect(plan.querySelector('title')?.textContent).toBe(name);
        const labels = [...plan.querySelectorAll('text.room')].map((text) => text.textContent);
        expect(labels).toEqual(QUIRKY_STRINGS);
        expect(plan.querySelectorAll('b, script')).toHaveLength(0);
      }
    } finally {
      navMesh.destroy();
    }
  });
});

describe('startPosition', () => {
  it('stands in the most open room at eye height, not in the hallway, facing a long view', async () => {
    const { document } = await readInput(apartment);
    const navMesh = await buildNavMesh(document);
    try {
      const { bounds, start } = startPosition(document, navMesh);
      expect(bounds.min[1]).toBeCloseTo(0, 5);
      expect(bounds.max[0] - bounds.min[0]).toBeCloseTo(10.12, 2);
      const [x, y, z] = start.position;
      // The living room (6 × 4.3 m, the largest), not the hallway (10 × 1.2 m) in the middle.
      const living = centred('living');
      expect(Math.abs(x - living[0])).toBeLessThan(3 - 0.3);
      expect(Math.abs(z - living[2])).toBeLessThan(2.15 - 0.3);
      expect(y).toBeGreaterThan(EYE_HEIGHT - 0.1);
      expect(y).toBeLessThan(EYE_HEIGHT + 0.2);
      const feet = navMesh.closestPoint([x, y - EYE_HEIGHT, z]);
      expect(distance(feet ?? [], [x, y - EYE_HEIGHT, z])).toBeLessThan(0.1);
      expect(distance(start.lookAt, start.position)).toBeCloseTo(1, 5);
      expect(freeAhead(document, start)).toBeGreaterThan(3);
    } finally {
      navMesh.destroy();
    }
  });

  it('starts in the room the model calls its entrance, where it has one', async () => {
    const { document } = await readInput(apartment);
    const navMesh = await buildNavMesh(document);
    try {
      const onFloor = (room: RoomName) => navMesh.closestPoint(centred(room)) ?? centred(room);
      const bathroom = onFloor('bathroom');
      const { start } = startPosition(document, navMesh, undefined, [
        { name: 'Living room', position: onFloor('living') },
        { name: 'Entrance hall', position: bathroom },
      ]);
      expect(distance(start.position, [bathroom[0], EYE_HEIGHT, bathroom[2]])).toBeLessThan(0.2);
    } finally {
      navMesh.destroy();
    }
  });
});

/** How far the first view runs, at eye height, before it meets the model. */
function freeAhead(document: Document, { position, lookAt }: StartPosition): number {
  const ray = new Ray(
    new Vector3(...position),
    new Vector3(lookAt[0] - position[0], 0, lookAt[2] - position[2]).normalize(),
  );
  return obstacles(document)?.raycastFirst(ray, DoubleSide)?.distance ?? Infinity;
}

describe('thumbnailWebp', () => {
  it('draws the apartment and the scan as dollhouses on the light background', async () => {
    for (const [bytes, options] of [
      [apartment, undefined],
      [scanSmall, SCAN_FRAME],
    ] as const) {
      const { document } = await readInput(bytes, options);
      const pixels = await thumbnailPixels(await thumbnailWebp(document));
      expect(pixels).toMatchObject({
        format: 'webp',
        width: THUMBNAIL_WIDTH,
        height: THUMBNAIL_HEIGHT,
      });
      expect(pixels.foreground).toBeGreaterThan(0.2);
      expect(pixels.colours).toBeGreaterThanOrEqual(4);
    }
  });

  it('leaves the ceilings out, so that the rooms are seen', async () => {
    const open = await readInput(apartment);
    const covered = await readInput(await apartmentGlb({ ceilings: true }));
    const withoutCeilings = await thumbnailWebp(open.document);
    const withCeilings = await thumbnailWebp(covered.document);
    // Drawn, the ceilings would cover most of the picture (a mean difference of about 15).
    expect(await meanDifference(withoutCeilings, withCeilings)).toBeLessThan(1);
  });
});

/** A 4 × 4 px KTX2 image (uncompressed RGBA8: no Basis encoder here; the bytes are what count). */
function ktx2Image(): Uint8Array {
  const container = createDefaultContainer();
  container.vkFormat = VK_FORMAT_R8G8B8A8_SRGB;
  container.pixelWidth = 4;
  container.pixelHeight = 4;
  container.levelCount = 1;
  const levelData = new Uint8Array(4 * 4 * 4).fill(160);
  container.levels = [{ levelData, uncompressedByteLength: levelData.byteLength }];
  return writeKtx2(container);
}

describe('runPipeline', () => {
  it('turns the apartment into a compressed GLB with a navmesh that routes through doorways', async () => {
    const reports: string[] = [];
    const result = await runPipeline(apartment, {
      report: ({ stage, progress }) => {
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(1);
        reports.push(stage);
      },
    });

    expect(reports).toEqual([
      'read',
      'clean',
      'simplify',
      'textures',
      'navmesh',
      'floorPlan',
      'thumbnail',
      'start',
      'light',
      'compress',
      'compress',
    ]);
    const readBack = await (await meshoptIO()).readBinary(result.glb);
    expect(countTriangles(readBack)).toBe(result.trianglesOut);
    // Baking the light splits long edges, within the budget.
    expect(result.trianglesOut).toBeGreaterThan(result.trianglesIn);
    expect(result.trianglesOut).toBeLessThanOrEqual(DEFAULT_MAX_TRIANGLES);
    for (const mesh of readBack.getRoot().listMeshes())
      for (const primitive of mesh.listPrimitives())
        expect(primitive.getAttribute('COLOR_0'), mesh.getName()).not.toBeNull();
    const route = await routeOnExported(result.navMesh, centred('bedroom'), centred('kitchen'));
    expect(pathLength(route)).toBeGreaterThan(distance(centred('bedroom'), centred('kitchen')));
    expect(result.floorPlanSvg).toContain('<path');
    expect(result.floorPlanSvg).not.toContain('<script');
    expect(extensionsUsed(readBack)).toContain(EXTTextureWebP.EXTENSION_NAME);
    expect(new Set((await imagesOf(readBack)).map((image) => image.format))).toEqual(
      new Set(['webp']),
    );
    const thumbnail = await thumbnailPixels(result.thumbnail);
    expect(thumbnail).toMatchObject({
      format: 'webp',
      width: THUMBNAIL_WIDTH,
      height: THUMBNAIL_HEIGHT,
    });
    expect(thumbnail.foreground).toBeGreaterThan(0.2);
    expect(Object.keys(result.secondsPerStage)).toHaveLength(PIPELINE_STAGES.length);
    console.info('apartment seconds per stage', result.secondsPerStage);
  });

  it('turns the DXF plan into a navmesh between its rooms', async () => {
    const result = await runPipeline(plan);
    const route = await routeOnExported(result.navMesh, centred('living'), centred('bathroom'));
    expect(pathLength(route)).toBeGreaterThan(distance(centred('living'), centred('bathroom')));
    expect(distance(route.at(-1) ?? [], centred('bathroom'))).toBeLessThan(0.5);
  });

  it('makes a scan smaller than its upload', async () => {
    const result = await runPipeline(scanSmall, { input: SCAN_FRAME });
    expect(result.glb.byteLength).toBeLessThan(scanSmall.byteLength / 2);
    expect(result.trianglesOut).toBeLessThanOrEqual(result.trianglesIn);
    console.info('scan-small seconds per stage', result.secondsPerStage, {
      bytesIn: scanSmall.byteLength,
      bytesOut: result.glb.byteLength,
    });
  });

  it('routes through the doorways of the apartment compressed with Draco (draco3dgltf)', async () => {
    const io = new NodeIO().registerExtensions([KHRDracoMeshCompression]).registerDependencies({
      'draco3d.encoder': await createEncoderModule(),
      'draco3d.decoder': await createDecoderModule(),
    });
    const document = await io.readBinary(apartment);
    document.setLogger(new Logger(Logger.Verbosity.ERROR));
    await document.transform(draco());
    const compressed = await io.writeBinary(document);
    expect(glbJson(compressed)).toContain(KHRDracoMeshCompression.EXTENSION_NAME);

    const result = await runPipeline(compressed);
    const route = await routeOnExported(result.navMesh, centred('bedroom'), centred('kitchen'));
    expect(pathLength(route)).toBeGreaterThan(
      distance(centred('bedroom'), centred('kitchen')) + 0.5,
    );
    const readBack = await (await meshoptIO()).readBinary(result.glb);
    expect(extensionsUsed(readBack)).not.toContain(KHRDracoMeshCompression.EXTENSION_NAME);
    expect(countTriangles(readBack)).toBe(result.trianglesOut);
  });

  it('keeps KTX2 textures (KHR_texture_basisu) as they are, for the viewer to transcode', async () => {
    const ktx2 = ktx2Image();
    const document = boxesDocument([{ centre: [0, -0.05, 0], size: [4, 0.1, 4] }]);
    document.createExtension(KHRTextureBasisu).setRequired(true);
    const texture = document.createTexture('floor').setImage(ktx2).setMimeType('image/ktx2');
    const material = document.createMaterial('floor').setBaseColorTexture(texture);
    for (const mesh of document.getRoot().listMeshes())
      for (const primitive of mesh.listPrimitives()) primitive.setMaterial(material);
    const upload = await new NodeIO().registerExtensions([KHRTextureBasisu]).writeBinary(document);

    const result = await runPipeline(upload);
    const readBack = await (await meshoptIO()).readBinary(result.glb);
    expect(extensionsUsed(readBack)).toContain(KHRTextureBasisu.EXTENSION_NAME);
    const [kept] = readBack.getRoot().listTextures();
    expect(kept?.getMimeType()).toBe('image/ktx2');
    expect(kept?.getImage()).toEqual(ktx2);
    expect(readKtx2(kept?.getImage() ?? new Uint8Array())).toMatchObject({ pixelWidth: 4 });
    // The thumbnail draws it in its factor's colour: sharp cannot decode KTX2, and need not.
    expect(await thumbnailPixels(result.thumbnail)).toMatchObject({ format: 'webp' });
  });

  it('makes a model with no walkable floor an object tour: no navmesh, plan or start', async () => {
    const result = await runPipeline(await wallOnlyGlb());
    expect(result.kind).toBe('object');
    expect(result.navMesh).toBeNull();
    expect(result.floorPlanSvg).toBeNull();
    expect(result.start).toBeNull();
    // The model, its size and its thumbnail are made as for any tour.
    const readBack = await (await meshoptIO()).readBinary(result.glb);
    expect(countTriangles(readBack)).toBe(result.trianglesOut);
    expect(result.bounds.max[1] - result.bounds.min[1]).toBeGreaterThan(1);
    expect(await thumbnailPixels(result.thumbnail)).toMatchObject({ format: 'webp' });
    expect(Object.keys(result.secondsPerStage)).toHaveLength(PIPELINE_STAGES.length);
  });
});
