/**
 * The tour-creation machine walked on /dashboard/create-tour against the real server in-process:
 * the real credits, POST /tours, the upload to disk storage, and a queue worker on the same
 * database that processes the file (the apartment fixture becomes ready; a PNG named .glb fails
 * with its reason and a refund). Gates hold each call until the test lets it go, so busy states
 * can be seen; nothing is faked. Progress is driven by hand: jsdom's upload goes through fetch,
 * which reports none.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { pngRenamedGlb } from '../../scripts/fixtures/hostile';
import { encodePng } from '../../scripts/fixtures/png';
import { systemClock } from '../../server/clock';
import { balanceOf, grantCredits } from '../../server/credits/ledger';
import { startWorker } from '../../server/jobs/start-worker';
import { createJobEvents, type Worker } from '../../server/jobs/worker';
import { UNSUPPORTED_MESSAGE } from '../../server/processing/inputs/input-error';
import { tourFilesConfig } from '../../server/tours/config';
import type { TokenResponse } from '../../src/contract/auth';
import {
  NO_CREDITS_MESSAGE,
  PROCESSING_STAGES,
  type TourStatus,
  type TourView,
} from '../../src/contract/tours';
import {
  tourCreationMachine,
  type CreateTourFailure,
} from '../../src/machines/tour-creation.machine';
import type {
  TourProcessingStatusOutput,
  TourStatusFailure,
} from '../../src/machines/tour-processing-status.machine';
import {
  CREATE_FAILED,
  RESUME_FAILED,
  RESUME_NOT_FOUND,
  UPLOAD_FAILED,
  WATCH_FAILED,
} from '../../src/screens/create-tour/create-tour-messages';
import type { AppApi } from '../../src/services/app-api';
import { saveAuth } from '../../src/services/auth-storage';
import { logger } from '../../src/services/logger';
import type { ToursApi } from '../../src/services/tours-api';
import { newClient } from '../server/auth-helpers';
import { catalogueText, readCatalogue, renderApp } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
} from './transition-coverage';
import { tourView } from '../support/tour-view';
import { createGate, type Gate } from '../support/gate';

const en = readCatalogue('en');
const text = catalogueText('createTour.');

const PASSWORD = 'Walk-The-R00ms!';
const TITLE = 'Harbour loft';
const UPLOAD_LIMIT = 64 * 1024 * 1024;
/** Processing of the apartment takes about a second; the machine is shared with others. */
const SETTLED_WITHIN_MS = 60_000;

/** A tour as the events carry it; the walk compares the screen with the real one. */
function tourWith(status: TourStatus): TourView {
  return tourView({ title: TITLE, status });
}

function processingEnded(
  tour: TourView,
  failure: TourStatusFailure | null = null,
): TourProcessingStatusOutput {
  return { tour, failure };
}

const PLACEHOLDER_FILE = new File([new Uint8Array([1])], 'model.glb');

