import { assertEvent, assign, setup } from 'xstate';
import { failureOf } from './form-failure';
import { providedPromise } from './provided-actor';
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
    createKey: providedPromise<CreatedPartnerKey, { name: string }>('createKey'),
    revokeKey: providedPromise<unknown, SelectedPartnerKey>('revokeKey'),
  },
  actions: {
    /** The keys changed on the server: the screen reads its list again. */
    keysChanged: () => {},
    openCreateDialog: assign({ name: '', nameError: null, error: null, revokedName: null }),
    selectKey: assign(({ event }) => {
      assertEvent(event, 'partnerKeys.revoke');
      return { selected: event.key, error: null, revokedName: null };
    }),
    storeName: assign(({ event }) => {
      assertEvent(event, 'partnerKeys.nameChanged');
      return { name: event.value, nameError: null };
    }),
    clearMessages: assign({ nameError: null, error: null }),
    showNameError: assign(({ event }) => {
      assertEvent(event, 'partnerKeys.submit');
      return { nameError: event.nameError, error: null };
    }),
    forgetName: assign({ name: '', nameError: null }),
    showCreatedKey: assign((_, params: { created: CreatedPartnerKey }) => ({
      created: params.created,
      name: '',
    })),
    showCreateFailure: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { error: failure.message, nameError: failure.fieldErrors?.name ?? null };
    }),
    forgetCreatedKey: assign({ created: null }),
    forgetSelectedKey: assign({ selected: null }),
    showRevoked: assign(({ context }) => ({
      revokedName: context.selected?.name ?? null,
      selected: null,
    })),
    showRevokeFailure: assign((_, params: { error: unknown }) => ({
      error: failureOf(params.error).message,
      selected: null,
    })),
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
          actions: 'openCreateDialog',
        },
        'partnerKeys.revoke': {
          target: 'confirmingRevoke',
          actions: 'selectKey',
        },
      },
    },
    naming: {
      description: 'The create dialog asks for a name that tells where the key is used.',
      on: {
        'partnerKeys.nameChanged': {
          actions: 'storeName',
        },
        'partnerKeys.submit': [
          {
            guard: {
              type: 'nameIsValid',
              params: ({ event }) => ({ nameError: event.nameError }),
            },
            target: 'creating',
            actions: 'clearMessages',
          },
          {
            target: 'naming',
            actions: 'showNameError',
          },
        ],
        'partnerKeys.cancel': { target: 'idle', actions: 'forgetName' },
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
          actions: [
            { type: 'showCreatedKey', params: ({ event }) => ({ created: event.output }) },
            'keysChanged',
          ],
        },
        onError: {
          target: 'naming',
          actions: { type: 'showCreateFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showingKey: {
      description: 'The whole key shows, once, with a Copy button and a warning to keep it now.',
      on: {
        'partnerKeys.close': { target: 'idle', actions: 'forgetCreatedKey' },
      },
    },
    confirmingRevoke: {
      description: 'A dialog asks whether to revoke the key: whoever uses it loses access.',
      on: {
        'partnerKeys.confirm': { target: 'revoking' },
        'partnerKeys.cancel': { target: 'idle', actions: 'forgetSelectedKey' },
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
          actions: ['showRevoked', 'keysChanged'],
        },
        // The list may be out of date (revoked elsewhere, a lost connection): read it again.
        onError: {
          target: 'idle',
          actions: [
            { type: 'showRevokeFailure', params: ({ event }) => ({ error: event.error }) },
            'keysChanged',
          ],
        },
      },
    },
  },
});
