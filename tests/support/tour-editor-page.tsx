/**
 * The tour editor's page of a ready tour, for the model tests of its children (annotations,
 * destinations): the real in-process server, an account signed in through the app's session,
 * the tour straight in the database, saves held by a gate, and the one edge jsdom cannot run
 * (WebGL) replaced by a viewer the test settles.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { expect, vi, type Mock } from 'vitest';
import { tours, users } from '../../server/db/schema';
import type { Annotation, Destination, StartPosition, Vector3 } from '../../src/contract/tours';
import type { AppApi } from '../../src/services/app-api';
import type {
  EditorTourViewer,
  OpenEditorViewer,
} from '../../src/screens/tour-editor/editor-viewer';
import { ViewerLoadError, type ViewerFailure } from '../../src/viewer/types';
import { createGate, type Gate } from './gate';
import { readCatalogue, renderApp } from './render-app';
import type { startRealApi } from './real-api';
import { tourView } from './tour-view';

export type Server = Awaited<ReturnType<typeof startRealApi>>;
export type User = ReturnType<typeof userEvent.setup>;

const en = readCatalogue('en');
/** The English text of a tourEditor message, with its {values} filled in. */
export function text(key: string, values: Record<string, string | number> = {}): string {
  const message = en[`tourEditor.${key}`];
  if (message === undefined) throw new Error(`No message tourEditor.${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

export const PASSWORD = 'Walk-The-R00ms!';

/** Registers the owner the editor's model tests sign in as (Ada Owner, with PASSWORD). */
export async function registerOwner(server: Server, email: string): Promise<void> {
  await server.api.auth.register({
    firstName: 'Ada',
    lastName: 'Owner',
    email,
    password: PASSWORD,
  });
}
export const HOUR = 60 * 60 * 1000;
export const PICKED: Vector3 = { x: 2.5, y: 1.2, z: -1 };
export const POSE: StartPosition = { position: { x: 1.5, y: 1.6, z: 0.5 }, yaw: 0.75 };
export const KITCHEN: Annotation = {
  id: 'kitchen',
  title: 'Kitchen',
  text: 'New in 2024',
  link: 'https://example.com/kitchen',
  position: { x: 2, y: 1, z: 3 },
};
export const HALL: Destination = { id: 'hall', name: 'Hall', position: { x: 4, y: 0, z: 1 } };

/** The ready tour the plans start from (only what the machines read matters). */
export const PLANNED_TOUR = tourView({
  id: 'planned',
  title: 'Canal house',
  status: 'ready',
  annotations: [KITCHEN],
  destinations: [HALL],
});

// --- WebGL: a fake viewer the test settles. ----------------------------------------------------

type SpiedViewer = { [K in keyof Required<EditorTourViewer>]: Mock<Required<EditorTourViewer>[K]> };

export interface FakeViewer {
  viewer: SpiedViewer;
  container: HTMLElement;
  load: () => void;
  fail: (failure: ViewerFailure) => void;
  /** What the next pickSurface finds. */
  pick: Vector3 | null;
}

let fake: FakeViewer | null = null;

export const fakeOpener: OpenEditorViewer = (container) => {
  let resolve: (viewer: EditorTourViewer) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const ready = new Promise<EditorTourViewer>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const control: FakeViewer = {
    viewer: {
      load: vi.fn(async () => {}),
      setMode: vi.fn(),
      setStorey: vi.fn(),
      setObjectLabels: vi.fn(),
      setAnnotations: vi.fn(),
      cameraPose: vi.fn(() => POSE),
      resetToStart: vi.fn(),
      pickSurface: vi.fn(() => control.pick),
      showRoute: vi.fn(() => false),
      clearRoute: vi.fn(),
      resize: vi.fn(),
      dispose: vi.fn(),
      setTapToMove: vi.fn(),
      setStartPosition: vi.fn(),
      viewClearance: vi.fn(() => Infinity),
    },
    container,
    load: () => resolve(control.viewer),
    fail: (failure) => reject(new ViewerLoadError(failure)),
    pick: PICKED,
  };
  fake = control;
  return { ready, dispose: control.viewer.dispose };
};

export function currentViewer(): FakeViewer {
  if (!fake) throw new Error('The editor opened no viewer');
  return fake;
}

export function forgetViewer() {
  fake = null;
}

function pointer(type: string, target: Element, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  fireEvent(target, event);
}

/** A tap on the 3D view (not a drag): the screen asks the viewer what surface is there. */
export function tapViewer() {
  const { container } = currentViewer();
  pointer('pointerdown', container, 200, 150);
  pointer('pointerup', container, 202, 151);
}

// --- Server side. -------------------------------------------------------------------------------

/** A ready tour of the account with the kitchen annotation and the hall destination. */
export async function insertReadyTour(server: Server, email: string): Promise<string> {
  const [owner] = await server.db.select().from(users).where(eq(users.email, email));
  const [row] = await server.db
    .insert(tours)
    .values({
      ownerId: owner!.id,
      title: 'Canal house',
      address: 'Herengracht 1, Amsterdam',
      sourceKind: 'scan',
      status: 'ready',
      progress: 1,
      startPosition: { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 },
      annotations: [KITCHEN],
      destinations: [HALL],
      assets: { 'model.glb': { bytes: 16 } },
      bounds: { min: { x: -5, y: 0, z: -5 }, max: { x: 5, y: 3, z: 5 } },
    })
    .returning();
  return row!.id;
}

export async function storedTour(server: Server, id: string) {
  const [row] = await server.db.select().from(tours).where(eq(tours.id, id));
  return row!;
}

export interface EditorPage {
  server: Server;
  tourId: string;
  user: User;
  /** Holds each PATCH /tours/{id}. */
  gate: Gate;
}

/** Signs the account in, opens the tour's page and lets its 3D view show. */
export async function openReadyTour(server: Server, email: string): Promise<EditorPage> {
  const tourId = await insertReadyTour(server, email);
  const gate = createGate();
  const api: AppApi = {
    ...server.api,
    tours: { ...server.api.tours, update: gate.wrap(server.api.tours.update) },
  };
  const { router } = renderApp({ path: '/pricing', api });
  await waitFor(
    () => expect(window.__roomwalk?.session.getSnapshot().hasTag('signedOut')).toBe(true),
    { timeout: 10_000 },
  );
  const session = window.__roomwalk!.session;
  act(() => session.send({ type: 'session.signIn', email, password: PASSWORD }));
  await waitFor(() => expect(session.getSnapshot().hasTag('signedIn')).toBe(true), {
    timeout: 5000,
  });
  await act(() => router.navigate(`/dashboard/tours/${tourId}`));
  await screen.findByRole(
    'heading',
    { name: text('start.heading'), level: 2 },
    { timeout: 10_000 },
  );
  await act(async () => currentViewer().load());
  await waitFor(() =>
    expect(screen.getByRole('button', { name: text('annotations.add') })).toBeEnabled(),
  );
  return { server, tourId, user: userEvent.setup({ delay: null }), gate };
}

export const panel = (heading: string) =>
  within(screen.getByRole('heading', { name: heading, level: 2 }).closest('section')!);
export const status = () => document.querySelector('.tour-editor-status')!;
export const placingRegion = () =>
  within(screen.getByRole('region', { name: text('placing.label') }));

/** The page's own alerts (not the forms'). */
export function pageAlerts(): string[] {
  return screen
    .queryAllByRole('alert')
    .filter((alert) => alert.classList.contains('form-alert'))
    .map((alert) => alert.textContent ?? '');
}

/** Lets the held PATCH go, with the connection lost if `offline`, and waits until it is done. */
export async function releaseSave(page: EditorPage, offline: boolean) {
  if (offline) page.server.makeUnreachable(`/tours/${page.tourId}`);
  try {
    await page.gate.release();
    await waitFor(() => expect(status()).not.toHaveTextContent(text('saving')), {
      timeout: 10_000,
    });
  } finally {
    page.server.makeUnreachable(null);
  }
}
