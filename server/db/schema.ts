/**
 * The database schema (PostgreSQL dialect, shared by PGlite and node-postgres).
 *
 * After changing this file, generate a migration and commit it:
 *   npx drizzle-kit generate --name <what-changed>
 * Migrations in server/db/migrations are applied at start by openDatabase (server/db/database.ts).
 *
 * Conventions: snake_case columns, uuid ids, timestamptz everywhere. Secrets (passwords, tokens,
 * recovery codes) are stored only as hashes.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BILLING_PERIODS,
  PAYMENT_PROVIDERS,
  type BillingPeriodUnit,
  type PaymentProviderName,
} from '../../src/contract/billing';
import { VISIT_SOURCES, type VisitSource } from '../../src/contract/analytics';
import { LOGO_TYPES, type LogoType } from '../../src/contract/branding';
import {
  TOUR_KINDS,
  TOUR_SOURCE_KINDS,
  TOUR_STATUSES,
  type TourKind,
  type TourSourceKind,
  type TourStatus,
} from '../../src/contract/tours';
import { ROLES, type Role } from '../../src/contract/user';

export { ROLES, type Role };

/** timestamptz, read and written as a Date. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** E-mail addresses are stored trimmed and lowercased; users.email enforces it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const roleList = sql.raw(ROLES.map((role) => `'${role}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always lowercased (see normalizeEmail): a CHECK rejects anything else, so the unique
     * constraint is case-insensitive. */
    email: text('email').notNull().unique('users_email_unique'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<Role>().notNull().default('USER'),
    company: text('company'),
    phone: text('phone'),
    industry: text('industry'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    disabledAt: timestamptz('disabled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in (${roleList})`),
    check('users_email_lowercase_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export const passwordCredentials = pgTable('password_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A signed-in device. A session is one refresh-token family: reuse of a rotated token revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Why it ended: e.g. 'signed-out', 'revoked', 'password-changed', 'token-reuse'. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the token is rotated; presenting it again means reuse. */
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased (normalizeEmail); may name no account. */
    email: text('email').notNull(),
    ipAddress: text('ip_address'),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_attempted_at_idx').on(table.email, table.attemptedAt),
    index('login_attempts_ip_address_attempted_at_idx').on(table.ipAddress, table.attemptedAt),
  ],
);

/**
 * Requests counted by the sliding-window rate limits (server/auth/rate-limit.ts): in the database
 * so that every server process counts against the same limit. Rows older than the longest window
 * are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Which limit: 'login', 'register', 'contact', ... */
    bucket: text('bucket').notNull(),
    /** What is counted: an address key, an account id, a key hash. */
    key: text('key').notNull(),
    hitAt: timestamptz('hit_at').notNull(),
  },
  (table) => [
    index('rate_limit_hits_bucket_key_hit_at_idx').on(table.bucket, table.key, table.hitAt),
    index('rate_limit_hits_hit_at_idx').on(table.hitAt),
  ],
);

export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The TOTP secret, base32. */
  secret: text('secret').notNull(),
  /** Null while set-up awaits its first verified code. */
  enabledAt: timestamptz('enabled_at'),
  /** The TOTP step of the last code accepted: a code is never accepted twice (RFC 6238 §5.2). */
  lastAcceptedStep: integer('last_accepted_step'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('two_factor_recovery_codes_user_id_idx').on(table.userId)],
);

/** The pending second step of a sign-in when two-factor authentication is on. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('login_challenges_token_hash_unique'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('login_challenges_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** Mail waiting to be sent (or, in development, read from the database or the console). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('email_outbox_unsent_idx')
      .on(table.createdAt)
      .where(sql`sent_at is null`),
  ],
);

export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  industry: text('industry').notNull(),
  tourInMind: text('tour_in_mind'),
  message: text('message'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  handledAt: timestamptz('handled_at'),
});

export const PLAN_IDS = ['agent', 'office', 'hotel'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type CreditPeriod = 'month' | 'year';

/** SPEC §9's plans; seeded by seedPricingPlans, editable by admins afterwards. */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: text('id').$type<PlanId>().primaryKey(),
    name: text('name').notNull(),
    /** numeric(10,2), read as a number (29.99). Null where the plan has no monthly billing. */
    monthlyPrice: numeric('monthly_price', { precision: 10, scale: 2, mode: 'number' }),
    /** Null where the yearly price is derived from the monthly one (SPEC §9: x 12 x 0.85). */
    annualPrice: numeric('annual_price', { precision: 10, scale: 2, mode: 'number' }),
    currency: text('currency').notNull(),
    credits: integer('credits').notNull(),
    creditPeriod: text('credit_period').$type<CreditPeriod>().notNull(),
    rolloverMonths: integer('rollover_months').notNull(),
    maxAgents: integer('max_agents'),
    mostPopular: boolean('most_popular').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('pricing_plans_credit_period_check', sql`${table.creditPeriod} in ('month', 'year')`),
    check(
      'pricing_plans_amounts_check',
      sql`${table.credits} >= 0 and ${table.rolloverMonths} >= 0 and coalesce(${table.monthlyPrice}, 0) >= 0 and coalesce(${table.annualPrice}, 0) >= 0`,
    ),
  ],
);

