import { assign, fromPromise, setup } from 'xstate';
import { isSupportedLocale, type SupportedLocale } from '../contract/locales';
import type { Messages } from '../contract/translations';

export type { Messages };

/** Where the messages on screen came from (SPEC §8: requested, then English, then built-in). */
export type MessagesSource = 'requested' | 'english' | 'builtIn';

export interface LocaleContext {
  /** The locale the user chose (or the default). */
  locale: SupportedLocale;
  /** The locale whose messages are on screen; differs from `locale` after a fallback. */
  displayedLocale: SupportedLocale;
  messages: Messages;
  source: MessagesSource;
}

export type LocaleEvent =
  { type: 'locale.change'; locale: string } | { type: 'locale.synced'; locale: string };

export interface LocaleInput {
  locale: SupportedLocale;
  builtInMessages: Messages;
}

/**
 * Translations (SPEC §4, §8, §9): loaded on start and on every locale change,
 * with a spinner meanwhile; on failure English, then the built-in hero texts.
 * A change made here is saved; one made in another tab arrives as `locale.synced`.
 */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext & { builtInMessages: Messages },
    events: {} as LocaleEvent,
    input: {} as LocaleInput,
  },
  actors: {
    loadTranslations: fromPromise<Messages, { locale: SupportedLocale }>(() =>
      Promise.reject(new Error('loadTranslations is provided by the app')),
    ),
  },
  actions: {
    chooseLocale: assign((_, params: { locale: SupportedLocale }) => ({ locale: params.locale })),
    showRequestedMessages: assign(({ context }, params: { messages: Messages }) => ({
      messages: params.messages,
      displayedLocale: context.locale,
      source: 'requested' as const,
    })),
    showEnglishMessages: assign((_, params: { messages: Messages }) => ({
      messages: params.messages,
      displayedLocale: 'en' as const,
      source: 'english' as const,
    })),
    showBuiltInMessages: assign(({ context }) => ({
      messages: context.builtInMessages,
      displayedLocale: 'en' as const,
      source: 'builtIn' as const,
    })),
    persistLocale: (_, _params: { locale: SupportedLocale }) => {},
    applyDocumentLocale: (_, _params: { locale: SupportedLocale }) => {},
    logLoadFailure: (_, _params: { locale: SupportedLocale; error: unknown }) => {},
  },
  guards: {
    isSupportedLocale: (_, params: { locale: string }) => isSupportedLocale(params.locale),
    isEnglishRequested: ({ context }) => context.locale === 'en',
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({
    locale: input.locale,
    displayedLocale: input.locale,
    messages: {},
    source: 'requested',
    builtInMessages: input.builtInMessages,
  }),
  initial: 'loading',
  on: {
    'locale.change': {
      guard: { type: 'isSupportedLocale', params: ({ event }) => ({ locale: event.locale }) },
      target: '.loading',
      reenter: true,
      actions: [
        {
          type: 'chooseLocale',
          params: ({ event }) => ({ locale: event.locale as SupportedLocale }),
        },
        {
          type: 'persistLocale',
          params: ({ event }) => ({ locale: event.locale as SupportedLocale }),
        },
      ],
    },
    'locale.synced': {
      guard: { type: 'isSupportedLocale', params: ({ event }) => ({ locale: event.locale }) },
      target: '.loading',
      reenter: true,
      actions: {
        type: 'chooseLocale',
        params: ({ event }) => ({ locale: event.locale as SupportedLocale }),
      },
    },
  },
  states: {
    loading: {
      description: 'Fetching the chosen locale; the previous messages stay under a spinner.',
      tags: ['loading'],
      invoke: {
        id: 'loadTranslations',
        src: 'loadTranslations',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'showRequestedMessages',
            params: ({ event }) => ({ messages: event.output }),
          },
        },
        onError: [
          {
            guard: 'isEnglishRequested',
            target: 'ready',
            actions: [
              {
                type: 'logLoadFailure',
                params: ({ context, event }) => ({ locale: context.locale, error: event.error }),
              },
              'showBuiltInMessages',
            ],
          },
          {
            target: 'loadingEnglish',
            actions: {
              type: 'logLoadFailure',
              params: ({ context, event }) => ({ locale: context.locale, error: event.error }),
            },
          },
        ],
      },
    },
    loadingEnglish: {
      description: 'The chosen locale failed to load; falling back to English.',
      tags: ['loading'],
      invoke: {
        id: 'loadEnglish',
        src: 'loadTranslations',
        input: { locale: 'en' },
        onDone: {
          target: 'ready',
          actions: {
            type: 'showEnglishMessages',
            params: ({ event }) => ({ messages: event.output }),
          },
        },
        onError: {
          target: 'ready',
          actions: [
            {
              type: 'logLoadFailure',
              params: ({ event }) => ({ locale: 'en' as const, error: event.error }),
            },
            'showBuiltInMessages',
          ],
        },
      },
    },
    ready: {
      description: 'Messages are on screen; the document carries their lang and direction.',
      entry: {
        type: 'applyDocumentLocale',
        params: ({ context }) => ({ locale: context.displayedLocale }),
      },
    },
  },
});
