/**
 * The tour-publishing machine (split from the tour editor), walked on the editor's page of a ready
 * tour against the real server: Publish on an unpublished tour, Unpublish on a published one, the
 * real requests held by a gate so that the busy states can be seen, and a lost connection for the
 * failures. Its `choosing` branches depend on the input, so there is a plan for each.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tours, users } from '../../server/db/schema';
import { tourPublishingMachine } from '../../src/machines/tour-publishing.machine';
import type { AppApi } from '../../src/services/app-api';
import { setEditorViewerOpener } from '../../src/screens/tour-editor/editor-viewer';
import { PUBLISH_FAILED } from '../../src/screens/tour-editor/tour-editor-messages';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import { HOUR, PASSWORD, text, registerOwner } from '../support/tour-editor-page';
import { tourView } from '../support/tour-view';
import { createGate, type Gate } from '../support/gate';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const events = (published: boolean) => [
  {
    type: 'xstate.done.actor.publishTour' as const,
    output: tourView({ status: 'ready', published: true, slug: 'slug' }),
  },
  { type: 'xstate.error.actor.publishTour' as const, error: { message: PUBLISH_FAILED } },
  {
    type: 'xstate.done.actor.unpublishTour' as const,
    output: tourView({ status: 'ready', published: !published, slug: 'slug' }),
  },
  { type: 'xstate.error.actor.unpublishTour' as const, error: { message: PUBLISH_FAILED } },
];

const plans = [true, false].map((publish) => ({
  publish,
  plan: planTransitionPaths(tourPublishingMachine, {
    input: { tourId: 'planned', publish },
    events: events(publish),
  }),
}));

type Step = PlannedStep<typeof tourPublishingMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
const email = `publishing-${Date.now()}@roomwalk.test`;

beforeAll(async () => {
  server = await startRealApi();
  await registerOwner(server, email);
  // No WebGL in jsdom: the 3D view stays loading; sharing does not need it.
  setEditorViewerOpener(() => ({ ready: new Promise(() => {}), dispose: () => {} }));
}, MODEL_PATH_LIMIT_MS);

afterAll(async () => {
  setEditorViewerOpener(null);
  await server.close();
});

afterEach(() => server.makeUnreachable(null));

/** A ready tour of the account, published or not, straight in the database. */
async function insertReadyTour(published: boolean): Promise<string> {
  const [owner] = await server.db.select().from(users).where(eq(users.email, email));
  const [row] = await server.db
    .insert(tours)
    .values({
      ownerId: owner!.id,
      title: 'Canal house',
      sourceKind: 'scan',
      status: 'ready',
      progress: 1,
      published,
      slug: published ? `canal-${Date.now()}` : null,
      startPosition: { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 },
      assets: { 'model.glb': { bytes: 16 } },
      bounds: { min: { x: -5, y: 0, z: -5 }, max: { x: 5, y: 3, z: 5 } },
    })
    .returning();
  return row!.id;
}

async function storedTour(id: string) {
  const [row] = await server.db.select().from(tours).where(eq(tours.id, id));
  return row;
}

interface Walk {
  tourId: string;
  publish: boolean;
  gate: Gate;
}

/** Opens the tour page and presses Publish or Unpublish: the machine starts. */
async function startPublishing(publish: boolean): Promise<Walk> {
  const tourId = await insertReadyTour(!publish);
  const gate = createGate();
  const api: AppApi = {
    ...server.api,
    tours: {
      ...server.api.tours,
      publish: gate.wrap(server.api.tours.publish),
      unpublish: gate.wrap(server.api.tours.unpublish),
    },
  };
  const { router } = renderApp({ path: '/pricing', api });
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
  const button = await screen.findByRole(
    'button',
    { name: text(publish ? 'share.publish' : 'share.unpublish') },
    { timeout: SETTLE_LIMIT_MS },
  );
  await userEvent.setup({ delay: null }).click(button);
  return { tourId, publish, gate };
}

async function execute(step: Step, walk: Walk) {
  const failing = step.event.type.startsWith('xstate.error.');
  if (!failing) return walk.gate.release();
  server.makeUnreachable(`/tours/${walk.tourId}/${walk.publish ? 'publish' : 'unpublish'}`);
  try {
    await walk.gate.release();
    await screen.findByRole('alert', {}, { timeout: SETTLE_LIMIT_MS });
  } finally {
    server.makeUnreachable(null);
  }
}

const status = () => document.querySelector('.tour-editor-status')!;

async function expectState(state: Step['to'], walk: Walk) {
  if (state.matches('publishing') || state.matches('unpublishing')) {
    const label = state.matches('publishing') ? 'share.publishing' : 'share.unpublishing';
    await waitFor(() => expect(screen.getByRole('button', { name: text(label) })).toBeDisabled());
    return;
  }
  if (state.matches('done')) {
    const notice = walk.publish ? 'notices.published' : 'notices.unpublished';
    await waitFor(() => expect(status()).toHaveTextContent(text(notice)));
    const stored = (await storedTour(walk.tourId))!;
    expect(stored.published).toBe(walk.publish);
    const next = walk.publish ? 'share.unpublish' : 'share.publish';
    expect(screen.getByRole('button', { name: text(next) })).toBeEnabled();
    return;
  }
  // failed: the message, and nothing changed.
  const message = walk.publish ? 'errors.publishFailed' : 'errors.unpublishFailed';
  expect(await screen.findByRole('alert')).toHaveTextContent(text(message));
  const stored = (await storedTour(walk.tourId))!;
  expect(stored.published).toBe(!walk.publish);
}

describe('tour-publishing machine, walked on the tour editor against the real server', () => {
  for (const { publish, plan } of plans) {
    for (const path of plan.paths) {
      it(
        `${publish ? 'publish' : 'unpublish'}: ${path.description}`,
        async () => {
          server.clock.advance(HOUR);
          const walk = await startPublishing(publish);
          await expectState(path.steps[0]!.from, walk);
          for (const step of path.steps) {
            await execute(step, walk);
            await expectState(step.to, walk);
            plan.recordWalked(step);
          }
        },
        MODEL_PATH_LIMIT_MS,
      );
    }
  }

  it('walked every transition', () => {
    for (const { plan } of plans) plan.expectEveryTransitionWalked();
  });
});
