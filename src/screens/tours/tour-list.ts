/**
 * What the tour lists show of the owner's tours: each tour's status as a badge names it, the
 * search by title or address, the four sort orders, and when the list must be read again.
 */
import type { TourStatus, TourView } from '../../contract/tours';

export const TOUR_SORTS = ['newest', 'oldest', 'title', 'views'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];
export const DEFAULT_TOUR_SORT: TourSort = 'newest';

/** A tour's status as the owner reads it: a ready tour that is public says so. */
export type TourDisplayStatus = TourStatus | 'published';

/** How often the list is read again while a tour is still uploading or processing. */
export const IN_PROGRESS_REFRESH_MS = 5000;

/** How many of the newest tours the dashboard shows. */
export const RECENT_TOUR_COUNT = 3;

const IN_PROGRESS: ReadonlySet<TourStatus> = new Set(['uploading', 'queued', 'processing']);

export function isTourSort(value: string | null): value is TourSort {
  return (TOUR_SORTS as readonly (string | null)[]).includes(value);
}

export function displayStatus(tour: TourView): TourDisplayStatus {
  return tour.status === 'ready' && tour.published ? 'published' : tour.status;
}

/** The file is on its way or being processed: the tour will change without the owner acting. */
export function isInProgress(tour: TourView): boolean {
  return IN_PROGRESS.has(tour.status);
}

/** The list's refetch interval: every few seconds while a tour is in progress, else never. */
export function refreshIntervalFor(tours: readonly TourView[] | undefined): number | false {
  return tours?.some(isInProgress) ? IN_PROGRESS_REFRESH_MS : false;
}

/** Case- and accent-insensitive text to compare a search with. */
function foldText(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** Whether the title or the address contains the search (an empty search matches every tour). */
export function matchesSearch(tour: TourView, search: string, locale: string): boolean {
  const wanted = foldText(search.trim(), locale);
  if (wanted === '') return true;
  return [tour.title, tour.address ?? ''].some((text) => foldText(text, locale).includes(wanted));
}

const newestFirst = (a: TourView, b: TourView) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

function comparatorFor(sort: TourSort, locale: string): (a: TourView, b: TourView) => number {
  switch (sort) {
    case 'newest':
      return newestFirst;
    case 'oldest':
      return (a, b) => -newestFirst(a, b);
    case 'title': {
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      return (a, b) => collator.compare(a.title, b.title) || newestFirst(a, b);
    }
    case 'views':
      return (a, b) => b.views - a.views || newestFirst(a, b);
  }
}

/** The tours that match the search, in the chosen order (a new array; the input is kept). */
export function visibleTours(
  tours: readonly TourView[],
  { search, sort, locale }: { search: string; sort: TourSort; locale: string },
): TourView[] {
  return tours
    .filter((tour) => matchesSearch(tour, search, locale))
    .sort(comparatorFor(sort, locale));
}

/** The newest `count` tours. */
export function newestTours(tours: readonly TourView[], count = RECENT_TOUR_COUNT): TourView[] {
  return [...tours].sort(newestFirst).slice(0, count);
}
