/**
 * Partner API keys in the database (docs/decisions/0010-roles-and-staff.md, "The partner API").
 * A key is made of 32 random bytes; only its SHA-256 is stored, with a prefix by which its owner
 * recognises it. Every query of a user's keys names the owner, so someone else's key is
 * indistinguishable from a missing one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  MAX_ACTIVE_PARTNER_KEYS,
  PARTNER_KEY_LIMIT_MESSAGE,
  PARTNER_KEY_NOT_FOUND_MESSAGE,
  PARTNER_KEY_PREFIX,
  type CreatedPartnerKey,
  type PartnerKeyView,
} from '../../src/contract/partner';
import type { Role } from '../../src/contract/user';
import type { Database, Queryable } from '../db/database';
import { partnerApiKeys, users, type PartnerApiKey } from '../db/schema';
import { conflict, notFound } from '../http/errors';

/** The random characters of a key its prefix shows. */
const SHOWN_CHARACTERS = 8;

export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function newKey(): { secret: string; prefix: string } {
  const random = randomBytes(32).toString('base64url');
  return {
    secret: `${PARTNER_KEY_PREFIX}${random}`,
    prefix: `${PARTNER_KEY_PREFIX}${random.slice(0, SHOWN_CHARACTERS)}`,
  };
}

export function toPartnerKeyView(key: PartnerApiKey): PartnerKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.keyPrefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    requestCount: key.requestCount,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** The owner's keys, newest first, revoked ones too. */
export async function listPartnerKeys(db: Queryable, ownerId: string): Promise<PartnerKeyView[]> {
  const rows = await db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.ownerId, ownerId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
  return rows.map(toPartnerKeyView);
}

/**
 * A new key for the owner; 409 when they already hold the most active keys. The owner's row is
 * locked meanwhile, so two requests at once cannot both take the last place.
 */
export async function createPartnerKey(
  db: Database,
  ownerId: string,
  name: string,
  now: Date,
): Promise<CreatedPartnerKey> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [active] = await tx
      .select({ keys: count() })
      .from(partnerApiKeys)
      .where(and(eq(partnerApiKeys.ownerId, ownerId), isNull(partnerApiKeys.revokedAt)));
    if ((active?.keys ?? 0) >= MAX_ACTIVE_PARTNER_KEYS) throw conflict(PARTNER_KEY_LIMIT_MESSAGE);
    const { secret, prefix } = newKey();
    const [row] = await tx
      .insert(partnerApiKeys)
      .values({ ownerId, name, keyPrefix: prefix, keyHash: hashPartnerKey(secret), createdAt: now })
      .returning();
    if (row === undefined) throw new Error('The key was not inserted');
    return { key: toPartnerKeyView(row), secret };
  });
}

/** Revokes one of the owner's keys (again is fine: the first time stays); 404 for any other. */
export async function revokePartnerKey(
  db: Queryable,
  ownerId: string,
  keyId: string,
  now: Date,
): Promise<PartnerKeyView> {
  const owned = and(eq(partnerApiKeys.id, keyId), eq(partnerApiKeys.ownerId, ownerId));
  const [row] = await db
    .update(partnerApiKeys)
    .set({
      revokedAt: sql`coalesce(${partnerApiKeys.revokedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(owned)
    .returning();
  if (row === undefined) throw notFound(PARTNER_KEY_NOT_FOUND_MESSAGE);
  return toPartnerKeyView(row);
}

export interface PartnerKeyUse {
  keyId: string;
  ownerId: string;
  ownerRole: Role;
  ownerDisabled: boolean;
}

/**
 * Counts one request against the active key with this hash and says whose it is, in one UPDATE;
 * undefined when no active key has it (unknown or revoked).
 */
export async function usePartnerKey(
  db: Queryable,
  keyHash: string,
  now: Date,
): Promise<PartnerKeyUse | undefined> {
  const [row] = await db
    .update(partnerApiKeys)
    .set({ requestCount: sql`${partnerApiKeys.requestCount} + 1`, lastUsedAt: now })
    .from(users)
    .where(
      and(
        eq(partnerApiKeys.keyHash, keyHash),
        isNull(partnerApiKeys.revokedAt),
        eq(users.id, partnerApiKeys.ownerId),
      ),
    )
    .returning({
      keyId: partnerApiKeys.id,
      ownerId: partnerApiKeys.ownerId,
      ownerRole: users.role,
      disabledAt: users.disabledAt,
    });
  if (row === undefined) return undefined;
  return {
    keyId: row.keyId,
    ownerId: row.ownerId,
    ownerRole: row.ownerRole,
    ownerDisabled: row.disabledAt !== null,
  };
}
