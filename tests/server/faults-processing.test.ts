/**
 * A fault a customer would see (issue 36, point 6): the only server process is killed with
 * SIGKILL in the middle of processing a tour, then started again on the same data. The restarted
 * worker takes the job back at once (its holder, the killed process, is certainly gone) instead
 * of waiting out the lease, so the tour becomes ready soon after the restart. The lease is set far
 * beyond the test's bound, so that waiting for it could not pass.
 *
 * Real `node` processes of the server (tsx). On PGlite with a DATA_DIR of its own, or on
 * PostgreSQL when TEST_DATABASE_URL is set (as `.ci/run`'s PostgreSQL pass sets it): one backend
 * per run, so that neither pass repeats the other's work. Prints "restart to ready" for the issue.
 */
import { afterAll, expect, it } from 'vitest';
import { scanPly } from '../../scripts/fixtures/scan';
import type { TourView } from '../../src/contract/tours';
import {
  FAULT_BACKEND,
  faultServers,
  killProcess,
  ok,
  post,
  seconds,
  signUp,
  type SignedUp,
} from './support/fault-servers';
import { allowSlowWork } from './support/slow-work';
import { followUntil } from './support/tour-stream';

allowSlowWork();

/** Far beyond READY_WITHIN_MS: only the take-back at start-up can make the tour ready in time. */
const LEASE_SECONDS = 600;
/** From the restarted server listening to the tour ready: the old lease alone was 60 s. */
const READY_WITHIN_MS = 30_000;
/** Processing takes a few seconds: long enough to be killed in, short enough to redo. */
const SCAN_TRIANGLES = 20_000;

const servers = await faultServers({
  JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  // The seeded demo tour is processed first and alone: only the killed tour is redone.
  JOB_CONCURRENCY: '1',
});
afterAll(() => servers.close());

const ended = (tour: TourView) => tour.status === 'ready' || tour.status === 'failed';

interface KilledMidway {
  owner: SignedUp;
  tourId: string;
}

/**
 * Starts the server, uploads a scan for a new tour and kills the server with SIGKILL once the
 * tour's processing thread has reported progress: in the middle of the pipeline.
 */
async function killMidProcessing(): Promise<KilledMidway> {
  const { server, base } = await servers.start();
  const owner = await signUp(base);
  const call = owner.on(base);
  const created = await ok(call('/api/v1/tours', post({ title: 'Killed', sourceKind: 'scan' })));
  const { id } = (await created.json()) as TourView;
  const stream = await ok(call(`/api/v1/tours/${id}/events`));
  await ok(
    call(`/api/v1/tours/${id}/source`, {
      method: 'PUT',
      body: Buffer.from(scanPly({ triangles: SCAN_TRIANGLES, seed: 36 })),
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
  const midway = await followUntil(
    stream,
    (tour) => (tour.status === 'processing' && tour.progress > 0) || ended(tour),
  );
  expect(midway.status).toBe('processing');
  await killProcess(server);
  return { owner, tourId: id };
}

/** The tour as it ended, followed on `base`; throws after READY_WITHIN_MS. */
async function tourAtItsEnd(base: string, killed: KilledMidway): Promise<TourView> {
  const call = killed.owner.on(base, { timeoutMs: READY_WITHIN_MS });
  try {
    return await followUntil(await ok(call(`/api/v1/tours/${killed.tourId}/events`)), ended);
  } catch (error) {
    throw new Error(`The tour did not end within ${seconds(READY_WITHIN_MS)} of the restart`, {
      cause: error,
    });
  }
}

it(`makes a tour ready soon after a restart that followed a SIGKILL mid-processing (${FAULT_BACKEND})`, async () => {
  const killed = await killMidProcessing();

  const restartedAt = Date.now();
  const { server, base } = await servers.start();
  const listeningAt = Date.now();
  const tour = await tourAtItsEnd(base, killed);
  const readyAt = Date.now();
  console.log(
    `${FAULT_BACKEND}: restart to ready: ${seconds(readyAt - restartedAt)} ` +
      `(listening after ${seconds(listeningAt - restartedAt)}, ` +
      `then ready in ${seconds(readyAt - listeningAt)})`,
  );
  expect(tour.status, tour.error ?? '').toBe('ready');
  expect(server.output()).toContain('takes back jobs of workers that are gone');
});
