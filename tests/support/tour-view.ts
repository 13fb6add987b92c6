import type { TourView } from '../../src/contract/tours';

/** A tour as GET /tours/:id describes it: a fresh draft, with `overrides` on top. */
export function tourView(overrides: Partial<TourView> = {}): TourView {
  return {
    id: 'tour',
    title: 'Tour',
    description: null,
    address: null,
    sourceKind: 'scan',
    status: 'draft',
    stage: null,
    progress: 0,
    error: null,
    slug: null,
    published: false,
    startPosition: null,
    annotations: [],
    destinations: [],
    assets: {},
    bounds: null,
    building: null,
    storeys: [],
    kind: 'space',
    model: null,
    views: 0,
    sample: false,
    startChosen: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
