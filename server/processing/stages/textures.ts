/**
 * Textures: every image at most 2,048 px on its longer side and re-encoded as WebP with sharp,
 * marked with EXT_texture_webp so that three.js's GLTFLoader reads it. Scans and CAD exports
 * often carry 4K or 8K PNGs that the tour's first view cannot afford.
 */
import type { Document, Texture } from '@gltf-transform/core';
import { textureCompress } from '@gltf-transform/functions';
import sharp from 'sharp';
import { imageMimeType } from '../inputs/mesh-document';
import { ProcessingError } from './processing-error';

export const MAX_TEXTURE_SIZE = 2_048;
export const UNREADABLE_TEXTURE_MESSAGE =
  'A texture in this model could not be read: it is damaged or in a format other than PNG, ' +
  'JPEG, WebP or KTX2. Save the textures as PNG or JPEG, then create the tour again.';
/** Left as labelled: KTX2 is GPU-compressed already; AVIF is re-encoded, but not sniffed here. */
const KEPT_AS_LABELLED = new Set(['image/ktx2', 'image/avif']);

export async function compressTextures(document: Document): Promise<void> {
  const textures = document.getRoot().listTextures();
  if (textures.length === 0) return;
  textures.forEach(labelByContent);
  try {
    await document.transform(
      textureCompress({
        encoder: sharp,
        targetFormat: 'webp',
        resize: [MAX_TEXTURE_SIZE, MAX_TEXTURE_SIZE],
      }),
    );
  } catch (error) {
    // sharp's messages name libvips internals ('vipspng: libpng read error'): kept as the cause.
    throw new ProcessingError(UNREADABLE_TEXTURE_MESSAGE, { cause: error });
  }
}

/**
 * Sets each image's MIME type from its bytes: textureCompress skips types it does not know, so a
 * mislabelled PNG would stay a PNG, and bytes that are no image at all are refused here.
 */
function labelByContent(texture: Texture): void {
  if (KEPT_AS_LABELLED.has(texture.getMimeType())) return;
  const image = texture.getImage();
  const mimeType = image && imageMimeType(image);
  if (!mimeType) throw new ProcessingError(UNREADABLE_TEXTURE_MESSAGE);
  texture.setMimeType(mimeType);
}
