/**
 * /superuser, the SUPERADMIN area (issue 9, docs/decisions/0010-roles-and-staff.md): every
 * request and response, and the server's English messages, shared by the app and the server
 * (server/superuser/routes.ts documents the routes; settings are src/contract/settings.ts).
 *
 * Times are ISO 8601 strings in UTC. Prices are numbers in the plan's currency (29.99).
 */
import * as v from 'valibot';
import { PLAN_IDS } from './billing';
import { PricingPlanSchema } from './business';
import * as paging from './paging';
import { strictObjectMessage } from './settings';
import { ReachablePersonSchema, RoleSchema, SUPERADMIN_GRANTABLE_ROLES } from './user';

// --- Messages ---------------------------------------------------------------------------------

export const ACCOUNT_NOT_FOUND_MESSAGE = 'This account does not exist';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const SUPERADMIN_TARGET_MESSAGE = 'The role of a SUPERADMIN account cannot be changed here';
export const ROLE_CHOICE_MESSAGE = 'Choose ADMIN, MODERATOR, CREATOR or USER';
export const ROLE_BODY_MESSAGE = 'Send the new role as an object: { "role": "ADMIN" }';
export const SEARCH_QUERY_MESSAGE = 'Enter 2 to 100 characters of an e-mail address or a name';

export const PLAN_NOT_FOUND_MESSAGE = 'This plan does not exist';
export const PLAN_BODY_MESSAGE = 'Send the plan changes as an object';
export const PLAN_FIELD_LOCKED_MESSAGE = 'This field of a plan cannot be changed';
export const EMPTY_PLAN_CHANGE_MESSAGE = 'Change at least one field of the plan';
export const PRICE_MESSAGE = 'Enter a price from 0 to 1000000 with at most two decimals';
export const CREDITS_MESSAGE = 'Credits must be a whole number from 1 to 1000';
export const ROLLOVER_MESSAGE = 'Rollover months must be a whole number from 0 to 36';
export const MAX_AGENTS_MESSAGE = 'Max agents must be a whole number from 1 to 1000';
export const MOST_POPULAR_MESSAGE = 'Most popular must be true or false';
export const ACTIVE_MESSAGE = 'Active must be true or false';
export const MONTHLY_PRICE_REQUIRED_MESSAGE = 'A plan with monthly credits needs a monthly price';
export const YEARLY_PLAN_MONTHLY_PRICE_MESSAGE =
  'A plan with yearly credits is sold per year only: it has no monthly price';
export const ANNUAL_PRICE_REQUIRED_MESSAGE = 'A plan with yearly credits needs an annual price';
export const TEAM_SIZE_REQUIRED_MESSAGE = 'A team plan needs its number of agents';
export const NOT_A_TEAM_PLAN_MESSAGE = 'Only a team plan has a number of agents';
export const LAST_ACTIVE_PLAN_MESSAGE = 'At least one plan must stay on sale';

export const AUDIT_LIMIT_MESSAGE = paging.LIMIT_MESSAGE;
export const AUDIT_CURSOR_MESSAGE = paging.CURSOR_MESSAGE;
export const AUDIT_ACTION_MESSAGE = 'The action filter is not valid';

// --- Roles ------------------------------------------------------------------------------------

/** What PUT /superuser/users/:id/role may set: a grantable role, or USER to revoke. */
export const SUPERUSER_SETTABLE_ROLES = [...SUPERADMIN_GRANTABLE_ROLES, 'USER'] as const;
export type SuperuserSettableRole = (typeof SUPERUSER_SETTABLE_ROLES)[number];

export const SetRoleRequestSchema = v.strictObject(
  { role: v.picklist(SUPERUSER_SETTABLE_ROLES, ROLE_CHOICE_MESSAGE) },
  strictObjectMessage(ROLE_BODY_MESSAGE, ROLE_BODY_MESSAGE, { role: ROLE_CHOICE_MESSAGE }),
);
export type SetRoleRequest = v.InferOutput<typeof SetRoleRequestSchema>;

/** An account as the roles tab shows it. */
export const AccountViewSchema = v.object({
  ...ReachablePersonSchema.entries,
  role: RoleSchema,
  disabled: v.boolean(),
});
export type AccountView = v.InferOutput<typeof AccountViewSchema>;

