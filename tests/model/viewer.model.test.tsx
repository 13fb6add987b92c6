/**
 * The viewer machine, walked on /t/:slug against the rendered screen: every transition of
 * src/machines/viewer.machine.ts. GET /public/tours/:slug goes to the real API in-process (its
 * tour rows are written straight to the database, one tour per path); the viewer itself is a
 * fake at its one edge (jsdom has no WebGL), and so is the model-viewer loader.
 *
 * The ready state has eight parallel regions. Walking every combination would be thousands of
 * paths that test nothing more, so the graph is expanded only from snapshots where at most one
 * region is away from its initial state (a route shown in another mode counts once, so that
 * Walk me there is walked from every mode): every transition of every region is still walked.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { tours, users } from '../../server/db/schema';
import type { Annotation, Destination, PublicTourView, Vector3 } from '../../src/contract/tours';
import { viewerMachine, type ViewerContext } from '../../src/machines/viewer.machine';
import { App } from '../../src/screens/app/app';
import { appLocaleLogic } from '../../src/screens/app/app-logic';
import { PublicTourScreen } from '../../src/screens/tour-viewer/tour-viewer-screens';
import type { ViewerDependencies } from '../../src/screens/tour-viewer/viewer-dependencies';
import { createAppApi } from '../../src/services/app-api';
import { logger } from '../../src/services/logger';
import {
  ViewerLoadError,
  type TourViewer,
  type SpaceViewerMode,
  type ViewerEvents,
  type ViewerMode,
} from '../../src/viewer/types';
import {
  createViewerElement,
  offerEarlyViewer,
  takeEarlyViewer,
  type EarlyViewer,
} from '../../src/viewer/early-viewer';
import { PRERENDERED_PAGE_ID } from '../../src/ui/prerendered-page';
import { catalogueText, readCatalogue } from '../support/render-app';
import { startRealApi } from '../support/real-api';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
  transitionLog,
} from './transition-coverage';

const en = readCatalogue('en');
const t = catalogueText('tourViewer.');

const KITCHEN: Destination = { id: 'kitchen', name: 'Kitchen', position: { x: 2, y: 0, z: -1 } };
const ISLAND: Annotation = {
  id: 'island',
  title: 'Kitchen island',
  text: 'Oak top, seats four.\n<b>Not bold</b>',
  link: 'https://example.com/island',
  position: { x: 1.5, y: 0.9, z: -0.5 },
};
const MODE_LABELS: Record<SpaceViewerMode, string> = {
  walk: t('modes.walk'),
  dollhouse: t('modes.dollhouse'),
  floorPlan: t('modes.floorPlan'),
};

/** Two storeys: the entrance named by its model, the one above numbered by the viewer. */
const STOREYS: PublicTourView['storeys'] = [
  { name: 'Ground floor', elevation: 0, entrance: true },
  { name: null, elevation: 3, entrance: false },
];
const STOREY_NAMES = [
  'Ground floor',
  en['tourViewer.storeys.numbered']!.replace('{number, number}', '2'),
];

/** What the model names (decision 0037): a door, whose label the viewer gets translated. */
const BUILDING: NonNullable<PublicTourView['building']> = {
  unit: 'm',
  storeys: [],
  rooms: [],
  objects: [{ kind: 'door', name: 'Front door', storey: null, position: { x: 0, y: 1, z: 3 } }],
};

/** The tour the graph's done events carry; the screen gets the same one from the server. */
const GRAPH_TOUR: PublicTourView = {
  slug: 'graph',
  title: 'Canal house',
  description: null,
  address: null,
  startPosition: null,
  annotations: [ISLAND],
  destinations: [KITCHEN],
  bounds: null,
  building: BUILDING,
  storeys: STOREYS,
  kind: 'space',
  assets: { model: '/model.glb' },
};
/** The same tour processed as an object (no walkable floor): orbit view only (decision 0032). */
const OBJECT_TOUR: PublicTourView = { ...GRAPH_TOUR, kind: 'object' };
const isObject = (snapshot: { context: ViewerContext }) => snapshot.context.tour?.kind === 'object';

const INITIAL_REGIONS: Record<string, string> = {
  mode: 'walk',
  navigator: 'closed',
  route: 'none',
  annotation: 'none',
  ar: 'closed',
  labels: 'hidden',
  minimap: 'shown',
  fullscreen: 'off',
};

/** How many of the ready state's regions are away from their initial state. */
function regionsAway(value: unknown): number {
  if (typeof value !== 'object' || value === null || !('ready' in value)) return 0;
  const regions = value.ready as Record<string, string>;
  const away = Object.keys(INITIAL_REGIONS).filter((key) => regions[key] !== INITIAL_REGIONS[key]);
  return away.includes('mode') && away.includes('route') ? away.length - 1 : away.length;
}

