/**
 * A tour's logo made safe to serve (decision 0062): the uploaded bytes are never kept or served.
 * Their header says how large the image decodes; beyond LOGO_MAX_SIDE a side it is refused before
 * a pixel is decoded (a 190 KB PNG can decode to 7000 × 7000 pixels, about 200 MB, in every
 * visitor's browser). Within it, sharp decodes it with a pixel limit as a second guard, turns it
 * upright (EXIF), and writes a WebP that fits in LOGO_SERVED_MAX_SIDE, keeping transparency.
 *
 * Only PNG, JPEG and WebP reach sharp: the caller checks the signature first (logoTypeOf), and
 * the header must agree, so no other decoder (SVG, TIFF, HEIF, ...) ever reads an upload.
 */
import sharp from 'sharp';
import { LOGO_MAX_SIDE, LOGO_SERVED_MAX_SIDE, type LogoType } from '../../src/contract/branding';

export type LogoEncoding =
  | { kind: 'encoded'; webp: Buffer }
  /** Decodes to more than LOGO_MAX_SIDE pixels a side. */
  | { kind: 'tooLarge'; width: number; height: number }
  /** Not an image its signature says it is, or damaged. */
  | { kind: 'unreadable' };

/** sharp's format name for each accepted type. */
const SHARP_FORMATS: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const INPUT_OPTIONS = {
  // The second guard: sharp itself refuses to decode more pixels than the sides allow.
  limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
  // An animated PNG or WebP: its first frame only.
  pages: 1,
  failOn: 'error',
} as const;

/** The served WebP of a logo of `type` (by its signature), or why there is none. */
export async function encodeLogo(bytes: Uint8Array, type: LogoType): Promise<LogoEncoding> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only: nothing is decoded yet (without the pixel limit, which would refuse a
    // huge image here with a message of its own, before its size could be told).
    const metadata = await sharp(bytes, { pages: 1 }).metadata();
    if (metadata.format !== SHARP_FORMATS[type]) return { kind: 'unreadable' };
    ({ width, height } = metadata);
  } catch {
    return { kind: 'unreadable' };
  }
  if (!width || !height) return { kind: 'unreadable' };
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) return { kind: 'tooLarge', width, height };
  try {
    const webp = await sharp(bytes, INPUT_OPTIONS)
      .rotate()
      .resize({
        width: LOGO_SERVED_MAX_SIDE,
        height: LOGO_SERVED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
    return { kind: 'encoded', webp };
  } catch {
    return { kind: 'unreadable' };
  }
}
