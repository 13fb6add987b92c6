/**
 * The parts of the stored auth (./auth-storage) that the session needs before, or instead of,
 * reading the encrypted store: its keys, the expiry rules of SPEC §4 and §9, and whether anything
 * is stored at all. Kept apart so that the landing page does not load the store, its schemas and
 * the request client for a visitor who has no session (docs/decisions/0059).
 */
import { localStore } from './web-storage';

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

/** The prefix the encrypted store (./secure-storage) puts before every key by default. */
export const AUTH_STORAGE_PREFIX = 'roomwalk.';

export interface StoredAuth {
  token: string;
  /** ISO 8601 instant, as the login and refresh responses give it. */
  expiresAt: string;
}

function storedKeys(storage: Storage): string[] {
  const keys = [...Object.values(AUTH_STORAGE_KEYS), LEGACY_REFRESH_TOKEN_KEY];
  try {
    return keys.filter((key) => storage.getItem(AUTH_STORAGE_PREFIX + key) !== null);
  } catch {
    // Storage that cannot be read holds nothing this page can use; the store says the same.
    return [];
  }
}

/**
 * Whether a stored token exists. Without one the store's `readAuth` gives null whatever else is
 * stored, so the session can start signed out without loading the store.
 */
export function hasStoredToken(storage: Storage = localStore()): boolean {
  return storedKeys(storage).includes(AUTH_STORAGE_KEYS.token);
}

/** Whether any auth item is stored: without one, clearing the store has nothing to remove. */
export function hasStoredAuthItems(storage: Storage = localStore()): boolean {
  return storedKeys(storage).length > 0;
}

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