/** The storey selector's choices and the viewer's reports of the visitor's walks between storeys. */
const storeyEvent = (event: { type: string }): number | null =>
  (event.type === 'storey.choose' || event.type === 'viewer.storeyReached') && 'storey' in event
    ? (event.storey as number)
    : null;

const plan = planTransitionPaths(viewerMachine, {
  events: [
    { type: 'xstate.done.actor.fetchTour', output: GRAPH_TOUR },
    { type: 'xstate.done.actor.fetchTour', output: OBJECT_TOUR },
    { type: 'xstate.error.actor.fetchTour', error: { reason: 'notFound' } },
    { type: 'xstate.error.actor.fetchTour', error: { reason: 'unpublished' } },
    { type: 'xstate.error.actor.fetchTour', error: { reason: 'unreachable' } },
    { type: 'viewer.progress', fraction: 0.5 },
    { type: 'xstate.done.actor.loadModel' },
    { type: 'xstate.error.actor.loadModel', error: { reason: 'webglUnavailable' } },
    { type: 'xstate.error.actor.loadModel', error: { reason: 'loadFailed' } },
    { type: 'viewer.retry' },
    { type: 'mode.walk' },
    { type: 'mode.dollhouse' },
    { type: 'mode.floorPlan' },
    { type: 'navigate.open' },
    { type: 'navigate.close' },
    { type: 'route.show', target: { kind: 'destination', id: KITCHEN.id } },
    { type: 'route.show', target: { kind: 'annotation', id: ISLAND.id } },
    { type: 'xstate.done.actor.findRoute' },
    { type: 'xstate.error.actor.findRoute', error: new Error('No route') },
    { type: 'route.walk' },
    { type: 'route.clear' },
    { type: 'viewer.arrived' },
    { type: 'annotation.select', annotationId: ISLAND.id },
    { type: 'annotation.close' },
    { type: 'ar.open' },
    { type: 'xstate.done.actor.loadAr' },
    { type: 'xstate.error.actor.loadAr', error: new Error('offline') },
    { type: 'ar.close' },
    { type: 'ar.chooseScale', scale: 'trueScale' },
    { type: 'ar.chooseScale', scale: 'tabletop' },
    { type: 'fullscreen.request' },
    { type: 'fullscreen.exit' },
    { type: 'fullscreen.changed', active: true },
    { type: 'fullscreen.changed', active: false },
    { type: 'storey.choose', storey: 1 },
    { type: 'storey.choose', storey: 0 },
    { type: 'viewer.storeyReached', storey: 1 },
    { type: 'viewer.storeyReached', storey: 0 },
    { type: 'labels.show' },
    { type: 'labels.hide' },
    { type: 'minimap.show' },
    { type: 'minimap.hide' },
  ],
  input: { slug: 'graph' },
  walks: 'covering',
  // The AR scale and the storey are context the screen shows (and a radio that is already
  // checked cannot be chosen again), so they tell states apart.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.arScale,
      snapshot.context.tour?.kind,
      snapshot.context.storey,
    ]),
  stopWhen: (snapshot) =>
    regionsAway(snapshot.value) +
      (snapshot.context.arScale === 'tabletop' ? 0 : 1) +
      (snapshot.context.storey === 0 ? 0 : 1) >=
    2,
  canExecute: (snapshot, event) => {
    // An object tour offers no modes, no Navigate to…, no routes and no storeys.
    if (isObject(snapshot) && /^(mode|navigate|route|storey)\.|storeyReached/.test(event.type)) {
      return false;
    }
    // The minimap and its button are in walk mode only (an object tour has none).
    if (event.type.startsWith('minimap.') && !snapshot.matches({ ready: { mode: 'walk' } })) {
      return false;
    }
    // A select cannot choose what it shows, and the viewer reports only a change of storey.
    const storey = storeyEvent(event);
    if (storey !== null && storey === snapshot.context.storey) return false;
    // The AR dialog is modal: only it, the browser and the viewer can act while it is open.
    if (!snapshot.matches({ ready: { ar: 'closed' } }) && snapshot.matches('ready')) {
      return /^(ar\.|xstate\.|fullscreen\.changed|viewer\.arrived)/.test(event.type);
    }
    // The viewer answers a route request at once: nothing can happen while it is being found.
    if (snapshot.matches({ ready: { route: 'finding' } })) {
      return event.type.endsWith('.actor.findRoute');
    }
    // Navigate to… lists every target; an open annotation offers Navigate here for itself.
    if (event.type === 'route.show' && 'target' in event) {
      const annotationOpen = snapshot.matches({ ready: { annotation: 'shown' } });
      const fromPanel = snapshot.matches({ ready: { navigator: 'open' } });
      return fromPanel || (event.target.kind === 'annotation' && annotationOpen);
    }
    if (event.type === 'ar.chooseScale' && 'scale' in event) {
      return event.scale !== snapshot.context.arScale;
    }
    return true;
  },
});

