import { describe, expect, it } from 'vitest';
import type { PublicTourView } from '../contract/tours';
import { viewerTourOf } from './public-tour';

const at = (x: number) => ({ x, y: 0, z: 0 });

function publicTour(overrides: Partial<PublicTourView>): PublicTourView {
  return {
    slug: 'loft',
    title: 'Loft',
    description: null,
    address: null,
    startPosition: null,
    annotations: [],
    destinations: [{ id: 'k', name: 'Kitchen', position: at(1) }],
    bounds: null,
    building: null,
    storeys: [],
    kind: 'space',
    assets: { model: '/model.glb' },
    ...overrides,
  };
}

describe('viewerTourOf: the rooms the viewer labels', () => {
  it('are the destinations the owner named, where the model names no rooms', () => {
    expect(viewerTourOf(publicTour({}), (key) => key)?.rooms).toEqual([
      { name: 'Kitchen', position: at(1) },
    ]);
  });

  it('are the model’s own rooms where it names them', () => {
    const building = {
      unit: 'm',
      storeys: [],
      rooms: [{ name: 'Küche', storey: null, position: at(2) }],
      objects: [],
    };
    expect(viewerTourOf(publicTour({ building }), (key) => key)?.rooms).toEqual([
      { name: 'Küche', position: at(2) },
    ]);
  });
});
