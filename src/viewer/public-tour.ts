/** A public tour (GET /public/tours/:slug) as the viewer takes it. */
import { visitPlaces } from '../contract/analytics';
import type { PublicTourView } from '../contract/tours';
import type { ViewerObjectLabel, ViewerTour } from './types';

/** Translates a catalogue key (the object labels' names, in the visitor's language). */
export type Translate = (id: string) => string;

/** The objects the model names, by their vocabulary key, translated. */
export function objectLabelsOf(tour: PublicTourView, translate: Translate): ViewerObjectLabel[] {
  return (
    tour.building?.objects.map(({ kind, position }) => ({
      text: translate(`tourViewer.objects.${kind}`),
      position,
    })) ?? []
  );
}

/** The tour as the viewer takes it; null for a tour without a model. */
export function viewerTourOf(tour: PublicTourView, translate: Translate): ViewerTour | null {
  const { model, preview, navmesh, floorplan } = tour.assets;
  if (!model) return null;
  return {
    modelUrl: model,
    previewUrl: preview,
    navMeshUrl: navmesh,
    floorPlanUrl: floorplan,
    storeys: tour.storeys.map(({ elevation, floorplan: floorPlanUrl, entrance }) => ({
      elevation,
      floorPlanUrl,
      entrance,
    })),
    rooms: visitPlaces(tour),
    objects: objectLabelsOf(tour, translate),
    bounds: tour.bounds,
    startPosition: tour.startPosition,
    annotations: tour.annotations,
    destinations: tour.destinations,
  };
}
