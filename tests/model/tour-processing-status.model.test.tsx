/**
 * The tour-processing-status machine, shared by the create-tour wizard and the tour editor,
 * walked on the editor's page of a tour being processed, against the real server: the app's
 * real watch (event stream, or polling when the stream cannot be opened) follows the tour as the
 * test changes it in the database, deletes it, or cuts the connection. The wizard's own model
 * test walks the same machine through the wizard's processing step.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tours, users } from '../../server/db/schema';
import type { TourStatus, TourView } from '../../src/contract/tours';
import {
  tourProcessingStatusMachine,
  type TourStatusFailure,
} from '../../src/machines/tour-processing-status.machine';
import { setEditorViewerOpener } from '../../src/screens/tour-editor/editor-viewer';
import { WATCH_FAILED } from '../../src/screens/tour-editor/tour-editor-messages';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import { HOUR, PASSWORD, text, registerOwner } from '../support/tour-editor-page';
import { tourView } from '../support/tour-view';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const FAILURE_REASON = 'The model has no walkable floor';

function plannedTour(status: TourStatus): TourView {
  return tourView({ id: 'planned', title: 'Canal house', status });
}

const lostWith = (failure: TourStatusFailure) => ({
  type: 'tourStatus.lost' as const,
  error: failure,
});

const plan = planTransitionPaths(tourProcessingStatusMachine, {
  input: { tourId: 'planned', tour: plannedTour('queued') },
  events: [
    { type: 'tourStatus.changed', tour: plannedTour('processing') },
    { type: 'tourStatus.changed', tour: plannedTour('ready') },
    { type: 'tourStatus.changed', tour: plannedTour('failed') },
    { type: 'tourStatus.changed', tour: plannedTour('draft') },
    lostWith({ message: 'Tour not found', notFound: true }),
    lostWith({ message: WATCH_FAILED, notFound: false }),
  ],
});

type Step = PlannedStep<typeof tourProcessingStatusMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
const email = `status-${Date.now()}@roomwalk.test`;

beforeAll(async () => {
  server = await startRealApi();
  await registerOwner(server, email);
  // No WebGL in jsdom: a ready tour's 3D view stays loading, which this machine does not follow.
  setEditorViewerOpener(() => ({ ready: new Promise(() => {}), dispose: () => {} }));
}, MODEL_PATH_LIMIT_MS);

afterAll(async () => {
  setEditorViewerOpener(null);
  await server.close();
});

afterEach(() => server.makeUnreachable(null));

/** A tour of the account in the queue, straight in the database. */
async function insertQueuedTour(): Promise<string> {
  const [owner] = await server.db.select().from(users).where(eq(users.email, email));
  const [row] = await server.db
    .insert(tours)
    .values({
      ownerId: owner!.id,
      title: 'Canal house',
      sourceKind: 'scan',
      status: 'queued',
      progress: 0,
    })
    .returning();
  return row!.id;
}

async function setStored(id: string, changes: Partial<typeof tours.$inferInsert>) {
  await server.db.update(tours).set(changes).where(eq(tours.id, id));
}

async function storedTour(id: string) {
  const [row] = await server.db.select().from(tours).where(eq(tours.id, id));
  return row;
}

async function openTourPage(tourId: string) {
  const { router } = renderApp({ path: '/pricing', api: server.api });
  await waitFor(
    () => expect(window.__roomwalk?.session.getSnapshot().hasTag('signedOut')).toBe(true),
    { timeout: SETTLE_LIMIT_MS },
  );
  const session = window.__roomwalk!.session;
  act(() => session.send({ type: 'session.signIn', email, password: PASSWORD }));
  await waitFor(() => expect(session.getSnapshot().hasTag('signedIn')).toBe(true), {
    timeout: SETTLE_LIMIT_MS,
  });
  await act(() => router.navigate(`/dashboard/tours/${tourId}`));
}

/** What the server does for each event: the tour changes, is deleted, or cannot be reached. */
async function execute(step: Step, tourId: string) {
  const { event } = step;
  if (event.type === 'tourStatus.lost') {
    if (event.error.notFound) {
      // Deleted on another device: the watch hears 404.
      await server.db.delete(tours).where(eq(tours.id, tourId));
      return;
    }
    // The stream was never available (see the path's setup): polling now loses the connection.
    server.makeUnreachable(`/tours/${tourId}`);
    await screen.findByRole('button', { name: text('retry') }, { timeout: SETTLE_LIMIT_MS });
    server.makeUnreachable(null);
    return;
  }
  if (event.type !== 'tourStatus.changed') return;
  switch (event.tour.status) {
    case 'processing':
      return setStored(tourId, { status: 'processing', stage: 'navmesh', progress: 0.6 });
    case 'failed':
      return setStored(tourId, { status: 'failed', stage: null, error: FAILURE_REASON });
    case 'draft':
      return setStored(tourId, { status: 'draft', stage: null, progress: 0 });
    default:
      return setStored(tourId, {
        status: 'ready',
        stage: null,
        progress: 1,
        startPosition: { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 },
        assets: { 'model.glb': { bytes: 16 } },
        bounds: { min: { x: -5, y: 0, z: -5 }, max: { x: 5, y: 3, z: 5 } },
      });
  }
}

const find = (name: string) =>
  screen.findByRole('heading', { name, level: 2 }, { timeout: SETTLE_LIMIT_MS });

async function expectState(state: Step['to'], tourId: string) {
  if (state.matches('watching')) {
    const stored = (await storedTour(tourId))!;
    await find(text(stored.status === 'queued' ? 'status.queued' : 'status.processing'));
    if (stored.stage === 'navmesh') {
      await screen.findByText(
        text('processing.stage', { stage: text('stages.navmesh') }),
        {},
        {
          timeout: SETTLE_LIMIT_MS,
        },
      );
    }
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: text('processing.progressLabel') }),
      ).toHaveAttribute('value', String(Math.round(stored.progress * 100))),
    );
    return;
  }
  if (state.matches('ready')) {
    await find(text('start.heading'));
    return;
  }
  if (state.matches('failed')) {
    await find(text('failed.title'));
    expect(screen.getByText(FAILURE_REASON)).toBeInTheDocument();
    return;
  }
  if (state.matches('draft')) {
    await find(text('draft.title'));
    return;
  }
  if (state.matches('gone')) {
    await find(text('notFound.title'));
    return;
  }
  // lost: the editor offers to read the tour again.
  expect(await screen.findByRole('alert')).toHaveTextContent(text('errors.watchFailed'));
  expect(screen.getByRole('button', { name: text('retry') })).toBeEnabled();
}

describe('tour-processing-status machine, walked on the tour editor against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        server.clock.advance(HOUR);
        const tourId = await insertQueuedTour();
        // A path that loses the connection polls from the start, so that cutting it is seen.
        const losesConnection = path.steps.some(
          ({ event }) => event.type === 'tourStatus.lost' && !event.error.notFound,
        );
        if (losesConnection) server.makeUnreachable('/events');
        await openTourPage(tourId);
        await expectState(path.steps[0]!.from, tourId);
        for (const step of path.steps) {
          await execute(step, tourId);
          await expectState(step.to, tourId);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