type Step = PlannedStep<typeof viewerMachine>;
type Snapshot = Step['to'];
type Server = Awaited<ReturnType<typeof startRealApi>>;

/* ------------------------------------------------------------------ the network edge */

/** Holds GET /public/tours/:slug until the test lets it through (or fails it like a lost line). */
class TourGate {
  private mode: 'hold' | 'pass' | 'fail' = 'hold';
  private waiting: (() => void)[] = [];

  set(mode: 'hold' | 'pass' | 'fail') {
    this.mode = mode;
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  async pass(): Promise<void> {
    while (this.mode === 'hold') await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.mode === 'fail') throw new TypeError('Failed to fetch');
  }
}

/* ------------------------------------------------------------------ the fake viewer */

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class FakeViewer implements TourViewer {
  loading = deferred();
  loaded = false;
  mode: ViewerMode | null = null;
  routeAvailable = true;
  routes: { target: Vector3; walk: boolean }[] = [];
  /** The storeys the screen asked to show, in order. */
  storeys: number[] = [];
  /** Each time the screen showed (true) or hid (false) the object labels. */
  objectLabels: boolean[] = [];
  clearedRoutes = 0;
  disposed = false;

  constructor(
    readonly container: HTMLElement,
    readonly events: ViewerEvents,
  ) {}

  load = vi.fn(() => this.loading.promise);
  setMode(mode: ViewerMode) {
    this.mode = mode;
  }
  setStorey(storey: number) {
    this.storeys.push(storey);
  }
  setAnnotations() {}
  setObjectLabels(shown: boolean) {
    this.objectLabels.push(shown);
  }
  cameraPose() {
    return { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 };
  }
  resetToStart() {}
  pickSurface() {
    return null;
  }
  showRoute(target: Vector3, options: { walk?: boolean } = {}) {
    this.routes.push({ target, walk: options.walk ?? false });
    return this.routeAvailable;
  }
  clearRoute() {
    this.clearedRoutes += 1;
  }
  resize() {}
  dispose() {
    this.disposed = true;
  }
}

class FakeDependencies implements ViewerDependencies {
  viewers: FakeViewer[] = [];
  takeEarlyViewer?: ViewerDependencies['takeEarlyViewer'];
  ar = deferred();
  arLoads = 0;

  createViewer = async (container: HTMLElement, events: ViewerEvents) => {
    const viewer = new FakeViewer(container, events);
    this.viewers.push(viewer);
    return viewer;
  };

  loadAr = () => {
    this.arLoads += 1;
    this.ar = deferred();
    return this.ar.promise;
  };

  get current(): FakeViewer {
    const viewer = this.viewers.at(-1);
    if (!viewer) throw new Error('no viewer was made');
    return viewer;
  }
}

/* ------------------------------------------------------------------ the Fullscreen API */

/** jsdom has no Fullscreen API: this one records requests and lets the test say what changed. */
const fullscreen = {
  element: null as Element | null,
  requested: [] as Element[],
  exits: 0,
  install() {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreen.element,
    });
    Element.prototype.requestFullscreen = function requestFullscreen(this: Element) {
      fullscreen.requested.push(this);
      return Promise.resolve();
    };
    document.exitFullscreen = () => {
      fullscreen.exits += 1;
      return Promise.resolve();
    };
  },
  change(element: Element | null) {
    fullscreen.element = element;
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
  },
};

/* ------------------------------------------------------------------ setup */

let server: Server;
let gate: TourGate;
let ownerId: string;
let tourCount = 0;

beforeAll(async () => {
  server = await startRealApi();
  const [owner] = await server.db
    .insert(users)
    .values({ email: 'viewer-owner@model.test', firstName: 'Vera', lastName: 'Owner' })
    .returning();
  ownerId = owner!.id;
  fullscreen.install();
}, MODEL_PATH_LIMIT_MS);

afterAll(() => server.close());

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  fullscreen.element = null;
  fullscreen.requested = [];
  fullscreen.exits = 0;
});

/** A published, processed tour row with its own slug (no files: the viewer is a fake). */
async function insertTour(): Promise<string> {
  tourCount += 1;
  const slug = `canal-house-${tourCount}`;
  await server.db.insert(tours).values({
    ownerId,
    title: GRAPH_TOUR.title,
    sourceKind: 'cad',
    status: 'ready',
    progress: 1,
    slug,
    published: true,
    annotations: [ISLAND],
    destinations: [KITCHEN],
    building: BUILDING,
    assets: {
      'model.glb': { bytes: 1000 },
      'navmesh.bin': { bytes: 100 },
      storeys: STOREYS.map((storey, index) => ({ ...storey, plan: `floorplan-${index + 1}.svg` })),
      plans: { 'floorplan-1.svg': { bytes: 300 }, 'floorplan-2.svg': { bytes: 300 } },
    },
    bounds: { min: { x: -3, y: 0, z: -4 }, max: { x: 5, y: 2.7, z: 4 } },
  });
  return slug;
}

