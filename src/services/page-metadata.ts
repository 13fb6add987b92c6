export interface PageMetadata {
  /** The page's own title; absent on the home page, which gets the default title. */
  title?: string;
  description: string;
  keywords?: string[];
  canonicalUrl: string;
  imageUrl?: string;
  type?: 'website' | 'article' | 'profile';
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
  noIndex?: boolean;
  noFollow?: boolean;
  structuredData?: Record<string, unknown>;
}

export const PRODUCT_NAME = 'Roomwalk';
export const DEFAULT_OG_IMAGE = '/og-image.jpg';

/** SPEC §9: the default title for the home page; other pages get "<page> | Roomwalk". */
export function formatDocumentTitle(pageTitle: string | undefined, defaultTitle: string): string {
  return pageTitle ? `${pageTitle} | ${PRODUCT_NAME}` : defaultTitle;
}

/** SPEC §9: index, follow unless the page says otherwise. */
export function robotsDirective(meta: Pick<PageMetadata, 'noIndex' | 'noFollow'>): string {
  return `${meta.noIndex ? 'noindex' : 'index'}, ${meta.noFollow ? 'nofollow' : 'follow'}`;
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content?: string) {
  const selector = `meta[${attribute}="${key}"]`;
  let element = doc.head.querySelector<HTMLMetaElement>(selector);
  if (content === undefined || content === '') {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(doc: Document, href: string) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = href;
}

function upsertStructuredData(doc: Document, data?: Record<string, unknown>) {
  const id = 'structured-data';
  let script = doc.getElementById(id);
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = doc.createElement('script');
    script.id = id;
    script.setAttribute('type', 'application/ld+json');
    doc.head.append(script);
  }
  // JSON in a data block: escape "<" so no "</script>" can close it early.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Writes every head tag of SPEC §3's page metadata for one page. */
export function applyPageMetadata(meta: PageMetadata, defaultTitle: string, doc = document): void {
  const title = formatDocumentTitle(meta.title, defaultTitle);
  const image = new URL(meta.imageUrl ?? DEFAULT_OG_IMAGE, meta.canonicalUrl).href;
  doc.title = title;
  upsertMeta(doc, 'name', 'description', meta.description);
  upsertMeta(doc, 'name', 'keywords', meta.keywords?.join(', '));
  upsertMeta(doc, 'name', 'author', meta.author ?? PRODUCT_NAME);
  upsertMeta(doc, 'name', 'robots', robotsDirective(meta));
  upsertMeta(doc, 'property', 'og:title', title);
  upsertMeta(doc, 'property', 'og:description', meta.description);
  upsertMeta(doc, 'property', 'og:type', meta.type ?? 'website');
  upsertMeta(doc, 'property', 'og:url', meta.canonicalUrl);
  upsertMeta(doc, 'property', 'og:image', image);
  upsertMeta(doc, 'property', 'og:site_name', PRODUCT_NAME);
  upsertMeta(doc, 'property', 'article:published_time', meta.publishedTime);
  upsertMeta(doc, 'property', 'article:modified_time', meta.modifiedTime);
  upsertMeta(doc, 'name', 'twitter:card', 'summary_large_image');
  upsertCanonical(doc, meta.canonicalUrl);
  upsertStructuredData(doc, meta.structuredData);
}
