import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, tours, users } from '../../server/db/schema';
import { tourFileKey } from '../../server/storage/storage';
import { tourFilesConfig, type TourFilesConfig } from '../../server/tours/config';
import type {
  Annotation,
  Destination,
  FrameCorrection,
  TourModel,
  TourStatus,
  TourView,
} from '../../src/contract/tours';
import { tourEditorMachine } from '../../src/machines/tour-editor.machine';
import type { TourDeletionOutput } from '../../src/machines/tour-deletion.machine';
import type { TourPublishingOutput } from '../../src/machines/tour-publishing.machine';
import type { TourItemChangeOutput } from '../../src/machines/tour-item-change.machine';
import type {
  TourProcessingStatusOutput,
  TourStatusFailure,
} from '../../src/machines/tour-processing-status.machine';
import type { AppApi } from '../../src/services/app-api';
import { setEditorViewerOpener } from '../../src/screens/tour-editor/editor-viewer';
import {
  DELETE_FAILED,
  LOAD_FAILED,
  REFRAME_FAILED,
  SAVE_FAILED,
  WATCH_FAILED,
} from '../../src/screens/tour-editor/tour-editor-messages';
import { renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';
import { tourView } from '../support/tour-view';
import {
  currentViewer,
  fakeOpener,
  forgetViewer,
  HALL,
  HOUR,
  KITCHEN,
  PASSWORD,
  PICKED,
  POSE,
  type Server,
  tapViewer,
  text,
  type User,
  registerOwner,
} from '../support/tour-editor-page';
import { createGate, type Gate } from '../support/gate';

const FAILURE_REASON = 'The model has no walkable floor';
/** The tours are OBJ models (read as centimetres): the owner may turn and rescale them. */
/** Read in a guessed unit the owner is asked to confirm (decision 0053). */
const OBJ_MODEL: TourModel = { format: 'obj', unit: 'cm', correction: null, unitUncertain: true };
/** What the walk chooses in the "Orientation and size" panel. */
const CORRECTION: FrameCorrection = { turns: { x: 1, y: 0, z: 0 }, unit: 'mm' };

/** A tour of each status for the plan's events (only the fields guards read matter). */
function plannedTour(status: TourStatus, extra: Partial<TourView> = {}): TourView {
  return tourView({ id: 'planned', title: 'Canal house', status, model: OBJ_MODEL, ...extra });
}

/** How the tour-processing-status machine ended: the tour as last seen, and why if it was lost. */
function statusEnded(
  status: TourStatus,
  failure: TourStatusFailure | null = null,
): TourProcessingStatusOutput {
  return { tour: plannedTour(status), failure };
}

function publicationEnded(
  tour: TourView | null,
  error: string | null = null,
): TourPublishingOutput {
  const notice = tour === null ? null : tour.published ? 'published' : 'unpublished';
  return { tour, notice, error };
}

function deletionEnded(deleted: boolean, error: string | null): TourDeletionOutput {
  return { deleted, error };
}

/** The failure a path's processing watch ends with, if it ends with one. */
function watchFailure(step: Step): TourStatusFailure | null {
  if (step.event.type !== 'xstate.done.actor.processingStatus') return null;
  return (step.event.output as TourProcessingStatusOutput).failure;
}

/** How a change of the annotations or destinations ends when it is cancelled. */
const ITEM_CHANGE_CANCELLED: TourItemChangeOutput = { tour: null, error: null };
/** How a change of the annotations or destinations ends when it is saved. */
function itemChangeSaved(): TourItemChangeOutput {
  return { tour: plannedTour('ready'), error: null };
}
/** Events the editor forwards to its tour-item-change machine. */
const FORWARDED_TO_ITEMS = new Set([
  'item.fieldChanged',
  'item.submit',
  'item.cancel',
  'place.point',
  'place.missed',
  'place.cancel',
  'removal.confirm',
  'removal.cancel',
]);

/**
 * Steps that set up what the model does not hold, walked on paths of their own: a watch that
 * loses the connection (the event stream is unreachable from the path's start), the guessed unit
 * confirmed (the question does not come back), and a saved change that renames or removes the
 * kitchen or the hall (which later steps of a longer walk would click).
 */
function walkedAlone(step: Step): boolean {
  const failure = watchFailure(step);
  if (failure !== null && !failure.notFound) return true;
  if (isConfirmed(step)) return true;
  const { type } = step.event;
  if (type !== 'xstate.done.actor.itemChange') return false;
  if (!(step.event.output as TourItemChangeOutput).tour) return false;
  const intent = step.from.children.itemChange?.getSnapshot().context.intent;
  return intent !== 'add' && intent !== 'move';
}

const plan = planTransitionPaths(tourEditorMachine, {
  input: { tourId: 'planned' },
  events: [
    { type: 'xstate.done.actor.loadTour', output: plannedTour('ready') },
    { type: 'xstate.done.actor.loadTour', output: plannedTour('draft') },
    { type: 'xstate.done.actor.loadTour', output: plannedTour('processing') },
    { type: 'xstate.done.actor.loadTour', output: plannedTour('failed') },
    { type: 'xstate.error.actor.loadTour', error: { message: 'Tour not found', notFound: true } },
    { type: 'xstate.error.actor.loadTour', error: { message: LOAD_FAILED, notFound: false } },
    { type: 'tour.retry' },
    // The shared tour-processing-status machine: a change while it watches, then how it ended.
    {
      type: 'xstate.snapshot.processingStatus',
      snapshot: { context: { tour: plannedTour('processing') } },
    },
    { type: 'xstate.done.actor.processingStatus', output: statusEnded('ready') },
    { type: 'xstate.done.actor.processingStatus', output: statusEnded('failed') },
    { type: 'xstate.done.actor.processingStatus', output: statusEnded('draft') },
    {
      type: 'xstate.done.actor.processingStatus',
      output: statusEnded('processing', { message: 'Tour not found', notFound: true }),
    },
    {
      type: 'xstate.done.actor.processingStatus',
      output: statusEnded('processing', { message: WATCH_FAILED, notFound: false }),
    },
    { type: 'viewer.loaded' },
    { type: 'viewer.failed', failure: 'webglUnavailable' },
    { type: 'viewer.modeChanged', mode: 'dollhouse' },
    { type: 'start.use', startPosition: POSE, blocked: false },
    // A wall 0.4 m ahead of the view (the viewer measures it): the panel warns first.
    { type: 'start.use', startPosition: POSE, blocked: true },
    { type: 'start.confirm' },
    { type: 'start.cancel' },
    { type: 'annotation.add', id: 'new' },
    { type: 'annotation.edit', id: 'kitchen' },
    { type: 'annotation.move', id: 'kitchen' },
    { type: 'annotation.remove', id: 'kitchen' },
    { type: 'destination.add', id: 'new' },
    { type: 'destination.rename', id: 'hall' },
    { type: 'destination.remove', id: 'hall' },
    // Placing, the forms and the removal dialog go to the tour-item-change machine, walked by
    // its own model test (saved, failed, cancelled): the editor plans its ending, the walk
    // cancels what it opened.
    { type: 'item.fieldChanged', field: 'title', value: 'Sunny kitchen' },
    { type: 'item.submit', fieldErrors: {} },
    { type: 'item.cancel' },
    { type: 'place.point', position: PICKED },
    { type: 'place.missed' },
    { type: 'place.cancel' },
    { type: 'removal.confirm' },
    { type: 'removal.cancel' },
    { type: 'xstate.done.actor.itemChange', output: ITEM_CHANGE_CANCELLED },
    { type: 'xstate.done.actor.itemChange', output: itemChangeSaved() },
    { type: 'details.fieldChanged', field: 'title', value: 'Loft' },
    { type: 'details.submit', fieldErrors: {} },
    { type: 'details.submit', fieldErrors: { title: 'The title is required' } },
    { type: 'tour.publish' },
    { type: 'tour.unpublish' },
    { type: 'tour.delete' },
    // Turned and rescaled: processed again (the processing view follows), or the request failed;
    // or the guessed unit confirmed: nothing to process, the tour stays in view.
    { type: 'frame.apply', correction: CORRECTION },
    { type: 'xstate.done.actor.reframeTour', output: plannedTour('queued') },
    { type: 'xstate.done.actor.reframeTour', output: plannedTour('ready') },
    { type: 'xstate.error.actor.reframeTour', error: { message: REFRAME_FAILED } },
    // The dialog's buttons go to the tour-deletion machine, walked by its own model test: the
    // editor plans how it ends (deleted, failed, cancelled).
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.saveTour', output: plannedTour('ready') },
    { type: 'xstate.error.actor.saveTour', error: { message: SAVE_FAILED } },
    // The tour-publishing machine, walked by its own model test: the editor plans its endings.
    {
      type: 'xstate.done.actor.publishing',
      output: publicationEnded(plannedTour('ready', { published: true, slug: 'slug' })),
    },
    { type: 'xstate.done.actor.publishing', output: publicationEnded(null, 'offline') },
    {
      type: 'xstate.done.actor.unpublishing',
      output: publicationEnded(plannedTour('ready', { slug: 'slug' })),
    },
    { type: 'xstate.done.actor.unpublishing', output: publicationEnded(null, 'offline') },
    { type: 'xstate.done.actor.deletion', output: deletionEnded(true, null) },
    { type: 'xstate.done.actor.deletion', output: deletionEnded(false, DELETE_FAILED) },
    { type: 'xstate.done.actor.deletion', output: deletionEnded(false, null) },
  ],
  // Where the delete dialog returns depends on the status; publishing, on whether it is public.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.viewer,
      snapshot.matches('deleting') ? snapshot.context.tour?.status : null,
      snapshot.matches({ ready: 'viewing' }) ? snapshot.context.tour?.published : null,
      snapshot.matches({ ready: 'saving' }) ? snapshot.context.saveOrigin : null,
      // Which kind of item changes, and how the change started: each is walked to its end.
      snapshot.children.itemChange?.getSnapshot().context.kind ?? null,
      snapshot.children.itemChange?.getSnapshot().context.intent ?? null,
    ]),
  // Without a 3D view there is nothing more to place (the panels' buttons stay disabled).
  stopWhen: (snapshot) => snapshot.context.viewer === 'failed',
  canExecute: (snapshot, event) => {
    // Forwarded to the tour-deletion machine: the walk clicks them for the deletion's ending.
    if (event.type === 'delete.confirm' || event.type === 'delete.cancel') return false;
    if (FORWARDED_TO_ITEMS.has(event.type)) return false;
    const viewing = snapshot.matches({ ready: 'viewing' });
    const { viewer, tour } = snapshot.context;
    if (event.type === 'viewer.loaded' || event.type === 'viewer.failed') {
      return viewing && viewer === 'loading';
    }
    // The walk waits for the 3D view before editing.
    if (viewing && viewer === 'loading') return false;
    // A published tour is walked back to unpublished; everything else is walked unpublished.
    if (viewing && tour?.published) return event.type === 'tour.unpublish';
    return event.type !== 'tour.unpublish';
  },
  walks: 'covering',
  walkAlone: (step) => walkedAlone(step),
});

