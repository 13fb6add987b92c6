/**
 * /admin, the ADMIN area (issue 9, docs/decisions/0010-roles-and-staff.md): every request and
 * response, the server's English messages and the rank rule, shared by the app and the server
 * (server/admin/routes.ts documents the routes).
 *
 * Times are ISO 8601 strings in UTC. Query-string values arrive as strings.
 */
import * as v from 'valibot';
import { isStorableText } from './business';
import * as paging from './paging';
import { strictObjectMessage } from './settings';
import { TOUR_SOURCE_KINDS, TOUR_STATUSES, type TourStatus } from './tours';
import {
  ADMIN_ASSIGNABLE_ROLES,
  ReachablePersonSchema,
  ROLES,
  RoleSchema,
  type Role,
} from './user';

// --- Messages ---------------------------------------------------------------------------------

export const USER_NOT_FOUND_MESSAGE = 'This user does not exist';
export const OWN_ACCOUNT_MESSAGE = 'You cannot change your own account';
export const ADMIN_TARGET_MESSAGE = 'Only a superadmin can change an administrator';
export const SUPERADMIN_ACCOUNT_MESSAGE = 'A superadmin account cannot be changed in the app';
export const ADMIN_ROLE_CHOICE_MESSAGE = 'Choose USER, CREATOR, MODERATOR or ADMIN';
export const ROLE_REQUEST_MESSAGE = 'Send the new role as an object: { "role": "CREATOR" }';
export const CREDITS_AMOUNT_MESSAGE =
  'The amount must be a whole number from -10000 to 10000, and not 0';
export const CREDITS_REASON_MESSAGE = 'Give a reason of 3 to 200 characters';
export const CREDITS_REASON_UNSTORABLE_MESSAGE =
  'The reason contains characters that cannot be stored';
export const CREDITS_REQUEST_MESSAGE =
  'Send the adjustment as an object: { "amount": 5, "reason": "..." }';
export const INSUFFICIENT_CREDITS_MESSAGE =
  'This account does not have that many credits: an adjustment cannot take more than its balance';

export const ADMIN_TOUR_NOT_FOUND_MESSAGE = 'This tour does not exist';
export const REPROCESS_BUSY_MESSAGE =
  'This tour is being uploaded or processed: it can be processed again once that has finished';
export const REPROCESS_NO_SOURCE_MESSAGE =
  'The uploaded file of this tour is no longer stored, so it cannot be processed again';

export const CONTACT_REQUEST_NOT_FOUND_MESSAGE = 'This contact request does not exist';

export const ADMIN_LIMIT_MESSAGE = paging.LIMIT_MESSAGE;
export const ADMIN_CURSOR_MESSAGE = paging.CURSOR_MESSAGE;
export const ADMIN_SEARCH_MESSAGE = 'The search must be at most 100 characters of plain text';
export const ROLE_FILTER_MESSAGE = 'The role must be USER, CREATOR, MODERATOR, ADMIN or SUPERADMIN';
export const USER_STATUS_FILTER_MESSAGE = 'The status must be active or disabled';
export const TOUR_STATUS_FILTER_MESSAGE =
  'The status must be draft, uploading, queued, processing, ready or failed';
export const CONTACT_STATUS_FILTER_MESSAGE = 'The status must be open, handled or all';

// --- Audit actions written by /admin ----------------------------------------------------------

export const ADMIN_ACTIONS = {
  roleChange: 'user.role.change',
  disable: 'user.disable',
  enable: 'user.enable',
  clearLockout: 'user.lockout.clear',
  adjustCredits: 'user.credits.adjust',
  unpublish: 'tour.unpublish',
  reprocess: 'tour.reprocess',
  contactHandled: 'contact-request.handle',
  contactReopen: 'contact-request.reopen',
} as const;

// --- Ranks ------------------------------------------------------------------------------------

/** USER = CREATOR = MODERATOR < ADMIN < SUPERADMIN. */
export function staffRank(role: Role): number {
  if (role === 'SUPERADMIN') return 2;
  if (role === 'ADMIN') return 1;
  return 0;
}

export interface RankedAccount {
  id: string;
  role: Role;
}

/**
 * Why `actor` may not change `target` (the message the server answers with 403), or null when
 * it may: staff act only on accounts of lower rank, never on their own.
 */
