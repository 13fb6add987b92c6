/** Reading users and their credentials for the auth routes. */
import { eq, sql } from 'drizzle-orm';
import type { Profile } from '../../src/contract/auth';
import type { Queryable } from '../db/database';
import { passwordCredentials, twoFactorSecrets, users, type User } from '../db/schema';

export function toProfile(user: User, twoFactorEnabled: boolean): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileCompleted: user.profileCompleted,
    twoFactorEnabled,
  };
}

/** The user with password hash and two-factor state, by normalised e-mail. */
export async function findLoginUser(db: Queryable, email: string) {
  const [row] = await db
    .select({
      user: users,
      passwordHash: passwordCredentials.passwordHash,
      twoFactorEnabled: sql<boolean>`${twoFactorSecrets.enabledAt} is not null`,
    })
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The same, by id. */
export async function findUserById(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      user: users,
      passwordHash: passwordCredentials.passwordHash,
      twoFactorEnabled: sql<boolean>`${twoFactorSecrets.enabledAt} is not null`,
    })
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Sets (or creates) the user's password hash. */
export async function setPasswordHash(
  db: Queryable,
  input: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .insert(passwordCredentials)
    .values({ userId: input.userId, passwordHash: input.passwordHash, updatedAt: input.now })
    .onConflictDoUpdate({
      target: passwordCredentials.userId,
      set: { passwordHash: input.passwordHash, updatedAt: input.now },
    });
}
