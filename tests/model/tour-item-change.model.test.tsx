/**
 * The tour-item-change machine (split from the tour editor; one machine for annotations and
 * destinations since issue 37), walked on the editor's page of a ready tour against the real
 * server, once for each kind: placing on the 3D view (a fake viewer, the one edge jsdom cannot
 * run), the form as the user types, the removal dialog, and the real PATCH held by a gate so that
 * the busy states can be seen; a lost connection fails a save or a removal. One plan per kind and
 * way a change starts (annotations: add, edit, move, remove; destinations: add, rename, remove),
 * each walking every transition it can reach on that kind's panel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Annotation, Destination } from '../../src/contract/tours';
import {
  tourItemChangeMachine,
  type TourItemIntent,
} from '../../src/machines/tour-item-change.machine';
import type { TourItemKind } from '../../src/machines/tour-items';
import { setEditorViewerOpener } from '../../src/screens/tour-editor/editor-viewer';
import { SAVE_FAILED } from '../../src/screens/tour-editor/tour-editor-messages';
import { startRealApi } from '../support/real-api';
import {
  HALL,
  HOUR,
  KITCHEN,
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
  registerOwner,
} from '../support/tour-editor-page';
import { MODEL_PATH_LIMIT_MS, type PlannedStep, planTransitionPaths } from './transition-coverage';

type Item = Annotation | Destination;

/** What differs between the kinds on the page: the panel's texts, the field, what is stored. */
interface KindPage {
  /** The translation keys' prefix of the kind's panel (tourEditor.annotations.*). */
  keys: 'annotations' | 'destinations';
  /** The item the tour starts with, and its name on the page. */
  saved: Item;
  savedName: string;
  /** The field the walk types in, and what it types. */
  field: 'title' | 'name';
  fieldLabel: string;
  typed: string;
  requiredMessage: string;
  editHeading: string;
  /** The button that starts an intent on the saved item. */
  buttonOf: (intent: TourItemIntent) => string;
  /** What the server stores after a saved change. */
  storedAfter: (intent: TourItemIntent) => unknown[];
  stored: (tour: Awaited<ReturnType<typeof storedTour>>) => Item[];
  nameOf: (item: Item) => string;
}

const KINDS: Record<TourItemKind, KindPage> = {
  annotation: {
    keys: 'annotations',
    saved: KITCHEN,
    savedName: 'Kitchen',
    field: 'title',
    fieldLabel: 'annotations.title',
    typed: 'Sunny kitchen',
    requiredMessage: 'validation.annotationTitleRequired',
    editHeading: 'annotations.editHeading',
    buttonOf: (intent) =>
      intent === 'add'
        ? text('annotations.add')
        : text(`annotations.${intent}Label`, { title: 'Kitchen' }),
    storedAfter: (intent) =>
      intent === 'remove'
        ? []
        : intent === 'edit'
          ? [{ ...KITCHEN, title: 'Sunny kitchen' }]
          : intent === 'move'
            ? [{ ...KITCHEN, title: 'Sunny kitchen', position: PICKED }]
            : [
                KITCHEN,
                { id: expect.any(String), title: 'Sunny kitchen', text: '', position: PICKED },
              ],
    stored: (tour) => tour.annotations as Annotation[],
    nameOf: (item) => (item as Annotation).title,
  },
  destination: {
    keys: 'destinations',
    saved: HALL,
    savedName: 'Hall',
    field: 'name',
    fieldLabel: 'destinations.name',
    typed: 'Bedroom',
    requiredMessage: 'validation.destinationNameRequired',
    editHeading: 'destinations.renameHeading',
    buttonOf: (intent) =>
      intent === 'add'
        ? text('destinations.add')
        : text(intent === 'edit' ? 'destinations.renameLabel' : 'destinations.removeLabel', {
            name: 'Hall',
          }),
    storedAfter: (intent) =>
      intent === 'remove'
        ? []
        : intent === 'edit'
          ? [{ ...HALL, name: 'Bedroom' }]
          : [HALL, { id: expect.any(String), name: 'Bedroom', position: PICKED }],
    stored: (tour) => tour.destinations as Destination[],
    nameOf: (item) => (item as Destination).name,
  },
};