/** What the app's request cache reports every 5 minutes (SPEC §9). */
export const cacheAnalyticsReports = pgTable(
  'cache_analytics_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    instanceId: text('instance_id').notNull(),
    requestCount: integer('request_count').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [index('cache_analytics_reports_received_at_idx').on(table.receivedAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type PasswordCredential = typeof passwordCredentials.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type TwoFactorSecret = typeof twoFactorSecrets.$inferSelect;
export type TwoFactorRecoveryCode = typeof twoFactorRecoveryCodes.$inferSelect;
export type LoginChallenge = typeof loginChallenges.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type EmailOutboxMessage = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxMessage = typeof emailOutbox.$inferInsert;
export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
export type PricingPlan = typeof pricingPlans.$inferSelect;
export type NewPricingPlan = typeof pricingPlans.$inferInsert;
export type CacheAnalyticsReport = typeof cacheAnalyticsReports.$inferSelect;
export type NewCacheAnalyticsReport = typeof cacheAnalyticsReports.$inferInsert;

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const jobStatusList = sql.raw(JOB_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The durable job queue (server/jobs/queue.ts). A job is `queued` until a worker claims it
 * (`running`, with a lease in locked_until that the worker keeps extending); it ends `succeeded` or
 * `failed`, or goes back to `queued` with a later run_after to be retried. A running job whose
 * lease has expired belongs to a worker that crashed or was killed: the next claim takes it over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it (server/jobs/handlers.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Claims so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this time (retry backoff, scheduled jobs). */
    runAfter: timestamptz('run_after').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    /** The lease: past this time a running job may be claimed by another worker. */
    lockedUntil: timestamptz('locked_until'),
    /** 0..1 within the whole job. */
    progress: real('progress').notNull().default(0),
    stage: text('stage'),
    /** User-facing: why it failed (or why the last attempt failed, while it waits for a retry). */
    error: text('error'),
    result: jsonb('result'),
    /** Whose work it is (a tour's owner); claims take turns between owners. Null: the system's. */
    ownerKey: text('owner_key'),
    /** When the current or last attempt was claimed: the owner whose turn is oldest goes next. */
    claimedAt: timestamptz('claimed_at'),
    /** Failed for good at its time limit: a strike against its owner (see claimNext). */
    timedOut: boolean('timed_out').notNull().default(false),
    /**
     * Failed for good by a crash: of its processing on its input, or of its worker too often
     * (interrupted). A strike against its owner, as a time-out is; a refused file is not.
     */
    crashed: boolean('crashed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    check('jobs_status_check', sql`${table.status} in (${jobStatusList})`),
    check('jobs_progress_check', sql`${table.progress} >= 0 and ${table.progress} <= 1`),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
    // The two ways a job becomes claimable: due in the queue, or running on an expired lease.
    index('jobs_queued_idx')
      .on(table.kind, table.runAfter)
      .where(sql`status = 'queued'`),
    index('jobs_running_lease_idx')
      .on(table.lockedUntil)
      .where(sql`status = 'running'`),
    index('jobs_owner_claimed_idx').on(table.ownerKey, table.claimedAt),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

export { TOUR_SOURCE_KINDS, TOUR_STATUSES, type TourSourceKind, type TourStatus };

const tourSourceKindList = sql.raw(TOUR_SOURCE_KINDS.map((kind) => `'${kind}'`).join(', '));
const tourKindList = sql.raw(TOUR_KINDS.map((kind) => `'${kind}'`).join(', '));
const tourStatusList = sql.raw(TOUR_STATUSES.map((status) => `'${status}'`).join(', '));
const visitSourceList = sql.raw(VISIT_SOURCES.map((source) => `'${source}'`).join(', '));

/**
 * A tour: created as a draft (one credit spent), its source uploaded (uploading → queued), then
 * processed by a 'tour.process' job (processing → ready or failed). The jsonb columns hold what
 * src/contract/tours.ts validates; `assets` is written by processing (see StoredTourAssets).
 */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    address: text('address'),
    sourceKind: text('source_kind').$type<TourSourceKind>().notNull(),
    status: text('status').$type<TourStatus>().notNull().default('draft'),
    stage: text('stage'),
    /** 0..1 of processing. */
    progress: real('progress').notNull().default(0),
    /** User-facing: why processing failed. */
    error: text('error'),
    /** The public link's path segment; set on first publish and kept, so links keep working. */
    slug: text('slug').unique('tours_slug_unique'),
    published: boolean('published').notNull().default(false),
    startPosition: jsonb('start_position'),
    annotations: jsonb('annotations').notNull().default([]),
    destinations: jsonb('destinations').notNull().default([]),
    assets: jsonb('assets').notNull().default({}),
    /** The processed model's box, metres (TourBoundsSchema); set by processing. */
    bounds: jsonb('bounds'),
    /** Storeys, rooms and labelled objects the model declared (TourBuildingSchema); IFC only. */
    building: jsonb('building'),
    /** 'object' when processing found no walkable floor (decision 0032), else 'space'. */
    kind: text('kind').$type<TourKind>().notNull().default('space'),
    /** How processing read the model: format, unit, correction (TourModelSchema); decision 0036. */
    model: jsonb('model'),
    views: integer('views').notNull().default(0),
    /**
     * A copy of the demo tour given to a new account (decision 0038): free, never published
     * until its owner publishes it, deleted like any tour.
     */
    sample: boolean('sample').notNull().default(false),
    /**
     * Whether the owner has saved a start position (processing only proposes one): the first-run
     * checklist's "set the start" step (decision 0038).
     */
    startChosen: boolean('start_chosen').notNull().default(false),
    /**
     * While `uploading`: the resumable (tus) upload that may fill the tour, or null for a single
     * PUT. Decision 0054.
     */
    uploadId: text('upload_id'),
    /** While `uploading`: when its bytes last arrived; a silent upload is given up (0054). */
    uploadActiveAt: timestamptz('upload_active_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('tours_source_kind_check', sql`${table.sourceKind} in (${tourSourceKindList})`),
    check('tours_status_check', sql`${table.status} in (${tourStatusList})`),
    check('tours_kind_check', sql`${table.kind} in (${tourKindList})`),
    check('tours_progress_check', sql`${table.progress} >= 0 and ${table.progress} <= 1`),
    check('tours_views_check', sql`${table.views} >= 0`),
    index('tours_owner_created_at_idx').on(table.ownerId, table.createdAt),
  ],
);

export type Tour = typeof tours.$inferSelect;
export type NewTour = typeof tours.$inferInsert;

/**
 * Who has viewed a public tour today, so that each visitor counts once per tour per day. The
 * visitor is a hash keyed for the day (server/tours/views.ts), never a raw address; rows of
 * earlier days are deleted as the next day's views arrive.
 */
export const tourViewVisitors = pgTable(
  'tour_view_visitors',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** The UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tourId, table.day, table.visitorHash] }),
    index('tour_view_visitors_day_idx').on(table.day),
  ],
);

/**
 * One visit of a public tour: a page load of /t/{slug} or /embed/{slug} (decision 0040). The id
 * is the random one the page made; nothing in the row names the visitor. `uniqueOfDay` says
 * whether it was this visitor's first visit of this tour that UTC day, decided through
 * tour_visit_visitors. Rows older than ANALYTICS_RETENTION_DAYS are deleted as new visits arrive.
 */
export const tourVisits = pgTable(
  'tour_visits',
  {
    id: uuid('id').primaryKey(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** The UTC day the visit started, YYYY-MM-DD. */
    day: text('day').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    source: text('source').$type<VisitSource>().notNull(),
    uniqueOfDay: boolean('unique_of_day').notNull(),
    /** Seconds on the page, as last reported (null until the page reports it). */
    seconds: integer('seconds'),
    arOpens: integer('ar_opens').notNull().default(0),
    /** Names of the rooms reached and the destinations routed to, each once. */
    rooms: jsonb('rooms').$type<string[]>().notNull().default([]),
    destinations: jsonb('destinations').$type<string[]>().notNull().default([]),
  },
  (table) => [
    check('tour_visits_source_check', sql`${table.source} in (${visitSourceList})`),
    check('tour_visits_seconds_check', sql`${table.seconds} >= 0`),
    check('tour_visits_ar_opens_check', sql`${table.arOpens} >= 0`),
    index('tour_visits_tour_day_idx').on(table.tourId, table.day),
    index('tour_visits_day_idx').on(table.day),
  ],
);

/**
 * Who has started a visit of a public tour today, for tour_visits.unique_of_day: a hash keyed
 * for the day as in tour_view_visitors, never a raw address; earlier days are deleted.
 */
export const tourVisitVisitors = pgTable(
  'tour_visit_visitors',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tourId, table.day, table.visitorHash] }),
    index('tour_visit_visitors_day_idx').on(table.day),
  ],
);

