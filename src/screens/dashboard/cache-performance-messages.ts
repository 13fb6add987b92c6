import {
  CACHE_DAYS_INVALID_MESSAGE,
  CACHE_DAYS_WITH_FROM_MESSAGE,
  CACHE_FROM_INVALID_MESSAGE,
  CACHE_RANGE_REVERSED_MESSAGE,
  CACHE_RANGE_TOO_LONG_MESSAGE,
  CACHE_TO_INVALID_MESSAGE,
} from '../../contract/cache-performance';
import { FORBIDDEN_MESSAGE } from '../../contract/api-error';
import { translateWith, type Translate } from '../forms/form-messages';

/** The screen's own failure message, translated when shown. */
export const LOAD_CACHE_STATISTICS_FAILED = 'The cache statistics could not be loaded.';

const CACHE_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [LOAD_CACHE_STATISTICS_FAILED]: 'cachePerformance.errors.loadFailed',
  [FORBIDDEN_MESSAGE]: 'cachePerformance.errors.forbidden',
  [CACHE_FROM_INVALID_MESSAGE]: 'cachePerformance.errors.fromInvalid',
  [CACHE_TO_INVALID_MESSAGE]: 'cachePerformance.errors.toInvalid',
  [CACHE_DAYS_INVALID_MESSAGE]: 'cachePerformance.errors.daysInvalid',
  [CACHE_DAYS_WITH_FROM_MESSAGE]: 'cachePerformance.errors.daysWithFrom',
  [CACHE_RANGE_REVERSED_MESSAGE]: 'cachePerformance.errors.reversed',
  [CACHE_RANGE_TOO_LONG_MESSAGE]: 'cachePerformance.errors.tooLong',
};

/** A message of the cache statistics in the current language; any other text as it is. */
export function translateCacheMessage(t: Translate, message: string): string {
  return translateWith(CACHE_MESSAGE_KEYS, t, message);
}
