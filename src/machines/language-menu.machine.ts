import { setup } from 'xstate';

export type LanguageMenuEvent =
  | { type: 'languageMenu.open' }
  | { type: 'languageMenu.dismiss' }
  | { type: 'languageMenu.choose'; locale: string };

/**
 * The language dropdown of the top bar (SPEC §4): it closes on an outside click
 * or after a language is chosen. Choosing hands the locale to `applyLocaleChoice`,
 * which the app provides (it forwards the choice to the locale machine).
 */
export const languageMenuMachine = setup({
  types: {
    events: {} as LanguageMenuEvent,
  },
  actions: {
    applyLocaleChoice: (_, _params: { locale: string }) => {},
  },
}).createMachine({
  id: 'languageMenu',
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the button with the current language shows.',
      on: {
        'languageMenu.open': { target: 'open' },
      },
    },
    open: {
      description: 'The list of supported languages is shown under the button.',
      on: {
        'languageMenu.dismiss': { target: 'closed' },
        'languageMenu.choose': {
          target: 'closed',
          actions: {
            type: 'applyLocaleChoice',
            params: ({ event }) => ({ locale: event.locale }),
          },
        },
      },
    },
  },
});
