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
import { AUTH_STORAGE_KEYS, LEGACY_REFRESH_TOKEN_KEY, type StoredAuth } from './auth-rules';
import { logger } from './logger';
import { createSecureStorage, type SecureStorage } from './secure-storage';

export {
  AUTH_STORAGE_KEYS,
  isExpiring,
  isSessionValid,
  LEGACY_REFRESH_TOKEN_KEY,
  REFRESH_CHECK_INTERVAL_MS,
  TOKEN_EXPIRING_THRESHOLD_MS,
  type StoredAuth,
} from './auth-rules';

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
