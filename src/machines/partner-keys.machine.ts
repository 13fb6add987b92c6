import { assign, fromPromise, setup } from 'xstate';
import type { CreatedPartnerKey } from '../contract/partner';

/** The key a revoke is asked for or running on. */
export interface SelectedPartnerKey {
  id: string;
  name: string;
}

export interface PartnerKeysContext {
  /** The name typed in the create dialog. */
  name: string;
  /** The name's message: the shared schema's, found by the screen, or the server's. */
  nameError: string | null;
  /** Why the last request failed, for the alert. */
  error: string | null;
  /** The key just created, whole: shown once, forgotten when its dialog closes. */
  created: CreatedPartnerKey | null;
  selected: SelectedPartnerKey | null;
  /** The name of the key just revoked, for the status line. */
  revokedName: string | null;
}

export type PartnerKeysEvent =
  | { type: 'partnerKeys.create' }
  | { type: 'partnerKeys.nameChanged'; value: string }
  /** The screen checks the name with the shared schema and sends what it found. */
  | { type: 'partnerKeys.submit'; nameError: string | null }
  | { type: 'partnerKeys.close' }
  | { type: 'partnerKeys.revoke'; key: SelectedPartnerKey }
  | { type: 'partnerKeys.confirm' }
  | { type: 'partnerKeys.cancel' };

/** What a failed request rejects with: a message, and field messages when the server gave some. */
export interface PartnerKeysFailure {
  message: string;
  fieldErrors?: Record<string, string>;
}

function failureOf(error: unknown): PartnerKeysFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, fieldErrors } = error as Partial<PartnerKeysFailure>;
    return { message: String(message), ...(fieldErrors && { fieldErrors }) };
  }
  return { message: String(error) };
}

/** The selected key; every way into `revoking` sets one. */
function selectedOf(context: PartnerKeysContext): SelectedPartnerKey {
  if (context.selected === null) throw new Error('No key was chosen to revoke');
  return context.selected;
}

/**
 * The API keys of /partner (docs/decisions/0010-roles-and-staff.md): a key is created under a
 * name and shown whole once, in a dialog that warns it will not be shown again; a key is revoked
 * after a confirmation. The list itself is server data the screen reads; `keysChanged` tells it
 * to read the list again.
 */
export const partnerKeysMachine = setup({
  types: {
    context: {} as PartnerKeysContext,
    events: {} as PartnerKeysEvent,
  },
  actors: {
    createKey: fromPromise<CreatedPartnerKey, { name: string }>(() =>
      Promise.reject(new Error('createKey is provided by the screen')),
    ),
    revokeKey: fromPromise<unknown, SelectedPartnerKey>(() =>
      Promise.reject(new Error('revokeKey is provided by the screen')),
    ),
  },
  actions: {
    /** The keys changed on the server: the screen reads its list again. */
    keysChanged: () => {},
  },
  guards: {
    nameIsValid: (_, params: { nameError: string | null }) => !params.nameError,
  },
}).createMachine({
  id: 'partnerKeys',
  context: {
    name: '',
    nameError: null,
    error: null,
    created: null,
    selected: null,
    revokedName: null,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The keys show in their table; a key can be created or revoked.',
      on: {
        'partnerKeys.create': {
          target: 'naming',
          actions: assign({ name: '', nameError: null, error: null, revokedName: null }),
        },
        'partnerKeys.revoke': {
          target: 'confirmingRevoke',
          actions: assign({
            selected: ({ event }) => event.key,
            error: null,
            revokedName: null,
          }),
        },
      },
    },
    naming: {
      description: 'The create dialog asks for a name that tells where the key is used.',
      on: {
        'partnerKeys.nameChanged': {
          actions: assign({ name: ({ event }) => event.value, nameError: null }),
        },
        'partnerKeys.submit': [
          {
            guard: {
              type: 'nameIsValid',
              params: ({ event }) => ({ nameError: event.nameError }),
            },
            target: 'creating',
            actions: assign({ nameError: null, error: null }),
          },
          {
            target: 'naming',
            actions: assign({ nameError: ({ event }) => event.nameError, error: null }),
          },
        ],
        'partnerKeys.cancel': { target: 'idle', actions: assign({ name: '', nameError: null }) },
      },
    },
    creating: {
      description: 'The server makes the key; only its hash is stored.',
      tags: ['busy'],
      invoke: {
        id: 'createKey',
        src: 'createKey',
        input: ({ context }) => ({ name: context.name }),
        onDone: {
          target: 'showingKey',
          actions: [assign({ created: ({ event }) => event.output, name: '' }), 'keysChanged'],
        },
        onError: {
          target: 'naming',
          actions: assign({
            error: ({ event }) => failureOf(event.error).message,
            nameError: ({ event }) => failureOf(event.error).fieldErrors?.name ?? null,
          }),
        },
      },
    },
    showingKey: {
      description: 'The whole key shows, once, with a Copy button and a warning to keep it now.',
      on: {
        'partnerKeys.close': { target: 'idle', actions: assign({ created: null }) },
      },
    },
    confirmingRevoke: {
      description: 'A dialog asks whether to revoke the key: whoever uses it loses access.',
      on: {
        'partnerKeys.confirm': { target: 'revoking' },
        'partnerKeys.cancel': { target: 'idle', actions: assign({ selected: null }) },
      },
    },
    revoking: {
      description: 'The server revokes the key; it stops working at once.',
      tags: ['busy'],
      invoke: {
        id: 'revokeKey',
        src: 'revokeKey',
        input: ({ context }) => selectedOf(context),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              revokedName: ({ context }) => context.selected?.name ?? null,
              selected: null,
            }),
            'keysChanged',
          ],
        },
        // The list may be out of date (revoked elsewhere, a lost connection): read it again.
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => failureOf(event.error).message, selected: null }),
            'keysChanged',
          ],
        },
      },
    },
  },
});
