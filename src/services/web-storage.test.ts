import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './web-storage';

describe('web storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the browser’s own storage where the page may use it', () => {
    expect(localStore()).toBe(window.localStorage);
    expect(sessionStore()).toBe(window.sessionStorage);
  });

  it('is a working stand-in in memory where the browser denies it (a framed embed)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const store = localStore();
    expect(store).not.toBeInstanceOf(Storage);
    store.setItem('roomwalk.locale', 'nl');
    expect(localStore().getItem('roomwalk.locale')).toBe('nl');
    expect(store.length).toBe(1);
    expect(store.key(0)).toBe('roomwalk.locale');
    store.removeItem('roomwalk.locale');
    expect(store.getItem('roomwalk.locale')).toBeNull();
  });
});
