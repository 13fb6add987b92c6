/**
 * Two-factor authentication data: the TOTP secret (pending until a first code is verified, then
 * enabled) and ten single-use recovery codes stored as hashes.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../db/schema';
import { generateRecoveryCode, hashRecoveryCode, RECOVERY_CODE_LENGTH } from './tokens';
import { TOTP_PERIOD_SECONDS, totpStep, verifyTotp } from './totp';

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Roomwalk';

export async function findTwoFactorSecret(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .limit(1);
  return row;
}

export async function isTwoFactorEnabled(db: Queryable, userId: string): Promise<boolean> {
  const row = await findTwoFactorSecret(db, userId);
  return row?.enabledAt != null;
}

/** Stores a new pending secret, replacing a pending one; never touches an enabled secret. */
export async function savePendingSecret(
  db: Queryable,
  input: { userId: string; secret: string; now: Date },
): Promise<boolean> {
  const saved = await db
    .insert(twoFactorSecrets)
    .values({ userId: input.userId, secret: input.secret, createdAt: input.now, enabledAt: null })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret: input.secret, createdAt: input.now },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return saved.length > 0;
}

/** Enables the pending secret and replaces the recovery codes; returns the codes in clear. */
export async function enableTwoFactor(
  tx: Queryable,
  input: { userId: string; now: Date },
): Promise<string[] | null> {
  const enabled = await tx
    .update(twoFactorSecrets)
    .set({ enabledAt: input.now })
    .where(and(eq(twoFactorSecrets.userId, input.userId), isNull(twoFactorSecrets.enabledAt)))
    .returning({ userId: twoFactorSecrets.userId });
  if (enabled.length === 0) return null;
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, input.userId));
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(generateRecoveryCode());
  await tx.insert(twoFactorRecoveryCodes).values(
    [...codes].map((code) => ({
      userId: input.userId,
      codeHash: hashRecoveryCode(code),
      createdAt: input.now,
    })),
  );
  return [...codes];
}

export async function disableTwoFactor(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
}

/** Marks an unused recovery code used; false when it is unknown or used already. */
export async function useRecoveryCode(
  db: Queryable,
  input: { userId: string; code: string; now: Date },
): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, input.userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(input.code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

export function isRecoveryCodeShape(code: string): boolean {
  return code.length === RECOVERY_CODE_LENGTH;
}

/**
 * Refuses a TOTP code that was already accepted for the same user (RFC 6238 §5.2): it remembers,
 * per user and in memory, the last step it accepted. Like the address rate limit, the memory is
 * per process.
 */
export class TotpReplayGuard {
  private readonly lastStep = new Map<string, number>();

  /** Checks `code` at `now`; on success remembers its step and returns true. */
  accept(userId: string, secret: string, code: string, now: Date): boolean {
    const step = verifyTotp(secret, code, now.getTime());
    if (step === null) return false;
    const last = this.lastStep.get(userId);
    if (last !== undefined && step <= last) return false;
    this.lastStep.set(userId, step);
    if (this.lastStep.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: Date) {
    // A step more than two windows old can never be matched again.
    const oldest = totpStep(now.getTime()) - 2 - Math.ceil(60 / TOTP_PERIOD_SECONDS);
    for (const [userId, step] of this.lastStep) {
      if (step < oldest) this.lastStep.delete(userId);
    }
  }
}
