import { logger } from './logger';
import { localStore } from './web-storage';

/**
 * What this browser remembers of an account's first run (decision 0038): whether its checklist
 * was dismissed, and whether its owner copied a share link or embed code of one of their own tours.
 * Kept per account (the key names the user's id), in localStorage: signing out keeps it, another
 * account on the same browser has its own.
 */
export interface FirstRunRecord {
  dismissed: boolean;
  shared: boolean;
}

const EMPTY: FirstRunRecord = { dismissed: false, shared: false };

export const firstRunKey = (userId: string) => `roomwalk.firstRun.${userId}`;

export function readFirstRun(userId: string, storage: Storage = localStore()): FirstRunRecord {
  try {
    const saved: unknown = JSON.parse(storage.getItem(firstRunKey(userId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return EMPTY;
    const record = saved as Partial<Record<keyof FirstRunRecord, unknown>>;
    return { dismissed: record.dismissed === true, shared: record.shared === true };
  } catch (error) {
    logger.warn('The first-run checklist could not be read', error);
    return EMPTY;
  }
}

function update(userId: string, change: Partial<FirstRunRecord>, storage: Storage): void {
  try {
    storage.setItem(
      firstRunKey(userId),
      JSON.stringify({ ...readFirstRun(userId, storage), ...change }),
    );
  } catch (error) {
    logger.warn('The first-run checklist could not be saved', error);
  }
}

export const rememberChecklistDismissed = (userId: string, storage: Storage = localStore()) =>
  update(userId, { dismissed: true }, storage);

export const rememberTourShared = (userId: string, storage: Storage = localStore()) =>
  update(userId, { shared: true }, storage);