/** What a tour's history records (tour_history.event). */
export const TOUR_HISTORY_EVENTS = ['reprocess'] as const;
export type TourHistoryEvent = (typeof TOUR_HISTORY_EVENTS)[number];
const tourHistoryEventList = sql.raw(TOUR_HISTORY_EVENTS.map((event) => `'${event}'`).join(', '));

/**
 * A tour's history: what its owner asked of it that costs the service work, with when. Today the
 * reprocesses asked with POST /tours/:id/frame, which the limit of REFRAME_LIMIT a day counts
 * (decision 0062). Rows go with their tour.
 */
export const tourHistory = pgTable(
  'tour_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    event: text('event').$type<TourHistoryEvent>().notNull(),
    /** By the server's clock. */
    at: timestamptz('at').notNull(),
  },
  (table) => [
    check('tour_history_event_check', sql`${table.event} in (${tourHistoryEventList})`),
    index('tour_history_tour_event_at_idx').on(table.tourId, table.event, table.at),
  ],
);

export const CREDIT_ENTRY_KINDS = [
  'grant',
  'spend',
  'refund',
  'expiry',
  'top_up',
  'adjustment',
] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

const creditEntryKindList = sql.raw(CREDIT_ENTRY_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * The credit ledger (server/credits/ledger.ts): append-only, never updated or deleted; a user's
 * balance is the sum of their amounts. tour_id has no foreign key on purpose: deleting a tour
 * keeps the entries that paid for it. Rows go only with their user's account.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Credits added (> 0) or taken (< 0). */
    amount: integer('amount').notNull(),
    kind: text('kind').$type<CreditEntryKind>().notNull(),
    reason: text('reason').notNull(),
    tourId: uuid('tour_id'),
    /**
     * A positive entry is a lot of credits; this is when what is left of it expires (null: never).
     * The expiry job appends an `expiry` entry for the remainder at that time.
     */
    expiresAt: timestamptz('expires_at'),
    /** A negative entry takes its credits from this lot (spending goes earliest expiry first). */
    lotId: uuid('lot_id').references((): AnyPgColumn => creditLedger.id, { onDelete: 'cascade' }),
    /** Who acted: the agent of an Office team who spent the team's credit; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Makes a grant idempotent: a subscription's grant per period, a checkout's credits. */
    grantKey: text('grant_key').unique('credit_ledger_grant_key_unique'),
    /** Insertion order: orders entries of the same instant (a history, newest first). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('credit_ledger_kind_check', sql`${table.kind} in (${creditEntryKindList})`),
    check(
      'credit_ledger_lot_check',
      sql`(${table.expiresAt} is null or ${table.amount} > 0) and (${table.lotId} is null or ${table.amount} < 0)`,
    ),
    // The sign follows the kind: a spend can never add credits, a refund never take them.
    check(
      'credit_ledger_amount_check',
      sql`case when ${table.kind} in ('spend', 'expiry') then ${table.amount} < 0 when ${table.kind} in ('grant', 'refund', 'top_up') then ${table.amount} > 0 else ${table.amount} <> 0 end`,
    ),
    index('credit_ledger_user_id_idx').on(table.userId),
    // One spend and at most one refund per tour.
    uniqueIndex('credit_ledger_tour_spend_unique')
      .on(table.tourId)
      .where(sql`kind = 'spend'`),
    uniqueIndex('credit_ledger_tour_refund_unique')
      .on(table.tourId)
      .where(sql`kind = 'refund'`),
    // What is left of a lot expires once.
    uniqueIndex('credit_ledger_lot_expiry_unique')
      .on(table.lotId)
      .where(sql`kind = 'expiry'`),
    index('credit_ledger_lot_id_idx').on(table.lotId),
    index('credit_ledger_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`expires_at is not null`),
    index('credit_ledger_actor_id_idx').on(table.actorId),
  ],
);

export type CreditLedgerEntry = typeof creditLedger.$inferSelect;
export type NewCreditLedgerEntry = typeof creditLedger.$inferInsert;

export const SUBSCRIPTION_STATUSES = ['active', 'lapsed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A user's plan (server/billing/subscriptions.ts): one row per account, kept when it lapses and
 * reused when they subscribe again. Periods are counted from `anchor_at` so that month ends do
 * not drift: billing period n is [anchor + n x billing months, anchor + (n+1) x billing months),
 * credit period k is [anchor + k x credit months, ...). An upgrade moves the anchor to its time.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique('subscriptions_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .$type<PlanId>()
      .notNull()
      .references(() => pricingPlans.id),
    billingPeriod: text('billing_period').$type<BillingPeriodUnit>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    anchorAt: timestamptz('anchor_at').notNull(),
    /** Billing periods renewed since the anchor (the test provider renews locally). */
    cyclesSinceAnchor: integer('cycles_since_anchor').notNull().default(0),
    /** Credit periods granted since the anchor; the next grant is due at anchor + this x period. */
    grantsSinceAnchor: integer('grants_since_anchor').notNull().default(0),
    /** Grants ever made: numbers each grant's idempotency key. */
    grantSeq: integer('grant_seq').notNull().default(0),
    nextGrantAt: timestamptz('next_grant_at').notNull(),
    /** A downgrade or billing-period change that takes effect at the period end. */
    pendingPlanId: text('pending_plan_id').$type<PlanId>(),
    pendingBillingPeriod: text('pending_billing_period').$type<BillingPeriodUnit>(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(
      'subscriptions_provider_subscription_id_unique',
    ),
    providerCustomerId: text('provider_customer_id'),
    /** The creation time of the newest provider event applied: older ones are stale. */
    providerEventAt: timestamptz('provider_event_at'),
    startedAt: timestamptz('started_at').notNull(),
    lapsedAt: timestamptz('lapsed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_billing_period_check',
      sql`${table.billingPeriod} in (${quoted(BILLING_PERIODS)}) and coalesce(${table.pendingBillingPeriod}, 'month') in (${quoted(BILLING_PERIODS)})`,
    ),
    check('subscriptions_status_check', sql`${table.status} in (${quoted(SUBSCRIPTION_STATUSES)})`),
    check('subscriptions_provider_check', sql`${table.provider} in (${quoted(PAYMENT_PROVIDERS)})`),
    check(
      'subscriptions_counters_check',
      sql`${table.cyclesSinceAnchor} >= 0 and ${table.grantsSinceAnchor} >= 0 and ${table.grantSeq} >= 0`,
    ),
    index('subscriptions_next_grant_at_idx')
      .on(table.nextGrantAt)
      .where(sql`status = 'active'`),
  ],
);

