import { createContext, useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

/**
 * The inspector that every actor of the app reports to, the long-lived ones and each screen's
 * own: the Stately inspector behind `?inspect` in development (DESIGN.md "Review and
 * debugging"), the transition log in the model tests, and none otherwise.
 */
export const InspectContext = createContext<Observer<InspectionEvent> | undefined>(undefined);

/** The app's inspector, for a screen's own actor: `useMachine(logic, { input, inspect })`. */
export function useInspect(): Observer<InspectionEvent> | undefined {
  return useContext(InspectContext);
}
