import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { BrandingView } from '../../contract/branding';
import type { PublicTourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { applyPageMetadata } from '../../services/page-metadata';
import { useReplacePrerenderedPage } from '../../ui/use-replace-prerendered-page';
import { ServerDataGate } from '../app/app-services';
import {
  BrandLogo,
  brandingStyle,
  EmbedCover,
  usePublicBranding,
  usePublicTour,
} from './embed-cover';
import { TourPageHeader } from './tour-page-header';
import { TourViewerStage } from './tour-viewer-stage';
import { useTourViewer } from './use-tour-viewer';
import { realViewerDependencies, type ViewerDependencies } from './viewer-dependencies';

interface TourScreenProps {
  /** The viewer and AR loaders; tests pass fakes. */
  dependencies?: ViewerDependencies;
}

function siteOrigin(): string {
  return import.meta.env.VITE_PUBLIC_URL?.replace(/\/$/, '') ?? window.location.origin;
}

/** Page title = the tour's title; the embed is never indexed (the /t/ page is the canonical one). */
function useTourMetadata(slug: string, tour: PublicTourView | null, embedded: boolean) {
  const t = useTranslate();
  const title = tour?.title;
  const description = tour?.description ?? t('meta.defaultDescription');
  const defaultTitle = t('meta.defaultTitle');
  const imageUrl = tour?.assets.thumbnail;
  useEffect(() => {
    const canonicalUrl = `${siteOrigin()}/t/${encodeURIComponent(slug)}`;
    applyPageMetadata(
      { title, description, canonicalUrl, imageUrl, noIndex: embedded || !title },
      defaultTitle,
    );
  }, [slug, title, description, defaultTitle, imageUrl, embedded]);
}

function PublicTour({ slug, dependencies }: { slug: string; dependencies: ViewerDependencies }) {
  const t = useTranslate();
  const viewer = useTourViewer(slug, dependencies, 'direct');
  const tour = viewer.state.context.tour;
  useTourMetadata(slug, tour, false);
  // The server's page may hold this frame and the tour's first frame (decision 0045): swapped now.
  useReplacePrerenderedPage();
  return (
    <div className="tour-page">
      <TourPageHeader title={tour?.title ?? t('tourViewer.untitled')} />
      <main className="tour-page-main">
        <TourViewerStage viewer={viewer} embedded={false} />
      </main>
    </div>
  );
}

/**
 * An embedded tour: its cover first (embed-cover.tsx), the viewer once the visitor enters. A
 * tour the cover cannot read (unknown, unpublished, paused, unreachable) goes straight to the
 * viewer, which says which it is. Until the server-data cache has loaded (a few milliseconds
 * after the app mounts), the cover shows without the tour's details; Enter works already.
 */
function EmbeddedTour({ slug, dependencies }: { slug: string; dependencies: ViewerDependencies }) {
  const [entered, setEntered] = useState(false);
  const frame = { slug, dependencies, entered, onEnter: () => setEntered(true) };
  return (
    <ServerDataGate fallback={<EmbedFrame {...frame} tour={null} branding={undefined} />}>
      <EmbedWithDetails {...frame} />
    </ServerDataGate>
  );
}

interface EmbedFrameProps {
  slug: string;
  dependencies: ViewerDependencies;
  entered: boolean;
  onEnter: () => void;
}

function EmbedWithDetails(props: EmbedFrameProps) {
  const cover = usePublicTour(props.slug);
  const branding = usePublicBranding(props.slug).data;
  const tour = cover.data ?? null;
  useTourMetadata(props.slug, tour, true);
  return (
    <EmbedFrame
      {...props}
      entered={props.entered || cover.isError}
      tour={tour}
      branding={branding}
    />
  );
}

function EmbedFrame({
  slug,
  dependencies,
  entered,
  onEnter,
  tour,
  branding,
}: EmbedFrameProps & { tour: PublicTourView | null; branding: BrandingView | undefined }) {
  return (
    <main className="tour-embed" style={brandingStyle(branding)}>
      {entered ? (
        <>
          <EmbeddedViewer slug={slug} dependencies={dependencies} />
          <BrandLogo branding={branding} className="tour-embed-logo" />
        </>
      ) : (
        <EmbedCover tour={tour} branding={branding} onEnter={onEnter} />
      )}
      <EmbedCredit slug={slug} />
    </main>
  );
}

function EmbeddedViewer({
  slug,
  dependencies,
}: {
  slug: string;
  dependencies: ViewerDependencies;
}) {
  const t = useTranslate();
  const viewer = useTourViewer(slug, dependencies, 'embed');
  const tour = viewer.state.context.tour;
  return (
    <>
      <h1 className="visually-hidden">{tour?.title ?? t('tourViewer.untitled')}</h1>
      <TourViewerStage viewer={viewer} embedded />
    </>
  );
}

function EmbedCredit({ slug }: { slug: string }) {
  const t = useTranslate();
  return (
    <a
      className="tour-embed-credit"
      href={`/t/${encodeURIComponent(slug)}`}
      target="_blank"
      rel="noopener"
    >
      {t('tourViewer.openInRoomwalk')}
    </a>
  );
}

/** /t/:slug: a published tour, full page, with a slim header. */
export function PublicTourScreen({ dependencies = realViewerDependencies }: TourScreenProps) {
  const { slug = '' } = useParams();
  return <PublicTour key={slug} slug={slug} dependencies={dependencies} />;
}

/** /embed/:slug: the same viewer without any page around it, for other sites' iframes. */
export function EmbedTourScreen({ dependencies = realViewerDependencies }: TourScreenProps) {
  const { slug = '' } = useParams();
  return <EmbeddedTour key={slug} slug={slug} dependencies={dependencies} />;
}
