/**
 * A tour's branding (issue 18 point 6) on the real app and database: the owner sets an accent
 * colour and uploads a logo, checked by content, size and decoded size, and kept as the server's
 * own WebP (decision 0062), third-party PNG and JPEG files included; visitors read them for a
 * published tour only; other users reach nothing.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCENT_COLOUR_MESSAGE,
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_EMPTY_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_SERVED_MAX_SIDE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  LOGO_UNREADABLE_MESSAGE,
  type BrandingView,
} from '../../src/contract/branding';
import { TOUR_NOT_FOUND_MESSAGE, type TourView } from '../../src/contract/tours';
import { grantCredits } from '../../server/credits/ledger';
import { tourBranding, tours } from '../../server/db/schema';
import { file as corpusFile } from '../corpus/assimp';
import { body, expectError, signedInUser, type TestApi } from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';

let api: TestApi;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  api = await createTestApi();
  png = new Uint8Array(
    await sharp({
      create: { width: 32, height: 16, channels: 4, background: '#1a7f5a' },
    })
      .png()
      .toBuffer(),
  );
  // A fresh database and its migrations: slow on a loaded 2-core machine.
}, 60_000);

afterAll(async () => {
  await api?.close();
});

async function ownerWithTour() {
  const user = await signedInUser(api);
  await grantCredits(api.db, { userId: user.account.profile.id, amount: 1, reason: 'Test' });
  const created = await user.client.post('/api/v1/tours', { title: 'Loft', sourceKind: 'scan' });
  const tour = await body<TourView>(created);
  await api.db
    .update(tours)
    .set({ status: 'ready', progress: 1, assets: { 'model.glb': { bytes: 16 } } })
    .where(eq(tours.id, tour.id));
  return { client: user.client, tour };
}

const putLogo = (client: TestClient, tourId: string, bytes: Uint8Array<ArrayBuffer>) =>
  client.request('PUT', `/api/v1/tours/${tourId}/branding/logo`, {
    body: bytes,
    headers: { 'Content-Type': 'application/octet-stream' },
  });

const putAccent = (client: TestClient, tourId: string, accentColour: unknown) =>
  client.request('PUT', `/api/v1/tours/${tourId}/branding/accent`, { json: { accentColour } });

describe('branding', { timeout: 30_000 }, () => {
  // Each test signs a new user up (scrypt): slow on a loaded 2-core machine.
  it('starts empty, keeps an accent colour and a logo, and removes them again', async () => {
    const { client, tour } = await ownerWithTour();
    expect(await body<BrandingView>(await client.get(`/api/v1/tours/${tour.id}/branding`))).toEqual(
      { accentColour: null, logoUrl: null },
    );

    const coloured = await body<BrandingView>(await putAccent(client, tour.id, '#1A7F5A'));
    expect(coloured.accentColour).toBe('#1a7f5a');

    const logoResponse = await putLogo(client, tour.id, png);
    expect(logoResponse.status, await logoResponse.clone().text()).toBe(200);
    const withLogo = await body<BrandingView>(logoResponse);
    expect(withLogo.accentColour).toBe('#1a7f5a');
    expect(withLogo.logoUrl).toMatch(new RegExp(`^/api/v1/tours/${tour.id}/branding/logo\\?v=`));
    const served = await client.get(withLogo.logoUrl!);
    expect(served.status).toBe(200);
    // The server's own WebP of it, never the uploaded bytes (decision 0062).
    expect(served.headers.get('content-type')).toBe('image/webp');
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(servedBytes.equals(Buffer.from(png))).toBe(false);
    expect(await sharp(servedBytes).metadata()).toMatchObject({
      format: 'webp',
      width: 32,
      height: 16,
    });

    const removed = await body<BrandingView>(
      await client.request('DELETE', `/api/v1/tours/${tour.id}/branding/logo`),
    );
    expect(removed).toEqual({ accentColour: '#1a7f5a', logoUrl: null });
    expect((await body<BrandingView>(await putAccent(client, tour.id, null))).accentColour).toBe(
      null,
    );
  });

  it('refuses a colour that is not #rrggbb, and a logo that is not a small image', async () => {
    const { client, tour } = await ownerWithTour();
    for (const colour of ['red', '#12345', '#1234567', 'url(x)', '#12345g']) {
      await expectError(await putAccent(client, tour.id, colour), 400, ACCENT_COLOUR_MESSAGE);
    }
    await expectError(
      await putLogo(client, tour.id, new TextEncoder().encode('<svg onload="alert(1)"/>')),
      415,
      LOGO_TYPE_MESSAGE,
    );
    await expectError(await putLogo(client, tour.id, new Uint8Array(0)), 400, LOGO_EMPTY_MESSAGE);
    const huge = new Uint8Array(LOGO_MAX_BYTES + 1);
    huge.set(png.subarray(0, 8));
    await expectError(await putLogo(client, tour.id, huge), 413, LOGO_TOO_LARGE_MESSAGE);
    expect(await body<BrandingView>(await client.get(`/api/v1/tours/${tour.id}/branding`))).toEqual(
      { accentColour: null, logoUrl: null },
    );
  });

  it('refuses a small file that decodes to a huge image, and one that does not decode', async () => {
    const { client, tour } = await ownerWithTour();
    // 7000 × 7000 pixels of one colour: 150 KB as a PNG, about 200 MB once decoded.
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(LOGO_MAX_BYTES);
    await expectError(
      await putLogo(client, tour.id, new Uint8Array(bomb)),
      400,
      LOGO_DIMENSIONS_MESSAGE,
    );
    // One side too long is as much refused as both.
    const banner = await sharp({
      create: { width: 2049, height: 10, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer();
    await expectError(
      await putLogo(client, tour.id, new Uint8Array(banner)),
      400,
      LOGO_DIMENSIONS_MESSAGE,
    );
    // A PNG signature on bytes that are no PNG.
    const broken = new Uint8Array(png.byteLength);
    broken.set(png.subarray(0, 8));
    await expectError(await putLogo(client, tour.id, broken), 400, LOGO_UNREADABLE_MESSAGE);
    expect(await body<BrandingView>(await client.get(`/api/v1/tours/${tour.id}/branding`))).toEqual(
      { accentColour: null, logoUrl: null },
    );

    // 2048 pixels wide is allowed, and served fitting in LOGO_SERVED_MAX_SIDE.
    const wide = await sharp({
      create: { width: 2048, height: 512, channels: 4, background: '#1a7f5a80' },
    })
      .png()
      .toBuffer();
    const saved = await body<BrandingView>(await putLogo(client, tour.id, new Uint8Array(wide)));
    const served = Buffer.from(await (await client.get(saved.logoUrl!)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({
      format: 'webp',
      width: LOGO_SERVED_MAX_SIDE,
      height: LOGO_SERVED_MAX_SIDE / 4,
    });
  });

  it('takes logos made by others: a PNG and a JPEG from Debian’s assimp-testmodels', async () => {
    const { client, tour } = await ownerWithTour();
    // The Cesium logo of the Khronos glTF samples, and a texture JPEG of assimp's spider.
    for (const [name, width, height] of [
      ['glTF2/BoxTextured-glTF-pbrSpecularGlossiness/CesiumLogoFlat.png', 211, 211],
      ['OBJ/SpiderTex.jpg', 249, 250],
    ] as const) {
      const bytes = new Uint8Array(await corpusFile(name));
      const response = await putLogo(client, tour.id, bytes);
      expect(response.status, `${name}: ${await response.clone().text()}`).toBe(200);
      const served = await client.get((await body<BrandingView>(response)).logoUrl!);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const servedBytes = Buffer.from(await served.arrayBuffer());
      expect(await sharp(servedBytes).metadata(), name).toMatchObject({
        format: 'webp',
        width,
        height,
      });
      // The picture survives: its mean colour is the original's, within WebP's loss.
      const [original, kept] = await Promise.all(
        [Buffer.from(bytes), servedBytes].map(
          async (image) => (await sharp(image).stats()).channels,
        ),
      );
      for (const [channel, stats] of (original ?? []).slice(0, 3).entries()) {
        expect(Math.abs(stats.mean - (kept?.[channel]?.mean ?? -99)), name).toBeLessThan(3);
      }
    }
  });

  it('re-encodes a logo kept before decision 0062 when next read, and drops one beyond the limits', async () => {
    const { client, tour } = await ownerWithTour();
    // As an earlier version stored it: the uploaded PNG itself.
    await api.db.insert(tourBranding).values({
      tourId: tour.id,
      logo: Buffer.from(png),
      logoType: 'image/png',
      updatedAt: new Date(Date.now() - 60_000),
    });
    const [before] = await api.db
      .select()
      .from(tourBranding)
      .where(eq(tourBranding.tourId, tour.id));
    const view = await body<BrandingView>(await client.get(`/api/v1/tours/${tour.id}/branding`));
    // A new version: no cache keeps the old bytes under the new URL.
    expect(view.logoUrl).not.toContain(`v=${before!.updatedAt.getTime().toString(36)}`);
    const served = await client.get(view.logoUrl!);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    const [after] = await api.db
      .select()
      .from(tourBranding)
      .where(eq(tourBranding.tourId, tour.id));
    expect(after).toMatchObject({ logoType: 'image/webp', logoEncoded: true });

    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await api.db
      .update(tourBranding)
      .set({ logo: bomb, logoType: 'image/png', logoEncoded: false })
      .where(eq(tourBranding.tourId, tour.id));
    expect(await body<BrandingView>(await client.get(`/api/v1/tours/${tour.id}/branding`))).toEqual(
      { accentColour: null, logoUrl: null },
    );
    await expectError(await client.get(`/api/v1/tours/${tour.id}/branding/logo`), 404);
  });

  it('is no one else’s to read or change', async () => {
    const { tour } = await ownerWithTour();
    const { client: stranger } = await signedInUser(api);
    await expectError(
      await stranger.get(`/api/v1/tours/${tour.id}/branding`),
      404,
      TOUR_NOT_FOUND_MESSAGE,
    );
    await expectError(await putAccent(stranger, tour.id, '#000000'), 404, TOUR_NOT_FOUND_MESSAGE);
    await expectError(await putLogo(stranger, tour.id, png), 404, TOUR_NOT_FOUND_MESSAGE);
  });

  it('reaches visitors only while the tour is published', async () => {
    const { client, tour } = await ownerWithTour();
    await putAccent(client, tour.id, '#203040');
    await putLogo(client, tour.id, png);
    const { slug } = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
    const visitor = api.client();

    const shown = await body<BrandingView>(
      await visitor.get(`/api/v1/public/tours/${slug}/branding`),
    );
    expect(shown.accentColour).toBe('#203040');
    expect(shown.logoUrl).toMatch(new RegExp(`^/api/v1/public/tours/${slug}/logo\\?v=`));
    const logo = await visitor.get(shown.logoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');

    await client.post(`/api/v1/tours/${tour.id}/unpublish`);
    await expectError(
      await visitor.get(`/api/v1/public/tours/${slug}/branding`),
      404,
      TOUR_NOT_FOUND_MESSAGE,
    );
    await expectError(
      await visitor.get(`/api/v1/public/tours/${slug}/logo`),
      404,
      TOUR_NOT_FOUND_MESSAGE,
    );
  });
});
