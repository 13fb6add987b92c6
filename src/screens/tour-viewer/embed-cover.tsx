import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { textColourOn, type BrandingView } from '../../contract/branding';
import type { PublicTourView } from '../../contract/tours';
import { createBrandingApi } from '../../services/branding-api';
import { useTranslate } from '../../i18n/use-translate';
import { useAppApi } from '../app/app-services';

/** The public tour as the cover reads it (the viewer fetches it again once entered). */
export function usePublicTour(slug: string) {
  const api = useAppApi();
  return useQuery<PublicTourView>({
    queryKey: ['publicTour', slug],
    queryFn: () => api.tours.publicTour(slug),
    retry: false,
  });
}

/** The owner's logo and accent colour for the tour's embed; none for a tour visitors cannot see. */
export function usePublicBranding(slug: string) {
  const { client } = useAppApi();
  return useQuery<BrandingView>({
    queryKey: ['publicBranding', slug],
    queryFn: () => createBrandingApi(client).publicBranding(slug),
    retry: false,
  });
}

/** The accent colour as the embed's CSS variables (the colour is #rrggbb: checked by the schema). */
export function brandingStyle(branding: BrandingView | undefined): CSSProperties | undefined {
  const accent = branding?.accentColour;
  if (!accent) return undefined;
  return {
    '--tour-accent': accent,
    '--tour-accent-text': textColourOn(accent),
  } as CSSProperties;
}

/** The owner's logo, where the embed shows it. */
export function BrandLogo({
  branding,
  className,
}: {
  branding: BrandingView | undefined;
  className: string;
}) {
  const t = useTranslate();
  if (!branding?.logoUrl) return null;
  return <img className={className} src={branding.logoUrl} alt={t('tourViewer.cover.logoAlt')} />;
}

/**
 * What an embedded tour shows first (issue 18 point 6): its title, thumbnail and an Enter tour
 * button. Nothing of the viewer (three.js, the model, the navmesh) loads until it is pressed, so
 * a page with a tour on it stays light for every visitor who only scrolls past.
 */
export function EmbedCover({
  tour,
  branding,
  onEnter,
}: {
  branding: BrandingView | undefined;
  /** Null while the tour's details load: the button works already. */
  tour: PublicTourView | null;
  onEnter: () => void;
}) {
  const t = useTranslate();
  const thumbnail = tour?.assets.thumbnail;
  return (
    <div className="tour-embed-cover">
      {thumbnail && <img className="tour-embed-cover-image" src={thumbnail} alt="" />}
      <div className="tour-embed-cover-body">
        <BrandLogo branding={branding} className="tour-embed-cover-logo" />
        <h1 className="tour-embed-cover-title">{tour?.title ?? t('tourViewer.untitled')}</h1>
        <button
          type="button"
          className="button button-primary tour-embed-cover-enter"
          onClick={onEnter}
        >
          {t('tourViewer.cover.enter')}
        </button>
      </div>
    </div>
  );
}
