import { assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import type { LocaleFileCode } from '../contract/locales';

/**
 * What a load brought: the documents (checked against their schema by the provided loader, which
 * the screen reads them with), the locale file they came from and whether English stands in.
 */
export interface LoadedLegalDocuments {
  documents: unknown;
  fileCode: LocaleFileCode;
  fellBack: boolean;
}

export interface LegalDocumentContext {
  /** The locale file asked for: the page's language. */
  fileCode: LocaleFileCode;
  /** What the last load brought (English after a fallback), or null until one has. */
  loaded: LoadedLegalDocuments | null;
}

export type LegalDocumentEvent =
  { type: 'legal.retry' } | { type: 'legal.switchLocale'; fileCode: LocaleFileCode };

/**
 * Loading the legal documents (/privacy, /terms) of the page's language, with English in their
 * place when that language has none or its file fails to load or validate (the provided
 * `loadDocuments` does that). A change of language starts a new load and drops the one under way,
 * so a slow earlier answer never replaces a newer one.
 */
export const legalDocumentMachine = setup({
  types: {
    context: {} as LegalDocumentContext,
    events: {} as LegalDocumentEvent,
    input: {} as { fileCode: LocaleFileCode },
  },
  actors: {
    loadDocuments: providedPromise<LoadedLegalDocuments, { fileCode: LocaleFileCode }>(
      'loadDocuments',
    ),
  },
  actions: {
    storeFileCode: assign({
      fileCode: (_, params: { fileCode: LocaleFileCode }) => params.fileCode,
    }),
    storeDocuments: assign({
      loaded: (_, params: { loaded: LoadedLegalDocuments }) => params.loaded,
    }),
    /** Provided by the screen: tells the log why not even English could be loaded. */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOtherLocale: ({ context }, params: { fileCode: LocaleFileCode }) =>
      params.fileCode !== context.fileCode,
  },
}).createMachine({
  id: 'legalDocument',
  context: ({ input }) => ({ fileCode: input.fileCode, loaded: null }),
  initial: 'loading',
  on: {
    'legal.switchLocale': {
      guard: { type: 'isOtherLocale', params: ({ event }) => ({ fileCode: event.fileCode }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'storeFileCode', params: ({ event }) => ({ fileCode: event.fileCode }) },
    },
  },
  states: {
    loading: {
      description: "The documents of the page's language (or English) are being loaded.",
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        input: ({ context }) => ({ fileCode: context.fileCode }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeDocuments', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      description: 'The document is shown, with a notice when English stands in for the language.',
    },
    failed: {
      description: 'Not even English could be loaded: an alert offers to try again.',
      on: {
        'legal.retry': { target: 'loading' },
      },
    },
  },
});
