/**
 * The seeded public demo tour's link, /t/demo (server/tours/demo-tour.ts). A module of its own:
 * the landing page links to it without loading the tour schemas.
 */
export const DEMO_TOUR_SLUG = 'demo';
