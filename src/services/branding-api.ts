/**
 * A tour's branding calls (issue 18 point 6; src/contract/branding.ts): the owner's accent colour
 * and logo, and a visitor's view of them. A module of its own, on the app's one request client.
 */
import { BrandingViewSchema, type BrandingView } from '../contract/branding';
import type { ApiClient } from './api-client';

const brandingPath = (tourId: string) => `/tours/${encodeURIComponent(tourId)}/branding`;

export function createBrandingApi(client: ApiClient) {
  return {
    /** GET /tours/:id/branding */
    get: (tourId: string): Promise<BrandingView> =>
      client.getFresh(brandingPath(tourId), { schema: BrandingViewSchema }),
    /** PUT /tours/:id/branding/accent: '#rrggbb', or null for none. */
    setAccent: (tourId: string, accentColour: string | null): Promise<BrandingView> =>
      client.put(
        `${brandingPath(tourId)}/accent`,
        { accentColour },
        { schema: BrandingViewSchema },
      ),
    /** PUT /tours/:id/branding/logo: the image file itself. */
    uploadLogo: (tourId: string, file: Blob): Promise<BrandingView> =>
      client.put(`${brandingPath(tourId)}/logo`, file, {
        schema: BrandingViewSchema,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    /** DELETE /tours/:id/branding/logo */
    removeLogo: (tourId: string): Promise<BrandingView> =>
      client.delete(`${brandingPath(tourId)}/logo`, { schema: BrandingViewSchema }),
    /** The owner's logo (its URL needs the bearer token) as a Blob. */
    logo: (url: string): Promise<Blob> => client.getBlob(url),
    /** GET /public/tours/:slug/branding, for anyone: a 404 for a tour visitors may not see. */
    publicBranding: (slug: string): Promise<BrandingView> =>
      client.get(`/public/tours/${encodeURIComponent(slug)}/branding`, {
        auth: false,
        schema: BrandingViewSchema,
      }),
  };
}

export type BrandingApi = ReturnType<typeof createBrandingApi>;