const plan = planTransitionPaths(tourCreationMachine, {
  events: [
    { type: 'xstate.done.actor.checkCredits', output: { balance: 1 } },
    { type: 'xstate.done.actor.checkCredits', output: { balance: 0 } },
    { type: 'xstate.error.actor.checkCredits', error: new Error('offline') },
    { type: 'tourCreation.recheckCredits' },
    { type: 'tourCreation.sourceChanged', sourceKind: 'cad' },
    { type: 'tourCreation.continue' },
    { type: 'tourCreation.fieldChanged', field: 'title', value: TITLE },
    { type: 'tourCreation.detailsSubmit', fieldErrors: {} },
    { type: 'tourCreation.detailsSubmit', fieldErrors: { title: 'The title is required' } },
    { type: 'tourCreation.back' },
    { type: 'tourCreation.fileChosen', file: PLACEHOLDER_FILE, problem: null },
    { type: 'tourCreation.fileChosen', file: null, problem: 'unsupported' },
    { type: 'tourCreation.submit' },
    { type: 'xstate.done.actor.createTour', output: tourWith('draft') },
    {
      type: 'xstate.error.actor.createTour',
      error: { message: NO_CREDITS_MESSAGE, noCredits: true },
    },
    { type: 'xstate.error.actor.createTour', error: { message: CREATE_FAILED, noCredits: false } },
    { type: 'tourCreation.uploadProgressed', fraction: 0.42 },
    { type: 'tourCreation.uploaded', tour: tourWith('queued') },
    { type: 'tourCreation.uploadFailed', message: UPLOAD_FAILED },
    { type: 'tourCreation.cancel' },
    { type: 'tourCreation.retry' },
    // The shared tour-processing-status machine: a change while it watches, then how it ended.
    {
      type: 'xstate.snapshot.processingStatus',
      snapshot: { context: { tour: tourWith('queued') } },
    },
    { type: 'xstate.done.actor.processingStatus', output: processingEnded(tourWith('ready')) },
    { type: 'xstate.done.actor.processingStatus', output: processingEnded(tourWith('failed')) },
    {
      type: 'xstate.done.actor.processingStatus',
      output: processingEnded(tourWith('queued'), { message: WATCH_FAILED }),
    },
    { type: 'tourCreation.restart' },
  ],
  // Whether a file is chosen decides where submit and retry go, in the steps that have them;
  // a walk keeps the file through the other steps back to them (Back, a refused create).
  serializeState: (snapshot) =>
    `${JSON.stringify(snapshot.value)}${snapshot.context.file ? '+file' : '-file'}`,
  // Covering walks (issue 33). A walk creates one tour at most and processes it once, to ready
  // or failed (the file it uploads says which); starting again from there makes a second tour,
  // so Restart is walked alone, at the end of its own path.
  walks: 'covering',
  walkAlone: (step) => step.event.type === 'tourCreation.restart',
});

/**
 * Reopening the tour named in the address (?tour=, after a reload): a second plan, from the
 * wizard opened with that address, walked until it leaves the reopening states (what follows
 * is the first plan's).
 */
const RESUMED_ID = 'from-the-address';
const resumePlan = planTransitionPaths(tourCreationMachine, {
  input: { resumeTourId: RESUMED_ID },
  events: [
    { type: 'xstate.done.actor.readTour', output: tourWith('ready') },
    { type: 'xstate.done.actor.readTour', output: tourWith('failed') },
    { type: 'xstate.done.actor.readTour', output: tourWith('queued') },
    { type: 'xstate.done.actor.readTour', output: tourWith('draft') },
    { type: 'xstate.error.actor.readTour', error: { message: RESUME_NOT_FOUND, noCredits: false } },
    { type: 'xstate.error.actor.readTour', error: { message: RESUME_FAILED, noCredits: false } },
    { type: 'tourCreation.retry' },
    { type: 'tourCreation.restart' },
  ],
  stopWhen: (snapshot) => !snapshot.matches('resuming') && !snapshot.matches('resumeFailed'),
});

type Machine = typeof tourCreationMachine;
type Step = PlannedStep<Machine>;
type Snapshot = Step['to'];
type User = ReturnType<typeof userEvent.setup>;
type Server = Awaited<ReturnType<typeof startRealApi>>;
type Tab = ReturnType<typeof newClient>;

let server: Server;
let dataDir: string;
const jobEvents = createJobEvents();
let fixtures: { apartment: Uint8Array; pngNamedGlb: Uint8Array };
let members = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-create-tour-'));
  server = await startRealApi({
    // The queue compares due times with the database's clock: the worker runs on real time.
    clock: systemClock,
    tourFiles: tourFilesConfig(dataDir, UPLOAD_LIMIT),
    jobEvents,
  });
  const png = encodePng({ width: 2, height: 2, rgb: new Uint8Array(12).fill(200) });
  fixtures = { apartment: await apartmentGlb(), pngNamedGlb: pngRenamedGlb(png) };
}, MODEL_PATH_LIMIT_MS);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let logged: MockInstance[] = [];
beforeEach(() => {
  server.makeUnreachable(null);
  logged = [
    vi.spyOn(logger, 'error').mockImplementation(() => {}),
    vi.spyOn(logger, 'warn').mockImplementation(() => {}),
  ];
});
afterEach(() => {
  server.makeUnreachable(null);
  for (const spy of logged) spy.mockRestore();
});