/** The app's API, whose public tour call waits at the gate and then reaches the real server. */
function gatedApi() {
  const env = { incoming: { socket: { remoteAddress: '198.51.100.9' } } };
  return createAppApi({
    baseUrl: '',
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname.includes('/public/tours/')) await gate.pass();
      return server.app.request(`${url.pathname}${url.search}`, init, env);
    },
  });
}

function renderViewer(slug: string, dependencies: FakeDependencies) {
  const router = createMemoryRouter(
    [{ path: '/t/:slug', element: <PublicTourScreen dependencies={dependencies} /> }],
    { initialEntries: [`/t/${slug}`] },
  );
  const localeLogic = appLocaleLogic.provide({
    actors: { loadTranslations: fromPromise(async () => en) },
  });
  return render(
    <App
      router={router}
      localeInput={{ locale: 'en' }}
      sessionInput={{ user: null }}
      localeLogic={localeLogic}
      api={gatedApi()}
      inspect={transitionLog.inspect}
    />,
  );
}

/* ------------------------------------------------------------------ executing events */

interface Walk {
  user: ReturnType<typeof userEvent.setup>;
  slug: string;
  fakes: FakeDependencies;
  /** Viewers the screen should have made by now: one per model load. */
  viewers: number;
}

/** The viewer of the model load under way, once the screen has asked it to load. */
async function loadingViewer(walk: Walk): Promise<FakeViewer> {
  await waitFor(() => {
    expect(walk.fakes.viewers).toHaveLength(walk.viewers);
    expect(walk.fakes.current.load).toHaveBeenCalled();
  });
  return walk.fakes.current;
}

const navigatePanel = () => screen.getByRole('region', { name: t('navigate.title') });
const annotationPanel = () => screen.getByRole('region', { name: ISLAND.title });
const arDialog = () => screen.getByRole('dialog', { name: t('ar.title') });
const button = (name: string) => screen.getByRole('button', { name });
const storeySelect = () => screen.getByRole('combobox', { name: t('storeys.label') });

/*
 * The checks read the page by its text and ids: with the AR dialog open, what lies behind it is
 * hidden from assistive technology (as a modal should be) and role queries cannot name it.
 */
const queryShownButton = (name: string) =>
  [...document.querySelectorAll('button')].find((item) => item.textContent === name) ?? null;
