/**
 * The stored auth items of SPEC §3 ("Locally stored, encrypted: auth token, its expiry, refresh
 * token, user data"), kept in the encrypted local store; the user record under the key authData.
 * The refresh token is the exception: it lives only in the server's HttpOnly cookie, out of any
 * script's reach (DESIGN, security), so none is stored here. Validity and expiry rules of SPEC §4
 * and §9.
 */
import * as v from 'valibot';
import type { TokenResponse } from '../contract/auth';
import { UserProfileSchema, type UserProfile } from '../contract/user';
import { logger } from './logger';
import { createSecureStorage, type SecureStorage } from './secure-storage';

/** SPEC §9: a token with less than this left counts as expiring and is refreshed. */
export const TOKEN_EXPIRING_THRESHOLD_MS = 5 * 60_000;
/** SPEC §9: how often the expiry is checked while signed in. */
export const REFRESH_CHECK_INTERVAL_MS = 60_000;

/** Keys in the encrypted store (each with the store's 'roomwalk.' prefix in localStorage). */
export const AUTH_STORAGE_KEYS = {
  token: 'authToken',
  expiresAt: 'authExpiresAt',
  user: 'authData',
} as const;

/** Where earlier versions kept a refresh token: removed whenever auth is saved or cleared. */
export const LEGACY_REFRESH_TOKEN_KEY = 'refreshToken';

export interface StoredAuth {
  token: string;
  /** ISO 8601 instant, as the login and refresh responses give it. */
  expiresAt: string;
}

/** The signed-in user record: the profile's fields, and any others the profile call returned. */
const StoredUserSchema = v.looseObject(UserProfileSchema.entries);
export type StoredUser = v.InferOutput<typeof StoredUserSchema>;

export interface AuthStorage {
  /** Stores a login or refresh response. */
  saveAuth(auth: TokenResponse): Promise<void>;
  saveUser(profile: UserProfile | StoredUser): Promise<void>;
  /** The stored token and expiry, or null when either is missing or unreadable. */
  readAuth(): Promise<StoredAuth | null>;
  /** The stored user record, or null when missing, unreadable or not a profile. */
  readUser(): Promise<StoredUser | null>;
  /** Removes every stored auth item (SPEC §4: on logout, failed startup check, failed refresh). */
  clearAuth(): void;
}

export function createAuthStorage(store: SecureStorage = createSecureStorage()): AuthStorage {
  return {
    async saveAuth({ token, expiresAt }) {
      await store.setItem(AUTH_STORAGE_KEYS.token, token);
      await store.setItem(AUTH_STORAGE_KEYS.expiresAt, expiresAt);
      store.removeItem(LEGACY_REFRESH_TOKEN_KEY);
    },

    async saveUser(profile) {
      await store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(profile));
    },

    async readAuth() {
      const [token, expiresAt] = await Promise.all([
        store.getItem(AUTH_STORAGE_KEYS.token),
        store.getItem(AUTH_STORAGE_KEYS.expiresAt),
      ]);
      if (!token || !expiresAt) return null;
      return { token, expiresAt };
    },

    async readUser() {
      const stored = await store.getItem(AUTH_STORAGE_KEYS.user);
      if (stored === null) return null;
      try {
        const result = v.safeParse(StoredUserSchema, JSON.parse(stored));
        if (result.success) return result.output;
        logger.warn('The stored user data is not a user profile');
      } catch (error) {
        logger.warn('The stored user data could not be read', error);
      }
      return null;
    },

    clearAuth() {
      store.clear([...Object.values(AUTH_STORAGE_KEYS), LEGACY_REFRESH_TOKEN_KEY]);
    },
  };
}

let defaultStorage: AuthStorage | undefined;
/** The app's auth storage on localStorage, made on first use. */
const authStorage = (): AuthStorage => (defaultStorage ??= createAuthStorage());

export const saveAuth = (auth: TokenResponse) => authStorage().saveAuth(auth);
export const saveUser = (profile: UserProfile | StoredUser) => authStorage().saveUser(profile);
export const readAuth = () => authStorage().readAuth();
export const readUser = () => authStorage().readUser();
export const clearAuth = () => authStorage().clearAuth();

function expiryMillis(auth: Pick<StoredAuth, 'expiresAt'>): number {
  return Date.parse(auth.expiresAt);
}

/** SPEC §4: valid only if a token exists and its expiry is in the future. */
export function isSessionValid(
  auth: Pick<StoredAuth, 'token' | 'expiresAt'> | null,
  now: number = Date.now(),
): boolean {
  if (auth === null || !auth.token) return false;
  const expiry = expiryMillis(auth);
  return Number.isFinite(expiry) && expiry > now;
}

/**
 * SPEC §4 and §9: less than 5 minutes left (or an expiry that cannot be read) counts as
 * expiring, so the session refreshes it.
 */
export function isExpiring(auth: Pick<StoredAuth, 'expiresAt'>, now: number = Date.now()): boolean {
  const expiry = expiryMillis(auth);
  return !Number.isFinite(expiry) || expiry - now < TOKEN_EXPIRING_THRESHOLD_MS;
}
