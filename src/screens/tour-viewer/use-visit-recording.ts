/**
 * The owner's analytics, as the viewer sees the visit (decision 0040): the visit starts once the
 * tour is read, AR opens and routes to destinations are taken from the visitor's own requests,
 * and the room the visitor stands in is looked up every few seconds while walking (per-frame
 * camera moves stay in the viewer: this reads its pose, it does not follow it).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { visitPlaces, type VisitSource } from '../../contract/analytics';
import type { PublicTourView, Vector3 } from '../../contract/tours';
import type { ViewerEvent, viewerMachine } from '../../machines/viewer.machine';
import type { VisitRecorder } from '../../services/visit-recorder';
import type { TourViewer } from '../../viewer/types';

/** How often the room under the visitor is looked up while walking. */
export const ROOM_CHECK_INTERVAL_MS = 2000;
/** A place counts as reached within this many metres across, and this many up or down. */
const ROOM_REACH_M = 3.5;
const ROOM_LEVEL_M = 2.5;

/** The tour's place the visitor stands in, if any: the nearest within reach. */
export function placeAt(
  tour: Pick<PublicTourView, 'building' | 'destinations'>,
  position: Vector3,
): string | null {
  let nearest: { name: string; distance: number } | null = null;
  for (const place of visitPlaces(tour)) {
    if (Math.abs(place.position.y - position.y) > ROOM_LEVEL_M) continue;
    const distance = Math.hypot(place.position.x - position.x, place.position.z - position.z);
    if (distance <= ROOM_REACH_M && (nearest === null || distance < nearest.distance)) {
      nearest = { name: place.name, distance };
    }
  }
  return nearest?.name ?? null;
}

/** The events of the visitor's own that the owner's analytics count, when the viewer takes them. */
export function recordRequest(recorder: VisitRecorder, event: ViewerEvent): void {
  if (event.type === 'ar.open') recorder.ar();
  if (event.type === 'route.show' && event.target.kind === 'destination') {
    recorder.destination(event.target.id);
  }
}

type ViewerActor = ActorRefFrom<typeof viewerMachine>;

/**
 * Records the visit of `slug` while the viewer is mounted; returns what to call with each event
 * the visitor sends (an AR open, a route), or nothing when no recorder is given.
 */
export function useVisitRecording(
  actor: ViewerActor,
  slug: string,
  record: ((slug: string) => VisitRecorder) | undefined,
  source: VisitSource,
  viewer: () => TourViewer | null,
): (event: ViewerEvent) => void {
  const current = useRef<VisitRecorder | null>(null);
  useEffect(() => {
    if (record === undefined) return;
    const recorder = record(slug);
    current.current = recorder;
    let timer: ReturnType<typeof setInterval> | null = null;
    const checkRoom = () => {
      const snapshot = actor.getSnapshot();
      const tour = snapshot.context.tour;
      if (tour === null || !snapshot.matches({ ready: { mode: 'walk' } })) return;
      const pose = viewer()?.cameraPose();
      const place = pose === undefined ? null : placeAt(tour, pose.position);
      if (place !== null) recorder.room(place);
    };
    const onSnapshot = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.context.tour === null || !snapshot.matches('ready')) return;
      recorder.start(source);
      timer ??= setInterval(checkRoom, ROOM_CHECK_INTERVAL_MS);
    };
    const subscription = actor.subscribe(onSnapshot);
    onSnapshot();
    return () => {
      subscription.unsubscribe();
      if (timer !== null) clearInterval(timer);
      recorder.stop();
      if (current.current === recorder) current.current = null;
    };
  }, [actor, slug, record, source, viewer]);
  return useCallback(
    (event: ViewerEvent) => {
      const recorder = current.current;
      if (recorder !== null && actor.getSnapshot().can(event)) recordRequest(recorder, event);
    },
    [actor],
  );
}
