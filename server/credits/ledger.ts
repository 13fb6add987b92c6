/**
 * The credit ledger: an append-only table (credit_ledger) whose rows are never updated or deleted;
 * a balance is the sum of an account's amounts. Plans, packs, refunds and admins add entries
 * through `appendCreditEntry` and the helpers below.
 *
 * Lots and expiry (docs/decisions/0009-billing.md): every positive entry is a lot of credits,
 * with an optional `expires_at`. Every negative entry names the lot it takes from (`lot_id`), so
 * what is left of a lot is its amount plus the amounts that name it. Spending takes from the lot
 * that expires first; at a lot's expiry an `expiry` entry takes what is left of it (once: a unique
 * index per lot). Entries from before lots existed name none; they count against the lots that
 * never expire, which were the only ones then.
 *
 * Concurrency: whatever reads a balance or a lot's remainder and then takes credits locks the
 * account's users row first (`SELECT ... FOR UPDATE`), so two spends of the same account run one
 * after the other and the second sees the first. Without the lock both would read a balance of 1
 * and both would spend. An Office team's agents all lock the owner's row: the pool is one account.
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../db/database';
import { creditLedger, users, type CreditEntryKind, type CreditLedgerEntry } from '../db/schema';

export const TOUR_CREDIT_COST = 1;
export const STARTER_CREDITS = 5;
export const STARTER_CREDITS_REASON = 'Starter credits';
export const SIGNUP_CREDITS_REASON = 'Welcome credits';
export const EXPIRY_REASON = 'Credits expired';
/** A refunded credit stays usable at least this long after the refund. */
export const REFUND_MIN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.balance ?? 0;
}

export interface CreditEntryInput {
  /** The account whose credits change (an Office team's owner for the team's pool). */
  userId: string;
  amount: number;
  kind: CreditEntryKind;
  reason: string;
  tourId?: string | null;
  /** Positive entries: when the lot expires (default: never). */
  expiresAt?: Date | null;
  /** Negative entries: the lot taken from. */
  lotId?: string | null;
  /** The user who acted, when not the system. */
  actorId?: string | null;
  /** Idempotency of a grant: a second entry with the same key is refused. */
  grantKey?: string | null;
  /** Default: the database's now. */
  createdAt?: Date;
}

function entryValues(entry: CreditEntryInput) {
  return {
    userId: entry.userId,
    amount: entry.amount,
    kind: entry.kind,
    reason: entry.reason,
    tourId: entry.tourId ?? null,
    expiresAt: entry.expiresAt ?? null,
    lotId: entry.lotId ?? null,
    actorId: entry.actorId ?? null,
    grantKey: entry.grantKey ?? null,
    ...(entry.createdAt !== undefined && { createdAt: entry.createdAt }),
  };
}

/**
 * Appends one entry (the table's checks refuse an amount whose sign does not fit the kind). A
 * negative entry should name its lot: use `takeCredits` to take an amount across lots.
 */
export async function appendCreditEntry(
  db: Queryable,
  entry: CreditEntryInput,
): Promise<CreditLedgerEntry> {
  const [inserted] = await db.insert(creditLedger).values(entryValues(entry)).returning();
  if (inserted === undefined) throw new Error('The credit entry was not inserted');
  return inserted;
}

/**
 * Appends a positive entry once per `grantKey`: undefined when an entry with that key exists
 * (a retried job, a replayed webhook).
 */
export async function appendGrantOnce(
  db: Queryable,
  entry: CreditEntryInput & { grantKey: string },
): Promise<CreditLedgerEntry | undefined> {
  const [inserted] = await db
    .insert(creditLedger)
    .values(entryValues(entry))
    .onConflictDoNothing({ target: creditLedger.grantKey })
    .returning();
  return inserted;
}

/** A grant of credits, e.g. the starter credits of a development account. */
export function grantCredits(
  db: Queryable,
  input: { userId: string; amount: number; reason: string; expiresAt?: Date | null },
): Promise<CreditLedgerEntry> {
  return appendCreditEntry(db, { ...input, kind: 'grant' });
}

