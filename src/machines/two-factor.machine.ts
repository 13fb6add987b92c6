import { assertEvent, assign, setup } from 'xstate';
import { failureOf } from './form-failure';
import { providedPromise } from './provided-actor';

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
}

export interface TwoFactorContext {
  /** Whether two-factor authentication was on when the screen opened. */
  initiallyEnabled: boolean;
  setup: TwoFactorSetup | null;
  /** The code typed for verifying the set-up or for disabling. */
  code: string;
  /** Shown once, right after the set-up was verified. */
  recoveryCodes: string[];
  /** The client's check of the code, or the server's message. */
  error: string | null;
}

export type TwoFactorEvent =
  | { type: 'twoFactor.enable' }
  | { type: 'twoFactor.codeChanged'; code: string }
  /** The screen checks the code's shape with the shared schema; `codeError` is what it found. */
  | { type: 'twoFactor.verify'; codeError: string | null }
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.acknowledge' }
  | { type: 'twoFactor.disable' }
  | { type: 'twoFactor.confirmDisable'; codeError: string | null };

export interface TwoFactorInput {
  enabled: boolean;
}

/**
 * Two-factor authentication on /dashboard/settings (SPEC §7): enabling asks the server for a
 * secret (shown as a QR code and as text), a code from the authenticator app verifies it, and
 * the recovery codes are shown once. Disabling needs a current code or a recovery code. A wrong
 * code shows the server's message and keeps what was typed.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
  },
  actors: {
    enableTwoFactor: providedPromise<TwoFactorSetup>('enableTwoFactor'),
    verifyTwoFactor: providedPromise<{ recoveryCodes: string[] }, { code: string }>(
      'verifyTwoFactor',
    ),
    disableTwoFactor: providedPromise<unknown, { code: string }>('disableTwoFactor'),
  },
  actions: {
    /** Tells the session that the signed-in user's two-factor setting changed. */
    announceTwoFactor: (_, _params: { enabled: boolean }) => {},
    clearError: assign({ error: null }),
    showSetup: assign((_, params: { setup: TwoFactorSetup }) => ({
      setup: params.setup,
      code: '',
      error: null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureOf(params.error).message,
    })),
    storeCode: assign(({ event }) => {
      assertEvent(event, 'twoFactor.codeChanged');
      return { code: event.code, error: null };
    }),
    showCodeError: assign((_, params: { codeError: string | null }) => ({
      error: params.codeError,
    })),
    forgetSetup: assign({ setup: null, code: '', error: null }),
    showRecoveryCodes: assign((_, params: { recoveryCodes: string[] }) => ({
      recoveryCodes: params.recoveryCodes,
      setup: null,
      code: '',
      error: null,
    })),
    forgetRecoveryCodes: assign({ recoveryCodes: [] }),
    clearCode: assign({ code: '', error: null }),
  },
  guards: {
    startsEnabled: ({ context }) => context.initiallyEnabled,
    codeLooksValid: (_, params: { codeError: string | null }) => !params.codeError,
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({
    initiallyEnabled: input.enabled,
    setup: null,
    code: '',
    recoveryCodes: [],
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: "Reads the signed-in user's setting: on or off.",
      always: [{ guard: 'startsEnabled', target: 'enabled' }, { target: 'disabled' }],
    },
    disabled: {
      description: 'Two-factor authentication is off; Enable starts the set-up.',
      on: {
        'twoFactor.enable': { target: 'requestingSecret', actions: 'clearError' },
      },
    },
    requestingSecret: {
      description: 'The server creates a new secret for the authenticator app.',
      tags: ['busy'],
      invoke: {
        id: 'enableTwoFactor',
        src: 'enableTwoFactor',
        onDone: {
          target: 'settingUp',
          actions: { type: 'showSetup', params: ({ event }) => ({ setup: event.output }) },
        },
        onError: {
          target: 'disabled',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingUp: {
      description:
        'The QR code and the secret are shown; a code from the app proves they were saved.',
      on: {
        'twoFactor.codeChanged': {
          actions: 'storeCode',
        },
        'twoFactor.verify': [
          {
            guard: {
              type: 'codeLooksValid',
              params: ({ event }) => ({ codeError: event.codeError }),
            },
            target: 'verifying',
            actions: 'clearError',
          },
          {
            target: 'settingUp',
            actions: {
              type: 'showCodeError',
              params: ({ event }) => ({ codeError: event.codeError }),
            },
          },
        ],
        'twoFactor.cancel': {
          target: 'disabled',
          actions: 'forgetSetup',
        },
      },
    },
    verifying: {
      description: 'The server checks the code against the new secret.',
      tags: ['busy'],
      invoke: {
        id: 'verifyTwoFactor',
        src: 'verifyTwoFactor',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: {
          target: 'showingRecoveryCodes',
          actions: [
            {
              type: 'showRecoveryCodes',
              params: ({ event }) => ({ recoveryCodes: event.output.recoveryCodes }),
            },
            { type: 'announceTwoFactor', params: { enabled: true } },
          ],
        },
        onError: {
          target: 'settingUp',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showingRecoveryCodes: {
      description: 'Two-factor is on; the recovery codes are shown this once, with a copy button.',
      on: {
        'twoFactor.acknowledge': {
          target: 'enabled',
          actions: 'forgetRecoveryCodes',
        },
      },
    },
    enabled: {
      description: 'Two-factor authentication is on; Disable asks for a code.',
      on: {
        'twoFactor.disable': {
          target: 'confirmingDisable',
          actions: 'clearCode',
        },
      },
    },
    confirmingDisable: {
      description: 'A current code or a recovery code is asked for before turning it off.',
      on: {
        'twoFactor.codeChanged': {
          actions: 'storeCode',
        },
        'twoFactor.confirmDisable': [
          {
            guard: {
              type: 'codeLooksValid',
              params: ({ event }) => ({ codeError: event.codeError }),
            },
            target: 'disabling',
            actions: 'clearError',
          },
          {
            target: 'confirmingDisable',
            actions: {
              type: 'showCodeError',
              params: ({ event }) => ({ codeError: event.codeError }),
            },
          },
        ],
        'twoFactor.cancel': {
          target: 'enabled',
          actions: 'clearCode',
        },
      },
    },
    disabling: {
      description: 'The server checks the code and turns two-factor authentication off.',
      tags: ['busy'],
      invoke: {
        id: 'disableTwoFactor',
        src: 'disableTwoFactor',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: {
          target: 'disabled',
          actions: ['clearCode', { type: 'announceTwoFactor', params: { enabled: false } }],
        },
        onError: {
          target: 'confirmingDisable',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
