import { assertEvent, assign, setup } from 'xstate';

export type ErrorBoundaryEvent =
  { type: 'error.caught'; error: Error; componentStack: string } | { type: 'page.reload' };

export interface ErrorBoundaryContext {
  error: Error | null;
  componentStack: string;
}

/**
 * An error boundary (SPEC §4): normal until a render error is caught, then the
 * fallback. Only a page reload leaves the fallback, so `page.reload` stays here
 * and asks the browser to reload.
 */
export const errorBoundaryMachine = setup({
  types: {
    context: {} as ErrorBoundaryContext,
    events: {} as ErrorBoundaryEvent,
  },
  actions: {
    keepError: assign(({ event }) => {
      assertEvent(event, 'error.caught');
      return { error: event.error, componentStack: event.componentStack };
    }),
    reportError: (_, _params: { error: Error; componentStack: string }) => {},
    reloadPage: () => {},
  },
}).createMachine({
  id: 'errorBoundary',
  context: { error: null, componentStack: '' },
  initial: 'normal',
  states: {
    normal: {
      description: 'The wrapped content renders as usual.',
      on: {
        'error.caught': {
          target: 'fallback',
          actions: [
            'keepError',
            {
              type: 'reportError',
              params: ({ event }) => ({
                error: event.error,
                componentStack: event.componentStack,
              }),
            },
          ],
        },
      },
    },
    fallback: {
      description: '"Something went wrong" is shown with a button that reloads the page.',
      on: {
        'page.reload': { actions: 'reloadPage' },
      },
    },
  },
});
