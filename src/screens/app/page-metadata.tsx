import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { applyPageMetadata, PRODUCT_NAME, type PageMetadata } from '../../services/page-metadata';

export interface PageMetadataProps {
  /** Catalogue key of the page title; absent on the home page (default title). */
  titleId?: string;
  descriptionId?: string;
  noIndex?: boolean;
  noFollow?: boolean;
  type?: PageMetadata['type'];
  structuredData?: Record<string, unknown>;
}

function siteOrigin(): string {
  return import.meta.env.VITE_PUBLIC_URL?.replace(/\/$/, '') ?? window.location.origin;
}

/** Sets the head tags of SPEC §3's page metadata for the current route. Renders nothing. */
export function PageMetadataTags({
  titleId,
  descriptionId = 'meta.defaultDescription',
  noIndex,
  noFollow,
  type,
  structuredData,
}: PageMetadataProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const title = titleId ? t(titleId) : undefined;
  const description = t(descriptionId);
  const defaultTitle = t('meta.defaultTitle');
  const keywords = t('meta.keywords');

  useEffect(() => {
    const canonicalUrl = `${siteOrigin()}${pathname}`;
    applyPageMetadata(
      {
        title,
        description,
        keywords: keywords.split(',').map((keyword) => keyword.trim()),
        canonicalUrl,
        type,
        noIndex,
        noFollow,
        structuredData: structuredData ?? {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: title ?? defaultTitle,
          description,
          url: canonicalUrl,
          isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: siteOrigin() },
        },
      },
      defaultTitle,
    );
  }, [
    title,
    description,
    defaultTitle,
    keywords,
    pathname,
    type,
    noIndex,
    noFollow,
    structuredData,
  ]);

  return null;
}

/** A screen's heading and lead paragraph, with its page metadata. */
export function ScreenIntro({ page, noIndex }: { page: string; noIndex?: boolean }) {
  const t = useTranslate();
  return (
    <>
      <PageMetadataTags
        titleId={`pages.${page}.title`}
        descriptionId={`pages.${page}.description`}
        noIndex={noIndex}
      />
      <h1 className="screen-heading">{t(`pages.${page}.title`)}</h1>
      <p className="lead">{t(`pages.${page}.description`)}</p>
    </>
  );
}