export function staffRefusal(actor: RankedAccount, target: RankedAccount): string | null {
  if (actor.id === target.id) return OWN_ACCOUNT_MESSAGE;
  if (target.role === 'SUPERADMIN') return SUPERADMIN_ACCOUNT_MESSAGE;
  if (staffRank(target.role) >= staffRank(actor.role)) return ADMIN_TARGET_MESSAGE;
  return null;
}

// --- Queries ----------------------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_SEARCH_MAX = 100;
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatusFilter = (typeof USER_STATUSES)[number];
export const CONTACT_STATUSES = ['open', 'handled', 'all'] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUSES)[number];

const LimitSchema = paging.limitParam(ADMIN_PAGE_SIZE);

/** Part of an e-mail address, a name or a title; empty means no search. */
const SearchSchema = v.optional(
  v.pipe(
    v.string(ADMIN_SEARCH_MESSAGE),
    v.trim(),
    v.maxLength(ADMIN_SEARCH_MAX, ADMIN_SEARCH_MESSAGE),
    v.check(isStorableText, ADMIN_SEARCH_MESSAGE),
  ),
);

/** GET /admin/users?q=&role=&status=&limit=&cursor= */
export const AdminUsersQuerySchema = v.object({
  q: SearchSchema,
  role: v.optional(v.picklist(ROLES, ROLE_FILTER_MESSAGE)),
  status: v.optional(v.picklist(USER_STATUSES, USER_STATUS_FILTER_MESSAGE)),
  limit: LimitSchema,
  cursor: paging.idCursorParam,
});
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;

/** GET /admin/tours?q=&status=&limit=&cursor= */
export const AdminToursQuerySchema = v.object({
  q: SearchSchema,
  status: v.optional(v.picklist(TOUR_STATUSES, TOUR_STATUS_FILTER_MESSAGE)),
  limit: LimitSchema,
  cursor: paging.idCursorParam,
});
export type AdminToursQuery = v.InferOutput<typeof AdminToursQuerySchema>;

/** GET /admin/contact-requests?status=open|handled|all (open)&limit=&cursor= */
export const ContactRequestsQuerySchema = v.object({
  status: v.optional(v.picklist(CONTACT_STATUSES, CONTACT_STATUS_FILTER_MESSAGE), 'open'),
  limit: LimitSchema,
  cursor: paging.idCursorParam,
});
export type ContactRequestsQuery = v.InferOutput<typeof ContactRequestsQuerySchema>;

// --- Requests ---------------------------------------------------------------------------------

export type AdminAssignableRole = (typeof ADMIN_ASSIGNABLE_ROLES)[number];

/** PUT /admin/users/:id/role */
export const AdminSetRoleRequestSchema = v.strictObject(
  { role: v.picklist(ADMIN_ASSIGNABLE_ROLES, ADMIN_ROLE_CHOICE_MESSAGE) },
  strictObjectMessage(ROLE_REQUEST_MESSAGE, ROLE_REQUEST_MESSAGE, {
    role: ADMIN_ROLE_CHOICE_MESSAGE,
  }),
);
export type AdminSetRoleRequest = v.InferOutput<typeof AdminSetRoleRequestSchema>;

export const CREDITS_ADJUSTMENT_LIMIT = 10_000;
export const CREDITS_REASON_MIN = 3;
export const CREDITS_REASON_MAX = 200;

/** POST /admin/users/:id/credits: a positive amount adds a lot, a negative one takes credits. */
export const CreditAdjustmentRequestSchema = v.strictObject(
  {
    amount: v.pipe(
      v.number(CREDITS_AMOUNT_MESSAGE),
      v.integer(CREDITS_AMOUNT_MESSAGE),
      v.minValue(-CREDITS_ADJUSTMENT_LIMIT, CREDITS_AMOUNT_MESSAGE),
      v.maxValue(CREDITS_ADJUSTMENT_LIMIT, CREDITS_AMOUNT_MESSAGE),
      v.notValue(0, CREDITS_AMOUNT_MESSAGE),
    ),
    reason: v.pipe(
      v.string(CREDITS_REASON_MESSAGE),
      v.trim(),
      v.minLength(CREDITS_REASON_MIN, CREDITS_REASON_MESSAGE),
      v.maxLength(CREDITS_REASON_MAX, CREDITS_REASON_MESSAGE),
      v.check(isStorableText, CREDITS_REASON_UNSTORABLE_MESSAGE),
    ),
  },
  strictObjectMessage(CREDITS_REQUEST_MESSAGE, CREDITS_REQUEST_MESSAGE, {
    amount: CREDITS_AMOUNT_MESSAGE,
    reason: CREDITS_REASON_MESSAGE,
  }),
);
export type CreditAdjustmentRequest = v.InferOutput<typeof CreditAdjustmentRequestSchema>;

