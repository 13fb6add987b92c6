import type { EventFrom, SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout.machine';

export type CheckoutState = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutSend = (event: EventFrom<typeof checkoutMachine>) => void;

/** What every panel of the checkout receives. */
export interface CheckoutPanelProps {
  state: CheckoutState;
  send: CheckoutSend;
}