const shownButton = (name: string) => {
  const found = queryShownButton(name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
const shownNavigatePanel = () => document.getElementById('tour-viewer-navigate');
const shownAnnotationPanel = () => document.querySelector<HTMLElement>('.tour-viewer-annotation');

async function setTour(slug: string, change: 'unpublish' | 'publish' | 'delete') {
  if (change === 'delete') await server.db.delete(tours).where(eq(tours.slug, slug));
  else
    await server.db
      .update(tours)
      .set({ published: change === 'publish' })
      .where(eq(tours.slug, slug));
}

async function executeFetch(step: Step, walk: Walk) {
  const { event } = step;
  const reason =
    event.type === 'xstate.error.actor.fetchTour'
      ? (event.error as { reason: string }).reason
      : null;
  if (reason === 'notFound') await setTour(walk.slug, 'delete');
  if (reason === 'unpublished') await setTour(walk.slug, 'unpublish');
  if (reason === null) {
    await setTour(walk.slug, 'publish');
    const output = (event as { output?: PublicTourView }).output;
    await server.db
      .update(tours)
      .set({ kind: output?.kind ?? 'space' })
      .where(eq(tours.slug, walk.slug));
    walk.viewers += 1;
  }
  gate.set(reason === 'unreachable' ? 'fail' : 'pass');
  await waitFor(() => expect(screen.queryByText(t('loadingTour'))).toBeNull(), {
    timeout: SETTLE_LIMIT_MS,
  });
  gate.set('hold');
}

async function executeLoad(step: Step, walk: Walk) {
  const viewer = await loadingViewer(walk);
  const { event } = step;
  await act(async () => {
    if (event.type !== 'xstate.error.actor.loadModel') viewer.loading.resolve();
    else {
      const { reason } = event.error as { reason: 'webglUnavailable' | 'loadFailed' };
      viewer.loading.reject(new ViewerLoadError(reason));
    }
    await viewer.loading.promise.catch(() => undefined);
  });
}

async function executeRouteShow(step: Step, next: Step | undefined, walk: Walk) {
  if (step.event.type !== 'route.show') return;
  walk.fakes.current.routeAvailable = next?.event.type !== 'xstate.error.actor.findRoute';
  const { kind } = step.event.target;
  if (step.from.matches({ ready: { navigator: 'open' } })) {
    const name = kind === 'destination' ? KITCHEN.name : ISLAND.title;
    await walk.user.click(within(navigatePanel()).getByRole('button', { name }));
  } else {
    await walk.user.click(
      within(annotationPanel()).getByRole('button', { name: t('annotation.navigate') }),
    );
  }
}

async function executeAr(step: Step, walk: Walk) {
  switch (step.event.type) {
    case 'ar.open':
      return walk.user.click(button(t('ar.open')));
    case 'ar.close':
      return walk.user.click(within(arDialog()).getByRole('button', { name: t('close') }));
    case 'ar.chooseScale':
      return walk.user.click(
        within(arDialog()).getByRole('radio', { name: t(`ar.${step.event.scale}`) }),
      );
    case 'xstate.done.actor.loadAr':
      return act(async () => walk.fakes.ar.resolve());
    default:
      return act(async () => {
        walk.fakes.ar.reject(new Error('offline'));
        await walk.fakes.ar.promise.catch(() => undefined);
      });
  }
}

async function execute(step: Step, next: Step | undefined, walk: Walk) {
  const { event } = step;
  const stage = () => document.querySelector('.tour-viewer-stage');
  switch (event.type) {
    case 'xstate.done.actor.fetchTour':
    case 'xstate.error.actor.fetchTour':
      return executeFetch(step, walk);
    case 'xstate.done.actor.loadModel':
    case 'xstate.error.actor.loadModel':
      return executeLoad(step, walk);
    case 'viewer.progress': {
      const viewer = await loadingViewer(walk);
      return act(() => viewer.events.onProgress?.(event.fraction));
    }
    case 'viewer.retry':
      return walk.user.click(button(t('retry')));
    case 'mode.walk':
    case 'mode.dollhouse':
    case 'mode.floorPlan':
      return walk.user.click(button(MODE_LABELS[event.type.slice(5) as SpaceViewerMode]));
    case 'navigate.open':
      return walk.user.click(button(t('navigate.open')));
    case 'navigate.close':
      return walk.user.click(within(navigatePanel()).getByRole('button', { name: t('close') }));
    case 'route.show':
      return executeRouteShow(step, next, walk);
    case 'xstate.done.actor.findRoute':
    case 'xstate.error.actor.findRoute':
      // The viewer answered at once (routeAvailable was set when the target was chosen).
      return;
    case 'route.walk':
      return walk.user.click(button(t('route.walk')));
    case 'route.clear':
      return walk.user.click(
        button(
          step.from.matches({ ready: { route: 'walking' } }) ? t('route.stop') : t('route.clear'),
        ),
      );
    case 'viewer.arrived':
      return act(() => walk.fakes.current.events.onArrived?.());
    case 'viewer.storeyReached': {
      // The visitor is already there: the screen must not send them to that storey again.
      const viewer = walk.fakes.current;
      const asked = viewer.storeys.length;
      act(() => viewer.events.onStoreyChanged?.(event.storey));
      return expect(viewer.storeys).toHaveLength(asked);
    }
    case 'storey.choose':
      return walk.user.selectOptions(storeySelect(), STOREY_NAMES[event.storey]!);
    case 'annotation.select':
      return act(() => walk.fakes.current.events.onAnnotationSelected?.(event.annotationId));
    case 'annotation.close':
      return walk.user.click(within(annotationPanel()).getByRole('button', { name: t('close') }));
    case 'fullscreen.request':
      return walk.user.click(button(t('fullscreen.enter')));
    case 'fullscreen.exit':
      return walk.user.click(button(t('fullscreen.exit')));
    case 'fullscreen.changed':
      return fullscreen.change(event.active ? stage() : null);
    case 'labels.show':
    case 'labels.hide':
      return walk.user.click(button(en['tourViewer.labels.toggle']!));
    case 'minimap.show':
      return walk.user.click(await screen.findByRole('button', { name: t('minimap.show') }));
    case 'minimap.hide':
      return walk.user.click(await screen.findByRole('button', { name: t('minimap.hide') }));
    default:
      return executeAr(step, walk);
  }
}

/* ------------------------------------------------------------------ checking states */

const FAILURES = [
  'notFound',
  'unpublished',
  'unreachable',
  'webglUnavailable',
  'loadFailed',
] as const;
const RETRYABLE = new Set(['unpublished', 'unreachable', 'loadFailed']);

function expectFailure(state: Snapshot) {
  const reason = FAILURES.find((failure) => state.matches(failure))!;
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(t(`failures.${reason}.title`));
  expect(alert).toHaveTextContent(t(`failures.${reason}.text`));
  const retry = within(alert).queryByRole('button', { name: t('retry') });
  expect(retry !== null).toBe(RETRYABLE.has(reason));
  expect(within(alert).getByRole('link', { name: t('home') })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('toolbar')).toBeNull();
}

function expectLoadingModel(context: ViewerContext) {
  const bar = screen.getByRole('progressbar', { name: t('loadingModel') });
  expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(context.progress * 100)));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(GRAPH_TOUR.title);
  expect(screen.queryByRole('toolbar')).toBeNull();
}