export const CHECKOUT_KINDS = ['subscription', 'pack'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];
export const CHECKOUT_STATUSES = ['pending', 'completed', 'expired', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** A purchase in progress or done: a plan (subscribe) or a credit pack. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CheckoutKind>().notNull(),
    planId: text('plan_id').$type<PlanId>(),
    billingPeriod: text('billing_period').$type<BillingPeriodUnit>(),
    packId: text('pack_id'),
    credits: integer('credits'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id').unique('checkouts_provider_session_id_unique'),
    status: text('status').$type<CheckoutStatus>().notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    check('checkouts_kind_check', sql`${table.kind} in (${quoted(CHECKOUT_KINDS)})`),
    check('checkouts_status_check', sql`${table.status} in (${quoted(CHECKOUT_STATUSES)})`),
    check('checkouts_amount_check', sql`${table.amountCents} >= 0`),
    index('checkouts_user_id_idx').on(table.userId, table.createdAt),
  ],
);

/** An agent of an Office owner's team; kept with removed_at when they leave or are removed. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamptz('joined_at').notNull(),
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    // One team at a time.
    uniqueIndex('team_members_active_member_unique')
      .on(table.memberId)
      .where(sql`removed_at is null`),
    index('team_members_owner_id_idx').on(table.ownerId),
  ],
);

/** An e-mailed invitation to a team; the token is stored only as a hash. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercased (normalizeEmail). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('team_invitations_token_hash_unique'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('team_invitations_open_unique')
      .on(table.ownerId, table.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/** Stripe webhook events already handled: a replayed or duplicated event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own creation time (its `created`). */
  createdAt: timestamptz('created_at').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type Checkout = typeof checkouts.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type TeamInvitation = typeof teamInvitations.$inferSelect;

