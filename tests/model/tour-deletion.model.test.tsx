/**
 * The tour-deletion machine (split from the tour editor), walked on the editor's page of a draft
 * tour against the real server: the dialog's buttons as the user uses them, the real DELETE held
 * by a gate so that its busy state can be seen, and a lost connection for the failure.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tours, users } from '../../server/db/schema';
import { tourDeletionMachine } from '../../src/machines/tour-deletion.machine';
import type { AppApi } from '../../src/services/app-api';
import { DELETE_FAILED } from '../../src/screens/tour-editor/tour-editor-messages';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import { HOUR, PASSWORD, text, registerOwner } from '../support/tour-editor-page';
import { createGate, type Gate } from '../support/gate';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';

const plan = planTransitionPaths(tourDeletionMachine, {
  input: { tourId: 'planned' },
  events: [
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deleteTour', output: undefined },
    { type: 'xstate.error.actor.deleteTour', error: { message: DELETE_FAILED } },
  ],
});

type Step = PlannedStep<typeof tourDeletionMachine>;
type Server = Awaited<ReturnType<typeof startRealApi>>;

let server: Server;
const email = `deletion-${Date.now()}@roomwalk.test`;

beforeAll(async () => {
  server = await startRealApi();
  await registerOwner(server, email);
}, MODEL_PATH_LIMIT_MS);

afterAll(async () => {
  await server.close();
});

afterEach(() => server.makeUnreachable(null));

/** A draft of the account (its page offers Delete without a 3D view), straight in the database. */
async function insertDraft(): Promise<string> {
  const [owner] = await server.db.select().from(users).where(eq(users.email, email));
  const [row] = await server.db
    .insert(tours)
    .values({ ownerId: owner!.id, title: 'Canal house', sourceKind: 'scan', status: 'draft' })
    .returning();
  return row!.id;
}

async function storedTour(id: string) {
  const [row] = await server.db.select().from(tours).where(eq(tours.id, id));
  return row;
}

interface Walk {
  tourId: string;
  user: ReturnType<typeof userEvent.setup>;
  gate: Gate;
  router: ReturnType<typeof renderApp>['router'];
}

async function openDeleteDialog(tourId: string): Promise<Walk> {
  const gate = createGate();
  const api: AppApi = {
    ...server.api,
    tours: { ...server.api.tours, remove: gate.wrap(server.api.tours.remove) },
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
  const user = userEvent.setup({ delay: null });
  const button = await screen.findByRole(
    'button',
    { name: text('delete.button') },
    { timeout: SETTLE_LIMIT_MS },
  );
  await user.click(button);
  return { tourId, user, gate, router };
}

const dialog = () => within(screen.getByRole('dialog', { name: text('delete.confirmTitle') }));

async function execute(step: Step, walk: Walk) {
  switch (step.event.type) {
    case 'delete.confirm':
      return walk.user.click(dialog().getByRole('button', { name: text('delete.confirm') }));
    case 'delete.cancel':
      return walk.user.click(dialog().getByRole('button', { name: text('cancel') }));
    case 'xstate.done.actor.deleteTour':
      return walk.gate.release();
    case 'xstate.error.actor.deleteTour':
      server.makeUnreachable(`/tours/${walk.tourId}`);
      try {
        await walk.gate.release();
        await screen.findByRole(
          'heading',
          { name: text('draft.title') },
          { timeout: SETTLE_LIMIT_MS },
        );
      } finally {
        server.makeUnreachable(null);
      }
      return;
  }
}

async function expectState(state: Step['to'], walk: Walk) {
  if (state.matches('confirming') || state.matches('deleting')) {
    const busy = state.matches('deleting');
    const open = await screen.findByRole('dialog', { name: text('delete.confirmTitle') });
    expect(open).toHaveAccessibleDescription(text('delete.confirmText', { title: 'Canal house' }));
    const confirm = text(busy ? 'delete.deleting' : 'delete.confirm');
    await waitFor(() =>
      expect(dialog().getByRole('button', { name: confirm })).toHaveProperty('disabled', busy),
    );
    return;
  }
  if (state.matches('deleted')) {
    await waitFor(() => expect(walk.router.state.location.pathname).toBe('/dashboard/tours'));
    expect(await screen.findByText(text('delete.done'))).toBeInTheDocument();
    expect(await storedTour(walk.tourId)).toBeUndefined();
    return;
  }
  // Failed or cancelled: back on the tour, which is still there.
  await screen.findByRole('heading', { name: text('draft.title') });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const alert = screen.queryByRole('alert');
  if (state.matches('failed')) expect(alert).toHaveTextContent(text('errors.deleteFailed'));
  else expect(alert).toBeNull();
  expect(await storedTour(walk.tourId)).toBeDefined();
}

describe('tour-deletion machine, walked on the tour editor against the real server', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        server.clock.advance(HOUR);
        const walk = await openDeleteDialog(await insertDraft());
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

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
