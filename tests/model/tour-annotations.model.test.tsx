/**
 * The tour-annotations machine (split from the tour editor), walked on the editor's page of a
 * ready tour against the real server: placing on the 3D view (a fake viewer, the one edge jsdom
 * cannot run), the form as the user types, the removal dialog, and the real PATCH held by a gate
 * so that the busy states can be seen; the server refuses text too long, and a lost connection
 * fails a removal. One plan per way a change starts (add, edit, move, remove).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Annotation } from '../../src/contract/tours';
import {
  tourAnnotationsMachine,
  type AnnotationIntent,
} from '../../src/machines/tour-annotations.machine';
import { setEditorViewerOpener } from '../../src/screens/tour-editor/editor-viewer';
import { SAVE_FAILED } from '../../src/screens/tour-editor/tour-editor-messages';
import { startRealApi } from '../support/real-api';
import {
  HOUR,
  KITCHEN,
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

const SAVED = { ...PLANNED_TOUR, annotations: [] };

function planFor(intent: AnnotationIntent, id: string) {
  return planTransitionPaths(tourAnnotationsMachine, {
    input: { tourId: 'planned', tour: PLANNED_TOUR, intent, id },
    events: [
      { type: 'place.point', position: PICKED },
      { type: 'place.missed' },
      { type: 'place.cancel' },
      { type: 'annotation.fieldChanged', field: 'title', value: 'Sunny kitchen' },
      { type: 'annotation.submit', fieldErrors: {} },
      { type: 'annotation.submit', fieldErrors: { title: 'The annotation title is required' } },
      { type: 'annotation.cancel' },
      { type: 'removal.confirm' },
      { type: 'removal.cancel' },
      { type: 'xstate.done.actor.saveTour', output: SAVED },
      { type: 'xstate.error.actor.saveTour', error: { message: SAVE_FAILED } },
      { type: 'xstate.done.actor.removeAnnotation', output: SAVED },
      { type: 'xstate.error.actor.removeAnnotation', error: { message: SAVE_FAILED } },
    ],
  });
}

const plans = {
  add: planFor('add', 'new'),
  edit: planFor('edit', 'kitchen'),
  move: planFor('move', 'kitchen'),
  remove: planFor('remove', 'kitchen'),
};

type Plan = (typeof plans)[keyof typeof plans];
type Step = PlannedStep<typeof tourAnnotationsMachine>;
type Walk = EditorPage;

let server: Server;
const email = `annotations-${Date.now()}@roomwalk.test`;

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

const annotationsPanel = () => panel(text('annotations.heading'));
const dialog = () => within(screen.getByRole('dialog'));

/** Starts the change the plan is about, with the panel's buttons. */
async function start(intent: AnnotationIntent, walk: Walk) {
  const button =
    intent === 'add'
      ? text('annotations.add')
      : text(`annotations.${intent}Label`, { title: 'Kitchen' });
  await walk.user.click(screen.getByRole('button', { name: button }));
}

async function fillTitle(walk: Walk, value: string) {
  const field = annotationsPanel().getByLabelText(text('annotations.title'));
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
    case 'annotation.fieldChanged':
      return fillTitle(walk, event.value);
    case 'annotation.submit': {
      const invalid = Object.keys(event.fieldErrors).length > 0;
      await fillTitle(walk, invalid ? '' : 'Sunny kitchen');
      return walk.user.click(screen.getByRole('button', { name: text('annotations.save') }));
    }
    case 'annotation.cancel':
      return walk.user.click(annotationsPanel().getByRole('button', { name: text('cancel') }));
    case 'removal.confirm':
      return walk.user.click(dialog().getByRole('button', { name: text('removal.confirm') }));
    case 'removal.cancel':
      return walk.user.click(dialog().getByRole('button', { name: text('cancel') }));
    case 'xstate.done.actor.saveTour':
    case 'xstate.done.actor.removeAnnotation':
      return releaseSave(walk, false);
    case 'xstate.error.actor.saveTour':
      // The connection is lost as the PATCH goes. The server no longer refuses text the form
      // accepts: both count the typed characters (decision 0060).
      return releaseSave(walk, true);
    case 'xstate.error.actor.removeAnnotation':
      return releaseSave(walk, true);
  }
}