/**
 * Every staff action (docs/decisions/0010-roles-and-staff.md): who did what to which record.
 * Rows are only appended; the actor's role is copied so the log reads right after a role change.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<Role>().notNull(),
    /** Dotted, e.g. 'user.role.change', 'tour.unpublish', 'plan.update'. */
    action: text('action').notNull(),
    /** 'user', 'tour', 'contact-request', 'plan', 'setting', ... */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** What changed, e.g. { from: 'USER', to: 'CREATOR' }; never a secret. */
    details: jsonb('details').notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_log_created_at_idx').on(table.createdAt),
    index('staff_audit_log_actor_id_idx').on(table.actorId),
  ],
);

/** Settings a SUPERADMIN edits at run time (e.g. the error-reporting flags); one row per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const CHAT_TYPES = ['SALES', 'SUPPORT'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export const CHAT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** A sales or support conversation between a user and the staff (SPEC §3). */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ChatType>().notNull(),
    status: text('status').$type<ChatStatus>().notNull().default('OPEN'),
    /** Support chats: what it is about (required). Sales chats may leave it out. */
    subject: text('subject'),
    /** Sales chats: how many tours the user wants. */
    requestedTours: integer('requested_tours'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The last message or status change: lists are sorted by it. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('chats_type_check', sql`${table.type} in (${quoted(CHAT_TYPES)})`),
    check('chats_status_check', sql`${table.status} in (${quoted(CHAT_STATUSES)})`),
    check(
      'chats_requested_tours_check',
      sql`(${table.type} = 'SALES') = (${table.requestedTours} is not null) and coalesce(${table.requestedTours}, 1) >= 1`,
    ),
    check(
      'chats_support_subject_check',
      sql`${table.type} = 'SALES' or ${table.subject} is not null`,
    ),
    index('chats_user_id_idx').on(table.userId, table.updatedAt),
    index('chats_status_idx').on(table.status, table.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** The author; null once their account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('chat_messages_chat_id_idx').on(table.chatId, table.createdAt)],
);

