import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockedStorage } from './blocked-storage.test-helpers';
import { logger } from './logger';
import { createSecureStorage, ENCRYPTION_KEY_STORAGE_KEY } from './secure-storage';

const decode = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createSecureStorage', () => {
  it('reads back what it wrote', async () => {
    const store = createSecureStorage();
    await store.setItem('authData', '{"id":"u1","firstName":"Zoë 🏠"}');
    expect(await store.getItem('authData')).toBe('{"id":"u1","firstName":"Zoë 🏠"}');
    expect(await store.getItem('missing')).toBeNull();
  });

  it('SPEC §9: keeps AES-GCM ciphertext, base64(12-byte IV || ciphertext), never the plain text', async () => {
    const store = createSecureStorage();
    await store.setItem('token', 'secret-token-value');
    const stored = localStorage.getItem('roomwalk.token')!;
    expect(stored).not.toContain('secret-token-value');
    expect(atob(stored)).not.toContain('secret-token-value');
    // 12 bytes of IV + 18 bytes of text + 16 bytes of GCM tag.
    expect(decode(stored)).toHaveLength(12 + 18 + 16);
  });

  it('SPEC §9: a random IV per write, so the same value never looks the same twice', async () => {
    const store = createSecureStorage();
    await store.setItem('a', 'same');
    await store.setItem('b', 'same');
    const a = localStorage.getItem('roomwalk.a')!;
    const b = localStorage.getItem('roomwalk.b')!;
    expect(a).not.toBe(b);
    expect(decode(a).subarray(0, 12)).not.toEqual(decode(b).subarray(0, 12));
  });

  it('SPEC §9: the key is 256 bits kept for the browser session only', async () => {
    const store = createSecureStorage();
    await store.setItem('a', 'x');
    expect(decode(sessionStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY)!)).toHaveLength(32);
    expect(localStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY)).toBeNull();
    // Another store in the same session (a reload) reads it.
    expect(await createSecureStorage().getItem('a')).toBe('x');
  });

  it('SPEC §8: a value from another session reads as no value, with a warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const store = createSecureStorage();
    await store.setItem('token', 'old');
    sessionStorage.clear();
    expect(await store.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    // A fresh key for a new session cannot decrypt it either.
    await store.setItem('other', 'new');
    expect(await store.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(await store.getItem('other')).toBe('new');
  });

  it('SPEC §8: tampered bytes read as no value, with a warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const store = createSecureStorage();
    await store.setItem('token', 'value');
    const bytes = decode(localStorage.getItem('roomwalk.token')!);
    bytes[20] = bytes[20]! ^ 0xff;
    localStorage.setItem('roomwalk.token', btoa(String.fromCharCode(...bytes)));
    expect(await store.getItem('token')).toBeNull();
    localStorage.setItem('roomwalk.token', 'not base64 at all!');
    expect(await store.getItem('token')).toBeNull();
    localStorage.setItem('roomwalk.token', btoa('short'));
    expect(await store.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('SPEC §8: storage that throws reads as no value and never throws, with warnings', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const blocked = createSecureStorage({ storage: new BlockedStorage() });
    await expect(blocked.setItem('a', 'x')).resolves.toBeUndefined();
    await expect(blocked.getItem('a')).resolves.toBeNull();
    expect(() => blocked.removeItem('a')).not.toThrow();
    expect(() => blocked.clear(['a', 'b'])).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(5);

    const noKey = createSecureStorage({ keyStorage: new BlockedStorage() });
    await expect(noKey.setItem('a', 'x')).resolves.toBeUndefined();
    expect(localStorage.getItem('roomwalk.a')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it('removes one key or a list of keys, under its prefix only', async () => {
    const store = createSecureStorage({ prefix: 'test.' });
    await store.setItem('a', '1');
    await store.setItem('b', '2');
    await store.setItem('c', '3');
    localStorage.setItem('unrelated', 'kept');
    store.removeItem('a');
    expect(await store.getItem('a')).toBeNull();
    store.clear(['b', 'c']);
    expect(await store.getItem('b')).toBeNull();
    expect(await store.getItem('c')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
