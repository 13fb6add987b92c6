/**
 * The tour-destinations machine (split from the tour editor), walked on the editor's page of a
 * ready tour against the real server: placing on the floor of the 3D view (a fake viewer, the
 * one edge jsdom cannot run), the name as the user types it, the removal dialog, and the real
 * PATCH held by a gate so that the busy states can be seen; the server refuses a name too long,
 * and a lost connection fails a removal. One plan per way a change starts (add, rename, remove).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Destination } from '../../src/contract/tours';
import {
  tourDestinationsMachine,
  type DestinationIntent,
} from '../../src/machines/tour-destinations.machine';
import { setEditorViewerOpener } from '../../src/screens/tour-editor/editor-viewer';
import { SAVE_FAILED } from '../../src/screens/tour-editor/tour-editor-messages';
import { startRealApi } from '../support/real-api';
import {
  HALL,
  HOUR,
  PASSWORD,
  PICKED,
  PLANNED_TOUR,
  currentViewer,
  fakeOpener,
  forgetViewer,
  openReadyTour,
  pageAlerts,
  panel,
  placingRegion,
  releaseSave,
  status,
  storedTour,
  tapViewer,
  text,
  type EditorPage,
  type Server,
} from '../support/tour-editor-page';
import { MODEL_PATH_LIMIT_MS, type PlannedStep, planTransitionPaths } from './transition-coverage';

const SAVED = { ...PLANNED_TOUR, destinations: [] };

function planFor(intent: DestinationIntent, id: string) {
  return planTransitionPaths(tourDestinationsMachine, {
    input: { tourId: 'planned', tour: PLANNED_TOUR, intent, id },
    events: [
      { type: 'place.point', position: PICKED },
      { type: 'place.missed' },
      { type: 'place.cancel' },
      { type: 'destination.nameChanged', value: 'Bedroom' },
      { type: 'destination.submit', error: null },
      { type: 'destination.submit', error: 'The destination name is required' },
      { type: 'destination.cancel' },
      { type: 'removal.confirm' },
      { type: 'removal.cancel' },
      { type: 'xstate.done.actor.saveTour', output: SAVED },
      { type: 'xstate.error.actor.saveTour', error: { message: SAVE_FAILED } },
      { type: 'xstate.done.actor.removeDestination', output: SAVED },
      { type: 'xstate.error.actor.removeDestination', error: { message: SAVE_FAILED } },
    ],
  });
}

const plans = {
  add: planFor('add', 'new'),
  rename: planFor('rename', 'hall'),
  remove: planFor('remove', 'hall'),
};

type Plan = (typeof plans)[keyof typeof plans];
type Step = PlannedStep<typeof tourDestinationsMachine>;
type Walk = EditorPage;

let server: Server;
const email = `destinations-${Date.now()}@roomwalk.test`;

beforeAll(async () => {
  server = await startRealApi();
  await server.api.auth.register({
    firstName: 'Ada',
    lastName: 'Owner',
    email,
    password: PASSWORD,
  });
  setEditorViewerOpener(fakeOpener);
}, MODEL_PATH_LIMIT_MS);

afterAll(async () => {
  setEditorViewerOpener(null);
  await server.close();
});

afterEach(() => {
  server.makeUnreachable(null);
  forgetViewer();
});

const destinationsPanel = () => panel(text('destinations.heading'));
const dialog = () => within(screen.getByRole('dialog'));

/** Starts the change the plan is about, with the panel's buttons. */
async function start(intent: DestinationIntent, walk: Walk) {
  const button =
    intent === 'add'
      ? text('destinations.add')
      : text(intent === 'rename' ? 'destinations.renameLabel' : 'destinations.removeLabel', {
          name: 'Hall',
        });
  await walk.user.click(screen.getByRole('button', { name: button }));
}

async function fillName(walk: Walk, value: string) {
  const field = destinationsPanel().getByLabelText(text('destinations.name'));
  await walk.user.clear(field);
  if (value) await walk.user.type(field, value);
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'place.point':
      currentViewer().pick = event.position;
      tapViewer();
      return;
    case 'place.missed':
      currentViewer().pick = null;
      return walk.user.click(placingRegion().getByRole('button', { name: text('placing.centre') }));
    case 'place.cancel':
      return walk.user.keyboard('{Escape}');
    case 'destination.nameChanged':
      return fillName(walk, event.value);
    case 'destination.submit': {
      await fillName(walk, event.error ? '' : 'Bedroom');
      return walk.user.click(screen.getByRole('button', { name: text('destinations.save') }));
    }
    case 'destination.cancel':
      return walk.user.click(destinationsPanel().getByRole('button', { name: text('cancel') }));
    case 'removal.confirm':
      return walk.user.click(dialog().getByRole('button', { name: text('removal.confirm') }));
    case 'removal.cancel':
      return walk.user.click(dialog().getByRole('button', { name: text('cancel') }));
    case 'xstate.done.actor.saveTour':
    case 'xstate.done.actor.removeDestination':
      return releaseSave(walk, false);
    case 'xstate.error.actor.saveTour':
      // The connection is lost as the PATCH goes. The server no longer refuses text the form
      // accepts: both count the typed characters (decision 0060).
      return releaseSave(walk, true);
    case 'xstate.error.actor.removeDestination':
      return releaseSave(walk, true);
  }
}

