import type { EventFrom, SnapshotFrom } from 'xstate';
import type { tourCreationMachine } from '../../machines/tour-creation.machine';

export type TourCreationState = SnapshotFrom<typeof tourCreationMachine>;
export type TourCreationSend = (event: EventFrom<typeof tourCreationMachine>) => void;

/** What every panel of the wizard receives. */
export interface PanelProps {
  state: TourCreationState;
  send: TourCreationSend;
}
