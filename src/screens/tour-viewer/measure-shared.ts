/**
 * What the Measure tool and its lazily loaded panel share: the machine's snapshot and events as
 * the panel sees them, and the panel's element id (the toolbar button's aria-controls).
 */
import type { SnapshotFrom } from 'xstate';
import type { MeasureEvent, measureMachine } from '../../machines/measure.machine';

export type MeasureSnapshot = SnapshotFrom<typeof measureMachine>;
export type SendMeasureEvent = (event: MeasureEvent) => void;

export const MEASURE_PANEL_ID = 'tour-viewer-measure';