async function expectForm(step: Step | undefined, state: Step['to']) {
  const form = within(
    await screen.findByRole('form', {
      name: text(state.context.draft?.isNew ? 'annotations.newHeading' : 'annotations.editHeading'),
    }),
  );
  const title = form.getByLabelText(text('annotations.title'));
  switch (step?.event.type) {
    case 'place.point':
      // The draft's marker shows where it will be; a tap walks again.
      await waitFor(() =>
        expect(currentViewer().viewer.setAnnotations.mock.lastCall?.[0]).toContainEqual(
          expect.objectContaining({ position: PICKED }),
        ),
      );
      expect(currentViewer().viewer.setTapToMove).toHaveBeenLastCalledWith(true);
      // Moved: what is saved, at its new place.
      expect(title).toHaveValue(state.context.draft?.isNew ? '' : 'Kitchen');
      return;
    case 'annotation.fieldChanged':
      expect(title).toHaveValue(step.event.value);
      return;
    case 'annotation.submit':
      expect(title).toHaveAccessibleDescription(text('validation.annotationTitleRequired'));
      expect(title).toHaveFocus();
      return;
    case 'xstate.error.actor.saveTour':
      // Not saved: the form says so, everything typed kept.
      expect(title).toHaveValue('Sunny kitchen');
      expect(form.getByText(text('errors.saveFailed'))).toBeInTheDocument();
      return;
    default:
      // Opened to edit: what is saved.
      expect(title).toHaveValue('Kitchen');
      expect(form.getByLabelText(text('annotations.text'))).toHaveValue('New in 2024');
      expect(form.getByLabelText(text('annotations.link'))).toHaveValue(KITCHEN.link);
  }
}

/** What the editor shows once the change is over, and what the server stored. */
async function expectEnded(state: Step['to'], walk: Walk) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('region', { name: text('placing.label') })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: /annotation/i })).not.toBeInTheDocument();
  const stored = (await storedTour(walk.server, walk.tourId)).annotations as Annotation[];
  if (state.matches('saved')) {
    expect(status()).toHaveTextContent(text('notices.saved'));
    const { intent, draft } = state.context;
    if (intent === 'remove') expect(stored).toEqual([]);
    else if (intent === 'edit') expect(stored).toEqual([{ ...KITCHEN, title: 'Sunny kitchen' }]);
    else if (intent === 'move') {
      expect(stored).toEqual([{ ...KITCHEN, title: 'Sunny kitchen', position: PICKED }]);
    } else {
      expect(stored).toEqual([
        KITCHEN,
        { id: expect.any(String), title: 'Sunny kitchen', text: '', position: PICKED },
      ]);
      expect(draft?.isNew).toBe(true);
    }
  } else {
    expect(stored).toEqual([KITCHEN]);
    expect(status()).not.toHaveTextContent(text('notices.saved'));
  }
  expect(pageAlerts()).toEqual(state.matches('failed') ? [text('errors.saveFailed')] : []);
  // The list and the markers show what is stored.
  const listed = annotationsPanel()
    .queryAllByRole('heading', { level: 3 })
    .map((item) => item.textContent);
  expect(listed).toEqual(stored.map((item) => item.title));
  const markers = currentViewer().viewer.setAnnotations.mock.lastCall?.[0] as Annotation[];
  expect(markers.map((item) => item.title)).toEqual(stored.map((item) => item.title));
  expect(screen.getByRole('button', { name: text('annotations.add') })).toBeEnabled();
}

async function expectState(step: Step | undefined, state: Step['to'], walk: Walk) {
  if (state.matches('placing')) {
    const message = step?.event.type === 'place.missed' ? 'placing.missed' : 'placing.annotation';
    expect(placingRegion().getByRole('status')).toHaveTextContent(text(message));
    // A tap picks a point instead of walking there.
    expect(currentViewer().viewer.setTapToMove).toHaveBeenLastCalledWith(false);
    expect(annotationsPanel().getByRole('status')).toHaveTextContent(text('annotations.placing'));
    return;
  }
  if (state.matches('form')) return expectForm(step, state);
  if (state.matches('saving')) {
    await waitFor(() => expect(status()).toHaveTextContent(text('saving')));
    // The form stays, read-only, with its button busy.
    expect(screen.getByRole('button', { name: text('saving') })).toBeDisabled();
    expect(annotationsPanel().getByLabelText(text('annotations.title'))).toHaveAttribute(
      'readonly',
    );
    return;
  }
  if (state.matches('confirmingRemoval')) {
    const open = await screen.findByRole('dialog', { name: text('removal.annotation') });
    expect(open).toHaveAccessibleDescription(text('removal.text', { name: 'Kitchen' }));
    return;
  }
  if (state.matches('removing')) {
    await waitFor(() => expect(status()).toHaveTextContent(text('saving')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return;
  }
  return expectEnded(state, walk);
}

function walkPlan(intent: AnnotationIntent, plan: Plan) {
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

describe('tour-annotations machine, walked on the tour editor against the real server', () => {
  walkPlan('add', plans.add);
  walkPlan('edit', plans.edit);
  walkPlan('move', plans.move);
  walkPlan('remove', plans.remove);

  it('walked every transition', () => {
    for (const plan of Object.values(plans)) plan.expectEveryTransitionWalked();
  });
});
