/**
 * What the viewer screens need from outside React: a viewer in a container, and <model-viewer>
 * for AR. The real ones load three.js, recast and model-viewer on demand, so only tour routes
 * fetch them; tests pass fakes (jsdom has no WebGL).
 */
import { createVisitRecorder, type VisitRecorder } from '../../services/visit-recorder';
import { takeEarlyViewer, type EarlyViewer } from '../../viewer/early-viewer';
import { preloadTourFiles } from '../../viewer/preload';
import type { TourViewer, ViewerEvents, ViewerTour } from '../../viewer/types';

export type ViewerFactory = (container: HTMLElement, events: ViewerEvents) => Promise<TourViewer>;

export interface ViewerDependencies {
  createViewer: ViewerFactory;
  /**
   * Starts what the viewer will need for this tour before its code has loaded: the model's and
   * the navmesh's downloads, recast's WebAssembly (docs/decisions/0042). Returns what undoes it.
   */
  prepare?: (tour: ViewerTour) => () => void;
  /** Defines the <model-viewer> element. */
  loadAr: () => Promise<void>;
  /**
   * The viewer the page started for this tour before the app (docs/decisions/0045), if any: the
   * screen adopts it and its element rather than make a viewer of its own.
   */
  takeEarlyViewer?: (slug: string) => EarlyViewer | null;
  /** Reports the visit for the owner's analytics (decision 0040); absent, nothing is reported. */
  recordVisit?: (slug: string) => VisitRecorder;
}

export const realViewerDependencies: ViewerDependencies = {
  createViewer: async (container, events) =>
    (await import('../../viewer/tour-viewer')).createTourViewer(container, events),
  loadAr: async () => (await import('../../viewer/model-viewer')).defineModelViewer(),
  takeEarlyViewer,
  recordVisit: (slug) => createVisitRecorder(slug),
  prepare: (tour) => {
    if (tour.navMeshUrl) {
      // A failure here is the navmesh's to report: it waits for the same promise.
      void import('../../viewer/recast-init')
        .then(({ initRecast }) => initRecast())
        .catch(() => undefined);
    }
    // The preview comes first where there is one; the model itself after the first frame.
    return preloadTourFiles([tour.previewUrl ?? tour.modelUrl, tour.navMeshUrl]);
  },
};
