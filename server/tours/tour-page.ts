/**
 * The page of a tour anyone may view (/t/{slug}) draws the tour's first frame before the app
 * starts (issue 18 point 7, docs/decisions/0045). At build time, scripts/prerender-pages.tsx
 * writes its template, index.tour.html: index.html with the tour page's header and an empty
 * stage before the app's #root, the app's script tags inert, and the page's own entry
 * (src/paint-first/tour-first.ts), which draws in that stage and then starts the app. The server
 * fills in each tour's title and slug.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeAttribute, publicTourApiPath } from '../../src/contract/tour-links';
import { withLinkPreview, type LinkPreview } from './link-preview';
import { tourPageModules, withTourPreloads } from './tour-page-preloads';

/** The template's file in the build. */
export const TOUR_PAGE_FILE = 'index.tour.html';
/** What the template holds where each tour's title (as text) and slug (in an attribute) go. */
export const TOUR_TITLE_SLOT = '%%roomwalk-tour-title%%';
export const TOUR_SLUG_SLOT = '%%roomwalk-tour-slug%%';

/** The modules the page's first frame needs, by their source paths (see tour-page-preloads.ts). */
export const FIRST_FRAME_MODULES = [
  'src/viewer/early-start.ts',
  'src/viewer/recast-init.ts',
  'node_modules/@recast-navigation/wasm/dist/recast-navigation.wasm.js',
] as const;

/** The template with the tour's title and slug in place (escaped: fit for text and attributes). */
export function tourPageHtml(template: string, tour: { title: string; slug: string }): string {
  return template
    .replaceAll(TOUR_TITLE_SLOT, () => escapeAttribute(tour.title))
    .replaceAll(TOUR_SLUG_SLOT, () => escapeAttribute(tour.slug));
}

const readPage = (file: string) => readFile(file, 'utf8').catch(() => undefined);

/**
 * The HTML of /t/{slug}: always with the link preview; for a tour anyone may view, the template
 * that draws its first frame before the app, with the tour's files, its details and the viewer's
 * code preloaded (index.html with the preloads alone in a build without the template). Each
 * request reads one page only. Undefined when the build has neither.
 */
export async function servedTourPage(
  distDir: string,
  preview: LinkPreview,
  slug: string,
): Promise<string | undefined> {
  const viewable = preview.tourFiles.length > 0;
  const template = viewable ? await readPage(path.join(distDir, TOUR_PAGE_FILE)) : undefined;
  if (template !== undefined) {
    const page = withLinkPreview(tourPageHtml(template, { title: preview.title, slug }), preview);
    // The page's entry asks for the tour's details first (src/viewer/early-start.ts).
    const files = [publicTourApiPath(slug), ...preview.tourFiles];
    return withTourPreloads(page, files, await tourPageModules(distDir, FIRST_FRAME_MODULES));
  }
  const index = await readPage(path.join(distDir, 'index.html'));
  if (index === undefined) return undefined;
  const page = withLinkPreview(index, preview);
  return viewable
    ? withTourPreloads(page, preview.tourFiles, await tourPageModules(distDir))
    : page;
}