/** Processing happens only while a step wants it, so that a tour waits in the queue otherwise. */
function startTestWorker(): Worker {
  return startWorker({
    db: server.db,
    storage: tourFilesConfig(dataDir, UPLOAD_LIMIT).storage,
    events: jobEvents,
    pollIntervalMs: 50,
  });
}

interface Member {
  tab: Tab;
  userId: string;
}

interface Walk {
  user: User;
  member: Member;
  gates: Record<'credits' | 'create' | 'upload' | 'watch' | 'read', Gate>;
  router: ReturnType<typeof renderApp>['router'];
  /** The tour the address names, on a path that reopens one. */
  resumedId: string | null;
  /** The file this path uploads: the apartment, or a PNG named .glb when processing must fail. */
  upload: File;
  /** The upload's progress callback, as the screen passed it. */
  reportProgress: ((fraction: number) => void) | null;
  balanceBeforeCreate: number;
}

/** A new account, signed in earlier in this browser (its tokens in the encrypted store). */
async function newMember(): Promise<Member> {
  const tab = newClient(server);
  const email = `creator-${++members}-${Date.now()}@create-tour.test`;
  const registered = await tab.post('/auth/register', {
    firstName: 'Nia',
    lastName: 'Okafor',
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  const login = await tab.post('/auth/login', { email, password: PASSWORD });
  const tokens = (await login.json()) as TokenResponse;
  tab.bearer = tokens.token;
  await saveAuth(tokens);
  return { tab, userId: id };
}

/** Sets the balance as the step needs it: a grant, or tours created in another tab. */
async function setBalance(member: Member, wanted: number) {
  let balance = await balanceOf(server.db, member.userId);
  if (balance < wanted) {
    await grantCredits(server.db, {
      userId: member.userId,
      amount: wanted - balance,
      reason: 'Test',
    });
  }
  for (; balance > wanted; balance -= 1) {
    const created = await member.tab.post('/api/v1/tours', {
      title: 'Elsewhere',
      sourceKind: 'cad',
    });
    expect(created.status).toBe(201);
  }
}

async function myTours(member: Member): Promise<TourView[]> {
  const response = await member.tab.get('/api/v1/tours');
  return ((await response.json()) as { tours: TourView[] }).tours;
}

/** Tours of the path left unprocessed leave the queue, so that the next paths do not wait. */
async function removeUnsettled(member: Member) {
  for (const tour of await myTours(member)) {
    if (tour.status !== 'ready' && tour.status !== 'failed') {
      await member.tab.delete(`/api/v1/tours/${tour.id}`);
    }
  }
}

/** The app's tour calls, each held by its gate; the upload without progress (fetch in jsdom). */
function gatedTours(walk: Walk): ToursApi {
  const real = server.api.tours;
  return {
    ...real,
    // Only the wizard's read of the tour to reopen waits (a reopening path reads nothing else).
    get: async (id) => {
      if (walk.resumedId !== null) await walk.gates.read.hold();
      return real.get(id);
    },
    credits: async () => {
      await walk.gates.credits.hold();
      return real.credits();
    },
    create: async (request) => {
      await walk.gates.create.hold();
      return real.create(request);
    },
    upload: async (id, file, options = {}) => {
      walk.reportProgress = options.onProgress ?? null;
      await walk.gates.upload.hold(options.signal);
      // A dropped connection fails at once rather than after minutes of retries.
      return real.upload(id, file, {
        ...(options.signal && { signal: options.signal }),
        retryDelaysMs: [],
      });
    },
    watch: async (id, onTour, options = {}) => {
      await walk.gates.watch.hold(options.signal);
      return real.watch(id, onTour, options);
    },
  };
}

const wizard = () => within(screen.getByRole('region', { name: text('label') }));
const button = (name: string) => wizard().getByRole('button', { name });
const heading = () => wizard().getByRole('heading', { level: 2 });

/** Runs `during` with the connection to the server lost (the client retries, then fails). */
async function offline(path: string, during: () => Promise<void>) {
  server.makeUnreachable(path);
  try {
    await during();
  } finally {
    server.makeUnreachable(null);
  }
}

async function chooseFile(walk: Walk, file: File) {
  const input = wizard().getByLabelText(text('file.label'));
  await walk.user.upload(input, file);
}

async function fillDetails(walk: Walk) {
  const title = wizard().getByLabelText(text('details.tourTitle'));
  if ((title as HTMLInputElement).value === '') await walk.user.type(title, TITLE);
  const address = wizard().getByLabelText(text('details.address'));
  await walk.user.clear(address);
  await walk.user.type(address, '4 Quay Street');
}

async function settle(walk: Walk, outcome: 'ready' | 'failed') {
  if (walk.gates.watch.held > 0) await walk.gates.watch.release();
  const worker = startTestWorker();
  try {
    const message = outcome === 'ready' ? text('ready.message') : text('failed.refunded');
    await wizard().findByText(message, {}, { timeout: SETTLED_WITHIN_MS });
  } finally {
    await worker.stop({ graceMs: 1000 });
  }
}

async function execute(step: Step, walk: Walk) {
  const { event } = step;
  switch (event.type) {
    case 'xstate.done.actor.checkCredits':
      await setBalance(walk.member, (event.output as { balance: number }).balance);
      await walk.gates.credits.release();
      await waitFor(() => expect(wizard().queryByText(text('credits.checking'))).toBeNull());
      return;
    case 'xstate.error.actor.checkCredits':
      await offline('/credits', async () => {
        await walk.gates.credits.release();
        await wizard().findByText(text('credits.unknown'), {}, { timeout: SETTLE_LIMIT_MS });
      });
      return;
    case 'tourCreation.recheckCredits':
      await walk.user.click(button(text('noCredits.recheck')));
      return;
    case 'tourCreation.sourceChanged':
      await walk.user.click(wizard().getByRole('radio', { name: text('source.cad.label') }));
      return;
    case 'tourCreation.continue':
    case 'tourCreation.detailsSubmit':
      if (event.type === 'tourCreation.detailsSubmit') {
        if (Object.keys(event.fieldErrors).length > 0) {
          await walk.user.clear(wizard().getByLabelText(text('details.tourTitle')));
        } else {
          await fillDetails(walk);
        }
      }
      await walk.user.click(button(en['createTour.continue']!));
      return;
    case 'tourCreation.fieldChanged': {
      const title = wizard().getByLabelText(text('details.tourTitle'));
      await walk.user.clear(title);
      await walk.user.type(title, event.value);
      return;
    }
    case 'tourCreation.back':
      await walk.user.click(button(en['createTour.back']!));
      return;
    case 'tourCreation.fileChosen':
      await chooseFile(
        walk,
        event.problem ? new File(['just notes'], 'notes.txt', { type: 'text/plain' }) : walk.upload,
      );
      return;
    case 'tourCreation.submit':
      walk.balanceBeforeCreate = await balanceOf(server.db, walk.member.userId);
      await walk.user.click(button(text('file.submit')));
      return;
    case 'xstate.done.actor.createTour':
      // The model does not hold the balance: a walk may have left it at 0 (a credit bought in
      // another tab meanwhile).
      if ((await balanceOf(server.db, walk.member.userId)) < 1) {
        await setBalance(walk.member, 1);
        walk.balanceBeforeCreate = 1;
      }
      await walk.gates.create.release();
      await wizard().findByRole('button', { name: text('upload.cancel') });
      return;
    case 'xstate.error.actor.createTour':
      if ((event.error as CreateTourFailure).noCredits) {
        // The last credit was spent in another tab meanwhile: the server answers 402.
        await setBalance(walk.member, 0);
        await walk.gates.create.release();
        await wizard().findByText(text('noCredits.message'));
        return;
      }
      await offline('/tours', async () => {
        await walk.gates.create.release();
        await wizard().findByText(text('errors.createFailed'), {}, { timeout: SETTLE_LIMIT_MS });
      });
      return;
    case 'tourCreation.uploadProgressed':
      await waitFor(() => expect(walk.reportProgress).not.toBeNull());
      walk.reportProgress!(event.fraction);
      return;
    case 'tourCreation.uploaded':
      await walk.gates.upload.release();
      await wizard().findByRole(
        'list',
        { name: text('processing.stages.label') },
        { timeout: SETTLE_LIMIT_MS },
      );
      return;
    case 'tourCreation.uploadFailed':
      await offline('/uploads', async () => {
        await walk.gates.upload.release();
        await wizard().findByText(text('draft.failed'), {}, { timeout: SETTLE_LIMIT_MS });
      });
      return;
    case 'tourCreation.cancel':
      await walk.user.click(button(text('upload.cancel')));
      return;
    case 'xstate.done.actor.readTour':
      await walk.gates.read.release();
      await waitFor(() => expect(wizard().queryByText(text('resume.loading'))).toBeNull(), {
        timeout: SETTLE_LIMIT_MS,
      });
      return;
    case 'xstate.error.actor.readTour': {
      const failure = async () => {
        await walk.gates.read.release();
        await wizard().findByText(text('resume.failedTitle'), {}, { timeout: SETTLE_LIMIT_MS });
      };
      // A tour that was never made answers 404; any other is read with the connection lost.
      if ((event.error as CreateTourFailure).message === RESUME_NOT_FOUND) await failure();
      else await offline(`/tours/${walk.resumedId}`, failure);
      return;
    }
    case 'tourCreation.retry':
      if (step.from.matches('resumeFailed')) {
        await walk.user.click(button(text('resume.retry')));
      } else if (step.from.matches('statusLost')) {
        await walk.user.click(button(text('processing.checkAgain')));
      } else {
        const retry = step.from.matches({ draft: 'failed' }) ? 'draft.retry' : 'draft.upload';
        await walk.user.click(button(text(retry)));
      }
      return;
    case 'xstate.snapshot.processingStatus':
      // No worker runs: the first update is the tour still waiting in the queue.
      await walk.gates.watch.release();
      return;
    case 'xstate.done.actor.processingStatus': {
      const { tour, failure } = event.output as TourProcessingStatusOutput;
      if (failure === null && (tour?.status === 'ready' || tour?.status === 'failed')) {
        await settle(walk, tour.status);
        return;
      }
      await offline('', async () => {
        await walk.gates.watch.release();
        await wizard().findByText(text('processing.statusLost'), {}, { timeout: SETTLE_LIMIT_MS });
      });
      return;
    }
    case 'tourCreation.restart': {
      const restart = step.from.matches('ready')
        ? 'ready.another'
        : step.from.matches('failed')
          ? 'failed.startAgain'
          : 'resume.startNew';
      await walk.user.click(button(text(restart)));
      return;
    }
  }
}

function expectCreditsNote(state: Snapshot) {
  const { credits } = state.context;
  if (credits === null) {
    expect(wizard().getByText(text('credits.unknown'))).toBeInTheDocument();
  } else {
    expect(wizard().getByText(new RegExp(`^You have ${credits} credits?\\.`))).toBeInTheDocument();
  }
}

function expectSourceStep(state: Snapshot) {
  expect(heading()).toHaveTextContent(text('source.title'));
  const checked = wizard().getByRole('radio', { checked: true });
  expect(checked).toHaveAccessibleName(text(`source.${state.context.sourceKind}.label`));
  expect(wizard().getByText(text('source.scan.description'))).toBeInTheDocument();
  expect(wizard().getByText(text('source.cad.description'))).toBeInTheDocument();
  expectCreditsNote(state);
}

function expectDetailsStep(state: Snapshot, step: Step | undefined) {
  expect(heading()).toHaveTextContent(text('details.title'));
  const title = wizard().getByLabelText(text('details.tourTitle'));
  if (state.context.fieldErrors.title) {
    const message = wizard().getByText(text('details.errors.titleRequired'));
    expect(message).toHaveAttribute('role', 'alert');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    // The refused submit moves the focus to the field; coming back to the step (Continue from
    // the source) moves it to the step's heading, the error still shown.
    if (step?.event.type === 'tourCreation.detailsSubmit') expect(title).toHaveFocus();
  } else {
    expect(title).not.toHaveAttribute('aria-invalid');
  }
  if (step?.event.type === 'tourCreation.fieldChanged') expect(title).toHaveValue(TITLE);
}

function expectFilePicker(state: Snapshot, walk: Walk) {
  const { file, fileProblem } = state.context;
  const input = wizard().getByLabelText(text('file.label'));
  if (fileProblem) {
    const key = `file.problems.${fileProblem}`;
    expect(wizard().getByText(text(key))).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(input).not.toHaveAttribute('aria-invalid');
  }
  const chosen = wizard().queryByText(new RegExp(`^Chosen: ${walk.upload.name}`));
  if (file) expect(chosen).toBeInTheDocument();
  else expect(chosen).toBeNull();
}

function expectFileStep(state: Snapshot, walk: Walk) {
  expect(heading()).toHaveTextContent(text('file.title'));
  expectFilePicker(state, walk);
  const createFailed = wizard().queryByText(text('errors.createFailed'));
  if (state.context.error) expect(createFailed).toBeInTheDocument();
  else expect(createFailed).toBeNull();
  expect(button(text('file.submit'))).toBeEnabled();
}

async function expectCreatedDraft(walk: Walk) {
  const [tour, ...others] = (await myTours(walk.member)).filter((t) => t.title === TITLE);
  expect(others).toEqual([]);
  expect(tour).toMatchObject({ title: TITLE, address: '4 Quay Street', status: 'draft' });
  expect(addressedTour(walk)).toBe(tour?.id);
  expect(await balanceOf(server.db, walk.member.userId)).toBe(walk.balanceBeforeCreate - 1);
}

async function expectUploading(state: Snapshot, step: Step | undefined, walk: Walk) {
  expect(heading()).toHaveTextContent(text('upload.title', { title: TITLE }));
  const percent = Math.round(state.context.uploadProgress * 100);
  const bar = wizard().getByRole('progressbar', { name: text('upload.progress') });
  expect(bar).toHaveAttribute('value', String(percent));
  expect(wizard().getByText(text('upload.percent', { percent }))).toBeInTheDocument();
  expect(button(text('upload.cancel'))).toBeEnabled();
  if (step?.event.type === 'xstate.done.actor.createTour') await expectCreatedDraft(walk);
}

async function expectDraft(state: Snapshot, walk: Walk) {
  expect(heading()).toHaveTextContent(text('draft.title'));
  if (state.matches({ draft: 'failed' })) {
    expect(wizard().getByText(text('draft.failed'))).toBeInTheDocument();
    expect(wizard().getByText(text('errors.uploadFailed'))).toBeInTheDocument();
  } else {
    const notice = state.matches({ draft: 'interrupted' })
      ? 'draft.interrupted'
      : 'draft.cancelled';
    expect(wizard().getByRole('status')).toHaveTextContent(text(notice));
  }
  expectFilePicker(state, walk);
  // The draft keeps its credit and waits for its file.
  const [tour] = (await myTours(walk.member)).filter((t) => t.title === TITLE);
  expect(tour?.status).toBe('draft');
}

function expectProcessing(state: Snapshot) {
  expect(heading()).toHaveTextContent(text('processing.title', { title: TITLE }));
  const stages = wizard().getByRole('list', { name: text('processing.stages.label') });
  expect(within(stages).getAllByRole('listitem')).toHaveLength(PROCESSING_STAGES.length);
  expect(within(stages).getByText(text('processing.stages.navmesh'))).toBeInTheDocument();
  const lost = wizard().queryByText(text('processing.statusLost'));
  if (state.matches('statusLost')) {
    expect(lost).toBeInTheDocument();
    expect(wizard().getByText(text('errors.watchFailed'))).toBeInTheDocument();
    expect(button(text('processing.checkAgain'))).toBeEnabled();
  } else {
    expect(lost).toBeNull();
    expect(wizard().getByText(text('processing.leaveNote'))).toBeInTheDocument();
  }
}

async function expectReady(walk: Walk) {
  const [tour] = (await myTours(walk.member)).filter((t) => t.title === TITLE);
  expect(tour?.status).toBe('ready');
  expect(heading()).toHaveTextContent(text('ready.title', { title: TITLE }));
  const stages = wizard().getByRole('list', { name: text('processing.stages.label') });
  expect(within(stages).getAllByText(text('processing.stageStates.done'))).toHaveLength(
    PROCESSING_STAGES.length,
  );
  expect(wizard().getByRole('progressbar', { name: text('processing.progress') })).toHaveAttribute(
    'value',
    '100',
  );
  expect(wizard().getByRole('link', { name: text('ready.open') })).toHaveAttribute(
    'href',
    `/dashboard/tours/${tour?.id}`,
  );
  expect(wizard().getByRole('link', { name: text('ready.list') })).toHaveAttribute(
    'href',
    '/dashboard/tours',
  );
}

async function expectFailed(walk: Walk) {
  expect(heading()).toHaveTextContent(text('failed.title', { title: TITLE }));
  // The server's reason, as it wrote it, and the refunded credit.
  expect(wizard().getByText(UNSUPPORTED_MESSAGE)).toBeInTheDocument();
  expect(wizard().getByText(text('failed.refunded'))).toBeInTheDocument();
  const stages = wizard().getByRole('list', { name: text('processing.stages.label') });
  expect(within(stages).getByText(text('processing.stageStates.failed'))).toBeInTheDocument();
  await expect
    .poll(() => balanceOf(server.db, walk.member.userId), { timeout: SETTLE_LIMIT_MS })
    .toBe(walk.balanceBeforeCreate);
}

/** Once the tour exists the address names it (a reload reopens it); without one, it names none. */
function expectAddress(state: Snapshot, walk: Walk) {
  const named = addressedTour(walk);
  if (state.matches('resuming') || state.matches('resumeFailed')) {
    expect(named).toBe(walk.resumedId);
  } else if (state.context.tour === null) {
    expect(named).toBeNull();
  } else if (walk.resumedId !== null) {
    expect(named).toBe(walk.resumedId);
  } else {
    // The new tour's own id, checked when it is created (expectCreatedDraft).
    expect(named).toMatch(/^[0-9a-f-]{36}$/);
  }
}

const addressedTour = (walk: Walk) =>
  new URLSearchParams(walk.router.state.location.search).get('tour');

function expectResumeFailed(state: Snapshot) {
  expect(heading()).toHaveTextContent(text('resume.failedTitle'));
  const reason = state.context.error === RESUME_NOT_FOUND ? 'resumeNotFound' : 'resumeFailed';
  expect(wizard().getByRole('alert')).toHaveTextContent(text(`errors.${reason}`));
  expect(button(text('resume.retry'))).toBeEnabled();
  expect(button(text('resume.startNew'))).toBeEnabled();
}

async function expectState(state: Snapshot, step: Step | undefined, walk: Walk) {
  await waitFor(() => expectAddress(state, walk));
  if (state.matches('resuming')) {
    expect(wizard().getByRole('status')).toHaveTextContent(text('resume.loading'));
  } else if (state.matches('resumeFailed')) {
    expectResumeFailed(state);
  } else if (state.matches('checkingCredits')) {
    expect(wizard().getByRole('status')).toHaveTextContent(text('credits.checking'));
  } else if (state.matches('noCredits')) {
    expect(heading()).toHaveTextContent(text('noCredits.title'));
    expect(wizard().getByRole('alert')).toHaveTextContent(text('noCredits.message'));
    const buy = wizard().getByRole('link', { name: text('noCredits.buy') });
    expect(buy).toHaveAttribute('href', '/dashboard/top-up');
  } else if (state.matches({ editing: 'source' })) {
    expectSourceStep(state);
  } else if (state.matches({ editing: 'details' })) {
    expectDetailsStep(state, step);
  } else if (state.matches({ editing: 'file' })) {
    expectFileStep(state, walk);
  } else if (state.matches('creating')) {
    expect(button(text('file.submitting'))).toBeDisabled();
  } else if (state.matches('uploading')) {
    await expectUploading(state, step, walk);
  } else if (state.matches('draft')) {
    await expectDraft(state, walk);
  } else if (state.matches('processing') || state.matches('statusLost')) {
    expectProcessing(state);
  } else if (state.matches('ready')) {
    await expectReady(walk);
  } else if (state.matches('failed')) {
    await expectFailed(walk);
  }
}

/** Whether this path ends its processing in failure: then it uploads a PNG named .glb. */
const failsProcessing = (steps: Step[]) =>
  steps.some(
    ({ event }) =>
      event.type === 'xstate.done.actor.processingStatus' &&
      (event.output as TourProcessingStatusOutput).tour?.status === 'failed',
  );

/** The status a reopening path finds its tour in (null: the read fails). */
function resumedStatus(steps: Step[]): TourStatus | null {
  const read = steps.find(({ event }) => event.type.endsWith('.actor.readTour'))?.event;
  return read?.type === 'xstate.done.actor.readTour' ? (read.output as TourView).status : null;
}

/**
 * The tour a reopening path's address names, made through the real API in the status the path
 * reads: a draft, queued (its file in, no worker running), or processed to ready or failed. A
 * path whose read fails with not found names a tour that never existed.
 */
async function tourToResume(walk: Walk, steps: Step[]): Promise<string> {
  const status = resumedStatus(steps);
  const failure = steps.find(({ event }) => event.type === 'xstate.error.actor.readTour')?.event;
  if ((failure as { error?: CreateTourFailure } | undefined)?.error?.message === RESUME_NOT_FOUND) {
    return '5b0e3f8c-9d0a-4c7e-8f7e-2a1d3c4b5e6f';
  }
  const { tab, userId } = walk.member;
  await setBalance(walk.member, 1);
  walk.balanceBeforeCreate = await balanceOf(server.db, userId);
  const created = await tab.post('/api/v1/tours', { title: TITLE, sourceKind: 'cad' });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as TourView;
  if (status === null || status === 'draft') return id;
  const uploaded = await tab.request('PUT', `/api/v1/tours/${id}/source`, {
    body: new Uint8Array(status === 'failed' ? fixtures.pngNamedGlb : fixtures.apartment),
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  expect(uploaded.status).toBe(202);
  if (status === 'queued') return id;
  const worker = startTestWorker();
  try {
    const statusNow = async () =>
      ((await (await tab.get(`/api/v1/tours/${id}`)).json()) as TourView).status;
    await expect.poll(statusNow, { timeout: SETTLED_WITHIN_MS }).toBe(status);
  } finally {
    await worker.stop({ graceMs: 1000 });
  }
  return id;
}

async function startWalk(steps: Step[], resumes: boolean): Promise<Walk> {
  const member = await newMember();
  const upload = failsProcessing(steps)
    ? new File([new Uint8Array(fixtures.pngNamedGlb)], 'scan.glb')
    : new File([new Uint8Array(fixtures.apartment)], 'apartment.glb');
  const walk: Walk = {
    user: userEvent.setup({ applyAccept: false }),
    member,
    gates: {
      credits: createGate(),
      create: createGate(),
      upload: createGate(),
      watch: createGate(),
      read: createGate(),
    },
    router: null!,
    resumedId: null,
    upload,
    reportProgress: null,
    balanceBeforeCreate: 0,
  };
  if (resumes) walk.resumedId = await tourToResume(walk, steps);
  const api: AppApi = { ...server.api, tours: gatedTours(walk) };
  const address = walk.resumedId ? `?tour=${walk.resumedId}` : '';
  walk.router = renderApp({ path: `/dashboard/create-tour${address}`, api }).router;
  await screen.findByRole('region', { name: text('label') }, { timeout: SETTLE_LIMIT_MS });
  return walk;
}

describe('tour-creation machine, walked on /dashboard/create-tour against the real server', () => {
  let current: Walk | null = null;
  afterEach(async () => {
    if (current) await removeUnsettled(current.member);
    current = null;
  });

  const walks = [
    { walked: plan, resumes: false },
    { walked: resumePlan, resumes: true },
  ];
  for (const { walked, resumes } of walks) {
    for (const { description, steps } of walked.paths) {
      it(
        `${resumes ? '?tour= ' : ''}${description}`,
        async () => {
          const walk = await startWalk(steps, resumes);
          current = walk;
          await expectState(steps[0]!.from, undefined, walk);
          for (const step of steps) {
            await execute(step, walk);
            await expectState(step.to, step, walk);
            walked.recordWalked(step);
          }
        },
        SETTLED_WITHIN_MS * 2 + 30_000,
      );
    }
  }

  // Each plan's own steps, and the machine's transitions walked by the two together.
  it('walked every transition', () => {
    plan.expectEveryTransitionWalked();
    resumePlan.expectEveryTransitionWalked();
  });
});
