import { assign, setup } from 'xstate';
import {
  draftOf,
  patchFromDraft,
  type PlanDraft,
  type PlanDraftErrors,
} from '../contract/plan-draft';
import type { PlanPatch, SuperuserPlan } from '../contract/superuser';

export interface PlanFormContext {
  /** The plan as saved: what Undo restores and what the patch is measured against. */
  plan: SuperuserPlan;
  draft: PlanDraft;
  /** The English message of each field in error (the screen translates them). */
  errors: PlanDraftErrors;
}

export type PlanFormEvent =
  | { type: 'planForm.edit'; changes: Partial<PlanDraft> }
  | { type: 'planForm.save' }
  | { type: 'planForm.undo' };

const checked = (context: PlanFormContext) => patchFromDraft(context.plan, context.draft);

/**
 * The /superuser form of one plan: edited, checked on Save (a field in error, or nothing
 * changed, stops it there), and handed to the staff-action machine as a PATCH of the changed
 * fields (the provided `submitPatch`). A saved plan remounts the form with its new values.
 */
export const planFormMachine = setup({
  types: {
    context: {} as PlanFormContext,
    events: {} as PlanFormEvent,
    input: {} as { plan: SuperuserPlan },
  },
  actions: {
    applyChanges: assign({
      draft: ({ context }, params: { changes: Partial<PlanDraft> }) => ({
        ...context.draft,
        ...params.changes,
      }),
    }),
    storeErrors: assign({ errors: ({ context }) => checked(context).errors }),
    clearErrors: assign({ errors: {} }),
    restoreSaved: assign({ draft: ({ context }) => draftOf(context.plan), errors: {} }),
    /** Provided by the screen: moves the focus to the first field in error. */
    focusFirstError: (_, _params: { errors: PlanDraftErrors }) => {},
    /** Provided by the screen: starts the staff action that sends the PATCH. */
    submitPatch: (_, _params: { patch: PlanPatch }) => {},
  },
  guards: {
    draftHasErrors: ({ context }) => Object.keys(checked(context).errors).length > 0,
    draftIsUnchanged: ({ context }) => Object.keys(checked(context).patch).length === 0,
  },
}).createMachine({
  id: 'planForm',
  context: ({ input }) => ({ plan: input.plan, draft: draftOf(input.plan), errors: {} }),
  initial: 'editing',
  on: {
    'planForm.save': [
      {
        guard: 'draftHasErrors',
        target: '.invalid',
        actions: [
          'storeErrors',
          { type: 'focusFirstError', params: ({ context }) => ({ errors: context.errors }) },
        ],
      },
      { guard: 'draftIsUnchanged', target: '.nothingChanged', actions: 'clearErrors' },
      {
        target: '.submitted',
        actions: [
          'clearErrors',
          { type: 'submitPatch', params: ({ context }) => ({ patch: checked(context).patch }) },
        ],
      },
    ],
    'planForm.undo': { target: '.editing', actions: 'restoreSaved' },
  },
  states: {
    editing: {
      description: 'The plan is being edited; nothing is said about it yet.',
      on: {
        'planForm.edit': {
          actions: { type: 'applyChanges', params: ({ event }) => ({ changes: event.changes }) },
        },
      },
    },
    invalid: {
      description: 'Save found fields in error: each says why, and nothing was sent.',
      on: {
        'planForm.edit': {
          actions: { type: 'applyChanges', params: ({ event }) => ({ changes: event.changes }) },
        },
      },
    },
    nothingChanged: {
      description: 'Save found no change: a note asks for at least one.',
      on: {
        'planForm.edit': {
          target: 'editing',
          actions: { type: 'applyChanges', params: ({ event }) => ({ changes: event.changes }) },
        },
      },
    },
    submitted: {
      description:
        'The changed fields went to the staff action, which saves them (or says why not).',
      on: {
        'planForm.edit': {
          target: 'editing',
          actions: { type: 'applyChanges', params: ({ event }) => ({ changes: event.changes }) },
        },
      },
    },
  },
});
