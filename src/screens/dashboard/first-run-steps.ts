import type { TourView } from '../../contract/tours';

export const FIRST_RUN_STEPS = ['create', 'start', 'publish', 'share'] as const;
export type FirstRunStepId = (typeof FIRST_RUN_STEPS)[number];

export interface FirstRunStep {
  id: FirstRunStepId;
  done: boolean;
  /** Where to do it: the create page, or the editor of the tour it is about. */
  href: string;
}

const editorOf = (tour: TourView) => `/dashboard/tours/${encodeURIComponent(tour.id)}`;
const newestFirst = (tours: readonly TourView[]) =>
  [...tours].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * The first-run checklist's steps, each ticked from real data (decision 0038). Only the owner's
 * own tours count, never the sample that came with the account (it is ready, has a start and
 * would tick everything for nothing):
 * - create: a tour of their own exists;
 * - start: they saved a start position on one (processing's proposal does not count);
 * - publish: one is published;
 * - share: one published tour was viewed through its link, or they copied a link or embed code
 *   of one of their tours in this browser (`sharedHere`).
 * Each step's link leads to where it is done: the newest tour that still needs it.
 */
export function firstRunSteps(tours: readonly TourView[], sharedHere: boolean): FirstRunStep[] {
  const own = newestFirst(tours.filter((tour) => !tour.sample));
  const ready = own.filter((tour) => tour.status === 'ready');
  const published = own.filter((tour) => tour.published && tour.slug !== null);
  const create = '/dashboard/create-tour';
  const startTour = ready.find((tour) => !tour.startChosen) ?? own[0];
  const publishTour = ready.find((tour) => !tour.published) ?? own[0];
  return [
    { id: 'create', done: own.length > 0, href: create },
    {
      id: 'start',
      done: own.some((tour) => tour.startChosen),
      href: startTour ? editorOf(startTour) : create,
    },
    {
      id: 'publish',
      done: published.length > 0,
      href: publishTour ? editorOf(publishTour) : create,
    },
    {
      id: 'share',
      done: sharedHere || published.some((tour) => tour.views > 0),
      href: published[0] ? editorOf(published[0]) : publishTour ? editorOf(publishTour) : create,
    },
  ];
}
