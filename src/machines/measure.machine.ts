import { assertEvent, assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import type { Vector3 } from '../contract/tours';

/** One measurement: two points on the model and the straight distance between them. */
export interface Measurement {
  id: string;
  /** 1, 2, 3 … in the order they were made. */
  number: number;
  from: Vector3;
  to: Vector3;
  /** Metres. */
  distance: number;
}

export interface MeasureContext {
  measurements: Measurement[];
  /** The first point of the measurement being placed. */
  pending: Vector3 | null;
  /** Numbers the measurements (1, 2, 3 …) as the visitor reads them. */
  placed: number;
}

export type MeasureEvent =
  | { type: 'measure.open' }
  | { type: 'measure.close' }
  /** A snapped point on the model: tapped, clicked, or under the crosshair when Enter is pressed. */
  | { type: 'measure.point'; point: Vector3 }
  /** Escape: drops the first point, or leaves measuring when there is none. */
  | { type: 'measure.cancel' }
  | { type: 'measure.remove'; id: string }
  | { type: 'measure.clearAll' };

const distanceBetween = (a: Vector3, b: Vector3) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

/**
 * The tour viewer's Measure tool (issue 18 point 5, decision 0031): Measure turns it on (its
 * viewer code loads then, not with the page); two points on the model make a measurement, several
 * can stand at once, each can be removed or all cleared; Escape drops a first point, then leaves.
 * Leaving (Measure again, or Escape) removes the measurements. The same in every viewer mode.
 */
export const measureMachine = setup({
  types: {
    context: {} as MeasureContext,
    events: {} as MeasureEvent,
  },
  actors: {
    startTool: providedPromise<unknown>('startTool'),
  },
  actions: {
    stopTool: () => {},
    drawMeasurements: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
    keepFirstPoint: assign(({ event }) => {
      assertEvent(event, 'measure.point');
      return { pending: event.point };
    }),
    addMeasurement: assign(({ context, event }) => {
      assertEvent(event, 'measure.point');
      const from = context.pending ?? event.point;
      const placed = context.placed + 1;
      const measurement: Measurement = {
        id: `measurement-${placed}`,
        number: placed,
        from,
        to: event.point,
        distance: distanceBetween(from, event.point),
      };
      return { measurements: [...context.measurements, measurement], pending: null, placed };
    }),
    dropFirstPoint: assign({ pending: null }),
    removeMeasurement: assign(({ context, event }) => {
      assertEvent(event, 'measure.remove');
      return { measurements: context.measurements.filter(({ id }) => id !== event.id) };
    }),
    clearMeasurements: assign({ measurements: [], pending: null }),
    forgetMeasurements: assign({ measurements: [], pending: null, placed: 0 }),
  },
}).createMachine({
  id: 'measure',
  description:
    'The Measure tool of the tour viewer: two points on the model make a measurement, shown on the model and listed with Remove and Clear all.',
  context: { measurements: [], pending: null, placed: 0 },
  initial: 'off',
  states: {
    off: {
      description: 'Only the Measure button shows; taps on the model walk or look as usual.',
      on: { 'measure.open': { target: 'starting' } },
    },
    starting: {
      description: 'The Measure code loads and the viewer starts listening for points.',
      invoke: {
        id: 'startTool',
        src: 'startTool',
        onDone: { target: 'on' },
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'measure.close': { target: 'off' } },
    },
    failed: {
      description: 'The Measure tool could not be loaded; the panel says so and offers a retry.',
      on: {
        'measure.open': { target: 'starting' },
        'measure.close': { target: 'off' },
      },
    },
    on: {
      description:
        'Measuring: a crosshair marks the middle of the view, taps and Enter place points, the panel lists the measurements.',
      initial: 'awaitingFirstPoint',
      exit: ['forgetMeasurements', 'stopTool'],
      on: {
        'measure.close': { target: 'off' },
        'measure.remove': { actions: ['removeMeasurement', 'drawMeasurements'] },
        'measure.clearAll': {
          target: '.awaitingFirstPoint',
          actions: ['clearMeasurements', 'drawMeasurements'],
        },
      },
      states: {
        awaitingFirstPoint: {
          description: 'The next point starts a measurement.',
          on: {
            'measure.point': {
              target: 'awaitingSecondPoint',
              actions: ['keepFirstPoint', 'drawMeasurements'],
            },
            'measure.cancel': { target: '#measure.off' },
          },
        },
        awaitingSecondPoint: {
          description: 'The first point is marked; the next point ends the measurement.',
          on: {
            'measure.point': {
              target: 'awaitingFirstPoint',
              actions: ['addMeasurement', 'drawMeasurements'],
            },
            'measure.cancel': {
              target: 'awaitingFirstPoint',
              actions: ['dropFirstPoint', 'drawMeasurements'],
            },
          },
        },
      },
    },
  },
});
