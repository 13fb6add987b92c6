import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';

declare global {
  interface Window {
    /** Developer hosts only: see docs/decisions/0003-dev-session-hook.md. */
    __roomwalk?: { session: ActorRefFrom<typeof sessionMachine> };
  }
}