/** Locks the account's row: call first in any transaction that takes credits. */
export async function lockCreditAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select id from ${users} where id = ${userId} for update`);
}

export interface Lot {
  id: string;
  expiresAt: Date | null;
  remaining: number;
}

const consumer = alias(creditLedger, 'consumer');
const remainingOfLot = sql<number>`(${creditLedger.amount} + coalesce(sum(${consumer.amount}), 0))::int`;

/** The lots of an account with something left, matching `where`, earliest expiry first. */
function lotsWithCredits(db: Queryable, userId: string, where?: SQL): Promise<Lot[]> {
  return db
    .select({ id: creditLedger.id, expiresAt: creditLedger.expiresAt, remaining: remainingOfLot })
    .from(creditLedger)
    .leftJoin(consumer, eq(consumer.lotId, creditLedger.id))
    .where(and(eq(creditLedger.userId, userId), gt(creditLedger.amount, 0), where))
    .groupBy(creditLedger.id)
    .having(gt(remainingOfLot, 0))
    .orderBy(
      sql`${creditLedger.expiresAt} asc nulls last`,
      asc(creditLedger.createdAt),
      asc(creditLedger.id),
    );
}

/** Lots still usable at `now`: never expiring, or expiring later. */
export function usableLots(db: Queryable, userId: string, now: Date): Promise<Lot[]> {
  return lotsWithCredits(
    db,
    userId,
    or(isNull(creditLedger.expiresAt), gt(creditLedger.expiresAt, now)),
  );
}

/**
 * Appends an `expiry` entry for what is left of every lot of the account whose time has come.
 * The caller holds the account's lock. Resolves to the entries appended.
 */
export async function expireDueLots(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<CreditLedgerEntry[]> {
  const due = await lotsWithCredits(
    tx,
    userId,
    and(isNotNull(creditLedger.expiresAt), lte(creditLedger.expiresAt, now)),
  );
  const expired: CreditLedgerEntry[] = [];
  for (const lot of due) {
    const [entry] = await tx
      .insert(creditLedger)
      .values(
        entryValues({
          userId,
          amount: -lot.remaining,
          kind: 'expiry',
          reason: EXPIRY_REASON,
          lotId: lot.id,
          // Dated at the expiry itself, however late the job ran.
          createdAt: lot.expiresAt ?? now,
        }),
      )
      .onConflictDoNothing()
      .returning();
    if (entry !== undefined) expired.push(entry);
  }
  return expired;
}

/** The accounts that have a lot due to expire at `now` with something left. */
export async function accountsWithDueLots(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: creditLedger.userId })
    .from(creditLedger)
    .leftJoin(consumer, eq(consumer.lotId, creditLedger.id))
    .where(and(isNotNull(creditLedger.expiresAt), lte(creditLedger.expiresAt, now)))
    .groupBy(creditLedger.id)
    .having(gt(remainingOfLot, 0));
  return rows.map((row) => row.userId);
}

/** The earliest expiry after `now` of a lot that is not fully used (for the job's next run). */
export async function nextLotExpiry(db: Queryable, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: creditLedger.expiresAt })
    .from(creditLedger)
    .leftJoin(consumer, eq(consumer.lotId, creditLedger.id))
    .where(gt(creditLedger.expiresAt, now))
    .groupBy(creditLedger.id)
    .having(gt(remainingOfLot, 0))
    .orderBy(asc(creditLedger.expiresAt))
    .limit(1);
  return row?.expiresAt ?? undefined;
}

export type SpendOutcome =
  { spent: true; entry: CreditLedgerEntry; balance: number } | { spent: false; balance: number };

/**
 * Spends the credit a tour costs, inside the caller's transaction (the one that inserts the tour,
 * so that both happen or neither does). `userId` is the paying account (a team's owner when an
 * agent creates the tour; `actorId` is then the agent). Lots past their expiry are expired first,
 * so an expired credit is never spent even when the expiry job is late. `spent: false` when the
 * balance is too low: the caller refuses the request and rolls back.
 */
export async function spendCredit(
  tx: Transaction,
  input: { userId: string; tourId: string; reason?: string; actorId?: string; now?: Date },
): Promise<SpendOutcome> {
  const now = input.now ?? new Date();
  await lockCreditAccount(tx, input.userId);
  await expireDueLots(tx, input.userId, now);
  const balance = await balanceOf(tx, input.userId);
  if (balance < TOUR_CREDIT_COST) return { spent: false, balance };
  const [lot] = await usableLots(tx, input.userId, now);
  const entry = await appendCreditEntry(tx, {
    userId: input.userId,
    amount: -TOUR_CREDIT_COST,
    kind: 'spend',
    reason: input.reason ?? 'Tour created',
    tourId: input.tourId,
    lotId: lot?.id ?? null,
    actorId: input.actorId ?? null,
    ...(input.now !== undefined && { createdAt: input.now }),
  });
  return { spent: true, entry, balance: balance - TOUR_CREDIT_COST };
}

/**
 * Takes `amount` credits (> 0) from an account's lots, earliest expiry first, as entries of
 * `kind` (an admin's negative adjustment). Nothing is written when the balance is too low.
 */
export async function takeCredits(
  tx: Transaction,
  input: {
    userId: string;
    amount: number;
    kind: Extract<CreditEntryKind, 'adjustment' | 'spend'>;
    reason: string;
    actorId?: string | null;
    now: Date;
  },
): Promise<CreditLedgerEntry[] | 'insufficient'> {
  await lockCreditAccount(tx, input.userId);
  await expireDueLots(tx, input.userId, input.now);
  if ((await balanceOf(tx, input.userId)) < input.amount) return 'insufficient';
  const entries: CreditLedgerEntry[] = [];
  let left = input.amount;
  for (const lot of await usableLots(tx, input.userId, input.now)) {
    if (left <= 0) break;
    const take = Math.min(left, lot.remaining);
    entries.push(
      await appendCreditEntry(tx, { ...input, amount: -take, lotId: lot.id, createdAt: input.now }),
    );
    left -= take;
  }
  // Credits from entries older than lots (no lot named): taken without one.
  if (left > 0) {
    entries.push(await appendCreditEntry(tx, { ...input, amount: -left, createdAt: input.now }));
  }
  return entries;
}

/**
 * Gives back what a tour's spend took (failed processing), to the account that paid. At most once
 * per tour: a unique partial index on (tour_id) where kind = 'refund' makes a second call, even a
 * concurrent one, a no-op. The refunded credit keeps the expiry of the lot it came from, but stays
 * usable at least REFUND_MIN_LIFETIME_MS. Resolves to the refund entry, or undefined when there
 * was nothing (left) to refund.
 */
export async function refundCredit(
  db: Queryable,
  input: { tourId: string; reason: string; now?: Date },
): Promise<CreditLedgerEntry | undefined> {
  const lot = alias(creditLedger, 'lot');
  const [spend] = await db
    .select({
      userId: creditLedger.userId,
      amount: creditLedger.amount,
      actorId: creditLedger.actorId,
      lotExpiresAt: lot.expiresAt,
    })
    .from(creditLedger)
    .leftJoin(lot, eq(lot.id, creditLedger.lotId))
    .where(and(eq(creditLedger.tourId, input.tourId), eq(creditLedger.kind, 'spend')));
  if (spend === undefined) return undefined;
  const now = input.now ?? new Date();
  const [refund] = await db
    .insert(creditLedger)
    .values(
      entryValues({
        userId: spend.userId,
        amount: -spend.amount,
        kind: 'refund',
        reason: input.reason,
        tourId: input.tourId,
        actorId: spend.actorId,
        expiresAt: refundExpiry(spend.lotExpiresAt, now),
        ...(input.now !== undefined && { createdAt: input.now }),
      }),
    )
    .onConflictDoNothing()
    .returning();
  return refund;
}

function refundExpiry(lotExpiresAt: Date | null, now: Date): Date | null {
  if (lotExpiresAt === null) return null;
  return new Date(Math.max(lotExpiresAt.getTime(), now.getTime() + REFUND_MIN_LIFETIME_MS));
}

/** Credits usable at `now`: the balance less what is past its expiry but not yet expired. */
export async function availableCredits(db: Queryable, userId: string, now: Date): Promise<number> {
  const overdue = await lotsWithCredits(
    db,
    userId,
    and(isNotNull(creditLedger.expiresAt), lte(creditLedger.expiresAt, now)),
  );
  const balance = await balanceOf(db, userId);
  return Math.max(0, balance - overdue.reduce((sum, lot) => sum + lot.remaining, 0));
}

/**
 * What will expire when: the usable lots that expire, grouped by time, earliest first. Never
 * more in all than `available` (credits taken without a lot come off the latest groups).
 */
export async function expiringCredits(
  db: Queryable,
  userId: string,
  now: Date,
  available: number,
): Promise<{ expiresAt: Date; credits: number }[]> {
  const groups: { expiresAt: Date; credits: number }[] = [];
  let left = available;
  for (const lot of await usableLots(db, userId, now)) {
    if (lot.expiresAt === null || left <= 0) continue;
    const credits = Math.min(lot.remaining, left);
    left -= credits;
    const last = groups.at(-1);
    if (last?.expiresAt.getTime() === lot.expiresAt.getTime()) last.credits += credits;
    else groups.push({ expiresAt: lot.expiresAt, credits });
  }
  return groups;
}

export interface LedgerPageOptions {
  limit: number;
  /** Only entries made by this user (an agent looking at the team's pool). */
  actorId?: string;
  /** Entries older than this one (the id of the previous page's last entry). */
  beforeId?: string;
}

export type LedgerRow = CreditLedgerEntry & { actorName: string | null };

/** The account's entries, newest first, a page at a time, with the acting user's name. */
export async function ledgerPage(
  db: Queryable,
  userId: string,
  options: LedgerPageOptions,
): Promise<LedgerRow[]> {
  const { beforeId } = options;
  const rows = await db
    .select({
      entry: creditLedger,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.actorId))
    .where(
      and(
        eq(creditLedger.userId, userId),
        options.actorId === undefined ? undefined : eq(creditLedger.actorId, options.actorId),
        beforeId === undefined
          ? undefined
          : sql`(${creditLedger.createdAt}, ${creditLedger.seq}) < (select c.created_at, c.seq from ${creditLedger} c where c.id = ${beforeId} and c.user_id = ${userId})`,
      ),
    )
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.seq))
    .limit(options.limit);
  return rows.map((row) => ({ ...row.entry, actorName: row.actorName }));
}

/** Credits each actor used of an account's pool: spends less their refunds. */
export async function creditsSpentByActor(
  db: Queryable,
  userId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      actorId: creditLedger.actorId,
      spent: sql<number>`(-sum(${creditLedger.amount}))::int`,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        sql`${creditLedger.kind} in ('spend', 'refund')`,
        isNotNull(creditLedger.actorId),
      ),
    )
    .groupBy(creditLedger.actorId);
  return new Map(rows.map((row) => [row.actorId ?? '', row.spent]));
}
