import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_PREFIX, hasStoredAuthItems, hasStoredToken } from './auth-rules';
import { createAuthStorage } from './auth-storage';
import { createSecureStorage } from './secure-storage';

const TOKENS = { token: 'access', expiresAt: '2099-01-01T00:00:00.000Z' };
const USER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the stored-auth checks that spare the landing page the store', () => {
  it('agree with what the encrypted store holds', async () => {
    const store = createAuthStorage(createSecureStorage());
    expect(hasStoredToken()).toBe(false);
    expect(hasStoredAuthItems()).toBe(false);

    await store.saveUser(USER);
    expect(hasStoredToken()).toBe(false);
    expect(await store.readAuth()).toBeNull();
    expect(hasStoredAuthItems()).toBe(true);

    await store.saveAuth(TOKENS);
    expect(hasStoredToken()).toBe(true);
    expect(await store.readAuth()).toEqual(TOKENS);

    store.clearAuth();
    expect(hasStoredToken()).toBe(false);
    expect(hasStoredAuthItems()).toBe(false);
  });

  it("count an earlier version's refresh token as something to clear", () => {
    localStorage.setItem(`${AUTH_STORAGE_PREFIX}refreshToken`, 'old');
    expect(hasStoredToken()).toBe(false);
    expect(hasStoredAuthItems()).toBe(true);
  });

  it('see nothing in storage that cannot be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(hasStoredToken(refusing)).toBe(false);
    expect(hasStoredAuthItems(refusing)).toBe(false);
  });
});
