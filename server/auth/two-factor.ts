/**
 * Two-factor authentication data: the TOTP secret (pending until a first code is verified, then
 * enabled) and ten single-use recovery codes stored as hashes.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../db/schema';
import { generateRecoveryCode, hashRecoveryCode, RECOVERY_CODE_LENGTH } from './tokens';
import { verifyTotp } from './totp';

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
      set: { secret: input.secret, createdAt: input.now, lastAcceptedStep: null },
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
 * Checks a TOTP code of `userId` at `now` and accepts it at most once (RFC 6238 §5.2): the step of
 * the last accepted code is kept with the secret, so no server process takes it, or an older
 * one, again. True when the code is right and was not used before.
 */
export async function acceptTotpCode(
  db: Queryable,
  input: { userId: string; secret: string; code: string; now: Date },
): Promise<boolean> {
  const step = verifyTotp(input.secret, input.code, input.now.getTime());
  if (step === null) return false;
  const accepted = await db
    .update(twoFactorSecrets)
    .set({ lastAcceptedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, input.userId),
        or(isNull(twoFactorSecrets.lastAcceptedStep), lt(twoFactorSecrets.lastAcceptedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return accepted.length > 0;
}
