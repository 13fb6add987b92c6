import type { TourView } from '../../contract/tours';

/**
 * The tour's picture: `src` is the thumbnail as an object URL once it has been downloaded
 * (useThumbnailUrl); until then, and for tours without one, a drawing stands in for it.
 */
export function TourThumbnail({ tour, src }: { tour: TourView; src?: string }) {
  if (src) return <img className="tour-thumbnail" src={src} alt="" />;
  return (
    <div className="tour-thumbnail" data-source={tour.sourceKind} aria-hidden="true">
      <svg viewBox="0 0 64 40" width="64" height="40" focusable="false">
        <path
          d="M14 32V18l18-10 18 10v14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path d="M27 32v-8h10v8" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </div>
  );
}