function planFor(kind: TourItemKind, intent: TourItemIntent, id: string) {
  const page = KINDS[kind];
  const empty = { ...PLANNED_TOUR, [page.keys]: [] };
  return planTransitionPaths(tourItemChangeMachine, {
    input: { tourId: 'planned', tour: PLANNED_TOUR, kind, intent, id },
    // Every change ends in a final state (saved, failed, cancelled) and the tour's items change
    // only there: a walk may loop through the form, a refused submit and a failed save first,
    // each page rendered and signed in once per walk, not once per edge (issue 33).
    walks: 'covering',
    events: [
      { type: 'place.point', position: PICKED },
      { type: 'place.missed' },
      { type: 'place.cancel' },
      { type: 'item.fieldChanged', field: page.field, value: page.typed },
      { type: 'item.submit', fieldErrors: {} },
      { type: 'item.submit', fieldErrors: { [page.field]: 'Required' } },
      { type: 'item.cancel' },
      { type: 'removal.confirm' },
      { type: 'removal.cancel' },
      { type: 'xstate.done.actor.saveTour', output: empty },
      { type: 'xstate.error.actor.saveTour', error: { message: SAVE_FAILED } },
    ],
  });
}

const plans = [
  { kind: 'annotation', intent: 'add', plan: planFor('annotation', 'add', 'new') },
  { kind: 'annotation', intent: 'edit', plan: planFor('annotation', 'edit', 'kitchen') },
  { kind: 'annotation', intent: 'move', plan: planFor('annotation', 'move', 'kitchen') },
  { kind: 'annotation', intent: 'remove', plan: planFor('annotation', 'remove', 'kitchen') },
  { kind: 'destination', intent: 'add', plan: planFor('destination', 'add', 'new') },
  { kind: 'destination', intent: 'edit', plan: planFor('destination', 'edit', 'hall') },
  { kind: 'destination', intent: 'remove', plan: planFor('destination', 'remove', 'hall') },
] as const;

type Plan = ReturnType<typeof planFor>;
type Step = PlannedStep<typeof tourItemChangeMachine>;
type Walk = EditorPage;

let server: Server;
const email = `items-${Date.now()}@roomwalk.test`;

beforeAll(async () => {
  server = await startRealApi();
  await registerOwner(server, email);
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

const itemsPanel = (page: KindPage) => panel(text(`${page.keys}.heading`));
const dialog = () => within(screen.getByRole('dialog'));

async function fill(page: KindPage, walk: Walk, value: string) {
  const field = itemsPanel(page).getByLabelText(text(page.fieldLabel));
  await walk.user.clear(field);
  if (value) await walk.user.type(field, value);
}

async function execute(page: KindPage, step: Step, walk: Walk) {
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
    case 'item.fieldChanged':
      return fill(page, walk, event.value);
    case 'item.submit': {
      const invalid = Object.keys(event.fieldErrors).length > 0;
      await fill(page, walk, invalid ? '' : page.typed);
      return walk.user.click(screen.getByRole('button', { name: text(`${page.keys}.save`) }));
    }
    case 'item.cancel':
      return walk.user.click(itemsPanel(page).getByRole('button', { name: text('cancel') }));
    case 'removal.confirm':
      return walk.user.click(dialog().getByRole('button', { name: text('removal.confirm') }));
    case 'removal.cancel':
      return walk.user.click(dialog().getByRole('button', { name: text('cancel') }));
    case 'xstate.done.actor.saveTour':
      return releaseSave(walk, false);
    case 'xstate.error.actor.saveTour':
      // The connection is lost as the PATCH goes. The server no longer refuses text the form
      // accepts: both count the typed characters (decision 0060).
      return releaseSave(walk, true);
  }
}

async function expectForm(page: KindPage, step: Step | undefined, state: Step['to']) {
  const isNew = state.context.draft?.isNew === true;
  const form = within(
    await screen.findByRole('form', {
      name: text(isNew ? `${page.keys}.newHeading` : page.editHeading),
    }),
  );
  const field = form.getByLabelText(text(page.fieldLabel));
  switch (step?.event.type) {
    case 'place.point':
      if (page.keys === 'annotations') {
        // The draft's marker shows where it will be.
        await waitFor(() =>
          expect(currentViewer().viewer.setAnnotations.mock.lastCall?.[0]).toContainEqual(
            expect.objectContaining({ position: PICKED }),
          ),
        );
      }
      // A tap walks again.
      expect(currentViewer().viewer.setTapToMove).toHaveBeenLastCalledWith(true);
      // Moved: what is saved, at its new place.
      expect(field).toHaveValue(isNew ? '' : page.savedName);
      return;
    case 'item.fieldChanged':
      expect(field).toHaveValue(step.event.value);
      return;
    case 'item.submit':
      expect(field).toHaveAccessibleDescription(text(page.requiredMessage));
      expect(field).toHaveFocus();
      return;
    case 'xstate.error.actor.saveTour':
      // Not saved: the form says so, everything typed kept.
      expect(field).toHaveValue(page.typed);
      expect(form.getByText(text('errors.saveFailed'))).toBeInTheDocument();
      return;
    default:
      // Opened to edit: what is saved.
      expect(field).toHaveValue(page.savedName);
      if (page.keys === 'annotations') {
        expect(form.getByLabelText(text('annotations.text'))).toHaveValue('New in 2024');
        expect(form.getByLabelText(text('annotations.link'))).toHaveValue(KITCHEN.link);
      }
  }
}

/** What the editor shows once the change is over, and what the server stored. */
async function expectEnded(page: KindPage, state: Step['to'], walk: Walk) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('region', { name: text('placing.label') })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: /annotation|destination/i })).not.toBeInTheDocument();
  const stored = page.stored(await storedTour(walk.server, walk.tourId));
  if (state.matches('saved')) {
    expect(status()).toHaveTextContent(text('notices.saved'));
    expect(stored).toEqual(page.storedAfter(state.context.intent));
    if (state.context.intent === 'add') expect(state.context.draft?.isNew).toBe(true);
  } else {
    expect(stored).toEqual([page.saved]);
    expect(status()).not.toHaveTextContent(text('notices.saved'));
  }
  expect(pageAlerts()).toEqual(state.matches('failed') ? [text('errors.saveFailed')] : []);
  // The list (and an annotation's markers) show what is stored.
  const listed = itemsPanel(page)
    .queryAllByRole('heading', { level: 3 })
    .map((item) => item.textContent);
  expect(listed).toEqual(stored.map(page.nameOf));
  if (page.keys === 'annotations') {
    const markers = currentViewer().viewer.setAnnotations.mock.lastCall?.[0] as Annotation[];
    expect(markers.map((item) => item.title)).toEqual(stored.map(page.nameOf));
  }
  expect(screen.getByRole('button', { name: text(`${page.keys}.add`) })).toBeEnabled();
}

