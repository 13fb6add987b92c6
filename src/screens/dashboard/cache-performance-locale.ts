import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isRtlLocale } from '../../contract/locales';
import { useTranslate } from '../../i18n/use-translate';
import { cacheFormat, type CacheFormat } from './cache-performance-format';

/** The cache statistics' formatters in the current language. */
export function useCacheFormat(): CacheFormat {
  const intl = useIntl();
  const t = useTranslate();
  const none = t('cachePerformance.noData');
  return useMemo(() => cacheFormat(intl.locale, none), [intl.locale, none]);
}

/** Whether the page reads right to left (the by-type chart then grows from the right). */
export function useRightToLeft(): boolean {
  return isRtlLocale(useIntl().locale);
}
