import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STORAGE_KEYS,
  clearAuth,
  createAuthStorage,
  isExpiring,
  isSessionValid,
  LEGACY_REFRESH_TOKEN_KEY,
  readAuth,
  readUser,
  REFRESH_CHECK_INTERVAL_MS,
  saveAuth,
  saveUser,
  TOKEN_EXPIRING_THRESHOLD_MS,
} from './auth-storage';
import { logger } from './logger';
import { createSecureStorage } from './secure-storage';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'ADMIN' as const,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('auth storage', () => {
  it('SPEC §3: stores token and expiry encrypted, and reads them back', async () => {
    await saveAuth({ token: 'tok-1', expiresAt: '2026-11-22T11:00:00.000Z' });
    expect(await readAuth()).toEqual({ token: 'tok-1', expiresAt: '2026-11-22T11:00:00.000Z' });
    const stored = Object.values(localStorage).join(' ');
    expect(stored).not.toContain('tok-1');
    expect(localStorage.getItem('roomwalk.authToken')).not.toBeNull();
  });

  it('keeps no refresh token: one an earlier version stored is removed on save', async () => {
    await createSecureStorage().setItem(LEGACY_REFRESH_TOKEN_KEY, 'r-1');
    expect(localStorage.getItem(`roomwalk.${LEGACY_REFRESH_TOKEN_KEY}`)).not.toBeNull();
    await saveAuth({ token: 'tok-2', expiresAt: '2026-11-22T12:00:00.000Z' });
    expect(localStorage.getItem(`roomwalk.${LEGACY_REFRESH_TOKEN_KEY}`)).toBeNull();
    expect(await readAuth()).toEqual({ token: 'tok-2', expiresAt: '2026-11-22T12:00:00.000Z' });
  });

  it('reads as no session when the token or its expiry is missing', async () => {
    expect(await readAuth()).toBeNull();
    const store = createSecureStorage();
    const auth = createAuthStorage(store);
    await store.setItem(AUTH_STORAGE_KEYS.token, 'tok');
    expect(await auth.readAuth()).toBeNull();
  });

  it('SPEC §3: keeps the user record under the key authData', async () => {
    await saveUser(user);
    expect(localStorage.getItem('roomwalk.authData')).not.toBeNull();
    expect(localStorage.getItem('roomwalk.authData')).not.toContain('ada@example.com');
    expect(await readUser()).toEqual(user);
  });

  it('keeps the extra fields of the profile call in the user record', async () => {
    await saveUser({ ...user, profileCompleted: true });
    expect(await readUser()).toEqual({ ...user, profileCompleted: true });
  });

  it('SPEC §8: a user record that cannot be read is no value, with a warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const store = createSecureStorage();
    await store.setItem(AUTH_STORAGE_KEYS.user, 'not json');
    expect(await readUser()).toBeNull();
    await store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ id: 1 }));
    expect(await readUser()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('SPEC §4: clearAuth removes every stored auth item and nothing else', async () => {
    await saveAuth({ token: 't', expiresAt: '2026-11-22T11:00:00.000Z' });
    await createSecureStorage().setItem(LEGACY_REFRESH_TOKEN_KEY, 'r');
    await saveUser(user);
    localStorage.setItem('roomwalk.locale', 'nl');
    clearAuth();
    expect(await readAuth()).toBeNull();
    expect(await readUser()).toBeNull();
    for (const key of [...Object.values(AUTH_STORAGE_KEYS), LEGACY_REFRESH_TOKEN_KEY]) {
      expect(localStorage.getItem(`roomwalk.${key}`)).toBeNull();
    }
    expect(localStorage.getItem('roomwalk.locale')).toBe('nl');
  });
});

describe('isSessionValid', () => {
  it('SPEC §4: valid only if a token exists and its expiry is in the future', () => {
    const future = '2026-11-22T10:00:01.000Z';
    expect(isSessionValid({ token: 't', expiresAt: future }, NOW)).toBe(true);
    expect(isSessionValid({ token: '', expiresAt: future }, NOW)).toBe(false);
    expect(isSessionValid({ token: 't', expiresAt: '2026-11-22T10:00:00.000Z' }, NOW)).toBe(false);
    expect(isSessionValid({ token: 't', expiresAt: '2026-11-22T09:00:00.000Z' }, NOW)).toBe(false);
    expect(isSessionValid({ token: 't', expiresAt: 'soon' }, NOW)).toBe(false);
    expect(isSessionValid(null, NOW)).toBe(false);
  });
});

describe('isExpiring', () => {
  it('SPEC §9: less than 5 minutes left counts as expiring', () => {
    expect(TOKEN_EXPIRING_THRESHOLD_MS).toBe(300_000);
    expect(REFRESH_CHECK_INTERVAL_MS).toBe(60_000);
    const at = (ms: number) => ({ expiresAt: new Date(NOW + ms).toISOString() });
    expect(isExpiring(at(5 * 60_000), NOW)).toBe(false);
    expect(isExpiring(at(5 * 60_000 - 1), NOW)).toBe(true);
    expect(isExpiring(at(60 * 60_000), NOW)).toBe(false);
    expect(isExpiring(at(-1), NOW)).toBe(true);
    expect(isExpiring({ expiresAt: 'not a date' }, NOW)).toBe(true);
  });
});