async function expectState(page: KindPage, step: Step | undefined, state: Step['to'], walk: Walk) {
  if (state.matches('placing')) {
    const message =
      step?.event.type === 'place.missed' ? 'placing.missed' : `placing.${state.context.kind}`;
    expect(placingRegion().getByRole('status')).toHaveTextContent(text(message));
    // A tap picks a point instead of walking there.
    expect(currentViewer().viewer.setTapToMove).toHaveBeenLastCalledWith(false);
    expect(itemsPanel(page).getByRole('status')).toHaveTextContent(text(`${page.keys}.placing`));
    return;
  }
  if (state.matches('form')) return expectForm(page, step, state);
  if (state.matches('saving') && state.context.intent === 'remove') {
    await waitFor(() => expect(status()).toHaveTextContent(text('saving')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return;
  }
  if (state.matches('saving')) {
    await waitFor(() => expect(status()).toHaveTextContent(text('saving')));
    // The form stays, read-only, with its button busy.
    expect(screen.getByRole('button', { name: text('saving') })).toBeDisabled();
    expect(itemsPanel(page).getByLabelText(text(page.fieldLabel))).toHaveAttribute('readonly');
    return;
  }
  if (state.matches('confirmingRemoval')) {
    const open = await screen.findByRole('dialog', { name: text(`removal.${state.context.kind}`) });
    expect(open).toHaveAccessibleDescription(text('removal.text', { name: page.savedName }));
    return;
  }
  return expectEnded(page, state, walk);
}

function walkPlan(kind: TourItemKind, intent: TourItemIntent, plan: Plan) {
  const page = KINDS[kind];
  for (const path of plan.paths) {
    it(
      `${kind} ${intent}: ${path.description}`,
      async () => {
        server.clock.advance(HOUR);
        const walk = await openReadyTour(server, email);
        await walk.user.click(screen.getByRole('button', { name: page.buttonOf(intent) }));
        await expectState(page, undefined, path.steps[0]!.from, walk);
        for (const step of path.steps) {
          await execute(page, step, walk);
          await expectState(page, step, step.to, walk);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }
}

describe('tour-item-change machine, walked on the tour editor against the real server', () => {
  for (const { kind, intent, plan } of plans) walkPlan(kind, intent, plan);

  it('walked every transition', () => {
    for (const { plan } of plans) plan.expectEveryTransitionWalked();
  });
});
