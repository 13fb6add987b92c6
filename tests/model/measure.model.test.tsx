/**
 * The measure machine (src/machines/measure.machine.ts), walked against the rendered Measure
 * button and panel of the tour viewer with the real hook (measure-tool.tsx): every transition.
 * The viewer is a fake at its one edge (jsdom has no WebGL): its measure session records what it
 * was asked to draw, reports taps through the callback the tool gave it, and answers Enter with
 * the point under its crosshair. Points come from taps and from the keyboard in turn.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vector3 } from '../../src/contract/tours';
import { measureMachine } from '../../src/machines/measure.machine';
import { InspectContext } from '../../src/screens/app/inspection';
import {
  MeasureArea,
  MeasureToggle,
  useMeasureTool,
} from '../../src/screens/tour-viewer/measure-tool';
import { logger } from '../../src/services/logger';
import type { MeasureSession, ShownMeasurement, TourViewer } from '../../src/viewer/types';
import { catalogueText, readCatalogue } from '../support/render-app';
import {
  MODEL_PATH_LIMIT_MS,
  type PlannedStep,
  planTransitionPaths,
  SETTLE_LIMIT_MS,
  transitionLog,
} from './transition-coverage';

const en = readCatalogue('en');
const t = catalogueText('tourViewer.measure.');

/** Two points 5 m apart: every measurement of the walk reads 5.00 m. */
const FIRST: Vector3 = { x: 1, y: 0, z: -1 };
const SECOND: Vector3 = { x: 4, y: 0, z: -5 };
const MAX_MEASUREMENTS = 2;

const plan = planTransitionPaths(measureMachine, {
  events: [
    { type: 'measure.open' },
    { type: 'measure.close' },
    { type: 'measure.point', point: FIRST },
    { type: 'measure.point', point: SECOND },
    { type: 'measure.cancel' },
    { type: 'measure.remove', id: 'measurement-1' },
    { type: 'measure.remove', id: 'measurement-2' },
    { type: 'measure.clearAll' },
    { type: 'xstate.done.actor.startTool' },
    { type: 'xstate.error.actor.startTool', error: new Error('offline') },
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.measurements.map(({ id }) => id),
      snapshot.context.pending,
      snapshot.context.placed,
    ]),
  canExecute: (snapshot, event) => {
    const { measurements, placed } = snapshot.context;
    if (event.type === 'measure.point') {
      if (snapshot.matches({ on: 'awaitingFirstPoint' })) return event.point === FIRST;
      return event.point === SECOND && placed < MAX_MEASUREMENTS;
    }
    if (event.type === 'measure.remove') return measurements.some(({ id }) => id === event.id);
    if (event.type === 'measure.clearAll') return measurements.length > 0;
    return true;
  },
});

type Step = PlannedStep<typeof measureMachine>;

/** The viewer's measuring edge: a start the test settles, and a session that records. */
class FakeMeasuring {
  onPoint: ((point: Vector3) => void) | null = null;
  crosshair: Vector3 | null = null;
  shown: { measurements: readonly ShownMeasurement[]; pending: Vector3 | null } | null = null;
  sessions = 0;
  disposed = 0;
  private settle: { resolve: () => void; reject: (error: Error) => void } | null = null;

  readonly viewer = {
    measure: (onPoint: (point: Vector3) => void): Promise<MeasureSession> =>
      new Promise((resolve, reject) => {
        this.onPoint = onPoint;
        this.settle = {
          resolve: () => {
            this.sessions += 1;
            resolve({
              pickCentre: () => this.crosshair,
              show: (measurements, pending) => {
                this.shown = { measurements, pending };
              },
              dispose: () => {
                this.disposed += 1;
              },
            });
          },
          reject,
        };
      }),
  } as unknown as TourViewer;

  async start(ok: boolean) {
    await act(async () => {
      if (ok) this.settle?.resolve();
      else this.settle?.reject(new Error('offline'));
    });
  }
}

function Harness({ fake }: { fake: FakeMeasuring }) {
  const measure = useMeasureTool(
    () => fake.viewer,
    () => document.getElementById('canvas'),
    true,
  );
  return (
    <div>
      <div id="canvas" tabIndex={0} role="application" aria-label="3D view" />
      <MeasureArea measure={measure} />
      <div role="toolbar" aria-label="Viewer controls">
        <MeasureToggle measure={measure} />
      </div>
    </div>
  );
}

