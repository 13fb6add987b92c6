/**
 * Colour textures for phones (issue 34, point 6; decision 0050): a colour texture of 1,024 px or
 * more on its longer side becomes KTX2 (Basis Universal ETC1S, with its mipmaps) by the
 * WebAssembly encoder of npm's ktx2-encoder, so that the GPU keeps it compressed: about an eighth
 * of what the same texture costs as RGBA pixels. Smaller textures and those that are not colour
 * (normal, roughness and occlusion maps, which ETC1S renders poorly) stay WebP (textures.ts): the
 * viewer then needs no transcoder for them. The viewer reads KTX2 with three's KTX2Loader.
 */
import type { Document, Texture } from '@gltf-transform/core';
import { KHRTextureBasisu } from '@gltf-transform/extensions';
import { getTextureColorSpace } from '@gltf-transform/functions';
import { encodeToKTX2 } from 'ktx2-encoder';
import sharp from 'sharp';
import { ProcessingError } from './processing-error';
import { UNREADABLE_TEXTURE_MESSAGE } from './textures';

/** A colour texture this long on its longer side or longer is encoded as KTX2. */
const BASIS_MIN_SIZE = 1_024;
const KTX2 = 'image/ktx2';
/** ETC1S at the encoder's quickest level (about 4 s for 2,048² on this machine) and its default quality. */
const ETC1S_OPTIONS = {
  isUASTC: false,
  compressionLevel: 0,
  qualityLevel: 128,
  generateMipmap: true,
  isPerceptual: true,
  isSetKTX2SRGBTransferFunc: true,
  isKTX2File: true,
} as const;

export async function encodeBasisTextures(document: Document): Promise<void> {
  const textures = document.getRoot().listTextures().filter(isLargeColourTexture);
  if (textures.length === 0) return;
  await quietEncoder();
  for (const texture of textures) {
    const image = texture.getImage();
    if (!image) continue;
    try {
      texture.setImage(await encodeToKTX2(image, { ...ETC1S_OPTIONS, imageDecoder: rgbaOf }));
    } catch (error) {
      throw new ProcessingError(UNREADABLE_TEXTURE_MESSAGE, { cause: error });
    }
    texture.setMimeType(KTX2);
  }
  document.createExtension(KHRTextureBasisu).setRequired(true);
}

function isLargeColourTexture(texture: Texture): boolean {
  if (texture.getMimeType() === KTX2 || getTextureColorSpace(texture) !== 'srgb') return false;
  const [width, height] = texture.getSize() ?? [0, 0];
  return Math.max(width, height) >= BASIS_MIN_SIZE;
}

async function rgbaOf(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

let warmedUp: Promise<void> | null = null;

/**
 * Makes the encoder (once per thread) by encoding a 4 × 4 image. Its Emscripten module binds the
 * console.log it finds when it is made and prints a dozen progress lines a texture with it, into
 * the worker's stdout past the structured log: it is made while console.log drops them.
 */
function quietEncoder(): Promise<void> {
  warmedUp ??= (async () => {
    const log = console.log;
    console.log = () => {};
    try {
      const tiny = await sharp({
        create: { width: 4, height: 4, channels: 4, background: '#fff' },
      })
        .png()
        .toBuffer();
      await encodeToKTX2(new Uint8Array(tiny), { ...ETC1S_OPTIONS, imageDecoder: rgbaOf });
    } finally {
      console.log = log;
    }
  })();
  return warmedUp;
}
