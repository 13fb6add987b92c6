/** The generated apartment (scripts/fixtures/layout.ts) as the browser tests see it in a viewer. */
import type { Locator } from '@playwright/test';

/**
 * The apartment's plan (scripts/fixtures/layout.ts): metres, x east, y north; 10 × 9 m between
 * the outer walls' centre lines, 12 cm walls.
 */
const APARTMENT = { width: 10.12, depth: 9.12, centre: { x: 5, y: 4.5 } };

/**
 * Where a point of the apartment's plan is on a viewer in Floor plan mode, from the
 * view's top left corner: the plan is seen from straight above, north up, centred, fitted with a
 * tenth to spare (src/viewer/floor-plan-mode.ts).
 */
export async function floorPlanPoint(view: Locator, plan: { x: number; y: number }) {
  const { width, height } = (await view.boundingBox())!;
  const halfHeight = (Math.max(APARTMENT.depth, (APARTMENT.width * height) / width) * 1.1) / 2;
  const pixelsPerMetre = height / 2 / halfHeight;
  return {
    x: width / 2 + (plan.x - APARTMENT.centre.x) * pixelsPerMetre,
    y: height / 2 - (plan.y - APARTMENT.centre.y) * pixelsPerMetre,
  };
}
