/**
 * A tour's page draws its first frame before the app starts (docs/decisions/0045): the page's
 * entry (src/paint-first/tour-first.ts) makes the viewer and its element, and offers them here;
 * the tour's screen takes them when it mounts, in place of a viewer of its own. This module is
 * the hand-over between the two, and is shared by both (one module, one offer).
 */
import type { ExtendedTourViewer } from './tour-viewer';
import type { TourViewer, ViewerEvents } from './types';

/** What the screen needs of an early viewer beyond any viewer's calls. */
export type AdoptableViewer = TourViewer & Pick<ExtendedTourViewer, 'setObjects'>;

/** The id of the element, in a tour's page as the server sends it, that the first frame goes in. */
export const EARLY_VIEWER_SLOT_ID = 'early-viewer';
/** The id of the stage's keyboard help, which the viewer's element is described by. */
export const VIEWER_KEYS_HELP_ID = 'tour-viewer-keys';

/** The element a tour viewer draws in, made outside React: its class, role and description. */
export function createViewerElement(): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'tour-viewer-canvas';
  element.setAttribute('role', 'application');
  element.setAttribute('aria-describedby', VIEWER_KEYS_HELP_ID);
  return element;
}

export interface EarlyViewer {
  readonly slug: string;
  /** The element it draws in (createViewerElement's), to be moved into the screen's stage. */
  readonly element: HTMLDivElement;
  readonly viewer: AdoptableViewer;
  /** The viewer's load: settles once the model is in, or rejects with its ViewerLoadError. */
  readonly loaded: Promise<void>;
  /** Whether its first frame is on screen already. */
  drawn(): boolean;
  /** The viewer's reports go to `events` from now on; the latest progress is replayed. */
  forwardTo(events: ViewerEvents): void;
}

let offered: EarlyViewer | null = null;

export function offerEarlyViewer(viewer: EarlyViewer): void {
  offered?.viewer.dispose();
  offered = viewer;
}

/** The viewer offered for `slug`, once; an offer for another tour is disposed of. */
export function takeEarlyViewer(slug: string): EarlyViewer | null {
  const taken = offered;
  offered = null;
  if (taken === null || taken.slug === slug) return taken;
  taken.viewer.dispose();
  taken.element.remove();
  return null;
}

/** Viewer events that go wherever forwardTo last pointed them (nowhere at first). */
export function forwardingEvents(): {
  events: Required<ViewerEvents>;
  forwardTo: (events: ViewerEvents) => void;
} {
  let target: ViewerEvents = {};
  let progress: number | undefined;
  return {
    events: {
      onProgress: (fraction) => {
        progress = fraction;
        target.onProgress?.(fraction);
      },
      onAnnotationSelected: (annotationId) => target.onAnnotationSelected?.(annotationId),
      onArrived: () => target.onArrived?.(),
      onStoreyChanged: (storey) => target.onStoreyChanged?.(storey),
    },
    forwardTo: (events) => {
      target = events;
      if (progress !== undefined) events.onProgress?.(progress);
    },
  };
}
