import { setup } from 'xstate';

export type DrawerEvent = { type: 'drawer.open' } | { type: 'drawer.close' };

/**
 * The small-screen navigation drawer of the public top bar (SPEC §4) and of the signed-in pages'
 * app shell (docs/decisions/0039).
 */
export const drawerMachine = setup({
  types: {
    events: {} as DrawerEvent,
  },
}).createMachine({
  id: 'drawer',
  initial: 'closed',
  states: {
    closed: {
      description: 'The drawer is hidden; the menu button offers to open it.',
      on: {
        'drawer.open': { target: 'open' },
      },
    },
    open: {
      description:
        'The drawer slides in from the left with the links, language selector and buttons.',
      on: {
        'drawer.close': { target: 'closed' },
      },
    },
  },
});