async function expectForm(step: Step | undefined, state: Step['to']) {
  const form = within(
    await screen.findByRole('form', {
      name: text(
        state.context.draft?.isNew ? 'destinations.newHeading' : 'destinations.renameHeading',
      ),
    }),
  );
  const name = form.getByLabelText(text('destinations.name'));
  switch (step?.event.type) {
    case 'place.point':
      expect(name).toHaveValue('');
      expect(currentViewer().viewer.setTapToMove).toHaveBeenLastCalledWith(true);
      return;
    case 'destination.nameChanged':
      expect(name).toHaveValue(step.event.value);
      return;
    case 'destination.submit':
      expect(name).toHaveAccessibleDescription(text('validation.destinationNameRequired'));
      expect(name).toHaveFocus();
      return;
    case 'xstate.error.actor.saveTour':
      // Not saved: the form says so, what was typed kept.
      expect(name).toHaveValue('Bedroom');
      expect(form.getByText(text('errors.saveFailed'))).toBeInTheDocument();
      return;
    default:
      // Opened to rename: the name as saved.
      expect(name).toHaveValue('Hall');
  }
}

/** What the editor shows once the change is over, and what the server stored. */
async function expectEnded(state: Step['to'], walk: Walk) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('region', { name: text('placing.label') })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: /destination/i })).not.toBeInTheDocument();
  const stored = (await storedTour(walk.server, walk.tourId)).destinations as Destination[];
  if (state.matches('saved')) {
    expect(status()).toHaveTextContent(text('notices.saved'));
    const { intent } = state.context;
    if (intent === 'remove') expect(stored).toEqual([]);
    else if (intent === 'rename') expect(stored).toEqual([{ ...HALL, name: 'Bedroom' }]);
    else {
      expect(stored).toEqual([HALL, { id: expect.any(String), name: 'Bedroom', position: PICKED }]);
    }
  } else {
    expect(stored).toEqual([HALL]);
    expect(status()).not.toHaveTextContent(text('notices.saved'));
  }
  expect(pageAlerts()).toEqual(state.matches('failed') ? [text('errors.saveFailed')] : []);
  const listed = destinationsPanel()
    .queryAllByRole('heading', { level: 3 })
    .map((item) => item.textContent);
  expect(listed).toEqual(stored.map((item) => item.name));
  expect(screen.getByRole('button', { name: text('destinations.add') })).toBeEnabled();
}

async function expectState(step: Step | undefined, state: Step['to'], walk: Walk) {
  if (state.matches('placing')) {
    const message = step?.event.type === 'place.missed' ? 'placing.missed' : 'placing.destination';
    expect(placingRegion().getByRole('status')).toHaveTextContent(text(message));
    // A tap picks a point instead of walking there.
    expect(currentViewer().viewer.setTapToMove).toHaveBeenLastCalledWith(false);
    expect(destinationsPanel().getByRole('status')).toHaveTextContent(text('destinations.placing'));
    return;
  }
  if (state.matches('form')) return expectForm(step, state);
  if (state.matches('saving')) {
    await waitFor(() => expect(status()).toHaveTextContent(text('saving')));
    // The form stays, read-only, with its button busy.
    expect(screen.getByRole('button', { name: text('saving') })).toBeDisabled();
    expect(destinationsPanel().getByLabelText(text('destinations.name'))).toHaveAttribute(
      'readonly',
    );
    return;
  }
  if (state.matches('confirmingRemoval')) {
    const open = await screen.findByRole('dialog', { name: text('removal.destination') });
    expect(open).toHaveAccessibleDescription(text('removal.text', { name: 'Hall' }));
    return;
  }
  if (state.matches('removing')) {
    await waitFor(() => expect(status()).toHaveTextContent(text('saving')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return;
  }
  return expectEnded(state, walk);
}

function walkPlan(intent: DestinationIntent, plan: Plan) {
  for (const path of plan.paths) {
    it(
      `${intent}: ${path.description}`,
      async () => {
        server.clock.advance(HOUR);
        const walk = await openReadyTour(server, email);
        await start(intent, walk);
        await expectState(undefined, path.steps[0]!.from, walk);
        for (const [index, step] of path.steps.entries()) {
          await execute(step, path.steps[index + 1], walk);
          await expectState(step, step.to, walk);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }
}

describe('tour-destinations machine, walked on the tour editor against the real server', () => {
  walkPlan('add', plans.add);
  walkPlan('rename', plans.rename);
  walkPlan('remove', plans.remove);

  it('walked every transition', () => {
    for (const plan of Object.values(plans)) plan.expectEveryTransitionWalked();
  });
});
