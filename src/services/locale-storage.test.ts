import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCALE_STORAGE_KEY,
  onLocaleSavedElsewhere,
  readSavedLocale,
  saveLocale,
} from './locale-storage';
import { BlockedStorage } from './blocked-storage.test-helpers';
import { logger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readSavedLocale and saveLocale', () => {
  it('SPEC §9 "The choice is saved": a saved locale reads back from localStorage', () => {
    expect(readSavedLocale()).toBeNull();
    saveLocale('ar-MA');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar-MA');
    expect(readSavedLocale()).toBe('ar-MA');
    saveLocale('es-419');
    expect(readSavedLocale()).toBe('es-419');
  });

  it('uses the key roomwalk.locale', () => {
    expect(LOCALE_STORAGE_KEY).toBe('roomwalk.locale');
  });

  it('works with another storage passed in', () => {
    saveLocale('th', sessionStorage);
    expect(readSavedLocale(sessionStorage)).toBe('th');
    expect(readSavedLocale(localStorage)).toBeNull();
  });

  it('SPEC §5 "Locale must be one of the supported list": an unsupported saved value reads as null', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de-DE');
    expect(readSavedLocale()).toBeNull();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'AR-SA');
    expect(readSavedLocale()).toBeNull();
    localStorage.setItem(LOCALE_STORAGE_KEY, '');
    expect(readSavedLocale()).toBeNull();
  });

  it('logs a blocked read through logger.warn and treats it as no value', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(readSavedLocale(new BlockedStorage())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.any(DOMException));
  });

  it('logs a blocked write through logger.warn without throwing', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(() => saveLocale('nl', new BlockedStorage())).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.any(DOMException));
  });
});

describe('onLocaleSavedElsewhere', () => {
  const storageEvent = (key: string | null, newValue: string | null) =>
    new StorageEvent('storage', { key, newValue, storageArea: localStorage });

  it('SPEC §9 "synced across tabs": calls back with the value another tab saved', () => {
    const received: string[] = [];
    const unsubscribe = onLocaleSavedElsewhere((locale) => received.push(locale));
    window.dispatchEvent(storageEvent(LOCALE_STORAGE_KEY, 'vi'));
    window.dispatchEvent(storageEvent(LOCALE_STORAGE_KEY, 'ar-SA'));
    expect(received).toEqual(['vi', 'ar-SA']);
    unsubscribe();
  });

  it('ignores other keys, a cleared storage and removed values', () => {
    const callback = vi.fn<(locale: string) => void>();
    const unsubscribe = onLocaleSavedElsewhere(callback);
    window.dispatchEvent(storageEvent('roomwalk.session', 'nl'));
    window.dispatchEvent(storageEvent(null, null));
    window.dispatchEvent(storageEvent(LOCALE_STORAGE_KEY, null));
    window.dispatchEvent(storageEvent(LOCALE_STORAGE_KEY, ''));
    expect(callback).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('stops calling back after unsubscribe', () => {
    const callback = vi.fn<(locale: string) => void>();
    const unsubscribe = onLocaleSavedElsewhere(callback);
    window.dispatchEvent(storageEvent(LOCALE_STORAGE_KEY, 'sw'));
    unsubscribe();
    window.dispatchEvent(storageEvent(LOCALE_STORAGE_KEY, 'tr'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('sw');
  });
});
