import { createActorContext } from '@xstate/react';
import { localeMachine } from '../../machines/locale.machine';
import { sessionMachine } from '../../machines/session.machine';

/** The two long-lived actors (DESIGN.md rule 5); the app root provides their real logic. */
export const LocaleActor = createActorContext(localeMachine);
export const SessionActor = createActorContext(sessionMachine);
