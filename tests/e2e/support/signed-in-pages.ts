/**
 * The pages every signed-in owner has (the app shell's navigation, decision 0039), for the specs
 * that visit each of them: the tour's own page (/dashboard/tours/:id) is added by the spec that
 * has a tour.
 */
export const OWNER_PAGES = [
  '/dashboard',
  '/dashboard/tours',
  '/dashboard/create-tour',
  '/dashboard/credits',
  '/dashboard/top-up',
  '/dashboard/messages',
  '/dashboard/settings',
] as const;
