/**
 * IFC through the real API, queue, worker and processing thread (issue 17, point 3): the generated
 * two-storey house (IFC4 and IFC2X3, millimetres) becomes a ready tour with its storeys, its
 * rooms as destinations, a route between rooms on different storeys and a start indoors on the
 * ground storey; an IFC of another schema is refused with a message that names it.
 */
import { NavMeshQuery, importNavMesh, init } from 'recast-navigation';
import { describe, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { HOUSE_ROOMS, HOUSE_STOREYS, houseIfc } from '../../scripts/fixtures/ifc';
import {
  damagedIfcMessage,
  IFC_NO_PRODUCTS_MESSAGE,
  unsupportedIfcSchemaMessage,
} from '../../server/processing/inputs/ifc';
import type { TestClient } from './support/test-api';
import { processingHarness } from './support/processing-harness';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const READY_WITHIN_MS = 120_000;

const { processed: processedTour } = processingHarness('ifc', READY_WITHIN_MS);

/** IFC files are CAD models. */
const processed = (bytes: Uint8Array) => processedTour(bytes, 'cad');

async function navMeshOf(client: TestClient, tour: TourView) {
  const response = await client.get(tour.assets.navmesh ?? '');
  expect(response.status).toBe(200);
  await init();
  return importNavMesh(new Uint8Array(await response.arrayBuffer())).navMesh;
}

describe.each(['IFC4', 'IFC2X3'] as const)('a two-storey house as %s', (schema) => {
  it('becomes a ready tour with its storeys, rooms as destinations and labelled objects', async () => {
    const { client, tour } = await processed(await houseIfc({ schema }));
    expect(tour.error).toBeNull();
    expect(tour.status).toBe('ready');
    const building = tour.building;
    expect(building?.unit).toBe('mm');
    // Millimetres read as metres: the house is 8 m × 6 m, plus the roof's overhang.
    expect((tour.bounds?.max.x ?? 0) - (tour.bounds?.min.x ?? 0)).toBeCloseTo(8.6, 1);
    expect(building?.storeys.map((storey) => storey.name)).toEqual(
      HOUSE_STOREYS.map((storey) => storey.name),
    );
    const [ground, first] = building?.storeys ?? [];
    expect((first?.elevation ?? 0) - (ground?.elevation ?? 0)).toBeCloseTo(3, 3);
    expect(tour.destinations.map((destination) => destination.name).sort()).toEqual(
      HOUSE_ROOMS.map((room) => room.name).sort(),
    );
    expect(building?.rooms.map((room) => [room.name, room.storey])).toEqual(
      expect.arrayContaining(HOUSE_ROOMS.map((room) => [room.name, room.storey])),
    );
    const kinds = building?.objects.map((object) => `${object.kind} ${object.name}`) ?? [];
    expect(kinds).toEqual(
      expect.arrayContaining([
        'door Front door',
        'window Kitchen window',
        'stairs Stair',
        'sofa Sofa',
        'table Table',
        'bed Bed',
      ]),
    );
    // Each at the centre of its geometry: the bed (0.5 m high) on the first floor.
    const bed = building?.objects.find((object) => object.kind === 'bed');
    expect(bed?.storey).toBe('First floor');
    expect((bed?.position.y ?? 0) - (first?.elevation ?? 0)).toBeCloseTo(0.25, 1);

    // The visitor starts indoors on the ground storey, eye about 1.6 m above its floor, not on
    // the roof.
    const eye = tour.startPosition?.position.y ?? Infinity;
    expect(eye - (ground?.elevation ?? 0)).toBeGreaterThan(1.3);
    expect(eye - (ground?.elevation ?? 0)).toBeLessThan(2);

    // A route from the kitchen (ground floor, through its door) to the bedroom (first floor,
    // up the stair and through the bedroom door).
    const navMesh = await navMeshOf(client, tour);
    const query = new NavMeshQuery(navMesh);
    try {
      const at = (name: string) => {
        const destination = tour.destinations.find((item) => item.name === name);
        expect(destination).toBeDefined();
        return destination?.position ?? { x: 0, y: 0, z: 0 };
      };
      const halfExtents = { x: 1.5, y: 0.5, z: 1.5 };
      const from = query.findClosestPoint(at('Kitchen'), { halfExtents }).point;
      const to = query.findClosestPoint(at('Bedroom'), { halfExtents }).point;
      const found = query.computePath(from, to, { halfExtents, maxPathPolys: 2048 });
      expect(found.success).toBe(true);
      const last = found.path.at(-1);
      expect(Math.hypot((last?.x ?? 0) - to.x, (last?.z ?? 0) - to.z)).toBeLessThan(0.1);
      expect(last?.y ?? 0).toBeGreaterThan((first?.elevation ?? 0) - 0.3);
    } finally {
      query.destroy();
      navMesh.destroy();
    }
  });
});

describe('an IFC that cannot be read', () => {
  it('of another schema is refused with a message that names it', async () => {
    const ifc = new TextDecoder().decode(await houseIfc());
    const bytes = new TextEncoder().encode(
      ifc.replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('IFC2X2_FINAL'))"),
    );
    const { tour } = await processed(bytes);
    expect(tour.status).toBe('failed');
    expect(tour.error).toBe(unsupportedIfcSchemaMessage('IFC2X2_FINAL'));
  });

  it('with a record whose brackets do not close is refused with its line', async () => {
    const ifc = new TextDecoder().decode(await houseIfc());
    const data = ifc.indexOf('DATA;') + 5;
    const line = ifc.slice(0, data).split('\n').length + 1;
    const broken = `${ifc.slice(0, data)}\n#1=IFCWALL(((((;\nENDSEC;\nEND-ISO-10303-21;\n`;
    const { tour } = await processed(new TextEncoder().encode(broken));
    expect(tour.status).toBe('failed');
    expect(tour.error).toBe(damagedIfcMessage(line));
  });

  it('without building elements is refused with what was missing', async () => {
    const ifc = new TextDecoder().decode(await houseIfc());
    const empty = `${ifc.slice(0, ifc.indexOf('DATA;') + 5)}\nENDSEC;\nEND-ISO-10303-21;\n`;
    const { tour } = await processed(new TextEncoder().encode(empty));
    expect(tour.status).toBe('failed');
    expect(tour.error).toBe(IFC_NO_PRODUCTS_MESSAGE);
  });
});
