/**
 * A tour's branding (issue 18 point 6): the owner's logo and accent colour, shown on the tour's
 * embed (its cover and viewer). Both optional, set in the tour editor.
 *
 *   GET    /tours/:id/branding           the owner's view (BrandingView)
 *   PUT    /tours/:id/branding/accent    { accentColour: '#rrggbb' | null }
 *   PUT    /tours/:id/branding/logo      the image's bytes (PNG, JPEG or WebP, by content, at most
 *                                         LOGO_MAX_SIDE pixels a side), kept re-encoded as WebP
 *   DELETE /tours/:id/branding/logo
 *   GET    /public/tours/:slug/branding  a visitor's view, for a tour anyone may see
 *   GET    /public/tours/:slug/logo      the logo itself
 *
 * The logo is kept by the server and served from its own origin: the content security policy
 * lets no image from elsewhere into the pages, and no address a user typed is ever fetched. What
 * is kept and served is never the uploaded file but a WebP the server made of it, at most
 * LOGO_SERVED_MAX_SIDE pixels a side: a small file can decode to a huge image, and every embed
 * visitor would decode it (decision 0062).
 */
import * as v from 'valibot';

/** A logo is small: a mark in a corner, not a picture. */
export const LOGO_MAX_BYTES = 200 * 1024;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The most pixels an uploaded logo may be wide or high, read from its header before decoding. */
export const LOGO_MAX_SIDE = 2048;
/** The logo as kept and served: a WebP that fits in a square of this side (about 3× the embed's). */
export const LOGO_SERVED_MAX_SIDE = 640;
/** The served logo's type, whatever was uploaded. */
export const SERVED_LOGO_TYPE: LogoType = 'image/webp';
export type LogoType = (typeof LOGO_TYPES)[number];

export const ACCENT_COLOUR_MESSAGE = 'The accent colour must be a colour like #1a7f5a.';
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image.';
export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be at most 200 KB.';
export const LOGO_EMPTY_MESSAGE = 'The logo file is empty.';
export const LOGO_DIMENSIONS_MESSAGE = `The logo must be at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels.`;
export const LOGO_UNREADABLE_MESSAGE =
  'The logo image could not be read. Save it again as PNG, JPEG or WebP and upload it.';

export const AccentColourSchema = v.pipe(
  v.string(),
  v.regex(/^#[0-9a-fA-F]{6}$/, ACCENT_COLOUR_MESSAGE),
  v.toLowerCase(),
);

export const AccentRequestSchema = v.object({
  accentColour: v.nullable(AccentColourSchema),
});
export type AccentRequest = v.InferOutput<typeof AccentRequestSchema>;

export const BrandingViewSchema = v.object({
  accentColour: v.nullable(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/))),
  /** Where the logo is served (same origin), or null without one. */
  logoUrl: v.nullable(v.string()),
});
export type BrandingView = v.InferOutput<typeof BrandingViewSchema>;

/** The image type of a logo's bytes, by their signature; undefined for anything else. */
export function logoTypeOf(bytes: Uint8Array): LogoType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * Text in the accent colour's place needs contrast: white on a dark accent, near-black on a
 * light one (WCAG relative luminance, the threshold where both reach the same contrast).
 */
export function textColourOn(accent: string): '#ffffff' | '#111111' {
  const channel = (offset: number) => {
    const value = parseInt(accent.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#111111' : '#ffffff';
}
