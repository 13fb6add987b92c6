// One step of the app's start (src/main.tsx): evaluates XState's chunk in a task of its own.
export { createActor } from 'xstate';
export { createActorContext } from '@xstate/react';