// --- Responses --------------------------------------------------------------------------------

const isoTime = v.string();

export const AdminUserSummarySchema = v.object({
  ...ReachablePersonSchema.entries,
  role: RoleSchema,
  disabled: v.boolean(),
  createdAt: isoTime,
});
export type AdminUserSummary = v.InferOutput<typeof AdminUserSummarySchema>;

export const AdminUsersPageSchema = paging.pageOf('users', AdminUserSummarySchema);
export type AdminUsersPage = v.InferOutput<typeof AdminUsersPageSchema>;

/** GET /admin/users/:id, and the answer of every change of a user. */
export const AdminUserDetailSchema = v.object({
  ...AdminUserSummarySchema.entries,
  company: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  industry: v.nullable(v.string()),
  profileCompleted: v.boolean(),
  twoFactorEnabled: v.boolean(),
  disabledAt: v.nullable(isoTime),
  toursCount: v.number(),
  credits: v.object({
    /** The account's own credits usable now: what an adjustment changes. */
    balance: v.number(),
    /** 'team': the user spends the shared credits of an Office team, not their own. */
    pool: v.picklist(['own', 'team']),
    /** Credits usable now by the user: their own, or their team's. */
    spendable: v.number(),
  }),
  activeSessions: v.number(),
  lockout: v.object({
    locked: v.boolean(),
    /** When the account can sign in again; null when it is not locked. */
    lockedUntil: v.nullable(isoTime),
    /** Failed sign-ins that count now (5 lock the account). */
    failures: v.number(),
  }),
});
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetailSchema>;

export const AdminTourOwnerSchema = ReachablePersonSchema;

export const AdminTourSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  status: v.picklist(TOUR_STATUSES),
  published: v.boolean(),
  slug: v.nullable(v.string()),
  sourceKind: v.picklist(TOUR_SOURCE_KINDS),
  owner: AdminTourOwnerSchema,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminTourSummary = v.InferOutput<typeof AdminTourSummarySchema>;

export const AdminToursPageSchema = paging.pageOf('tours', AdminTourSummarySchema);
export type AdminToursPage = v.InferOutput<typeof AdminToursPageSchema>;

/** GET /admin/tours/:id, and the answer of unpublish and reprocess. */
export const AdminTourDetailSchema = v.object({
  ...AdminTourSummarySchema.entries,
  description: v.nullable(v.string()),
  address: v.nullable(v.string()),
  stage: v.nullable(v.string()),
  progress: v.number(),
  error: v.nullable(v.string()),
  views: v.number(),
  /** Whether the upload is still stored, so the tour can be processed again. */
  sourceStored: v.boolean(),
});
export type AdminTourDetail = v.InferOutput<typeof AdminTourDetailSchema>;

export const ContactRequestViewSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  /** One of INDUSTRIES (the contact form's schema checked it). */
  industry: v.string(),
  tourInMind: v.nullable(v.string()),
  message: v.nullable(v.string()),
  createdAt: isoTime,
  handledAt: v.nullable(isoTime),
});
export type ContactRequestView = v.InferOutput<typeof ContactRequestViewSchema>;

export const ContactRequestsPageSchema = paging.pageOf('requests', ContactRequestViewSchema);
export type ContactRequestsPage = v.InferOutput<typeof ContactRequestsPageSchema>;

/** Tours in these states are busy with their upload: reprocessing waits until they are done. */
export const REPROCESS_BUSY_STATUSES: readonly TourStatus[] = ['uploading', 'queued', 'processing'];

/** Whether a tour in `status` may be offered for processing again (its upload may be stored). */
export function mayReprocess(status: TourStatus): boolean {
  return status === 'ready' || status === 'failed';
}
