/**
 * Thumbnail: the model as a dollhouse seen from above at an angle, framed by its bounds, drawn by
 * ./raster.ts (workers have no GPU or browser) and encoded as WebP by sharp. Flat Lambert
 * shading with one directional light and ambient; each triangle's colour is glTF's base colour
 * (material factor × texture × vertex colour) with the texture reduced to its mean colour: a
 * thumbnail needs the colour of the floor, not its grain.
 */
import type { Document, Primitive, Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import { srgbToLinear } from '../inputs/mesh-document';
import { createRasterImage, fillTriangle, type RasterImage, type Rgb } from './raster';
import {
  sceneBounds,
  worldPrimitives,
  type Bounds,
  type Vec3,
  type WorldPrimitive,
} from './world-geometry';

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 400;
/** Light, so that an empty-looking thumbnail is obvious; a little blue, unlike white walls. */
export const THUMBNAIL_BACKGROUND: Rgb = [234, 239, 245];
/** Drawn at twice the size and scaled down by sharp: anti-aliased edges. */
const SUPERSAMPLE = 2;
/** Steeper than 45°, so that the view reaches over the near walls onto the floor behind them. */
const ELEVATION = (55 * Math.PI) / 180;
/** From the south-east (+x, +z), off the axes so that walls along x and along z differ in shade. */
const AZIMUTH = Math.PI / 6;
const MARGIN = 0.04;
/** Towards the light: high, from the camera's left and front; walls facing +x are in shade. */
const LIGHT = normalise([-0.3, 1, 0.6]);
const AMBIENT = 0.4;
/**
 * The ceiling would hide the rooms: triangles lying wholly higher than this above the floor are
 * not drawn (ceilings, ceiling lamps, upper storeys), while walls, which reach down, stay.
 */
const CEILING_CUT = 2;
const WEBP_QUALITY = 80;
const WHITE: Vec3 = [1, 1, 1];

export interface ThumbnailSize {
  width?: number;
  height?: number;
}

interface Camera {
  right: Vec3;
  up: Vec3;
  /** The viewing direction, away from the eye. */
  forward: Vec3;
  pixelsPerMetre: number;
  offset: [number, number];
}

export async function thumbnailWebp(
  document: Document,
  size: ThumbnailSize = {},
): Promise<Uint8Array> {
  const width = size.width ?? THUMBNAIL_WIDTH;
  const height = size.height ?? THUMBNAIL_HEIGHT;
  const image = createRasterImage(width * SUPERSAMPLE, height * SUPERSAMPLE, THUMBNAIL_BACKGROUND);
  const bounds = sceneBounds(document);
  const camera = dollhouseCamera(bounds, image.width, image.height);
  const cutHeight = bounds.min[1] + CEILING_CUT;
  const textureColours = new Map<Texture, Promise<Vec3>>();
  for (const part of worldPrimitives(document)) {
    const colour = await baseColour(part.primitive, textureColours);
    drawPrimitive({ image, camera, cutHeight }, part, colour);
  }
  return encodeWebp(image, width, height);
}

interface Drawing {
  image: RasterImage;
  camera: Camera;
  cutHeight: number;
}

function drawPrimitive(drawing: Drawing, part: WorldPrimitive, colour: Vec3): void {
  const { positions, indices } = part;
  const screen = project(drawing.camera, positions);
  const vertexColours = linearVertexColours(part.primitive);
  for (let i = 0; i + 2 < indices.length; i += 3) {
    const [a, b, c] = [indices[i] ?? 0, indices[i + 1] ?? 0, indices[i + 2] ?? 0];
    const [pa, pb, pc] = [vertexAt(positions, a), vertexAt(positions, b), vertexAt(positions, c)];
    if (Math.min(pa[1], pb[1], pc[1]) > drawing.cutHeight) continue;
    const shade = lambert(pa, pb, pc, drawing.camera.forward);
    const tint = vertexColours
      ? mean(vertexAt(vertexColours, a), vertexAt(vertexColours, b), vertexAt(vertexColours, c))
      : WHITE;
    fillTriangle(drawing.image, screen, [a, b, c], srgbColour(colour, tint, shade));
  }
}

/** Orthographic, looking down at ELEVATION from AZIMUTH, scaled so the bounds fill the image. */
function dollhouseCamera(bounds: Bounds, width: number, height: number): Camera {
  const [cosE, sinE] = [Math.cos(ELEVATION), Math.sin(ELEVATION)];
  const [cosA, sinA] = [Math.cos(AZIMUTH), Math.sin(AZIMUTH)];
  const forward: Vec3 = [-cosE * sinA, -sinE, -cosE * cosA];
  const right: Vec3 = [cosA, 0, -sinA];
  const up = cross(right, forward);
  const corners = [0, 1, 2, 3, 4, 5, 6, 7].map(
    (i): Vec3 => [0, 1, 2].map((axis) => ((i >> axis) & 1 ? bounds.max : bounds.min)[axis]) as Vec3,
  );
  const [minX, maxX] = extent(corners.map((corner) => dot(corner, right)));
  const [minY, maxY] = extent(corners.map((corner) => dot(corner, up)));
  const usable = 1 - 2 * MARGIN;
  const pixelsPerMetre = Math.min(
    (width * usable) / Math.max(maxX - minX, 1e-6),
    (height * usable) / Math.max(maxY - minY, 1e-6),
  );
  const offset: [number, number] = [
    width / 2 - ((minX + maxX) / 2) * pixelsPerMetre,
    height / 2 + ((minY + maxY) / 2) * pixelsPerMetre,
  ];
  return { right, up, forward, pixelsPerMetre, offset };
}

/** World positions to pixels (x right, y down) and depth along the view, per vertex. */
function project(camera: Camera, positions: Float32Array): Float32Array {
  const screen = new Float32Array(positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    const point = vertexAt(positions, i / 3);
    screen[i] = camera.offset[0] + dot(point, camera.right) * camera.pixelsPerMetre;
    screen[i + 1] = camera.offset[1] - dot(point, camera.up) * camera.pixelsPerMetre;
    screen[i + 2] = dot(point, camera.forward);
  }
  return screen;
}

/** Light on the side facing the camera: scans are not consistently wound, so both sides count. */
function lambert(a: Vec3, b: Vec3, c: Vec3, forward: Vec3): number {
  const normal = cross(subtract(b, a), subtract(c, a));
  const length = Math.hypot(normal[0], normal[1], normal[2]);
  if (length === 0) return AMBIENT;
  const towardsCamera = dot(normal, forward) > 0 ? -1 : 1;
  const diffuse = Math.max(0, (towardsCamera * dot(normal, LIGHT)) / length);
  return AMBIENT + (1 - AMBIENT) * diffuse;
}

async function baseColour(
  primitive: Primitive,
  textureColours: Map<Texture, Promise<Vec3>>,
): Promise<Vec3> {
  const material = primitive.getMaterial();
  if (!material) return WHITE;
  const [r, g, b] = material.getBaseColorFactor();
  const texture = material.getBaseColorTexture();
  let textureColour = texture ? textureColours.get(texture) : undefined;
  if (texture && !textureColour) {
    textureColour = meanTextureColour(texture);
    textureColours.set(texture, textureColour);
  }
  const [tr, tg, tb] = (await textureColour) ?? WHITE;
  return [r * tr, g * tg, b * tb];
}

/** Linear; white for an image sharp cannot decode (KTX2, which the textures stage keeps). */
async function meanTextureColour(texture: Texture): Promise<Vec3> {
  const image = texture.getImage();
  if (!image) return WHITE;
  try {
    const { channels } = await sharp(image).stats();
    // Grey images have one channel (and maybe alpha): the same mean for red, green and blue.
    const rgb = channels.length >= 3 ? channels.slice(0, 3) : [0, 0, 0].map(() => channels[0]);
    return rgb.map((channel) => srgbToLinear((channel?.mean ?? 255) / 255)) as Vec3;
  } catch {
    return WHITE;
  }
}

/** COLOR_0 as linear RGB per vertex, or null without vertex colours. */
function linearVertexColours(primitive: Primitive): Float32Array | null {
  const accessor = primitive.getAttribute('COLOR_0');
  if (!accessor) return null;
  const colours = new Float32Array(accessor.getCount() * 3);
  const element: number[] = [];
  for (let i = 0; i < accessor.getCount(); i += 1) {
    const [r = 1, g = 1, b = 1] = accessor.getElement(i, element);
    colours[i * 3] = r;
    colours[i * 3 + 1] = g;
    colours[i * 3 + 2] = b;
  }
  return colours;
}

function srgbColour(colour: Vec3, tint: Vec3, shade: number): Rgb {
  return [
    srgbByte(colour[0] * tint[0] * shade),
    srgbByte(colour[1] * tint[1] * shade),
    srgbByte(colour[2] * tint[2] * shade),
  ];
}

function srgbByte(linear: number): number {
  const clamped = Math.min(1, Math.max(0, linear));
  const srgb = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * clamped ** (1 / 2.4) - 0.055;
  return Math.round(srgb * 255);
}

async function encodeWebp(image: RasterImage, width: number, height: number): Promise<Uint8Array> {
  return sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

function extent(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

const vertexAt = (values: Float32Array, index: number): Vec3 => [
  values[index * 3] ?? 0,
  values[index * 3 + 1] ?? 0,
  values[index * 3 + 2] ?? 0,
];
const mean = (u: Vec3, v: Vec3, w: Vec3): Vec3 => [
  (u[0] + v[0] + w[0]) / 3,
  (u[1] + v[1] + w[1]) / 3,
  (u[2] + v[2] + w[2]) / 3,
];
const dot = (u: Vec3, v: Vec3) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
const subtract = (u: Vec3, v: Vec3): Vec3 => [u[0] - v[0], u[1] - v[1], u[2] - v[2]];
const cross = (u: Vec3, v: Vec3): Vec3 => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];

function normalise(v: Vec3): Vec3 {
  const length = Math.hypot(...v);
  return [v[0] / length, v[1] / length, v[2] / length];
}
