/**
 * The Measure tool on the viewer screen (decision 0031): the measure machine, wired to the
 * viewer's measure session, the Measure button of the toolbar, and the keys (Enter places a point
 * at the crosshair, Escape cancels). The panel and the viewer's measuring code load on first use.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { measureMachine, type MeasureEvent } from '../../machines/measure.machine';
import { useTranslate } from '../../i18n/use-translate';
import { logger } from '../../services/logger';
import { useInspect } from '../app/inspection';
import type { MeasureSession, TourViewer } from '../../viewer/types';
import { MEASURE_PANEL_ID, type MeasureSnapshot, type SendMeasureEvent } from './measure-shared';

const MeasurePanel = lazy(() => import('./measure-panel'));

/** What the machine's effects reach outside React. */
class MeasureBridge {
  session: MeasureSession | null = null;
  formatDistance: ((metres: number) => string) | null = null;
  private sendToActor: SendMeasureEvent | null = null;

  connect(send: SendMeasureEvent): () => void {
    this.sendToActor = send;
    return () => {
      this.sendToActor = null;
    };
  }

  send(event: MeasureEvent): void {
    this.sendToActor?.(event);
  }
}

export interface MeasureToolHandle {
  state: MeasureSnapshot;
  send: SendMeasureEvent;
}

/**
 * The measure machine of one viewer. `viewer` and `canvas` read the viewer and the element
 * keys come to once they exist; `ready` is false while no model is shown (measuring then stops).
 */
export function useMeasureTool(
  viewer: () => TourViewer | null,
  canvas: () => HTMLElement | null,
  ready: boolean,
): MeasureToolHandle {
  const intl = useIntl();
  const [bridge] = useState(() => new MeasureBridge());
  const [logic] = useState(() =>
    measureMachine.provide({
      actors: {
        startTool: fromPromise(async ({ signal }) => {
          const measuring = viewer()?.measure;
          if (!measuring) throw new Error('This viewer has no Measure tool');
          const [lengths, session] = await Promise.all([
            import('../../i18n/format-length'),
            measuring((point) => bridge.send({ type: 'measure.point', point })),
          ]);
          if (signal.aborted) {
            session.dispose();
            return;
          }
          const system = lengths.lengthSystemFor(intl.locale, navigator.languages ?? []);
          bridge.formatDistance = (metres) => lengths.formatLength(metres, intl.locale, system);
          bridge.session = session;
        }),
      },
      actions: {
        stopTool: () => {
          bridge.session?.dispose();
          bridge.session = null;
        },
        drawMeasurements: ({ context }) => {
          const format = bridge.formatDistance;
          if (!format) return;
          bridge.session?.show(
            context.measurements.map(({ id, from, to, distance }) => ({
              id,
              from,
              to,
              label: format(distance),
            })),
            context.pending,
          );
        },
        logFailure: (_, { error }) => logger.warn('The Measure tool could not be loaded', error),
      },
    }),
  );
  const inspect = useInspect();
  const actor = useActorRef(logic, { inspect });
  const state = useSelector(actor, (snapshot) => snapshot);
  const measuring = state.matches('on');

  useEffect(() => bridge.connect((event) => actor.send(event)), [actor, bridge]);

  // A model that goes away (a retry) takes its measure session with it. On unmount the viewer
  // itself is disposed, measure layer included.
  useEffect(() => {
    if (!ready) actor.send({ type: 'measure.close' });
  }, [actor, ready]);

  useEffect(() => {
    const element = canvas();
    if (!measuring || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target !== element && !(event.target instanceof HTMLCanvasElement)) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        const point = bridge.session?.pickCentre();
        if (point) actor.send({ type: 'measure.point', point });
      } else if (event.key === 'Escape') {
        event.preventDefault();
        actor.send({ type: 'measure.cancel' });
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [actor, bridge, canvas, measuring]);

  return { state, send: actor.send };
}

/** The toolbar's Measure button: pressed while measuring. */
export function MeasureToggle({ measure }: { measure: MeasureToolHandle }) {
  const t = useTranslate();
  const open = !measure.state.matches('off');
  return (
    <button
      type="button"
      className="tour-viewer-button"
      aria-pressed={open}
      aria-controls={open ? MEASURE_PANEL_ID : undefined}
      onClick={() => measure.send({ type: open ? 'measure.close' : 'measure.open' })}
    >
      {t('tourViewer.measure.open')}
    </button>
  );
}

/** The measuring panel (loaded on first use) while the tool is starting, on or failed. */
export function MeasureArea({ measure }: { measure: MeasureToolHandle }) {
  if (measure.state.matches('off')) return null;
  return (
    <Suspense fallback={null}>
      <MeasurePanel state={measure.state} send={measure.send} />
    </Suspense>
  );
}
