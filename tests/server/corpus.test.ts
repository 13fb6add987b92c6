/**
 * The corpus table (tests/corpus/table.ts, issue 17): every file uploaded through the real API
 * and processed by the real queue, worker and processing thread ends as its row says. CI runs it
 * on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { implausibleSize, type TourView } from '../../src/contract/tours';
import { meshoptIO } from '../../server/processing/stages';
import { CORPUS, type Size } from '../corpus/table';
import { processingHarness } from './support/processing-harness';
import { expectOwnerMessage } from './support/owner-message';
import { allowSlowWork } from './support/slow-work';
import type { TestClient } from './support/test-api';

allowSlowWork();

const READY_WITHIN_MS = 180_000;
const { processed } = processingHarness('corpus', READY_WITHIN_MS);

async function texturesOf(client: TestClient, tour: TourView): Promise<number> {
  const response = await client.get(tour.assets.model ?? '');
  expect(response.status).toBe(200);
  const document = await (
    await meshoptIO()
  ).readBinary(new Uint8Array(await response.arrayBuffer()));
  return document.getRoot().listTextures().length;
}

const sizeOf = (tour: TourView): Size => {
  const { min, max } = tour.bounds ?? { min: { x: 0, y: 0, z: 0 }, max: { x: 0, y: 0, z: 0 } };
  return [max.x - min.x, max.y - min.y, max.z - min.z];
};

describe('the corpus table: each file ends as its row says, through the API, queue and worker', () => {
  it.each(CORPUS.map((row) => [row.file, row] as const))('%s', async (_, row) => {
    const { client, tour } = await processed(await row.upload(), row.sourceKind);
    const { outcome } = row;
    if (outcome.status === 'failed') {
      expect({ status: tour.status, error: tour.error }).toEqual(outcome);
      expectOwnerMessage(outcome.error);
      return;
    }
    expect({ status: tour.status, error: tour.error, kind: tour.kind }).toEqual({
      status: 'ready',
      error: null,
      kind: outcome.kind,
    });
    const tolerance = outcome.tolerance ?? 0.01;
    sizeOf(tour).forEach((value, axis) =>
      expect(
        Math.abs(value - (outcome.size[axis] ?? 0)),
        `size ${sizeOf(tour).join(' × ')}`,
      ).toBeLessThan(tolerance),
    );
    const storeys = tour.storeys.map((storey) => storey.name);
    if (outcome.storeys) expect(storeys).toEqual(outcome.storeys);
    else expect(storeys.length).toBeLessThanOrEqual(1);
    if (outcome.kind === 'object') expect(tour.assets.navmesh).toBeUndefined();
    else expect(tour.assets.navmesh).toBeDefined();
    expect(implausibleSize(tour.bounds, tour.kind)).toBe(outcome.flagged ?? null);
    expect(tour.model?.unitUncertain ? tour.model.unit : undefined).toBe(outcome.unitToConfirm);
    if (outcome.textures !== undefined)
      expect(await texturesOf(client, tour)).toBe(outcome.textures);
  });
});
