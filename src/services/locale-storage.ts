import { isSupportedLocale, type SupportedLocale } from '../contract/locales';
import { logger } from './logger';
import { localStore } from './web-storage';

export const LOCALE_STORAGE_KEY = 'roomwalk.locale';

export function readSavedLocale(storage: Storage = localStore()): SupportedLocale | null {
  try {
    const saved = storage.getItem(LOCALE_STORAGE_KEY);
    return saved && isSupportedLocale(saved) ? saved : null;
  } catch (error) {
    logger.warn('The saved locale could not be read', error);
    return null;
  }
}

export function saveLocale(locale: SupportedLocale, storage: Storage = localStore()): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch (error) {
    logger.warn('The chosen locale could not be saved', error);
  }
}

/** Calls back when another tab saves a locale (the `storage` event fires only in other tabs). */
export function onLocaleSavedElsewhere(callback: (locale: string) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LOCALE_STORAGE_KEY && event.newValue) callback(event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