/** How far each reader has read a chat: messages after last_read_at by others are unread. */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamptz('last_read_at').notNull(),
  },
  (table) => [uniqueIndex('chat_reads_chat_user_unique').on(table.chatId, table.userId)],
);

/**
 * A partner API key: a listing portal or reseller lists and embeds the owner's published tours
 * with it. Only a hash of the key is stored; `key_prefix` identifies it in lists.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique('partner_api_keys_key_hash_unique'),
    requestCount: integer('request_count').notNull().default(0),
    lastUsedAt: timestamptz('last_used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('partner_api_keys_owner_id_idx').on(table.ownerId, table.createdAt)],
);

export type StaffAuditEntry = typeof staffAuditLog.$inferSelect;
export type NewStaffAuditEntry = typeof staffAuditLog.$inferInsert;
export type AppSetting = typeof appSettings.$inferSelect;
export type Chat = typeof chats.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type ChatRead = typeof chatReads.$inferSelect;
export type PartnerApiKey = typeof partnerApiKeys.$inferSelect;

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const logoTypeList = sql.raw(LOGO_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * A tour's branding on its embeds (src/contract/branding.ts): an accent colour and a small logo,
 * kept here (a WebP the server made of the upload) and served from our own origin. One row per
 * branded tour.
 */
export const tourBranding = pgTable(
  'tour_branding',
  {
    tourId: uuid('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    accentColour: text('accent_colour'),
    logo: bytea('logo'),
    logoType: text('logo_type').$type<LogoType>(),
    /**
     * Whether `logo` is the server's own WebP of the upload (decision 0062). Logos kept before
     * are the uploaded bytes: they are re-encoded (or, beyond the limits, removed) when next read.
     */
    logoEncoded: boolean('logo_encoded').notNull().default(false),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('tour_branding_accent_check', sql`${table.accentColour} ~ '^#[0-9a-f]{6}$'`),
    check('tour_branding_logo_type_check', sql`${table.logoType} in (${logoTypeList})`),
    check(
      'tour_branding_logo_pair_check',
      sql`(${table.logo} is null) = (${table.logoType} is null)`,
    ),
  ],
);

export type TourBranding = typeof tourBranding.$inferSelect;