type Step = PlannedStep<typeof tourEditorMachine>;

let server: Server;
let filesDir: string;
let files: TourFilesConfig;
const email = `editor-${Date.now()}@roomwalk.test`;

// --- Server side: the account, its tours, and calls held until the test lets them go. ---------

beforeAll(async () => {
  // Tour files of their own: a ready tour's upload is stored, for processing it again.
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-editor-'));
  files = tourFilesConfig(filesDir, 1024 * 1024);
  server = await startRealApi({ tourFiles: files });
  await registerOwner(server, email);
  setEditorViewerOpener(fakeOpener);
}, MODEL_PATH_LIMIT_MS);

afterAll(async () => {
  setEditorViewerOpener(null);
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

afterEach(() => {
  server.makeUnreachable(null);
  forgetViewer();
});

async function ownerId(): Promise<string> {
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** What a tour of this status has stored (only what the pages read). */
function statusFields(status: TourStatus) {
  return {
    status,
    stage: status === 'processing' ? 'simplify' : null,
    progress: status === 'processing' ? 0.3 : status === 'ready' ? 1 : 0,
    error: status === 'failed' ? FAILURE_REASON : null,
    ...(status === 'ready' && readyFields()),
  };
}

/** A ready tour's upload, stored for processing it again. */
async function storeSource(id: string) {
  const source = new TextEncoder().encode('v 0 0 0\nv 1 0 0\nv 0 0 1\nf 1 2 3\n');
  await files.storage.putStream(tourFileKey(id, 'source'), Readable.from([source]), {
    maxBytes: source.byteLength,
  });
}

/** A tour of the account as the path's first load finds it, straight in the database. */
async function insertTour(status: TourStatus): Promise<string> {
  const [row] = await server.db
    .insert(tours)
    .values({
      ownerId: await ownerId(),
      title: 'Canal house',
      address: 'Herengracht 1, Amsterdam',
      sourceKind: 'scan',
      ...statusFields(status),
    })
    .returning();
  if (status === 'ready') await storeSource(row!.id);
  return row!.id;
}

/** A load later in a walk finds the tour with the status its step plans, or finds none. */
async function storeForLoad(step: Step, walk: Walk) {
  const { event } = step;
  if (event.type === 'xstate.error.actor.loadTour' && isNotFound(event.error)) {
    await server.db.delete(tours).where(eq(tours.id, walk.tourId));
    return;
  }
  if (event.type !== 'xstate.done.actor.loadTour') return;
  const { status } = event.output as TourView;
  if ((await storedTour(walk.tourId))?.status === status) return;
  await setStored(walk.tourId, statusFields(status));
  if (status === 'ready') await storeSource(walk.tourId);
}

function readyFields() {
  return {
    status: 'ready' as const,
    stage: null,
    progress: 1,
    startPosition: { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 },
    annotations: [KITCHEN],
    destinations: [HALL],
    assets: { 'model.glb': { bytes: 16 } },
    bounds: { min: { x: -5, y: 0, z: -5 }, max: { x: 5, y: 3, z: 5 } },
    model: OBJ_MODEL,
  };
}

async function storedTour(id: string) {
  const [row] = await server.db.select().from(tours).where(eq(tours.id, id));
  return row;
}

async function setStored(id: string, changes: Partial<typeof tours.$inferInsert>) {
  await server.db.update(tours).set(changes).where(eq(tours.id, id));
}

// --- The screen. --------------------------------------------------------------------------------

interface Walk {
  user: User;
  gate: Gate;
  router: ReturnType<typeof renderApp>['router'];
  tourId: string;
  /** The alert the last failure left on the page. */
  alert: string | null;
  /** The tour's saved title, and the one the details form was last submitted with. */
  title: string;
  submittedTitle: string;
  /** Details saved so far: each save types a title of its own. */
  detailSaves: number;
  /** The annotations and destinations stored when the tour was last seen in the 3D view. */
  itemsBefore: { annotations: unknown; destinations: unknown } | null;
}

/** Signs the account in through the app's session, then opens the tour page. */
async function openTourPage(tourId: string) {
  const gate = createGate();
  const tourCalls = server.api.tours;
  const api: AppApi = {
    ...server.api,
    tours: {
      ...tourCalls,
      get: gate.wrap(tourCalls.get),
      update: gate.wrap(tourCalls.update),
      publish: gate.wrap(tourCalls.publish),
      unpublish: gate.wrap(tourCalls.unpublish),
      remove: gate.wrap(tourCalls.remove),
      reframe: gate.wrap(tourCalls.reframe),
    },
  };
  const { router } = renderApp({ path: '/pricing', api });
  await waitFor(() =>
    expect(window.__roomwalk?.session.getSnapshot().hasTag('signedOut')).toBe(true),
  );
  const session = window.__roomwalk!.session;
  act(() => session.send({ type: 'session.signIn', email, password: PASSWORD }));
  await waitFor(() => expect(session.getSnapshot().hasTag('signedIn')).toBe(true), {
    timeout: SETTLE_LIMIT_MS,
  });
  await act(() => router.navigate(`/dashboard/tours/${tourId}`));
  return { gate, router };
}

const stage = () => within(screen.getByRole('region', { name: text('stage.label') }));
const panel = (heading: string) =>
  within(screen.getByRole('heading', { name: heading, level: 2 }).closest('section')!);
const dialog = () => within(screen.getByRole('dialog'));
const status = () => document.querySelector('.tour-editor-status')!;

async function offlineFor(path: string, during: () => Promise<void>) {
  server.makeUnreachable(path);
  try {
    await during();
  } finally {
    server.makeUnreachable(null);
  }
}

// --- Executing events. --------------------------------------------------------------------------

async function changeStoredTour(walk: Walk, tour: TourView) {
  if (tour.status === 'ready') await setStored(walk.tourId, readyFields());
  else if (tour.status === 'failed')
    await setStored(walk.tourId, { status: 'failed', error: FAILURE_REASON, stage: null });
  else if (tour.status === 'draft') await setStored(walk.tourId, { status: 'draft', stage: null });
  else await setStored(walk.tourId, { stage: 'navmesh', progress: 0.6 });
}

async function executeLoad(step: Step, walk: Walk) {
  const { event } = step;
  await storeForLoad(step, walk);
  if (event.type === 'xstate.error.actor.loadTour' && !isNotFound(event.error)) {
    await offlineFor(`/tours/${walk.tourId}`, async () => {
      await walk.gate.release();
      await screen.findByRole('button', { name: text('retry') }, { timeout: SETTLE_LIMIT_MS });
    });
    walk.alert = text('errors.loadFailed');
    return;
  }
  await walk.gate.release();
}

function isNotFound(error: unknown): boolean {
  return (error as { notFound?: boolean }).notFound === true;
}

async function executeWatch(step: Step, walk: Walk) {
  const { event } = step;
  if (event.type === 'xstate.snapshot.processingStatus') {
    await changeStoredTour(walk, plannedTour('processing'));
    return;
  }
  if (event.type !== 'xstate.done.actor.processingStatus') return;
  const { tour, failure } = event.output as TourProcessingStatusOutput;
  if (!failure) {
    await changeStoredTour(walk, tour!);
    return;
  }
  if (failure.notFound) {
    // Deleted on another device: the stream says so, and the tour is gone.
    await server.db.delete(tours).where(eq(tours.id, walk.tourId));
    return;
  }
  // The stream was never available (see the path's setup): polling now loses the connection.
  server.makeUnreachable(`/tours/${walk.tourId}`);
  await screen.findByRole('button', { name: text('retry') }, { timeout: SETTLE_LIMIT_MS });
  server.makeUnreachable(null);
  walk.alert = text('errors.watchFailed');
}

async function releaseSave(step: Step, walk: Walk) {
  const origin = step.from.context.saveOrigin;
  const failing = step.event.type === 'xstate.error.actor.saveTour';
  // A lost connection. The server no longer refuses text the form accepts: both count the typed
  // characters (decision 0060).
  if (failing) server.makeUnreachable(`/tours/${walk.tourId}`);
  try {
    await walk.gate.release();
    await waitFor(() => expect(status()).not.toHaveTextContent(text('saving')), {
      timeout: SETTLE_LIMIT_MS,
    });
  } finally {
    server.makeUnreachable(null);
  }
  if (!failing) {
    if (origin === 'details') walk.title = walk.submittedTitle;
    return;
  }
  walk.alert = text('errors.saveFailed');
}

async function releaseOffline(path: string, walk: Walk, alert: string) {
  await offlineFor(path, async () => {
    await walk.gate.release();
    // The page's alert (a field's own message may stand too; expectPageAlert checks the page's).
    await waitFor(
      () => expect(screen.getAllByRole('alert').map((shown) => shown.textContent)).toContain(alert),
      { timeout: SETTLE_LIMIT_MS },
    );
  });
  walk.alert = alert;
}

const detailsPanel = () => panel(text('details.heading'));

async function submitDetails(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  if (event.type !== 'details.submit') return;
  const field = detailsPanel().getByLabelText(text('details.title'));
  await walk.user.clear(field);
  if (Object.keys(event.fieldErrors).length === 0) {
    walk.detailSaves += 1;
    walk.submittedTitle = `Loft with a view${walk.detailSaves > 1 ? ` ${walk.detailSaves}` : ''}`;
    await walk.user.type(field, walk.submittedTitle);
  }
  await walk.user.click(screen.getByRole('button', { name: text('details.save') }));
}

async function clickItemButton(walk: Walk, label: string) {
  await walk.user.click(screen.getByRole('button', { name: label }));
}

async function executeEditing(step: Step, next: Step | undefined, walk: Walk) {
  const { user } = walk;
  const { event } = step;
  switch (event.type) {
    case 'viewer.loaded':
      return act(async () => currentViewer().load());
    case 'viewer.failed':
      return act(async () => currentViewer().fail(event.failure));
    case 'viewer.modeChanged':
      await user.click(stage().getByRole('button', { name: text(`modes.${event.mode}`) }));
      return;
    case 'start.use': {
      // A start saved earlier in the walk is put back: this step's own save is what is checked.
      await setStored(walk.tourId, { startPosition: readyFields().startPosition });
      // The start is chosen in Walk: a walk that turned to the dollhouse turns back first.
      const walkMode = stage().getByRole('button', { name: text('modes.walk') });
      if (walkMode.getAttribute('aria-pressed') !== 'true') await user.click(walkMode);
      currentViewer().viewer.viewClearance.mockReturnValue(event.blocked ? 0.4 : Infinity);
      return user.click(screen.getByRole('button', { name: text('start.useView') }));
    }
    case 'start.confirm':
      return user.click(screen.getByRole('button', { name: text('start.saveAnyway') }));
    case 'start.cancel':
      return user.click(screen.getByRole('button', { name: text('start.chooseAnother') }));
    case 'annotation.add':
      return user.click(screen.getByRole('button', { name: text('annotations.add') }));
    case 'annotation.edit':
      return clickItemButton(walk, text('annotations.editLabel', { title: 'Kitchen' }));
    case 'annotation.move':
      return clickItemButton(walk, text('annotations.moveLabel', { title: 'Kitchen' }));
    case 'annotation.remove':
      return clickItemButton(walk, text('annotations.removeLabel', { title: 'Kitchen' }));
    case 'destination.add':
      return user.click(screen.getByRole('button', { name: text('destinations.add') }));
    case 'destination.rename':
      return clickItemButton(walk, text('destinations.renameLabel', { name: 'Hall' }));
    case 'destination.remove':
      return clickItemButton(walk, text('destinations.removeLabel', { name: 'Hall' }));
    case 'xstate.done.actor.itemChange':
      if ((event.output as TourItemChangeOutput).tour) return saveItemChange(step, walk);
      return cancelItemChange(user);
    case 'details.fieldChanged': {
      const field = detailsPanel().getByLabelText(text('details.title'));
      await user.clear(field);
      return user.type(field, event.value);
    }
    case 'details.submit':
      return submitDetails(step, next, walk);
  }
}

async function storedItems(walk: Walk) {
  const { annotations, destinations } = (await storedTour(walk.tourId))!;
  return { annotations, destinations };
}

/** Closes what the annotations or destinations machine opened: placing, its form or dialog. */
async function cancelItemChange(user: User) {
  if (screen.queryByRole('region', { name: text('placing.label') })) {
    return user.keyboard('{Escape}');
  }
  const open = screen.queryByRole('dialog');
  if (open) return user.click(within(open).getByRole('button', { name: text('cancel') }));
  return user.click(screen.getByRole('button', { name: text('cancel') }));
}

/**
 * Saves what the annotations or destinations machine opened, the way a user does: a miss, then
 * a point on the model; the title or name; the save; or the removal confirmed. Its own model
 * test walks every way it can go.
 */
async function saveItemChange(step: Step, walk: Walk) {
  const { user } = walk;
  const annotations = step.from.children.itemChange?.getSnapshot().context.kind === 'annotation';
  const placing = screen.queryByRole('region', { name: text('placing.label') });
  if (placing) {
    currentViewer().pick = null;
    await user.click(within(placing).getByRole('button', { name: text('placing.centre') }));
    await within(placing).findByText(text('placing.missed'));
    currentViewer().pick = PICKED;
    tapViewer();
  }
  const open = screen.queryByRole('dialog');
  if (open) {
    await user.click(within(open).getByRole('button', { name: text('removal.confirm') }));
  } else {
    const items = panel(text(annotations ? 'annotations.heading' : 'destinations.heading'));
    const field = await items.findByLabelText(
      text(annotations ? 'annotations.title' : 'destinations.name'),
    );
    await user.clear(field);
    await user.type(field, annotations ? 'Sunny kitchen' : 'Bedroom');
    await user.click(
      items.getByRole('button', {
        name: text(annotations ? 'annotations.save' : 'destinations.save'),
      }),
    );
  }
  await walk.gate.release();
  await waitFor(() => expect(status()).not.toHaveTextContent(text('saving')), {
    timeout: SETTLE_LIMIT_MS,
  });
}

/** Deleted, failed while offline, or cancelled: the dialog's buttons, as the user uses them. */
async function endDeletion(output: unknown, walk: Walk) {
  const { deleted, error } = output as TourDeletionOutput;
  const button = (name: string) => dialog().getByRole('button', { name: text(name) });
  if (!deleted && !error) return walk.user.click(button('cancel'));
  await walk.user.click(button('delete.confirm'));
  if (deleted) return walk.gate.release();
  return releaseOffline(`/tours/${walk.tourId}`, walk, text('errors.deleteFailed'));
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  const { user } = walk;
  switch (event.type) {
    case 'xstate.done.actor.loadTour':
    case 'xstate.error.actor.loadTour':
      return executeLoad(step, walk);
    case 'tour.retry':
      walk.alert = null;
      return user.click(screen.getByRole('button', { name: text('retry') }));
    case 'xstate.snapshot.processingStatus':
    case 'xstate.done.actor.processingStatus':
      return executeWatch(step, walk);
    case 'xstate.done.actor.saveTour':
    case 'xstate.error.actor.saveTour':
      return releaseSave(step, walk);
    case 'tour.publish':
      walk.alert = null;
      return user.click(screen.getByRole('button', { name: text('share.publish') }));
    case 'tour.unpublish':
      walk.alert = null;
      return user.click(screen.getByRole('button', { name: text('share.unpublish') }));
    case 'xstate.done.actor.publishing':
    case 'xstate.done.actor.unpublishing': {
      if (!(event.output as TourPublishingOutput).error) return walk.gate.release();
      const publish = event.type === 'xstate.done.actor.publishing';
      return releaseOffline(
        `/tours/${walk.tourId}/${publish ? 'publish' : 'unpublish'}`,
        walk,
        text(publish ? 'errors.publishFailed' : 'errors.unpublishFailed'),
      );
    }
    case 'xstate.done.actor.deletion':
      return endDeletion(event.output, walk);
    case 'tour.delete':
      walk.alert = null;
      return user.click(screen.getByRole('button', { name: text('delete.button') }));
    case 'frame.apply':
      walk.alert = null;
      return isConfirmed(next) ? confirmUnit(walk) : applyFrame(walk);
    case 'xstate.done.actor.reframeTour':
      return isConfirmed(step) ? walk.gate.release() : releaseReframe(walk);
    case 'xstate.error.actor.reframeTour':
      return releaseOffline(`/tours/${walk.tourId}/frame`, walk, text('errors.reframeFailed'));
    default:
      walk.alert = null;
      return executeEditing(step, next, walk);
  }
}

const framePanel = () => panel(text('frame.heading'));

/** A quarter turn about X, drawn in millimetres, applied. */
async function applyFrame(walk: Walk) {
  const frame = framePanel();
  await walk.user.click(frame.getByRole('button', { name: text('frame.turn', { axis: 'X' }) }));
  expect(frame.getByTestId('frame-turns')).toHaveTextContent(
    text('frame.turns', { x: 90, y: 0, z: 0 }),
  );
  await walk.user.selectOptions(frame.getByLabelText(text('frame.unit')), 'mm');
  await walk.user.click(frame.getByRole('button', { name: text('frame.apply') }));
}

/** The frame answer the step plans: the tour as it was, ready (the guessed unit confirmed). */
function isConfirmed(step: Step | undefined): boolean {
  const { event } = step ?? {};
  return (
    event?.type === 'xstate.done.actor.reframeTour' && (event.output as TourView).status === 'ready'
  );
}

/** "Yes, that is its size" to the question the guessed unit asks. */
async function confirmUnit(walk: Walk) {
  const question = within(screen.getByTestId('unit-question'));
  expect(question.getByText(text('unitQuestion.ask', { size: '3 m' }))).toBeInTheDocument();
  await walk.user.click(question.getByRole('button', { name: text('unitQuestion.yes') }));
}

/** The server queues the tour; the worker (none here) is played by the stored stage. */
async function releaseReframe(walk: Walk) {
  await walk.gate.release();
  await screen.findByRole('heading', { name: text('status.queued') }, { timeout: SETTLE_LIMIT_MS });
  const [job] = await server.db.select().from(jobs).where(eq(jobs.kind, 'tour.process'));
  expect(job?.payload).toEqual({ tourId: walk.tourId, reprocess: true, correction: CORRECTION });
  await server.db.delete(jobs).where(eq(jobs.kind, 'tour.process'));
  await setStored(walk.tourId, { status: 'processing', stage: 'simplify', progress: 0.3 });
}

// --- Checking what the screen shows in each state. ----------------------------------------------

function expectPageAlert(walk: Walk) {
  const alerts = screen
    .queryAllByRole('alert')
    .filter((alert) => alert.classList.contains('form-alert'));
  if (walk.alert) expect(alerts.map((alert) => alert.textContent)).toEqual([walk.alert]);
  else expect(alerts).toEqual([]);
}

async function expectReadyViewing(step: Step | undefined, state: Step['to'], walk: Walk) {
  await screen.findByRole(
    'heading',
    { name: text('start.heading'), level: 2 },
    { timeout: SETTLE_LIMIT_MS },
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const { viewer, tour } = state.context;
  if (viewer === 'loading') {
    expect(stage().getByRole('status')).toHaveTextContent(text('stage.loading', { percent: 0 }));
    expect(screen.getByRole('button', { name: text('annotations.add') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text('start.useView') })).toBeDisabled();
    return;
  }
  if (viewer === 'failed') {
    expect(stage().getByRole('alert')).toHaveTextContent(text('stage.webglUnavailable'));
    expect(screen.getByRole('button', { name: text('annotations.add') })).toBeDisabled();
    // The details and sharing need no 3D view.
    expect(screen.getByRole('button', { name: text('share.publish') })).toBeEnabled();
    return;
  }
  // The 3D view is shown again after a change: the buttons follow within a render or two.
  await waitFor(
    () => {
      expect(screen.getByRole('button', { name: text('annotations.add') })).toBeEnabled();
      expect(screen.getByRole('button', { name: text('destinations.add') })).toBeEnabled();
    },
    { timeout: SETTLE_LIMIT_MS },
  );
  await expectLists(walk);
  await expectAfterStep(step, walk);
  walk.itemsBefore = await storedItems(walk);
  expectPageAlert(walk);
  if (tour?.published) await expectShared(walk);
  else expect(screen.queryByLabelText(text('share.link'))).not.toBeInTheDocument();
}

/** The warning stands in the start panel, by the button that asked; nothing is saved yet. */
async function expectBlockedStart(walk: Walk) {
  const warning = panel(text('start.heading')).getByRole('alert');
  expect(warning).toHaveTextContent(text('start.blocked'));
  expect(within(warning).getByRole('button', { name: text('start.saveAnyway') })).toBeEnabled();
  expect(within(warning).getByRole('button', { name: text('start.chooseAnother') })).toBeEnabled();
  expect(screen.getByRole('button', { name: text('start.useView') })).toBeDisabled();
  expect((await storedTour(walk.tourId))!.startPosition).not.toEqual(POSE);
}

async function expectLists(walk: Walk) {
  const stored = await storedTour(walk.tourId);
  const annotations = (stored!.annotations as Annotation[]).map((item) => item.title);
  const destinations = (stored!.destinations as Destination[]).map((item) => item.name);
  const listed = (heading: string) =>
    panel(heading)
      .queryAllByRole('heading', { level: 3 })
      .map((item) => item.textContent);
  await waitFor(() => {
    expect(listed(text('annotations.heading'))).toEqual(annotations);
    expect(listed(text('destinations.heading'))).toEqual(destinations);
    // The markers show what is saved.
    const markers = currentViewer().viewer.setAnnotations.mock.lastCall?.[0] as Annotation[];
    expect(markers.map((item) => item.title)).toEqual(annotations);
  });
}

/** What the step before left behind: a notice, the server's copy, the viewer told. */
async function expectAfterStep(step: Step | undefined, walk: Walk) {
  const stored = (await storedTour(walk.tourId))!;
  const origin = step?.from.context.saveOrigin;
  switch (step?.event.type) {
    case 'xstate.done.actor.saveTour':
      expect(status()).toHaveTextContent(
        text(origin === 'start' ? 'notices.startSaved' : 'notices.saved'),
      );
      if (origin === 'start') {
        expect(stored.startPosition).toEqual(POSE);
        expect(currentViewer().viewer.setStartPosition).toHaveBeenLastCalledWith(POSE);
      }
      if (origin === 'details') {
        expect(stored.title).toBe(walk.submittedTitle);
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(walk.submittedTitle);
      }
      return;
    case 'xstate.error.actor.saveTour':
      if (origin === 'details') {
        // Not saved; what was typed is kept.
        expect(detailsPanel().getByLabelText(text('details.title'))).toHaveValue(
          walk.submittedTitle,
        );
        expect(stored.title).toBe(walk.title);
      }
      if (origin === 'start') expect(stored.startPosition).not.toEqual(POSE);
      return;
    case 'xstate.done.actor.reframeTour':
      // Confirmed: kept as the owner's unit, the question gone, nothing queued.
      expect(stored.model).toEqual({
        ...OBJ_MODEL,
        unitUncertain: undefined,
        correction: {
          turns: { x: 0, y: 0, z: 0 },
          unit: 'cm',
        },
      });
      await waitFor(() => expect(screen.queryByTestId('unit-question')).not.toBeInTheDocument());
      expect(await server.db.select().from(jobs).where(eq(jobs.kind, 'tour.process'))).toEqual([]);
      return;
    case 'start.cancel':
      expect(panel(text('start.heading')).queryByRole('alert')).not.toBeInTheDocument();
      expect(stored.startPosition).not.toEqual(POSE);
      return;
    case 'details.submit':
      expect(detailsPanel().getByLabelText(text('details.title'))).toHaveAccessibleDescription(
        text('validation.titleRequired'),
      );
      expect(detailsPanel().getByLabelText(text('details.title'))).toHaveFocus();
      return;
    case 'details.fieldChanged':
      expect(detailsPanel().getByLabelText(text('details.title'))).toHaveValue(step.event.value);
      return;
    case 'viewer.modeChanged':
      expect(currentViewer().viewer.setMode).toHaveBeenLastCalledWith(step.event.mode);
      expect(stage().getByRole('button', { name: text('modes.dollhouse') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The start is chosen in Walk.
      expect(screen.getByRole('button', { name: text('start.useView') })).toBeDisabled();
      return;
    case 'xstate.done.actor.itemChange':
      if ((step.event.output as TourItemChangeOutput).tour) {
        // Saved (the lists show what is stored, see expectLists).
        expect(status()).toHaveTextContent(text('notices.saved'));
        return;
      }
      // Cancelled: nothing stored since the tour was last in view, no notice.
      expect(walk.itemsBefore).not.toBeNull();
      expect(await storedItems(walk)).toEqual(walk.itemsBefore);
      expect(status()).toHaveTextContent('');
      return;
    case 'xstate.done.actor.publishing':
    case 'xstate.done.actor.unpublishing': {
      const { notice } = step.event.output as TourPublishingOutput;
      if (notice) expect(status()).toHaveTextContent(text(`notices.${notice}`));
      if (notice === 'unpublished') expect(stored.published).toBe(false);
      return;
    }
  }
}

async function expectShared(walk: Walk) {
  const stored = (await storedTour(walk.tourId))!;
  expect(stored.published).toBe(true);
  const origin = window.location.origin;
  const link = `${origin}/t/${stored.slug}`;
  expect(screen.getByLabelText(text('share.link'))).toHaveValue(link);
  expect(screen.getByLabelText(text('share.embed'))).toHaveValue(
    `<iframe src="${origin}/embed/${stored.slug}" title="${walk.title}" width="100%" height="480" ` +
      'style="border:0" allow="fullscreen; xr-spatial-tracking" allowfullscreen></iframe>',
  );
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const share = panel(text('share.heading'));
  await walk.user.click(share.getAllByRole('button', { name: /^Copy/ })[0]!);
  expect(writeText).toHaveBeenCalledWith(link);
  expect((await screen.findAllByText(text('share.linkCopied'))).length).toBeGreaterThan(0);
  // Without a clipboard (an insecure page), the text is selected for the user to copy.
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  await walk.user.click(share.getAllByRole('button', { name: /^Copy/ })[1]!);
  expect(screen.getByLabelText(text('share.embed'))).toHaveFocus();
  expect((await screen.findAllByText(text('share.selected'))).length).toBeGreaterThan(0);
}

/** What the annotations or destinations machine opened, as the step asked. */
async function expectItemChange(step: Step | undefined) {
  switch (step?.event.type) {
    case 'annotation.add':
    case 'annotation.move':
    case 'destination.add': {
      const placing = within(screen.getByRole('region', { name: text('placing.label') }));
      const kind = step.event.type === 'destination.add' ? 'destination' : 'annotation';
      expect(placing.getByRole('status')).toHaveTextContent(text(`placing.${kind}`));
      return;
    }
    case 'annotation.edit':
      await screen.findByRole('form', { name: text('annotations.editHeading') });
      return;
    case 'destination.rename':
      await screen.findByRole('form', { name: text('destinations.renameHeading') });
      return;
    case 'annotation.remove':
      await screen.findByRole('dialog', { name: text('removal.annotation') });
      return;
    case 'destination.remove':
      await screen.findByRole('dialog', { name: text('removal.destination') });
      return;
  }
}

async function expectSaving(state: Step['to']) {
  await waitFor(() => expect(status()).toHaveTextContent(text('saving')));
  if (state.context.saveOrigin === 'details') {
    expect(detailsPanel().getByRole('button', { name: text('saving') })).toBeDisabled();
  }
}

async function expectNotReady(state: Step['to'], walk: Walk) {
  if (state.matches('draft')) {
    await screen.findByRole('heading', { name: text('draft.title') }, { timeout: SETTLE_LIMIT_MS });
    expect(screen.getByRole('link', { name: text('draft.wizard') })).toHaveAttribute(
      'href',
      '/dashboard/create-tour',
    );
  } else if (state.matches('failed')) {
    await screen.findByRole(
      'heading',
      { name: text('failed.title') },
      { timeout: SETTLE_LIMIT_MS },
    );
    expect(screen.getByText(FAILURE_REASON)).toBeInTheDocument();
    expect(screen.getByText(text('failed.refunded'))).toBeInTheDocument();
  } else {
    await screen.findByRole('heading', { name: text('status.processing') });
    const stored = (await storedTour(walk.tourId))!;
    const stageKey = stored.stage === 'navmesh' ? 'stages.navmesh' : 'stages.simplify';
    await screen.findByText(text('processing.stage', { stage: text(stageKey) }), undefined, {
      timeout: SETTLE_LIMIT_MS,
    });
    expect(
      screen.getByRole('progressbar', { name: text('processing.progressLabel') }),
    ).toHaveAttribute('value', String(Math.round(stored.progress * 100)));
  }
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expectPageAlert(walk);
}

async function expectState(step: Step | undefined, state: Step['to'], walk: Walk) {
  if (state.matches('loading')) {
    expect(await screen.findByText(text('loading'))).toBeInTheDocument();
    return;
  }
  if (state.matches('loadFailed')) {
    expect(await screen.findByRole('alert')).toHaveTextContent(walk.alert ?? '');
    expect(screen.getByRole('button', { name: text('retry') })).toBeEnabled();
    return;
  }
  if (state.matches('notFound')) {
    await screen.findByRole(
      'heading',
      { name: text('notFound.title'), level: 2 },
      { timeout: SETTLE_LIMIT_MS },
    );
    expect(screen.getByRole('link', { name: text('notFound.back') })).toHaveAttribute(
      'href',
      '/dashboard/tours',
    );
    return;
  }
  if (state.matches('deleting')) {
    // The tour-deletion machine asks first (its own model test walks the rest).
    const open = await screen.findByRole('dialog', { name: text('delete.confirmTitle') });
    expect(open).toHaveAccessibleDescription(text('delete.confirmText', { title: walk.title }));
    expect(dialog().getByRole('button', { name: text('delete.confirm') })).toBeEnabled();
    return;
  }
  if (state.matches('deleted')) {
    await waitFor(() => expect(walk.router.state.location.pathname).toBe('/dashboard/tours'));
    expect(await storedTour(walk.tourId)).toBeUndefined();
    expect(await screen.findByText(text('delete.done'))).toBeInTheDocument();
    return;
  }
  if (state.matches('draft') || state.matches('failed') || state.matches('processing')) {
    return expectNotReady(state, walk);
  }
  return expectReadyState(step, state, walk);
}

async function expectReadyState(step: Step | undefined, state: Step['to'], walk: Walk) {
  if (state.matches({ ready: 'viewing' })) return expectReadyViewing(step, state, walk);
  if (state.matches({ ready: 'changingItem' })) {
    return expectItemChange(step);
  }
  if (state.matches({ ready: 'saving' })) return expectSaving(state);
  if (state.matches({ ready: 'confirmingStart' })) return expectBlockedStart(walk);
  if (state.matches({ ready: 'reframing' })) {
    expect(framePanel().getByRole('button', { name: text('frame.applying') })).toBeDisabled();
    expect(framePanel().getByTestId('model-size')).toHaveTextContent(
      text('frame.size', { width: 10, depth: 10, height: 3 }),
    );
    return;
  }
  if (state.matches({ ready: 'publishing' })) {
    expect(screen.getByRole('button', { name: text('share.publishing') })).toBeDisabled();
    return;
  }
  expect(screen.getByRole('button', { name: text('share.unpublishing') })).toBeDisabled();
}

/**
 * The tour the path starts with: the status its first load that succeeds finds (a lost
 * connection may come first), or none at all.
 */
async function tourForPath(steps: readonly Step[]): Promise<string> {
  const event = steps[0]!.event;
  if (event.type === 'xstate.error.actor.loadTour' && isNotFound(event.error)) return randomUUID();
  const loaded = steps.find((step) => step.event.type === 'xstate.done.actor.loadTour');
  if (loaded?.event.type !== 'xstate.done.actor.loadTour') return insertTour('ready');
  return insertTour((loaded.event.output as TourView).status);
}

describe('tour editor machine, walked on /dashboard/tours/{id} against the real server', () => {
  // Covering walks (issue 33): a few long walks that take every edge, the steps that set up what
  // the model does not hold on paths of their own (see walkedAlone).
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        server.clock.advance(HOUR);
        const tourId = await tourForPath(path.steps);
        // A path that loses the connection while watching polls from the start.
        if (
          path.steps.some((step) => {
            const failure = watchFailure(step);
            return failure !== null && !failure.notFound;
          })
        ) {
          server.makeUnreachable('/events');
        }
        const { gate, router } = await openTourPage(tourId);
        const walk: Walk = {
          user: userEvent.setup({ delay: null }),
          gate,
          router,
          tourId,
          alert: null,
          title: 'Canal house',
          submittedTitle: 'Canal house',
          detailSaves: 0,
          itemsBefore: null,
        };
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

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