const WAIT = { timeout: SETTLE_LIMIT_MS };
const toggle = () => screen.getByRole('button', { name: t('open') });
const panel = () => screen.queryByRole('region', { name: t('title') });

async function execute(step: Step, fake: FakeMeasuring, user: ReturnType<typeof userEvent.setup>) {
  const event = step.event;
  switch (event.type) {
    case 'measure.open':
      if (step.from.matches('failed')) {
        return user.click(within(panel()!).getByRole('button', { name: en['tourViewer.retry'] }));
      }
      return user.click(toggle());
    case 'measure.close':
      // Done in the panel while measuring, the pressed Measure button otherwise.
      if (step.from.matches('on')) {
        return user.click(within(panel()!).getByRole('button', { name: t('done') }));
      }
      return user.click(toggle());
    case 'xstate.done.actor.startTool':
      return fake.start(true);
    case 'xstate.error.actor.startTool':
      return fake.start(false);
    case 'measure.point':
      if (event.point === FIRST) {
        // A tap on the model, reported by the viewer.
        return act(() => fake.onPoint?.(event.point));
      }
      // Enter at the crosshair.
      fake.crosshair = event.point;
      screen.getByRole('application').focus();
      return user.keyboard('{Enter}');
    case 'measure.cancel':
      screen.getByRole('application').focus();
      return user.keyboard('{Escape}');
    case 'measure.remove': {
      const number = event.id.replace('measurement-', '');
      return user.click(screen.getByRole('button', { name: t('remove', { number }) }));
    }
    case 'measure.clearAll':
      return user.click(screen.getByRole('button', { name: t('clearAll') }));
  }
}

async function expectState(state: Step['to'], fake: FakeMeasuring) {
  const pressed = !state.matches('off');
  await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', String(pressed)), WAIT);
  if (state.matches('off')) {
    expect(panel()).toBeNull();
    expect(fake.disposed).toBe(fake.sessions);
    return;
  }
  const region = await screen.findByRole('region', { name: t('title') }, WAIT);
  if (state.matches('starting')) {
    expect(within(region).getByRole('status')).toHaveTextContent(t('loading'));
    return;
  }
  if (state.matches('failed')) {
    expect(within(region).getByRole('alert')).toHaveTextContent(t('failed'));
    expect(logger.warn).toHaveBeenCalledWith(
      'The Measure tool could not be loaded',
      expect.any(Error),
    );
    return;
  }
  await within(region).findByText(t('hint'), {}, WAIT);
  const { measurements, pending, placed } = state.context;
  // The list: one line per measurement, each with its Remove button.
  const items = within(region).queryAllByRole('listitem');
  expect(items.map((item) => item.firstChild?.textContent)).toEqual(
    measurements.map(({ number }) => t('result', { number, distance: '5.00 m' })),
  );
  expect(within(region).queryByRole('button', { name: t('clearAll') }) !== null).toBe(
    measurements.length > 0,
  );
  // The live region says what just happened.
  const status = within(region).getByRole('status');
  const latest = measurements.find(({ number }) => number === placed);
  expect(status).toHaveTextContent(
    pending
      ? t('firstPoint')
      : latest
        ? t('result', { number: latest.number, distance: '5.00 m' })
        : '',
  );
  // The viewer draws the same measurements and the first point of the next.
  const shown = fake.shown ?? { measurements: [], pending: null };
  expect(shown.measurements.map(({ id, label }) => [id, label])).toEqual(
    measurements.map(({ id }) => [id, '5.00 m']),
  );
  expect(shown.pending).toEqual(pending);
  expect(fake.disposed).toBe(fake.sessions - 1);
}

beforeEach(() => {
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  // The browser says en-GB: metres (an en-US browser would read feet and inches).
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
});

afterEach(() => vi.restoreAllMocks());

describe('measure machine, walked on the Measure button and panel', () => {
  for (const path of plan.paths) {
    it(
      path.description,
      async () => {
        const fake = new FakeMeasuring();
        const user = userEvent.setup();
        render(
          <IntlProvider locale="en" defaultLocale="en" messages={en}>
            <InspectContext.Provider value={transitionLog.inspect}>
              <Harness fake={fake} />
            </InspectContext.Provider>
          </IntlProvider>,
        );
        await expectState(path.steps[0]!.from, fake);
        for (const step of path.steps) {
          await execute(step, fake, user);
          await expectState(step.to, fake);
          plan.recordWalked(step);
        }
      },
      MODEL_PATH_LIMIT_MS,
    );
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
