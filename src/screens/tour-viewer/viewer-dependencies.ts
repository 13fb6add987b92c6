/**
 * What the viewer screens need from outside React: a viewer in a container, and <model-viewer>
 * for AR. The real ones load three.js, recast and model-viewer on demand, so only tour routes
 * fetch them; tests pass fakes (jsdom has no WebGL).
 */
import { createVisitRecorder, type VisitRecorder } from '../../services/visit-recorder';
import type { TourViewer, ViewerEvents } from '../../viewer/types';

export type ViewerFactory = (container: HTMLElement, events: ViewerEvents) => Promise<TourViewer>;

export interface ViewerDependencies {
  createViewer: ViewerFactory;
  /** Defines the <model-viewer> element. */
  loadAr: () => Promise<void>;
  /** Reports the visit for the owner's analytics (decision 0040); absent, nothing is reported. */
  recordVisit?: (slug: string) => VisitRecorder;
}

export const realViewerDependencies: ViewerDependencies = {
  createViewer: async (container, events) =>
    (await import('../../viewer/tour-viewer')).createTourViewer(container, events),
  loadAr: async () => (await import('../../viewer/model-viewer')).defineModelViewer(),
  recordVisit: (slug) => createVisitRecorder(slug),
};
