/**
 * A plan's form as typed, and the PATCH it makes: only the fields that changed, checked with the
 * shared schema and billing rules (src/contract/superuser.ts) before anything is sent. Messages
 * stay in English here; the screen translates them.
 */
import * as v from 'valibot';
import {
  CREDITS_MESSAGE,
  MAX_AGENTS_MESSAGE,
  PRICE_MESSAGE,
  PlanPatchSchema,
  ROLLOVER_MESSAGE,
  planPatchProblems,
  type PlanPatch,
  type PlanPatchField,
  type SuperuserPlan,
} from './superuser';

export interface PlanDraft {
  monthlyPrice: string;
  annualPrice: string;
  credits: string;
  rolloverMonths: string;
  maxAgents: string;
  mostPopular: boolean;
  isActive: boolean;
}

export type PlanDraftErrors = Partial<Record<PlanPatchField, string>>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(plan: SuperuserPlan): PlanDraft {
  return {
    monthlyPrice: text(plan.monthlyPrice),
    annualPrice: text(plan.annualPrice),
    credits: text(plan.credits),
    rolloverMonths: text(plan.rolloverMonths),
    maxAgents: text(plan.maxAgents),
    mostPopular: plan.mostPopular,
    isActive: plan.isActive,
  };
}

type Parsed = { value: number | null } | { error: string };

/** A price as typed ('29.99', '29,99', '' for none); more than two decimals is an error. */
function parsePrice(typed: string): Parsed {
  const trimmed = typed.trim().replace(',', '.');
  if (trimmed === '') return { value: null };
  return /^\d+(?:\.\d{1,2})?$/.test(trimmed)
    ? { value: Number(trimmed) }
    : { error: PRICE_MESSAGE };
}

function parseWhole(typed: string, message: string, blank: 'null' | 'error'): Parsed {
  const trimmed = typed.trim();
  if (trimmed === '') return blank === 'null' ? { value: null } : { error: message };
  return /^\d+$/.test(trimmed) ? { value: Number(trimmed) } : { error: message };
}

/** Every field of the draft as the plan would have it, or the message of a field that does not parse. */
function parseDraft(draft: PlanDraft) {
  return {
    monthlyPrice: parsePrice(draft.monthlyPrice),
    annualPrice: parsePrice(draft.annualPrice),
    credits: parseWhole(draft.credits, CREDITS_MESSAGE, 'error'),
    rolloverMonths: parseWhole(draft.rolloverMonths, ROLLOVER_MESSAGE, 'error'),
    maxAgents: parseWhole(draft.maxAgents, MAX_AGENTS_MESSAGE, 'null'),
  };
}

/** The first message of each field of a failed parse of the patch. */
function schemaErrors(patch: PlanPatch): PlanDraftErrors {
  const result = v.safeParse(PlanPatchSchema, patch);
  if (result.success) return {};
  const errors: PlanDraftErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as PlanPatchField | null;
    if (field !== null) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The patch the draft makes (the fields that differ from the plan) and what is wrong with it.
 * An empty patch with no errors means nothing changed.
 */
export function patchFromDraft(
  plan: SuperuserPlan,
  draft: PlanDraft,
): { patch: PlanPatch; errors: PlanDraftErrors } {
  const errors: PlanDraftErrors = {};
  const patch: PlanPatch = {};
  for (const [field, parsed] of Object.entries(parseDraft(draft)) as [PlanPatchField, Parsed][]) {
    if ('error' in parsed) errors[field] = parsed.error;
    else if (parsed.value !== plan[field]) Object.assign(patch, { [field]: parsed.value });
  }
  if (draft.mostPopular !== plan.mostPopular) patch.mostPopular = draft.mostPopular;
  if (draft.isActive !== plan.isActive) patch.isActive = draft.isActive;
  if (Object.keys(errors).length > 0 || Object.keys(patch).length === 0) return { patch, errors };
  return { patch, errors: { ...schemaErrors(patch), ...planPatchProblems(plan, patch) } };
}
