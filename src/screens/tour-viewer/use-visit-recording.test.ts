import { describe, expect, it } from 'vitest';
import { placeAt } from './use-visit-recording';

const destinations = [
  { id: 'kitchen', name: 'Kitchen', position: { x: 3, y: 0, z: 2 } },
  { id: 'living', name: 'Living room', position: { x: -2, y: 0, z: 2 } },
];

describe('placeAt', () => {
  it('is the nearest destination within reach, on the same level', () => {
    expect(placeAt({ building: null, destinations }, { x: 2, y: 1.6, z: 2 })).toBe('Kitchen');
    expect(placeAt({ building: null, destinations }, { x: -1, y: 1.6, z: 1 })).toBe('Living room');
    expect(placeAt({ building: null, destinations }, { x: 20, y: 1.6, z: 2 })).toBeNull();
    expect(placeAt({ building: null, destinations }, { x: 3, y: 5, z: 2 })).toBeNull();
  });

  it("uses the model's rooms where it declared them", () => {
    const building = {
      unit: 'm',
      storeys: [],
      rooms: [{ name: 'Office 1.02', storey: null, position: { x: 3, y: 0, z: 2 } }],
      objects: [],
    };
    expect(placeAt({ building, destinations }, { x: 3, y: 1.6, z: 2 })).toBe('Office 1.02');
    expect(placeAt({ building, destinations }, { x: -2, y: 1.6, z: 2 })).toBeNull();
  });
});