function expectMode(state: Snapshot, walk: Walk) {
  const help = document.getElementById('tour-viewer-keys');
  if (isObject(state)) {
    // Turned around, never walked: no mode buttons; the keyboard help says so.
    expect(state.matches({ ready: { mode: 'orbit' } })).toBe(true);
    for (const label of Object.values(MODE_LABELS)) expect(queryShownButton(label)).toBeNull();
    expect(walk.fakes.current.mode).toBe('orbit');
    expect(help).toHaveTextContent(t('keyboardHelpObject'));
    return;
  }
  expect(help).toHaveTextContent(t('keyboardHelp'));
  const mode = (['walk', 'dollhouse', 'floorPlan'] as const).find((m) =>
    state.matches({ ready: { mode: m } }),
  )!;
  for (const [name, label] of Object.entries(MODE_LABELS)) {
    expect(shownButton(label)).toHaveAttribute('aria-pressed', String(name === mode));
  }
  expect(walk.fakes.current.mode).toBe(mode);
}

function expectNavigator(state: Snapshot) {
  if (isObject(state)) {
    expect(queryShownButton(t('navigate.open'))).toBeNull();
    expect(shownNavigatePanel()).toBeNull();
    return;
  }
  const open = state.matches({ ready: { navigator: 'open' } });
  expect(shownButton(t('navigate.open'))).toHaveAttribute('aria-expanded', String(open));
  const panel = shownNavigatePanel();
  expect(panel !== null).toBe(open);
  if (!panel) return;
  expect(panel).toHaveTextContent(t('navigate.title'));
  const targets = [...panel.querySelectorAll('li button')].map((item) => item.textContent);
  expect(targets).toEqual([KITCHEN.name, ISLAND.title]);
}

/** The selector shows the storey of the context; a choice moves the viewer there. */
function expectStorey(state: Snapshot, step: Step | undefined, walk: Walk) {
  const select = document.querySelector<HTMLSelectElement>('.tour-viewer-storey select');
  if (isObject(state)) {
    expect(select).toBeNull();
    return;
  }
  expect(select).not.toBeNull();
  expect([...select!.options].map((option) => option.textContent)).toEqual(STOREY_NAMES);
  expect(select!.value).toBe(String(state.context.storey));
  const chosen = step?.event.type === 'storey.choose' ? step.event.storey : undefined;
  if (chosen !== undefined) expect(walk.fakes.current.storeys.at(-1)).toBe(chosen);
}

function routeName(state: Snapshot) {
  return state.context.routeTarget?.kind === 'annotation' ? ISLAND.title : KITCHEN.name;
}

function expectRoute(state: Snapshot, step: Step | undefined, walk: Walk) {
  const route = (['finding', 'shown', 'unavailable', 'walking', 'arrived'] as const).find((r) =>
    state.matches({ ready: { route: r } }),
  );
  const status = document.querySelector('.tour-viewer-route');
  if (!route) {
    expect(status).toBeNull();
    if (
      step?.event.type === 'route.clear' &&
      !step.from.matches({ ready: { route: 'unavailable' } })
    ) {
      expect(walk.fakes.current.clearedRoutes).toBeGreaterThan(0);
    }
    return;
  }
  const target =
    state.context.routeTarget?.kind === 'annotation' ? ISLAND.position : KITCHEN.position;
  expect(walk.fakes.current.routes.at(-1)?.target).toEqual(target);
  if (route === 'finding') return; // the fake viewer answers at once: the next step shows it
  expect(status).toHaveTextContent(t(`route.${route}`, { name: routeName(state) }));
  const walkButton = [...document.querySelectorAll('button')].find(
    (item) => item.textContent === t('route.walk'),
  );
  expect(walkButton !== undefined).toBe(route === 'shown');
  if (route === 'walking') expect(walk.fakes.current.routes.at(-1)?.walk).toBe(true);
}

function expectAnnotation(state: Snapshot) {
  const panel = shownAnnotationPanel();
  expect(panel !== null).toBe(state.matches({ ready: { annotation: 'shown' } }));
  if (!panel) return;
  // Plain text: the markup the owner typed is shown as written, never parsed.
  expect(panel.querySelector('h2')).toHaveTextContent(ISLAND.title);
  expect(panel.querySelector('.tour-viewer-annotation-text')?.textContent).toBe(ISLAND.text);
  expect(panel.querySelector('b')).toBeNull();
  // Navigate here leads along the floor: an object tour has none.
  expect(queryShownButton(t('annotation.navigate')) === null).toBe(isObject(state));
  const link = panel.querySelector('a');
  expect(link).toHaveTextContent(t('annotation.openLink'));
  expect(link).toHaveAttribute('href', ISLAND.link);
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
}