/** GET /superuser/staff: every account whose role is not USER, highest rank first. */
export const StaffMemberSchema = v.object({
  ...AccountViewSchema.entries,
  /** When the account got its role (its last role change, else when it was created). */
  since: v.string(),
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;
export const StaffListSchema = v.object({ staff: v.array(StaffMemberSchema) });
export type StaffList = v.InferOutput<typeof StaffListSchema>;

export const ACCOUNT_SEARCH_LIMIT = 20;

/** GET /superuser/users?q=: part of an e-mail address or a name. */
export const AccountSearchQuerySchema = v.object(
  {
    q: v.pipe(
      v.string(SEARCH_QUERY_MESSAGE),
      v.trim(),
      v.minLength(2, SEARCH_QUERY_MESSAGE),
      v.maxLength(100, SEARCH_QUERY_MESSAGE),
    ),
  },
  SEARCH_QUERY_MESSAGE,
);
export const AccountSearchResultSchema = v.object({
  accounts: v.array(AccountViewSchema),
  /** More accounts match than the ACCOUNT_SEARCH_LIMIT shown: narrow the search. */
  more: v.boolean(),
});
export type AccountSearchResult = v.InferOutput<typeof AccountSearchResultSchema>;

// --- Plans ------------------------------------------------------------------------------------

/** GET /superuser/plans: every plan, on sale or not, with every field of pricing_plans. */
export const SuperuserPlanSchema = v.object({
  ...PricingPlanSchema.entries,
  id: v.picklist(PLAN_IDS),
  sortOrder: v.number(),
  updatedAt: v.string(),
});
export type SuperuserPlan = v.InferOutput<typeof SuperuserPlanSchema>;
export const SuperuserPlansSchema = v.object({ plans: v.array(SuperuserPlanSchema) });
export type SuperuserPlans = v.InferOutput<typeof SuperuserPlansSchema>;

/** Cents, so that 29.99 (2998.9999… in binary) counts as two decimals. */
function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export const MAX_PLAN_PRICE = 1_000_000;

const PriceSchema = v.nullable(
  v.pipe(
    v.number(PRICE_MESSAGE),
    v.finite(PRICE_MESSAGE),
    v.minValue(0, PRICE_MESSAGE),
    v.maxValue(MAX_PLAN_PRICE, PRICE_MESSAGE),
    v.check(hasAtMostTwoDecimals, PRICE_MESSAGE),
  ),
);

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** PATCH /superuser/plans/:id: only the fields sent change. Name, currency and period do not. */
export const PlanPatchSchema = v.pipe(
  v.strictObject(
    {
      monthlyPrice: v.optional(PriceSchema),
      annualPrice: v.optional(PriceSchema),
      credits: v.optional(wholeNumber(1, 1000, CREDITS_MESSAGE)),
      rolloverMonths: v.optional(wholeNumber(0, 36, ROLLOVER_MESSAGE)),
      maxAgents: v.optional(v.nullable(wholeNumber(1, 1000, MAX_AGENTS_MESSAGE))),
      mostPopular: v.optional(v.boolean(MOST_POPULAR_MESSAGE)),
      isActive: v.optional(v.boolean(ACTIVE_MESSAGE)),
    },
    strictObjectMessage(PLAN_BODY_MESSAGE, PLAN_FIELD_LOCKED_MESSAGE),
  ),
  v.check((patch) => Object.keys(patch).length > 0, EMPTY_PLAN_CHANGE_MESSAGE),
);
export type PlanPatch = v.InferOutput<typeof PlanPatchSchema>;
export type PlanPatchField = keyof PlanPatch;

/** The plan fields whose values a patch replaces, as a plan has them. */
export type EditablePlanFields = Pick<SuperuserPlan, PlanPatchField | 'creditPeriod'>;

/**
 * What a patch would make of the plan's shape, by its billing rules: a plan with monthly credits
 * is sold monthly (its yearly price may be derived), one with yearly credits only yearly, and
 * only a team plan has a number of agents. Field → message; empty when the result is sound.
 */
export function planPatchProblems(
  plan: EditablePlanFields,
  patch: PlanPatch,
): Partial<Record<PlanPatchField, string>> {
  const next = { ...plan, ...patch };
  const problems: Partial<Record<PlanPatchField, string>> = {};
  if (plan.creditPeriod === 'month' && next.monthlyPrice === null) {
    problems.monthlyPrice = MONTHLY_PRICE_REQUIRED_MESSAGE;
  }
  if (plan.creditPeriod === 'year' && next.monthlyPrice !== null) {
    problems.monthlyPrice = YEARLY_PLAN_MONTHLY_PRICE_MESSAGE;
  }
  if (plan.creditPeriod === 'year' && next.annualPrice === null) {
    problems.annualPrice = ANNUAL_PRICE_REQUIRED_MESSAGE;
  }
  if (plan.maxAgents !== null && next.maxAgents === null) {
    problems.maxAgents = TEAM_SIZE_REQUIRED_MESSAGE;
  }
  if (plan.maxAgents === null && next.maxAgents !== null) {
    problems.maxAgents = NOT_A_TEAM_PLAN_MESSAGE;
  }
  return problems;
}

// --- The audit log ----------------------------------------------------------------------------

export const AUDIT_PAGE_SIZE = 25;

/** GET /superuser/audit-log?limit=1..100 (25)&cursor=<nextCursor>&action=<prefix>. */
export const AuditLogQuerySchema = v.object({
  limit: paging.limitParam(AUDIT_PAGE_SIZE),
  cursor: paging.idCursorParam,
  /** An action ('plan.update') or a prefix of dotted parts ('user', 'user.role'). */
  action: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z][a-zA-Z-]*(?:\.[a-z][a-zA-Z-]*){0,4}$/, AUDIT_ACTION_MESSAGE),
    ),
  ),
});

export const AuditEntrySchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  /** Null once the actor's account is deleted. */
  actor: v.nullable(ReachablePersonSchema),
  /** The actor's role when they acted. */
  actorRole: RoleSchema,
  action: v.string(),
  targetType: v.string(),
  targetId: v.nullable(v.string()),
  /** A readable name of the target where one is known (an account's name, a plan's name). */
  targetLabel: v.nullable(v.string()),
  details: v.record(v.string(), v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditLogPageSchema = paging.pageOf('entries', AuditEntrySchema);
export type AuditLogPage = v.InferOutput<typeof AuditLogPageSchema>;

// --- Audit actions written by /superuser -------------------------------------------------------

export const ROLE_CHANGE_ACTION = 'user.role.change';
export const PLAN_UPDATE_ACTION = 'plan.update';
export const SETTINGS_UPDATE_ACTION = 'setting.update';
