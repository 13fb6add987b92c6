/** Reading a QR code back from the page: a screenshot of it, decoded by jsQR. */
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect } from './test';

/**
 * The text of the QR code drawn in `image` (an <img> or <canvas>), as a phone camera reads it;
 * null while it cannot be read (not drawn yet). Callers poll it with a limit of their own.
 */
export async function decodeQr(image: Locator): Promise<string | null> {
  await expect(image).toBeVisible();
  // On a white margin, as the code sits on a white page or dialog.
  const { data, info } = await sharp(await image.screenshot())
    .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return code?.data ?? null;
}
