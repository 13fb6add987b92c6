/**
 * Seed data. seedPricingPlans runs in every environment (the plans are product data);
 * seedDevelopmentAccounts only in development (the caller decides; never in production).
 */
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { evaluatePasswordStrength } from '../../src/contract/password-strength';
import { BUILT_IN_PRICING_PLANS } from '../../src/contract/pricing-plans';
import { STARTER_CREDITS, STARTER_CREDITS_REASON, grantCredits } from '../credits/ledger';
import type { Database } from './database';
import { passwordCredentials, pricingPlans, users, type NewPricingPlan, type Role } from './schema';

/**
 * SPEC §9's plans: the app's built-in plans (its fallback when GET /pricing/plans fails), in
 * their order. Yearly prices of agent and office are derived (monthly x 12 x 0.85).
 */
export const DEFAULT_PRICING_PLANS: readonly NewPricingPlan[] = BUILT_IN_PRICING_PLANS.map(
  (plan, index) => ({ ...plan, sortOrder: index + 1 }),
);

/**
 * Inserts the plans that are missing. A plan that exists is left alone, so prices an admin
 * changed survive restarts. Returns the ids it inserted.
 */
export async function seedPricingPlans(db: Database): Promise<string[]> {
  const inserted = await db
    .insert(pricingPlans)
    .values([...DEFAULT_PRICING_PLANS])
    .onConflictDoNothing({ target: pricingPlans.id })
    .returning({ id: pricingPlans.id });
  return inserted.map((row) => row.id);
}

/** One development account per role, in this order. */
export const SEEDED_ROLES = [
  'USER',
  'CREATOR',
  'MODERATOR',
  'ADMIN',
  'SUPERADMIN',
] as const satisfies readonly Role[];

const SEEDED_NAMES: Record<(typeof SEEDED_ROLES)[number], [string, string]> = {
  USER: ['Uma', 'User'],
  CREATOR: ['Cleo', 'Creator'],
  MODERATOR: ['Max', 'Moderator'],
  ADMIN: ['Ada', 'Admin'],
  SUPERADMIN: ['Sam', 'Superadmin'],
};

export interface SeededAccount {
  email: string;
  role: Role;
  /** Set only when the account was created by this call; null when it already existed. */
  password: string | null;
}

/** The e-mail address of the development account of a role: user@roomwalk.test, ... */
export function seededEmail(role: Role): string {
  return `${role.toLowerCase()}@roomwalk.test`;
}

/**
 * Creates the development accounts that do not exist yet, each with a fresh random password and
 * STARTER_CREDITS credits.
 * Only the hash is stored, so a password can be shown once: it is returned for the accounts
 * created now, and existing accounts come back with `password: null`.
 */
export async function seedDevelopmentAccounts(
  db: Database,
  hashPassword: (password: string) => Promise<string>,
  /** SEED_PASSWORD: one known password for every account created now, instead of random ones. */
  password?: string,
): Promise<SeededAccount[]> {
  const emails = SEEDED_ROLES.map(seededEmail);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const existingEmails = new Set(existing.map((row) => row.email));

  const accounts: SeededAccount[] = [];
  for (const role of SEEDED_ROLES) {
    const email = seededEmail(role);
    if (existingEmails.has(email)) {
      accounts.push({ email, role, password: null });
      continue;
    }
    const accountPassword = password ?? generatePassword();
    const passwordHash = await hashPassword(accountPassword);
    const [firstName, lastName] = SEEDED_NAMES[role];
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, firstName, lastName, role, profileCompleted: true })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (user === undefined) return false; // created meanwhile by another process
      await tx.insert(passwordCredentials).values({ userId: user.id, passwordHash });
      // Enough to try tour creation at once, before billing exists.
      await grantCredits(tx, {
        userId: user.id,
        amount: STARTER_CREDITS,
        reason: STARTER_CREDITS_REASON,
      });
      return true;
    });
    accounts.push({ email, role, password: created ? accountPassword : null });
  }
  return accounts;
}

// No 0/O, 1/l/I: the password is read off a terminal and typed.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;

/**
 * A random password like `Kq7m-x4Tz-P9wr-b3Nd`: 4 groups of 4 characters (about 95 bits),
 * meeting SPEC §5's strength rules in full: length, upper, lower, digit, special ('-'),
 * no common pattern, no character repeated 3 times in a row.
 */
export function generatePassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (isStrongPassword(password)) return password;
  }
}

/** SPEC §5's rules, all of them: nothing for the strength check to say. */
export function isStrongPassword(password: string): boolean {
  return evaluatePasswordStrength(password).feedback.length === 0;
}
