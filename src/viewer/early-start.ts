/**
 * What a tour's page does before the app starts (src/paint-first/tour-first.ts, docs/decisions/
 * 0045): fetch the tour's details, draw its first frame in the stage the server's page holds, and
 * offer the viewer to the app's screen, which adopts it (early-viewer.ts).
 */
import { publicTourApiPath } from '../contract/tour-links';
import type { PublicTourView } from '../contract/tours';
import {
  createViewerElement,
  EARLY_VIEWER_SLOT_ID,
  forwardingEvents,
  offerEarlyViewer,
} from './early-viewer';
import { viewerTourOf } from './public-tour';
import { createTourViewer } from './tour-viewer';
import type { ViewerEvents } from './types';

/**
 * The tour the page's stage names, as GET /public/tours/:slug answers it. Not checked against
 * its schema here: the app's screen fetches and checks it again, and says what is wrong; any
 * error here only leaves the tour to the app. (The schema's library would load the app's vendor
 * chunk before the first frame.)
 */
async function fetchPublicTour(slug: string): Promise<PublicTourView> {
  const response = await fetch(publicTourApiPath(slug), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The tour's details answered ${response.status}`);
  return (await response.json()) as PublicTourView;
}

/**
 * Resolves once the first frame is drawn; rejects where the app's screen must take over (the
 * viewer, if made, stays offered: the screen reports its failure). Nothing to do on a page
 * without the stage.
 */
export async function drawFirstFrame(): Promise<void> {
  const slot = document.getElementById(EARLY_VIEWER_SLOT_ID);
  const slug = slot?.dataset['slug'];
  if (!slot || !slug) return;
  // The object labels' names are keys until the app, which knows the visitor's language, adopts it.
  const tour = viewerTourOf(await fetchPublicTour(slug), (key) => key);
  if (!tour) throw new Error('The tour has no model');
  const element = createViewerElement();
  slot.append(element);
  const { events, forwardTo } = forwardingEvents();
  const viewer = createTourViewer(element, events);
  const loaded = viewer.load(tour);
  let adopted = false;
  let drawn = false;
  const adopt = (screenEvents: ViewerEvents) => {
    adopted = true;
    viewer.holdFrames(false);
    forwardTo(screenEvents);
  };
  offerEarlyViewer({ slug, element, viewer, loaded, forwardTo: adopt, drawn: () => drawn });
  await loaded;
  await viewer.firstFrame();
  drawn = true;
  // Until the app's screen adopts it, the first frame stays: each frame drawn in software would
  // hold up the app's start, which yields between its steps.
  if (!adopted) viewer.holdFrames(true);
}