function expectAr(state: Snapshot, walk: Walk) {
  const dialog = screen.queryByRole('dialog', { name: t('ar.title') });
  expect(dialog !== null).toBe(!state.matches({ ready: { ar: 'closed' } }));
  if (!dialog) return;
  expect(walk.fakes.arLoads).toBeGreaterThan(0);
  if (state.matches({ ready: { ar: 'loading' } })) {
    expect(within(dialog).getByRole('status')).toHaveTextContent(t('ar.loading'));
  } else if (state.matches({ ready: { ar: 'failed' } })) {
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t('ar.failed'));
  } else expectArModel(dialog, state.context.arScale);
}

function expectArModel(dialog: HTMLElement, scale: ViewerContext['arScale']) {
  const radio = within(dialog).getByRole('radio', { name: t(`ar.${scale}`) });
  expect(radio).toBeChecked();
  const model = dialog.querySelector('model-viewer')!;
  expect(model.getAttribute('src')).toMatch(
    /\/api\/v1\/public\/tours\/canal-house-\d+\/assets\/model\.glb$/,
  );
  expect(model).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
  expect(model).toHaveAttribute('ar-scale', scale === 'tabletop' ? 'auto' : 'fixed');
  // The 8 m wide tour as a 0.6 m tabletop dollhouse, or 1:1.
  expect(model).toHaveAttribute('scale', scale === 'tabletop' ? '0.075 0.075 0.075' : '1 1 1');
}

function expectFullscreen(state: Snapshot, step: Step | undefined) {
  const on = state.matches({ ready: { fullscreen: 'on' } });
  expect(shownButton(t(on ? 'fullscreen.exit' : 'fullscreen.enter'))).toBeVisible();
  if (step?.event.type === 'fullscreen.request') {
    expect(fullscreen.requested).toEqual([document.querySelector('.tour-viewer-stage')]);
  }
  if (step?.event.type === 'fullscreen.exit') expect(fullscreen.exits).toBe(1);
}

/**
 * The Labels button says whether the labels are shown, and the viewer was told so; it got the
 * door's label in the visitor's language, never the model's own name.
 */
function expectObjectLabels(state: Snapshot, walk: Walk) {
  const shown = state.matches({ ready: { labels: 'shown' } });
  expect(shownButton(en['tourViewer.labels.toggle']!)).toHaveAttribute(
    'aria-pressed',
    String(shown),
  );
  const viewer = walk.fakes.current;
  expect(viewer.objectLabels.at(-1) ?? false).toBe(shown);
  expect(viewer.load.mock.calls[0]).toEqual([
    expect.objectContaining({
      objects: [{ text: en['tourViewer.objects.door'], position: BUILDING.objects[0]!.position }],
    }),
  ]);
}

/**
 * The minimap's corner panel: in walk mode on a space tour (both storeys have plans), with the
 * map while shown and a button that says what it does; never in the other modes.
 */
function expectMinimap(state: Snapshot) {
  const panel = document.querySelector('.tour-viewer-minimap');
  const walking = !isObject(state) && state.matches({ ready: { mode: 'walk' } });
  expect(panel !== null).toBe(walking);
  if (!panel) return;
  expect(panel).toHaveAttribute('aria-label', t('minimap.label'));
  const shown = state.matches({ ready: { minimap: 'shown' } });
  const map = panel.querySelector('[role="img"]');
  expect(map !== null).toBe(shown);
  if (map) expect(map).toHaveAttribute('aria-label', t('minimap.description'));
  const toggle = panel.querySelector('button');
  expect(toggle).toHaveTextContent(t(shown ? 'minimap.hide' : 'minimap.show'));
  expect(toggle).toHaveAttribute('aria-expanded', String(shown));
}

async function expectState(state: Snapshot, step: Step | undefined, walk: Walk) {
  if (state.matches('loadingTour')) {
    expect(screen.getByRole('status')).toHaveTextContent(t('loadingTour'));
    return;
  }
  if (state.matches('loadingModel')) {
    await waitFor(() => expectLoadingModel(state.context));
    return;
  }
  if (!state.matches('ready')) {
    await waitFor(() => expectFailure(state));
    return;
  }
  await waitFor(() => {
    expect(document.querySelector('[role="toolbar"]')).toHaveAttribute('aria-label', t('controls'));
    expectMode(state, walk);
    expectStorey(state, step, walk);
    expectNavigator(state);
    expectRoute(state, step, walk);
    expectAnnotation(state);
    expectAr(state, walk);
    expectObjectLabels(state, walk);
    expectMinimap(state);
    expectFullscreen(state, step);
  });
}

