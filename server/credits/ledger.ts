/**
 * The per-user credit ledger: an append-only table (credit_ledger) whose rows are never updated
 * or deleted; a balance is the sum of a user's amounts. Plans, top-ups and expiry (the billing
 * issue) add their own entries through `appendCreditEntry`.
 *
 * Spending is safe under concurrency: the user's row is locked (`SELECT ... FOR UPDATE`) before
 * the balance is read, so two spends of the same user run one after the other and the second sees
 * the first. Without the lock both would read a balance of 1 and both would spend.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/database';
import { creditLedger, users, type CreditEntryKind, type CreditLedgerEntry } from '../db/schema';

export const TOUR_CREDIT_COST = 1;
export const STARTER_CREDITS = 5;
export const STARTER_CREDITS_REASON = 'Starter credits';
export const SIGNUP_CREDITS_REASON = 'Welcome credits';

export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.balance ?? 0;
}

export interface CreditEntryInput {
  userId: string;
  amount: number;
  kind: CreditEntryKind;
  reason: string;
  tourId?: string | null;
}

/** Appends one entry (the table's checks refuse an amount whose sign does not fit the kind). */
export async function appendCreditEntry(
  db: Queryable,
  entry: CreditEntryInput,
): Promise<CreditLedgerEntry> {
  const [inserted] = await db
    .insert(creditLedger)
    .values({ ...entry, tourId: entry.tourId ?? null })
    .returning();
  if (inserted === undefined) throw new Error('The credit entry was not inserted');
  return inserted;
}

/** A grant of credits, e.g. the starter credits of a development account. */
export function grantCredits(
  db: Queryable,
  input: { userId: string; amount: number; reason: string },
): Promise<CreditLedgerEntry> {
  return appendCreditEntry(db, { ...input, kind: 'grant' });
}

export type SpendOutcome =
  { spent: true; entry: CreditLedgerEntry; balance: number } | { spent: false; balance: number };

/**
 * Spends the credit a tour costs, inside the caller's transaction (the one that inserts the tour,
 * so that both happen or neither does). `spent: false` when the balance is too low: the caller
 * refuses the request and rolls back.
 */
export async function spendCredit(
  tx: Transaction,
  input: { userId: string; tourId: string; reason?: string },
): Promise<SpendOutcome> {
  await tx.execute(sql`select id from ${users} where id = ${input.userId} for update`);
  const balance = await balanceOf(tx, input.userId);
  if (balance < TOUR_CREDIT_COST) return { spent: false, balance };
  const entry = await appendCreditEntry(tx, {
    userId: input.userId,
    amount: -TOUR_CREDIT_COST,
    kind: 'spend',
    reason: input.reason ?? 'Tour created',
    tourId: input.tourId,
  });
  return { spent: true, entry, balance: balance - TOUR_CREDIT_COST };
}

/**
 * Gives back what a tour's spend took (failed processing). At most once per tour: a unique
 * partial index on (tour_id) where kind = 'refund' makes a second call, even a concurrent one, a
 * no-op. Resolves to the refund entry, or undefined when there was nothing (left) to refund.
 */
export async function refundCredit(
  db: Queryable,
  input: { tourId: string; reason: string },
): Promise<CreditLedgerEntry | undefined> {
  const [spend] = await db
    .select({ userId: creditLedger.userId, amount: creditLedger.amount })
    .from(creditLedger)
    .where(and(eq(creditLedger.tourId, input.tourId), eq(creditLedger.kind, 'spend')));
  if (spend === undefined) return undefined;
  const [refund] = await db
    .insert(creditLedger)
    .values({
      userId: spend.userId,
      amount: -spend.amount,
      kind: 'refund',
      reason: input.reason,
      tourId: input.tourId,
    })
    .onConflictDoNothing()
    .returning();
  return refund;
}
