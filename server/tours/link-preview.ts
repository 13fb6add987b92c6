/**
 * Link previews for /t/{slug} (issue 18 point 6): the Open Graph and Twitter tags that chat apps
 * and social sites read from the served HTML, since none of them runs the app's JavaScript.
 *
 * Only a tour anyone may view (published, ready, its owner's hosting not paused: the same rule as
 * GET /public/tours/:slug) gets its own title, description and thumbnail; any other slug gets the
 * product's generic tags, so a preview tells nothing about a private, unpublished or paused tour,
 * not even whether it exists. Every value is escaped for a double-quoted attribute.
 */
import { escapeAttribute, publicTourApiPath, publicTourUrl } from '../../src/contract/tour-links';
import { previewText, stripBidiControls } from '../../src/contract/typed-text';
import { hostingOf } from '../billing/hosting';
import type { Queryable } from '../db/database';
import { assetUrls, findBySlug, isPubliclyViewable } from './tours';

const PRODUCT_NAME = 'Roomwalk';
/** public/og-image.jpg: the product's own picture. */
const DEFAULT_OG_IMAGE = '/og-image.jpg';

/** The generic description, the same as index.html's (the served page's language is English). */
export const GENERIC_PREVIEW_DESCRIPTION =
  'Turn a phone scan or a CAD file into a walkable 3D tour with AR and built-in indoor navigation. Share it by link or embed code.';

/** A description longer than this is cut at a word, as preview cards show about this much. */
const DESCRIPTION_LIMIT = 200;

const TOUR_PATH = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/;

/** The slug of a /t/{slug} path, or undefined for any other path. */
export function tourPageSlug(urlPath: string): string | undefined {
  return TOUR_PATH.exec(urlPath)?.[1];
}

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string;
  /** The page's <title>. */
  documentTitle: string;
  /** A viewable tour's model and navmesh (same-origin paths), which the page preloads. */
  tourFiles: string[];
}

/** On one line, without bidi controls, cut by grapheme (never inside a character). */
function shortened(text: string): string {
  return previewText(text, DESCRIPTION_LIMIT);
}

export function genericLinkPreview(baseUrl: string): LinkPreview {
  return {
    title: PRODUCT_NAME,
    description: GENERIC_PREVIEW_DESCRIPTION,
    url: `${baseUrl}/`,
    image: new URL(DEFAULT_OG_IMAGE, baseUrl).href,
    documentTitle: PRODUCT_NAME,
    tourFiles: [],
  };
}

/** The preview of the tour at `slug`, or the generic one when visitors may not see it. */
export async function tourLinkPreview(
  db: Queryable,
  baseUrl: string,
  slug: string,
): Promise<LinkPreview> {
  const tour = await findBySlug(db, slug);
  if (tour === undefined || !isPubliclyViewable(tour)) return genericLinkPreview(baseUrl);
  if ((await hostingOf(db, tour.ownerId)).paused) return genericLinkPreview(baseUrl);
  const slugPath = publicTourApiPath(tour.slug);
  const { thumbnail, model, preview, navmesh } = assetUrls(
    tour,
    (name) => `${slugPath}/assets/${name}`,
  );
  const description = tour.description?.trim() ? tour.description : GENERIC_PREVIEW_DESCRIPTION;
  // A preview card shows one line with nothing to isolate it: no bidi control may reorder it.
  const title = stripBidiControls(tour.title);
  return {
    title,
    description: shortened(description),
    url: publicTourUrl(baseUrl, tour.slug),
    image: new URL(thumbnail ?? DEFAULT_OG_IMAGE, baseUrl).href,
    documentTitle: `${title} | ${PRODUCT_NAME}`,
    // The first frame draws the preview where there is one (decision 0049).
    tourFiles: [preview ?? model, navmesh].filter((file) => file !== undefined),
  };
}

/** The tags, one a line, as the head of the page gets them. */
export function linkPreviewTags(preview: LinkPreview): string {
  const property = (key: string, value: string) =>
    `<meta property="${key}" content="${escapeAttribute(value)}" />`;
  const name = (key: string, value: string) =>
    `<meta name="${key}" content="${escapeAttribute(value)}" />`;
  return [
    property('og:type', 'website'),
    property('og:site_name', PRODUCT_NAME),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:url', preview.url),
    property('og:image', preview.image),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', preview.title),
    name('twitter:description', preview.description),
    name('twitter:image', preview.image),
  ].join('\n    ');
}

const ESCAPED_TEXT: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * index.html with the preview in its head: the tags before </head>, its <title> and its
 * description replaced (the app rewrites them all the same once it runs).
 */
export function withLinkPreview(html: string, preview: LinkPreview): string {
  const title = preview.documentTitle.replace(/[&<>]/g, (c) => ESCAPED_TEXT[c] ?? c);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(preview.description)}" />`,
    )
    .replace('</head>', () => `    ${linkPreviewTags(preview)}\n  </head>`);
}
