/**
 * The per-email failed-login record of SPEC §3 and §4, in localStorage: { attempts, timestamp }
 * under a key per lowercased e-mail. 5 failures within 15 minutes lock the e-mail on the client;
 * an attempt more than 15 minutes after the previous one restarts the count at 1; a successful
 * login clears the record. The server enforces the same lockout itself.
 */
import { logger } from './logger';
import { localStore } from './web-storage';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOGIN_ATTEMPTS_KEY_PREFIX = 'roomwalk.loginAttempts.';

export const ACCOUNT_LOCKED_MESSAGE =
  'Account temporarily locked due to too many failed login attempts. Please try again later.';

export interface LoginAttemptsRecord {
  attempts: number;
  /** When the latest failure happened, in milliseconds since the epoch. */
  timestamp: number;
}

export interface LockoutStatus {
  locked: boolean;
  attemptsRemaining: number;
}

const keyFor = (email: string) => LOGIN_ATTEMPTS_KEY_PREFIX + email.trim().toLowerCase();

function isRecord(value: unknown): value is LoginAttemptsRecord {
  if (value === null || typeof value !== 'object') return false;
  const { attempts, timestamp } = value as Record<string, unknown>;
  return (
    typeof attempts === 'number' &&
    Number.isInteger(attempts) &&
    attempts >= 0 &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp)
  );
}

/** The stored record, or null when there is none, it is unreadable or older than the window. */
export function readAttempts(
  email: string,
  now: number = Date.now(),
  storage: Storage = localStore(),
): LoginAttemptsRecord | null {
  try {
    const stored = storage.getItem(keyFor(email));
    if (stored === null) return null;
    const record: unknown = JSON.parse(stored);
    if (!isRecord(record)) {
      logger.warn('The failed-login record is malformed and was ignored');
      return null;
    }
    return now - record.timestamp > LOCKOUT_WINDOW_MS ? null : record;
  } catch (error) {
    logger.warn('The failed-login record could not be read', error);
    return null;
  }
}

/** Counts one failed login; returns the status after it. */
export function recordFailure(
  email: string,
  now: number = Date.now(),
  storage: Storage = localStore(),
): LockoutStatus {
  const previous = readAttempts(email, now, storage);
  const record: LoginAttemptsRecord = { attempts: (previous?.attempts ?? 0) + 1, timestamp: now };
  try {
    storage.setItem(keyFor(email), JSON.stringify(record));
  } catch (error) {
    logger.warn('The failed-login record could not be saved', error);
  }
  return statusOf(record);
}

/** A successful login clears the record (SPEC §4). */
export function clearAttempts(email: string, storage: Storage = localStore()): void {
  try {
    storage.removeItem(keyFor(email));
  } catch (error) {
    logger.warn('The failed-login record could not be removed', error);
  }
}

function statusOf(record: LoginAttemptsRecord | null): LockoutStatus {
  const attemptsRemaining = Math.max(0, MAX_FAILED_LOGINS - (record?.attempts ?? 0));
  return { locked: attemptsRemaining === 0, attemptsRemaining };
}

/** Whether logins for this e-mail are refused now, and how many attempts are left. */
export function lockoutStatus(
  email: string,
  now: number = Date.now(),
  storage: Storage = localStore(),
): LockoutStatus {
  return statusOf(readAttempts(email, now, storage));
}

/** SPEC §8's login failure messages, word for word. */
export function loginFailureMessage(attemptsRemaining: number): string {
  if (attemptsRemaining <= 0) return ACCOUNT_LOCKED_MESSAGE;
  return `Invalid credentials. ${attemptsRemaining} login attempts remaining before account is temporarily locked.`;
}