describe('viewer machine, walked on /t/:slug with the real public tour call', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        gate = new TourGate();
        const walk: Walk = {
          user: userEvent.setup(),
          slug: await insertTour(),
          fakes: new FakeDependencies(),
          viewers: 0,
        };
        renderViewer(walk.slug, walk.fakes);
        await screen.findByText(t('loadingTour'));
        await expectState(path.steps[0]!.from, undefined, walk);
        for (const [index, step] of path.steps.entries()) {
          await execute(step, path.steps[index + 1], walk);
          await expectState(step.to, step, walk);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});

/* ------------------------------------------------------------------ the page's early viewer */

/** A viewer the tour's page started before the app (decision 0045), in a prerendered stage. */
class EarlyFake extends FakeViewer {
  objects: (readonly { text: string }[])[] = [];
  forwardedTo: ViewerEvents[] = [];
  readonly offer: EarlyViewer;

  constructor(slug: string, loaded: Promise<void>, drawn = false) {
    const element = createViewerElement();
    super(element, {});
    const page = document.createElement('div');
    page.id = PRERENDERED_PAGE_ID;
    page.append(element);
    document.body.append(page);
    this.offer = {
      slug,
      element,
      viewer: this,
      loaded,
      forwardTo: (events) => this.forwardedTo.push(events),
      drawn: () => drawn,
    };
  }

  setObjects(objects: readonly { text: string }[]) {
    this.objects.push(objects);
  }
}

describe("the page's early viewer (decision 0045)", () => {
  afterEach(() => {
    takeEarlyViewer('');
    document.getElementById(PRERENDERED_PAGE_ID)?.remove();
  });

  /** /t/:slug with the real hand-over: what the page offered, the screen takes. */
  async function renderWithOffer(
    early: EarlyFake | null,
    slug: string,
    tourCall: 'hold' | 'pass' = 'pass',
  ) {
    gate = new TourGate();
    gate.set(tourCall);
    if (early) offerEarlyViewer(early.offer);
    const fakes = new FakeDependencies();
    fakes.takeEarlyViewer = takeEarlyViewer;
    renderViewer(slug, fakes);
    return fakes;
  }

  it('is adopted with its element: no viewer of its own, the page swapped, labels translated', async () => {
    const slug = await insertTour();
    const early = new EarlyFake(slug, Promise.resolve());
    const fakes = await renderWithOffer(early, slug);

    const toolbar = await screen.findByRole('toolbar', { name: t('controls') });
    expect(fakes.viewers).toHaveLength(0);
    const stage = toolbar.closest('[data-viewer-state]');
    expect(stage).toHaveAttribute('data-viewer-state', 'ready');
    expect(stage?.contains(early.offer.element)).toBe(true);
    expect(document.getElementById(PRERENDERED_PAGE_ID)).toBeNull();
    expect(screen.getByRole('application')).toBe(early.offer.element);
    expect(early.offer.element).toHaveAttribute(
      'aria-label',
      t('canvasLabel').replace('{title}', GRAPH_TOUR.title),
    );
    expect(early.forwardedTo).toHaveLength(1);
    expect(early.objects).toEqual([[{ text: t('objects.door'), position: { x: 0, y: 1, z: 3 } }]]);
    expect(early.disposed).toBe(false);
  });

  it('puts no loading card over a first frame the page drew; one still loading gets it', async () => {
    const slug = await insertTour();
    renderWithOffer(new EarlyFake(slug, Promise.resolve(), true), slug, 'hold');
    await screen.findByRole('application');
    expect(screen.queryByText(t('loadingTour'))).toBeNull();
    gate.set('pass');
    await screen.findByRole('toolbar', { name: t('controls') });
    cleanup();

    const loading = await insertTour();
    renderWithOffer(new EarlyFake(loading, new Promise<void>(() => {})), loading, 'hold');
    await screen.findByText(t('loadingTour'));
  });

  it('reports a load that failed, and Try again makes a viewer of its own', async () => {
    const slug = await insertTour();
    const failed = Promise.reject(new ViewerLoadError('loadFailed'));
    // The page's entry awaits it at once (src/viewer/early-start.ts), as the screen does later.
    failed.catch(() => undefined);
    const early = new EarlyFake(slug, failed);
    const fakes = await renderWithOffer(early, slug);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('failures.loadFailed.title'));
    expect(fakes.viewers).toHaveLength(0);
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('retry') }));
    await waitFor(() => expect(fakes.viewers).toHaveLength(1));
    expect(early.disposed).toBe(true);
    expect(fakes.current.container).toBe(early.offer.element);
  });

  it("is not adopted by another tour's screen, and is disposed of", async () => {
    const slug = await insertTour();
    const early = new EarlyFake('another-tour', Promise.resolve());
    const fakes = await renderWithOffer(early, slug);

    await waitFor(() => expect(fakes.viewers).toHaveLength(1));
    expect(early.disposed).toBe(true);
    expect(early.forwardedTo).toHaveLength(0);
    expect(fakes.current.container).not.toBe(early.offer.element);
  });
});
